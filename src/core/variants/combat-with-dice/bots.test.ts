/**
 * Greedy and search know the odds of the attack table, not printed power: a 2/2 is not sent into a
 * 5/5 it can hardly hurt (its counter strike kills the 2/2 nine times in ten), but into a 1/1 it is.
 */
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../bots';
import { seedRng } from '../../engine/rng';
import type { Action } from '../../rules/decisions';
import { dice } from './testkit';
import { duel } from './evaluate';
import { charsOf } from '../../rules/chars/compute';
import { readerOf } from '../../rules/reader';
import { combatWithDice } from '.';

function greedyAttacks(blocker: string): Action {
  const t = dice().battlefield(0, 'Grizzly Bears').battlefield(1, blocker).start();
  t.passTo('declareAttackers');
  expect(t.s.pending).toMatchObject({ d: 'attackers', seat: 0 });
  const view = combatWithDice.view(t.s, 0);
  return greedyBot.choose({ variant: combatWithDice, seat: 0, view, legal: t.legal(0), rng: seedRng('g') }) as Action;
}

describe('bots and the attack table', () => {
  it('the duel odds: a 2/2 blocked by a 5/5 almost surely dies and never kills it', () => {
    const t = dice().battlefield(0, 'Grizzly Bears').battlefield(1, 'Silverback Ape').start();
    const r = readerOf(t.s);
    const o = duel(charsOf(r, t.id('Grizzly Bears')), 2, charsOf(r, t.id('Silverback Ape')), 5, 'miss');
    expect(o.b).toBe(0);
    expect(o.a).toBeCloseTo(0.9);
  });

  it('greedy does not attack a 2/2 into an untapped 5/5', () => {
    expect(greedyAttacks('Silverback Ape')).toEqual({ t: 'done' });
  });

  it('greedy does attack a 2/2 into a 1/1', () => {
    expect(greedyAttacks('Llanowar Elves')).toMatchObject({ t: 'attack' });
  });
});
