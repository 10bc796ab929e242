import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () => scenario(refCard);

/** Seat 0 casts Goblin War Buggy (Echo {1}{R}) and plays on to its next upkeep, where echo asks. */
const buggyToUpkeep = (mountains = 4) => {
  const s = t()
    .battlefield(0, ...Array<string>(mountains).fill('Mountain'))
    .castResolved(0, 'Goblin War Buggy');
  return s.passTo('upkeep').passTo('upkeep');
};

describe('echo (CR 702.30)', () => {
  it("does not trigger in another player's upkeep; in its controller's next upkeep it asks for the echo cost", () => {
    const s = buggyToUpkeep();
    expect(s.s.turn).toBe(4);
    expect(s.s.active).toBe(0);
    expect(s.s.pending).toMatchObject({ d: 'yesNo', seat: 0, prompt: 'Pay {1}{R}? (Goblin War Buggy)' });
  });

  it('paying keeps it, and it never asks again (it has not come under control since the last upkeep)', () => {
    const s = buggyToUpkeep().act({ t: 'yes' }, 0);
    s.resolve();
    expect(s.has('Goblin War Buggy')).toBe(true);
    expect(s.tappedCount()).toBe(2);
    expect(s.text()).toContain('Seat 1 pays {1}{R}.');
    s.passTo('upkeep').passTo('upkeep');
    expect(s.s.turn).toBe(6);
    expect(s.s.stack).toEqual([]);
    expect(s.s.pending).toMatchObject({ d: 'priority', seat: 0 });
    expect(s.has('Goblin War Buggy')).toBe(true);
  });

  it('declining sacrifices it', () => {
    const s = buggyToUpkeep().act({ t: 'no' }, 0);
    s.resolve();
    expect(s.has('Goblin War Buggy')).toBe(false);
    expect(s.has('Goblin War Buggy', 'graveyard')).toBe(true);
  });

  it('without the mana to pay it is sacrificed without being asked (CR 118.12)', () => {
    // A permanent that has not yet seen its controller's upkeep owes its echo there.
    const s = t().battlefield(0, 'Pouncing Jaguar').at('end', 1).start();
    s.passTo('upkeep');
    expect(s.s.active).toBe(0);
    expect(s.has('Pouncing Jaguar')).toBe(false);
    expect(s.has('Pouncing Jaguar', 'graveyard')).toBe(true);
  });

  it('is offered to the bots like any trigger: legal answers are yes and no', () => {
    const s = buggyToUpkeep();
    expect(s.legal(0)).toEqual([{ t: 'yes' }, { t: 'no' }]);
  });
});
