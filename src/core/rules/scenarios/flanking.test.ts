import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const LANCER = "Suq'Ata Lancer";

describe('flanking (CR 702.25)', () => {
  it('a blocker without flanking gets -1/-1 until end of turn: the Bears die, the Lancer lives', () => {
    const s = scenario(refCard).battlefield(0, LANCER).battlefield(1, 'Grizzly Bears').start();
    s.passTo('declareAttackers').attack(LANCER);
    s.passTo('declareBlockers').block([['Grizzly Bears', LANCER]]);
    expect(s.pt('Grizzly Bears')).toEqual([2, 2]);
    // The trigger resolves in the declare blockers step, before damage.
    s.resolve();
    expect(s.pt('Grizzly Bears')).toEqual([1, 1]);
    s.passTo('main2');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.obj(LANCER).damage).toBe(1);
  });

  it('a blocker with flanking does not trigger it: both die', () => {
    const s = scenario(refCard).battlefield(0, LANCER).battlefield(1, LANCER).start();
    const [mine, theirs] = [s.id(LANCER, 'battlefield', 0), s.id(LANCER, 'battlefield', 1)];
    s.passTo('declareAttackers').act({ t: 'attack', o: mine, at: { p: 1 } });
    if (s.s.pending?.d === 'attackers') s.act({ t: 'done' });
    s.passTo('declareBlockers').act({ t: 'block', o: theirs, at: mine });
    if (s.s.pending?.d === 'blockers') s.act({ t: 'done' });
    expect(s.s.stack).toEqual([]);
    s.passTo('main2');
    expect(s.count(LANCER, 'graveyard')).toBe(2);
  });
});
