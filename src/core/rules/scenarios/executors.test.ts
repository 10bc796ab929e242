/** Effect kinds that ask for a choice the plain executors do not: "unless you …", lure, … */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card } from './cards';

const t = () => scenario(card);

describe('"sacrifice it unless you …" (unless; CR 101.3: an impossible instruction is not an option)', () => {
  it('Rathi Dragon: sacrificing two Mountains keeps the Dragon', () => {
    const s = t().lands(0, 6, 'Mountain').castResolved(0, 'Rathi Dragon');
    s.answer(0, 'yes');
    const mountains = s.s.battlefield.filter((id) => s.s.cards[s.s.objs[id]!.card]!.name === 'Mountain');
    for (const o of mountains.slice(0, 2)) if (s.s.pending?.d === 'choose') s.act({ t: 'pick', v: { o } });
    s.resolve();
    expect(s.has('Rathi Dragon')).toBe(true);
    expect(s.count('Mountain')).toBe(4);
    expect(s.count('Mountain', 'graveyard')).toBe(2);
  });

  it('Rathi Dragon: declining sacrifices the Dragon and keeps the Mountains', () => {
    const s = t().lands(0, 6, 'Mountain').castResolved(0, 'Rathi Dragon');
    s.act({ t: 'no' });
    s.resolve();
    expect(s.has('Rathi Dragon')).toBe(false);
    expect(s.has('Rathi Dragon', 'graveyard')).toBe(true);
    expect(s.count('Mountain')).toBe(6);
  });

  it('Balduvian Horde with an empty hand: the discard is impossible, so the Horde is sacrificed unasked', () => {
    const s = t().lands(0, 4, 'Mountain').castResolved(0, 'Balduvian Horde');
    expect(s.s.pending?.d).toBe('priority');
    expect(s.has('Balduvian Horde')).toBe(false);
    expect(s.has('Balduvian Horde', 'graveyard')).toBe(true);
  });

  it('Balduvian Horde: discarding the only card at random keeps it', () => {
    const s = t().lands(0, 4, 'Mountain').hand(0, 'Lightning Bolt').castResolved(0, 'Balduvian Horde');
    s.act({ t: 'yes' });
    s.resolve();
    expect(s.has('Balduvian Horde')).toBe(true);
    expect(s.hand(0)).toEqual([]);
    expect(s.has('Lightning Bolt', 'graveyard')).toBe(true);
  });

  it('Quickling: with no other creature to return it is sacrificed; with one, that one goes to hand', () => {
    const alone = t().battlefield(0, 'Island', 'Island').hand(0, 'Quickling').start();
    alone.cast(0, 'Quickling').resolve();
    expect(alone.has('Quickling')).toBe(false);
    const s = t().battlefield(0, 'Island', 'Island', 'Grizzly Bears').castResolved(0, 'Quickling');
    s.act({ t: 'yes' });
    s.resolve();
    expect(s.has('Quickling')).toBe(true);
    expect(s.has('Grizzly Bears')).toBe(false);
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
  });
});

describe('"the next time a source of your choice would deal damage to you" (preventNextFromSource; CR 615, 609.7a)', () => {
  const circle = () =>
    t()
      .battlefield(0, 'Mountain', 'Mountain', 'Shivan Dragon')
      .hand(0, 'Lightning Bolt', 'Lightning Bolt')
      .battlefield(1, 'Plains', 'Circle of Protection: Red')
      .start();

  it('Circle of Protection: Red, the Bolt chosen as the source: that damage is prevented, the shield is used up', () => {
    const s = circle();
    s.cast(0, 'Lightning Bolt', 1).act({ t: 'pass' });
    s.activate(1, 'Circle of Protection: Red');
    // The Bolt and the Dragon are red sources; the choice is made as the ability resolves.
    s.act({ t: 'pass' }).act({ t: 'pass' });
    expect(s.s.pending).toMatchObject({ d: 'choose', seat: 1 });
    s.pick('Lightning Bolt');
    s.resolve();
    expect(s.life(1)).toBe(20);
    expect(s.s.shields).toEqual([]);
    s.cast(0, 'Lightning Bolt', 1).resolve();
    expect(s.life(1)).toBe(17);
  });

  it('a shield for another source does not prevent the Bolt', () => {
    const s = circle();
    s.cast(0, 'Lightning Bolt', 1).act({ t: 'pass' });
    s.activate(1, 'Circle of Protection: Red');
    s.act({ t: 'pass' }).act({ t: 'pass' });
    s.pick('Shivan Dragon');
    s.resolve();
    expect(s.life(1)).toBe(17);
    expect(s.s.shields).toMatchObject([{ to: { p: 1 }, from: s.id('Shivan Dragon'), once: true }]);
  });
});

describe('"may assign its combat damage as though it weren\'t blocked" (assignAsUnblocked; CR 510.1c)', () => {
  const blocked = () => t().battlefield(0, 'Thorn Elemental').battlefield(1, 'Grizzly Bears').start();

  it('Thorn Elemental, blocked, yes: all 7 to the defending player; the blocker still deals its damage', () => {
    const s = blocked();
    s.passTo('declareAttackers').attack('Thorn Elemental');
    s.passTo('declareBlockers').block([['Grizzly Bears', 'Thorn Elemental']]);
    s.passTo('combatDamage');
    s.answer(0, 'yes');
    s.passTo('main2');
    expect(s.life(1)).toBe(13);
    expect(s.has('Grizzly Bears')).toBe(true);
    expect(s.obj('Grizzly Bears').damage).toBe(0);
    expect(s.obj('Thorn Elemental').damage).toBe(2);
  });

  it('Thorn Elemental, blocked, no: the damage goes to the blocker as usual', () => {
    const s = blocked();
    s.passTo('declareAttackers').attack('Thorn Elemental');
    s.passTo('declareBlockers').block([['Grizzly Bears', 'Thorn Elemental']]);
    s.passTo('combatDamage');
    s.act({ t: 'no' });
    s.passTo('main2');
    expect(s.life(1)).toBe(20);
    expect(s.has('Grizzly Bears')).toBe(false);
  });
});

describe('"all creatures able to block ~ do so" (lure; CR 509.1c: requirements obeyed as far as possible)', () => {
  it('Prized Unicorn: every creature able to block it must, and only then may the defender finish', () => {
    const s = t()
      .battlefield(0, 'Prized Unicorn', 'Hill Giant')
      .battlefield(1, 'Grizzly Bears', 'Llanowar Elves')
      .tapped(1, 'Grizzly Bears')
      .start();
    s.passTo('declareAttackers').attack('Prized Unicorn', 'Hill Giant');
    s.passTo('declareBlockers');
    const unicorn = s.id('Prized Unicorn');
    const bears = s.id('Grizzly Bears');
    const elves = s.id('Llanowar Elves');
    // No "done", and no block of the Giant: both untapped creatures owe the Unicorn a block.
    expect(s.legal(1)).toEqual([
      { t: 'block', o: bears, at: unicorn },
      { t: 'block', o: elves, at: unicorn },
    ]);
    s.act({ t: 'block', o: bears, at: unicorn });
    expect(s.legal(1)).toEqual([{ t: 'block', o: elves, at: unicorn }]);
    // Nothing left to block with: the declaration ends by itself.
    s.act({ t: 'block', o: elves, at: unicorn });
    expect(s.s.pending?.d).not.toBe('blockers');
    expect(s.s.combat!.attackers.find((a) => a.obj === unicorn)!.blockers).toEqual([bears, elves]);
  });
});

describe('"spend only black mana on X" (spendOnlyColorOnX; CR 107.3, 601.2g–h)', () => {
  it('Consume Spirit: X is limited by the black mana (two Mountains pay only the {1}); X=2 drains 2', () => {
    const s = t().battlefield(0, 'Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain').cast(0, 'Consume Spirit');
    expect(s.s.pending).toMatchObject({ d: 'x', max: 2 });
    s.act({ t: 'x', n: 2 }).pick(1).resolve();
    expect(s.life(1)).toBe(18);
    expect(s.life(0)).toBe(22);
    // All three Swamps paid ({B} and X=2); one Mountain paid the {1}.
    const tapped = s.s.battlefield
      .filter((id) => s.s.objs[id]!.tapped)
      .map((id) => s.s.cards[s.s.objs[id]!.card]!.name);
    expect(tapped.sort()).toEqual(['Mountain', 'Swamp', 'Swamp', 'Swamp']);
  });
});

describe('"end the turn" (endTurn; CR 723.1)', () => {
  it('Time Stop in response to a Bolt: both are exiled, no damage, the turn goes to cleanup and passes', () => {
    const s = t()
      .battlefield(0, 'Mountain')
      .hand(0, 'Lightning Bolt')
      .lands(1, 6, 'Island')
      .hand(1, 'Time Stop')
      .start();
    s.cast(0, 'Lightning Bolt', 1).act({ t: 'pass' });
    s.act({ t: 'cast', o: s.id('Time Stop', 'hand') }, 1);
    s.resolve();
    expect(s.has('Lightning Bolt', 'exile')).toBe(true);
    expect(s.has('Time Stop', 'exile')).toBe(true);
    expect(s.s.stack).toEqual([]);
    expect(s.life(1)).toBe(20);
    // The second main phase, combat and the end step were skipped: seat 2's turn began.
    expect(s.s.turn).toBe(3);
    expect(s.s.active).toBe(1);
  });
});

describe('"you may choose not to untap ~ during your untap step" (mayNotUntap; CR 502.3)', () => {
  const untapStep = () => {
    const s = t().tapped(1, 'Amber Prison').tapped(1, 'Island').start();
    s.passTo('upkeep');
    return s;
  };

  it('Amber Prison: its controller is asked in their untap step; no leaves it tapped, the rest untaps', () => {
    const s = untapStep();
    expect(s.s.step).toBe('untap');
    expect(s.s.pending).toMatchObject({ d: 'yesNo', seat: 1 });
    expect(s.obj('Island').tapped).toBe(false);
    s.act({ t: 'no' });
    expect(s.obj('Amber Prison').tapped).toBe(true);
    expect(s.s.step).toBe('upkeep');
  });

  it('yes untaps it', () => {
    const s = untapStep();
    s.act({ t: 'yes' });
    expect(s.obj('Amber Prison').tapped).toBe(false);
  });
});
