/**
 * Objects that leave the battlefield in one event look back at each other (CR 603.10a): a Wrath's
 * deaths (one instruction) and one round of state-based actions (CR 704.3) are each one event, so a
 * dying "whenever another creature dies" sees the others die, and what a creature had because of
 * another (persist while you control a black creature) it still had if that other left first. Real cards: the starter pool, and the reference set for the rest.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const real = () => scenario(refCard);
const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains'];

describe('deaths in one event (CR 603.10a)', () => {
  it('Ob Nixilis dying in a Wrath of God triggers once for each other creature that dies with it', () => {
    const s = real()
      .battlefield(0, ...PLAINS, 'Grizzly Bears')
      .battlefield(1, 'Ob Nixilis, Unshackled', 'Grizzly Bears')
      .hand(0, 'Wrath of God')
      .start();
    s.cast(0, 'Wrath of God');
    s.act({ t: 'pass' }).act({ t: 'pass' });
    expect(s.has('Ob Nixilis, Unshackled', 'graveyard')).toBe(true);
    // Two triggers on the stack, both Ob Nixilis's (the counters then go nowhere: CR 400.7).
    expect(s.s.stack.map((i) => i.kind)).toEqual(['triggered', 'triggered']);
    s.resolve();
    expect(s.s.stack).toHaveLength(0);
  });

  // Wrath of God destroys all three in one instruction; Pyroclasm's damage kills them in one round
  // of state-based actions. Either way Blood Artist sees itself and both Bears die.
  it.each([
    ['Wrath of God', 'one instruction', PLAINS],
    ['Pyroclasm', 'one round of state-based actions', ['Mountain', 'Mountain']],
  ])('Blood Artist dying to %s (%s) with two others: three triggers, three life', (spell, _event, lands) => {
    const s = real()
      .battlefield(0, ...lands, 'Grizzly Bears')
      .battlefield(1, 'Blood Artist', 'Grizzly Bears')
      .hand(0, spell)
      .start();
    s.cast(0, spell);
    s.act({ t: 'pass' }).act({ t: 'pass' });
    // Each trigger targets a player: Blood Artist's controller picks Seat 1 each time.
    for (let i = 0; i < 3 && s.s.pending?.d !== 'priority'; i++) s.pick(0);
    s.resolve();
    expect(s.has('Blood Artist', 'graveyard')).toBe(true);
    expect(s.life(0)).toBe(17);
    expect(s.life(1)).toBe(23);
  });

  it('two Bolts are two events: Blood Artist dead first does not see the Bears die after it', () => {
    const s = real()
      .battlefield(0, 'Mountain', 'Mountain')
      .battlefield(1, 'Blood Artist', 'Grizzly Bears')
      .hand(0, 'Lightning Bolt', 'Lightning Bolt')
      .start();
    s.cast(0, 'Lightning Bolt', 'Blood Artist');
    s.act({ t: 'pass' }).act({ t: 'pass' });
    s.pick(0).resolve();
    expect(s.life(0)).toBe(19);
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.s.stack).toHaveLength(0);
    expect(s.life(0)).toBe(19);
  });

  it('Rattleblaze Scarecrow has persist while its controller has a black creature: both dying in one Wrath, it still returns', () => {
    // The black creature first: it leaves the battlefield before the Scarecrow, yet the Scarecrow
    // looks back at the battlefield as the Wrath began, when it had persist.
    const s = real()
      .battlefield(0, ...PLAINS)
      .battlefield(1, 'Drudge Skeletons', 'Rattleblaze Scarecrow')
      .hand(0, 'Wrath of God')
      .start();
    s.cast(0, 'Wrath of God').resolve();
    expect(s.has('Drudge Skeletons', 'graveyard')).toBe(true);
    expect(s.has('Rattleblaze Scarecrow', 'battlefield')).toBe(true);
    expect(s.obj('Rattleblaze Scarecrow').counters).toEqual({ '-1/-1': 1 });
  });

  it('"each player sacrifices a creature": chosen in turn order, sacrificed at once (CR 101.4), Blood Artist sees both', () => {
    const s = real()
      .battlefield(0, 'Swamp', 'Swamp', 'Swamp', 'Blood Artist')
      .battlefield(1, 'Grizzly Bears', 'Llanowar Elves')
      .hand(0, 'Fleshbag Marauder')
      .start();
    s.cast(0, 'Fleshbag Marauder').resolve();
    // The enters trigger: each seat chooses one of its two creatures, Seat 1 first.
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0 });
    s.pick('Blood Artist');
    // Chosen, not yet sacrificed: the sacrifices happen together once Seat 2 has chosen.
    expect(s.has('Blood Artist', 'battlefield')).toBe(true);
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 1 });
    s.pick('Grizzly Bears');
    expect(s.has('Blood Artist', 'graveyard')).toBe(true);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    for (let i = 0; i < 2 && s.s.pending?.d !== 'priority'; i++) s.pick(1);
    s.resolve();
    expect(s.life(1)).toBe(18);
    expect(s.life(0)).toBe(22);
  });
});
