import { describe, expect, it } from 'vitest';
import { compileOracle } from '../../effects/parse';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('landcycling (CR 702.29e)', () => {
  it('the compiler keeps what it searches for: "basic land" or the land type (CR 702.29e)', () => {
    const kw = (text: string) => compileOracle('X', text, 'Instant').abilities[0]!;
    expect(kw('Basic landcycling {1}{B}')).toEqual({
      type: 'static',
      effects: [{ kind: 'keyword', keyword: 'landcycling', of: 'basic land {1}{B}' }],
    });
    expect(kw('Forestcycling {2}')).toEqual({
      type: 'static',
      effects: [{ kind: 'keyword', keyword: 'landcycling', of: 'Forest {2}' }],
    });
  });

  it('basic landcycling: pay and discard it from the hand, search for a basic land card (CR 702.29e)', () => {
    const s = scenario(refCard).battlefield(0, 'Swamp', 'Swamp').hand(0, 'Absorb Vis').start();
    const id = s.id('Absorb Vis', 'hand');
    expect(s.legal(0)).toContainEqual({ t: 'activate', o: id, a: expect.any(Number) as number });
    const act = s.legal(0).find((a) => a.t === 'activate' && a.o === id)!;
    s.act(act, 0);
    expect(s.has('Absorb Vis', 'graveyard')).toBe(true);
    expect(s.obj('Swamp').tapped).toBe(true);
    s.resolve();
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0, hidden: true, min: 0 });
    s.pick('Island');
    expect(s.hand(0)).toEqual(['Island']);
    expect(s.s.players[0]!.library).toHaveLength(19);
  });

  it('Forestcycling finds only a Forest card (CR 702.29e): the Islands of the library are not offered', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Swamp', 'Swamp')
      .hand(0, 'Wirewood Guardian')
      .library(0, 'Forest')
      .start();
    const act = s.legal(0).find((a) => a.t === 'activate' && a.o === s.id('Wirewood Guardian', 'hand'))!;
    s.act(act, 0).resolve();
    expect(s.s.pending).toMatchObject({ d: 'choose', options: [{ o: s.id('Forest', 'library') }] });
    s.pick('Forest');
    expect(s.hand(0)).toEqual(['Forest']);
  });
});
