import { describe, expect, it } from 'vitest';
import type { RulesCard } from '../config';
import { Draft } from '../draft';
import { scenario } from '../testkit';
import { moveObject } from '../zones';
import { refCard } from './reference';
import { creature } from './referenceCreature';

const EXPLOIT = 'Exploit (When this creature enters the battlefield, you may sacrifice a creature.)';
// No card the compiler understands in full has exploit ("When ~ exploits a creature" is not read):
// a minimal creature with the keyword alone, as printed on Qarsi Sadist.
const EXPLOITER: RulesCard = creature('Exploiter', '{1}{B}', 'Human Cleric', '1/3', EXPLOIT);
// Frenzy's only card, Frenzy Sliver, grants it ("All Sliver creatures have frenzy 1": see
// grantedKeywords.test.ts); the printed keyword is checked on a minimal creature with its body.
const FRENZIED: RulesCard = creature('Frenzied Sliver', '{1}{B}', 'Sliver', '1/1', 'Frenzy 1');
// Every emerge card has a "when you cast ~" trigger the compiler does not read: Wretched Gryff's
// keyword and body without it.
const GRYFF: RulesCard = creature(
  'Emerging Gryff',
  '{7}',
  'Eldrazi Hippogriff',
  '3/4',
  "Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's converted mana cost.)\nFlying",
);
const MINIMAL = new Map([EXPLOITER, FRENZIED, GRYFF].map((c) => [c.name, c]));
const cards = (name: string): RulesCard => MINIMAL.get(name) ?? refCard(name);

describe('frenzy (CR 702.68)', () => {
  it('attacking and not blocked, it gets +1/+0 until end of turn (CR 702.68a)', () => {
    const s = scenario(cards).battlefield(0, 'Frenzied Sliver').start();
    s.passTo('declareAttackers').attack('Frenzied Sliver');
    s.passTo('declareBlockers');
    if (s.s.pending?.d === 'blockers') s.act({ t: 'done' });
    s.resolve();
    expect(s.pt('Frenzied Sliver')).toEqual([2, 1]);
    s.passTo('main2');
    expect(s.life(1)).toBe(18);
    s.passTo('cleanup');
  });

  it('blocked, it does not trigger', () => {
    const s = scenario(cards).battlefield(0, 'Frenzied Sliver').battlefield(1, 'Grizzly Bears').start();
    s.passTo('declareAttackers').attack('Frenzied Sliver');
    s.passTo('declareBlockers').block([['Grizzly Bears', 'Frenzied Sliver']]);
    expect(s.s.stack).toEqual([]);
    expect(s.pt('Frenzied Sliver')).toEqual([1, 1]);
  });
});

describe('absorb (CR 702.64)', () => {
  it('prevents 1 of the damage each source would deal to a Sliver (CR 702.64a)', () => {
    const s = scenario(refCard).battlefield(0, 'Grizzly Bears').battlefield(1, 'Lymph Sliver').start();
    s.passTo('declareAttackers').attack('Grizzly Bears');
    s.passTo('declareBlockers').block([['Lymph Sliver', 'Grizzly Bears']]);
    s.passTo('main2');
    expect(s.obj('Lymph Sliver').damage).toBe(1);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });
});

describe('exploit (CR 702.110)', () => {
  const enter = () => {
    const s = scenario(cards).battlefield(0, 'Swamp', 'Swamp', 'Grizzly Bears').castResolved(0, 'Exploiter');
    return s;
  };

  it('entering, its controller may sacrifice a creature: yes, then which (itself included)', () => {
    const s = enter();
    s.resolve();
    s.answer(0, 'yes');
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 0 });
    expect(s.legal(0)).toHaveLength(2);
    s.pick('Grizzly Bears');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Exploiter')).toBe(true);
  });

  it('no: nothing is sacrificed', () => {
    const s = enter();
    s.resolve();
    s.act({ t: 'no' }, 0);
    expect(s.has('Grizzly Bears')).toBe(true);
    expect(s.has('Exploiter')).toBe(true);
  });
});

describe('emerge (CR 702.119)', () => {
  const ISLANDS = ['Island', 'Island', 'Island', 'Island'];
  it('cast by sacrificing a creature and paying the emerge cost less its mana value (CR 702.119a)', () => {
    const s = scenario(cards)
      .battlefield(0, ...ISLANDS, 'Grizzly Bears')
      .hand(0, 'Emerging Gryff')
      .start();
    const gryff = s.id('Emerging Gryff', 'hand');
    // {5}{U} less 2 is {3}{U}: four Islands pay it; the mana cost {7} cannot be paid.
    expect(s.legal(0).filter((a) => a.t === 'cast' && a.o === gryff)).toEqual([{ t: 'cast', o: gryff, emerge: 2 }]);
    s.act({ t: 'cast', o: gryff, emerge: 2 }, 0);
    if (s.s.pending?.d === 'choose') s.pick('Grizzly Bears');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.tappedCount()).toBe(4);
    s.resolve();
    expect(s.has('Emerging Gryff')).toBe(true);
    expect(s.pt('Emerging Gryff')).toEqual([3, 4]);
  });

  it('not offered with no creature to sacrifice', () => {
    const s = scenario(cards)
      .battlefield(0, ...ISLANDS, 'Island', 'Island')
      .hand(0, 'Emerging Gryff')
      .start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(false);
  });
});

describe('escalate (CR 702.120)', () => {
  // Borrowed Hostility prints "Choose one or both —", which the compiler does not read yet: the hook
  // is played on the modal shape it reads, "Choose one —", with the card's cost and modes.
  const HOSTILITY: RulesCard = {
    name: 'Escalated Hostility',
    manaCost: '{R}',
    typeLine: 'Instant',
    oracleText:
      'Escalate {3} (Pay this cost for each mode chosen beyond the first.)\nChoose one —\n• Target creature gets +3/+0 until end of turn.\n• Target creature gains first strike until end of turn.',
  };
  const withHostility = (name: string): RulesCard => (name === HOSTILITY.name ? HOSTILITY : refCard(name));
  const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];

  it('each mode beyond the first adds the escalate cost: both modes for {R}{3} (CR 702.120a)', () => {
    const s = scenario(withHostility)
      .battlefield(0, ...MOUNTAINS, 'Grizzly Bears')
      .hand(0, HOSTILITY.name)
      .start();
    const spell = s.id(HOSTILITY.name, 'hand');
    expect(s.legal(0).filter((a) => a.t === 'cast' && a.o === spell)).toEqual([
      { t: 'cast', o: spell },
      { t: 'cast', o: spell, escalate: 1 },
    ]);
    s.act({ t: 'cast', o: spell, escalate: 1 }, 0);
    // Two modes paid for out of two: both are chosen without asking, each targeting the only creature.
    expect(s.s.stack[0]).toMatchObject({
      modes: [0, 1],
      targets: [[{ o: s.id('Grizzly Bears') }], [{ o: s.id('Grizzly Bears') }]],
    });
    expect(s.tappedCount()).toBe(4);
    s.resolve();
    expect(s.pt('Grizzly Bears')).toEqual([5, 2]);
  });

  it('without the mana for a second mode, only the plain cast is offered', () => {
    const s = scenario(withHostility).battlefield(0, 'Mountain', 'Grizzly Bears').hand(0, HOSTILITY.name).start();
    const spell = s.id(HOSTILITY.name, 'hand');
    expect(s.legal(0).filter((a) => a.t === 'cast' && a.o === spell)).toEqual([{ t: 'cast', o: spell }]);
  });
});

describe('haunt (CR 702.55)', () => {
  // Every haunt card also says "when the creature it haunts dies, …", which the compiler does not
  // read: Absolver Thrull's keyword and body alone.
  const THRULL: RulesCard = creature(
    'Haunting Thrull',
    '{3}{W}',
    'Thrull Cleric',
    '2/3',
    'Haunt (When this creature dies, exile it haunting target creature.)',
  );
  const withThrull = (name: string): RulesCard => (name === THRULL.name ? THRULL : refCard(name));

  it('dying, it is exiled haunting target creature; that creature dying is a rule event (CR 702.55a, c)', () => {
    const s = scenario(withThrull)
      .battlefield(0, 'Mountain', 'Mountain', 'Haunting Thrull', 'Grizzly Bears')
      .hand(0, 'Lightning Bolt', 'Lightning Bolt')
      .start();
    // The Bolt resolves, then the haunt trigger (its target, the only creature, is picked for it).
    s.cast(0, 'Lightning Bolt', 'Haunting Thrull').resolve();
    const bears = s.id('Grizzly Bears');
    expect(s.has('Haunting Thrull', 'exile')).toBe(true);
    expect(s.obj('Haunting Thrull', 'exile').haunting).toBe(bears);
    expect(s.text()).toContain('Haunting Thrull haunts Grizzly Bears.');
    // The haunted creature dying is the rule event "the creature it haunts dies" triggers on.
    const d = new Draft(s.s);
    moveObject(d, bears, 'graveyard');
    expect(d.events.filter((e) => e.e === 'hauntedDies')).toEqual([
      { e: 'hauntedDies', haunter: s.id('Haunting Thrull', 'exile'), haunted: bears },
    ]);
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Haunting Thrull', 'exile')).toBe(true);
  });

  it('with no creature to haunt, the card stays in the graveyard', () => {
    const s = scenario(withThrull)
      .battlefield(0, 'Mountain', 'Haunting Thrull')
      .castResolved(0, 'Lightning Bolt', 'Haunting Thrull');
    s.passTo('main2');
    expect(s.has('Haunting Thrull', 'graveyard')).toBe(true);
  });
});
