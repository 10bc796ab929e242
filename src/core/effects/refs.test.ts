import { describe, expect, it } from 'vitest';
import { parseFilter, parseRef } from './refs';

describe('targets and filters', () => {
  it('reads the restrictions printed on targets', () => {
    expect(parseRef('target nonartifact, nonblack creature')).toEqual({
      ref: 'target',
      filter: { types: ['creature'], notTypes: ['artifact'], notColors: ['B'] },
    });
    expect(parseRef('up to two target creatures')).toEqual({
      ref: 'target',
      filter: { types: ['creature'] },
      count: 2,
      upTo: true,
    });
    expect(parseRef('each creature you don’t control'.replace('’', "'"))).toEqual({
      ref: 'each',
      filter: { types: ['creature'], controller: 'opponent' },
    });
    expect(parseFilter('creature with power 4 or greater')).toEqual({ types: ['creature'], power: { atLeast: 4 } });
    expect(parseFilter('Goblins you control')).toEqual({
      types: ['creature'],
      subtypes: ['Goblin'],
      controller: 'you',
    });
    expect(parseFilter('instant or sorcery spell')).toEqual({ types: ['spell'], cardTypes: ['instant', 'sorcery'] });
  });

  it('refuses any word it does not know, so no restriction is silently dropped', () => {
    expect(parseRef('target creature that was dealt damage this turn')).toBeUndefined();
    expect(parseFilter('creature with the greatest power')).toBeUndefined();
  });
});
