import { describe, expect, it } from 'vitest';
import type { Action } from '../decisions';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0's Grizzly Bears attack seat 1 (who has Llanowar Elves); the Ninja waits in seat 0's hand. */
const attacking = () => {
  const s = scenario(refCard)
    .battlefield(0, 'Island', 'Island', 'Grizzly Bears')
    .hand(0, 'Ninja of the Deep Hours')
    .battlefield(1, 'Llanowar Elves')
    .start();
  s.passTo('declareAttackers').attack('Grizzly Bears');
  return s;
};

/** The attack, and seat 1 blocks it with the Elves or not (`block`); on to the declare blockers step. */
const unblocked = (block: boolean) => {
  const s = attacking();
  s.passTo('declareBlockers');
  if (block) s.block([['Llanowar Elves', 'Grizzly Bears']]);
  else s.act({ t: 'done' }, 1);
  return s;
};

const ninjutsu = (s: ReturnType<typeof unblocked>): Action | undefined =>
  s.legal(0).find((a) => a.t === 'activate' && a.o === s.id('Ninja of the Deep Hours', 'hand'));

describe('ninjutsu (CR 702.49)', () => {
  it('not offered before blockers are declared, nor for a blocked attacker (CR 702.49a)', () => {
    const s = attacking();
    expect(s.s.pending).toMatchObject({ d: 'priority', seat: 0 });
    expect(ninjutsu(s)).toBeUndefined();
    const b = unblocked(true);
    expect(b.s.pending).toMatchObject({ d: 'priority', seat: 0 });
    expect(ninjutsu(b)).toBeUndefined();
  });

  it('returns the unblocked attacker and puts the Ninja onto the battlefield tapped and attacking its player (CR 702.49a)', () => {
    const s = unblocked(false);
    expect(s.s.pending).toMatchObject({ d: 'priority', seat: 0 });
    s.act(ninjutsu(s)!, 0);
    expect(s.hand(0)).toEqual(['Ninja of the Deep Hours', 'Grizzly Bears']);
    expect(s.obj('Ninja of the Deep Hours', 'hand').seenBy).toBe(0b11);
    s.resolve();
    const ninja = s.id('Ninja of the Deep Hours');
    expect(s.obj('Ninja of the Deep Hours').tapped).toBe(true);
    expect(s.s.combat!.attackers.map((a) => ({ obj: a.obj, at: a.at, blocked: a.blocked }))).toEqual([
      { obj: ninja, at: { p: 1 }, blocked: false },
    ]);
    s.passTo('combatDamage');
    expect(s.life(1)).toBe(18);
    s.resolve();
    s.answer(0, 'yes');
    expect(s.hand(0)).toEqual(['Grizzly Bears', 'Island']);
  });
});
