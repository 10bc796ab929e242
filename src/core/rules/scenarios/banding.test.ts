import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 0 attacks with Benalish Hero and Grizzly Bears and bands them; seat 1 holds Hill Giant. */
const band = () => {
  const s = scenario(refCard).battlefield(0, 'Benalish Hero', 'Grizzly Bears').battlefield(1, 'Hill Giant').start();
  s.passTo('declareAttackers').attack('Benalish Hero', 'Grizzly Bears');
  return s;
};

/** Seat 0's Hill Giant attacks; seat 1's `other` and Grizzly Bears block it (the Bears first, if a damage order is asked). */
const giantBlockedBy = (other: string) => {
  const s = scenario(refCard).battlefield(0, 'Hill Giant').battlefield(1, other, 'Grizzly Bears').start();
  s.passTo('declareAttackers').attack('Hill Giant');
  s.passTo('declareBlockers').block([
    [other, 'Hill Giant'],
    ['Grizzly Bears', 'Hill Giant'],
  ]);
  if (s.s.pending?.d === 'damageOrder') s.pick('Grizzly Bears');
  return s;
};

describe('banding (CR 702.22)', () => {
  it('attackers are formed into a band once declared: a creature with banding and one without (CR 702.22c)', () => {
    const s = band();
    expect(s.s.pending).toMatchObject({
      d: 'choose',
      seat: 0,
      min: 0,
      prompt: 'Form an attacking band (CR 702.22c): pick its first creature, or done',
      options: [{ o: s.id('Benalish Hero') }, { o: s.id('Grizzly Bears') }],
    });
    s.pick('Benalish Hero', 'Grizzly Bears');
    expect(s.text()).toContain('Seat 1 bands Benalish Hero, Grizzly Bears.');
    expect(s.s.combat!.attackers.map((a) => a.band)).toEqual([1, 1]);
  });

  it('a creature blocking one of the band blocks the whole band (CR 702.22h)', () => {
    const s = band();
    s.pick('Benalish Hero', 'Grizzly Bears');
    s.passTo('declareBlockers').block([['Hill Giant', 'Grizzly Bears']]);
    const giant = s.id('Hill Giant');
    expect(s.s.combat!.attackers.map((a) => ({ blocked: a.blocked, blockers: a.blockers }))).toEqual([
      { blocked: true, blockers: [giant] },
      { blocked: true, blockers: [giant] },
    ]);
    expect(s.s.combat!.blocking[giant]).toEqual([s.id('Benalish Hero'), s.id('Grizzly Bears')]);
  });

  it("the attacking player divides the blocker's damage among the band as they choose (CR 702.22j)", () => {
    const s = band();
    s.pick('Benalish Hero', 'Grizzly Bears');
    s.passTo('declareBlockers').block([['Hill Giant', 'Grizzly Bears']]);
    s.passTo('combatDamage');
    expect(s.s.pending).toMatchObject({
      d: 'choose',
      seat: 0,
      prompt: 'Banding: assign 1 of 3 damage from Hill Giant',
      options: [{ o: s.id('Benalish Hero') }, { o: s.id('Grizzly Bears') }],
    });
    s.pick('Benalish Hero', 'Benalish Hero', 'Benalish Hero');
    expect(s.has('Benalish Hero', 'graveyard')).toBe(true);
    expect(s.obj('Grizzly Bears').damage).toBe(0);
    expect(s.has('Hill Giant', 'graveyard')).toBe(true);
    expect(s.life(1)).toBe(20);
  });

  it("a blocker with banding lets the defending player divide the attacker's damage among its blockers (CR 702.22j)", () => {
    const s = giantBlockedBy('Benalish Hero');
    s.passTo('combatDamage');
    expect(s.s.pending).toMatchObject({
      d: 'choose',
      seat: 1,
      prompt: 'Banding: assign 1 of 3 damage from Hill Giant',
    });
    s.pick('Benalish Hero', 'Benalish Hero', 'Benalish Hero');
    expect(s.has('Benalish Hero', 'graveyard')).toBe(true);
    expect(s.obj('Grizzly Bears').damage).toBe(0);
    expect(s.has('Hill Giant', 'graveyard')).toBe(true);
  });

  it('without banding, blocked damage is assigned as before (no division asked)', () => {
    const s = giantBlockedBy('Llanowar Elves');
    s.passTo('main2');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Llanowar Elves', 'graveyard')).toBe(true);
  });
});
