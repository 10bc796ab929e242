/**
 * Magic Combat scenarios, casting (rules text 003, the paragraph cited in each test): summoning
 * tiers, the round cap, the spell slots and who may reveal what, last in first out, the one
 * enchantment, equipment timing, the one creature ability, X without mana. Real starter cards.
 */
import { describe, expect, it } from 'vitest';
import { extOf } from './state';
import {
  atRound,
  castableHand,
  castableSlots,
  mc,
  options,
  pickFight,
  placeSpells,
  playUntil,
  reveal,
  slotNames,
  spellNames,
} from './testkit';

describe('Magic Combat: summoning (003 Summoning Creatures)', () => {
  it('mana value 3 or less goes into an open slot the player picks; 4–7 sacrifices one; 8+ needs two', () => {
    const t = mc().battlefield(0, 'Grizzly Bears').hand(0, 'Llanowar Elves', 'Hill Giant', 'Scaled Wurm').start();
    expect(slotNames(t.s, 0)).toEqual(['Grizzly Bears', null, null, null, null]);
    // One creature: the Wurm (mana value 8) cannot sacrifice two.
    expect(castableHand(t, 0)).toEqual(['Llanowar Elves', 'Hill Giant']);
    t.cast(0, 'Llanowar Elves').resolve();
    expect(t.s.pending).toMatchObject({
      d: 'mode',
      seat: 0,
      options: ['creature slot 2', 'creature slot 3', 'creature slot 4', 'creature slot 5'],
    });
    t.act({ t: 'mode', i: 2 });
    expect(slotNames(t.s, 0)).toEqual(['Grizzly Bears', null, null, 'Llanowar Elves', null]);
    expect(t.s.players[0]!.life).toBe(20); // no mana paid, nothing else either
    // Hill Giant (4): sacrifice one — the player chooses which.
    t.cast(0, 'Hill Giant').pick('Grizzly Bears').resolve();
    expect(t.has('Grizzly Bears', 'graveyard')).toBe(true);
    t.act({ t: 'mode', i: 0 }); // slots 1, 2, 3 and 5 are open: slot 1
    expect(slotNames(t.s, 0)).toEqual(['Hill Giant', null, null, 'Llanowar Elves', null]);
    // Scaled Wurm (8): sacrifice two, both forced now.
    t.cast(0, 'Scaled Wurm').resolve();
    expect(t.has('Hill Giant', 'graveyard') && t.has('Llanowar Elves', 'graveyard')).toBe(true);
    t.act({ t: 'mode', i: 4 });
    expect(slotNames(t.s, 0)).toEqual([null, null, null, null, 'Scaled Wurm']);
  });

  it('only in the first main phase of your turn, and not into five full slots', () => {
    const five = ['Grizzly Bears', 'Llanowar Elves', 'Hill Giant', 'Prodigal Sorcerer', 'Shivan Dragon'];
    const t = mc()
      .battlefield(0, ...five)
      .hand(0, 'Runeclaw Bear', 'Craw Wurm')
      .hand(1, 'Elvish Warrior')
      .start();
    expect(castableHand(t, 0)).toEqual(['Craw Wurm']); // 2 into a full row: no; 6 with a sacrifice: yes
    expect(castableHand(t, 1)).toEqual([]);
    playUntil(t, (s) => s.step === 'declareAttackers');
    expect(castableHand(t, 0)).toEqual([]);
  });

  it('a table may limit summons a turn (an ambiguity: the text sets no number)', () => {
    const t = options(mc().hand(0, 'Grizzly Bears', 'Llanowar Elves').start(), { summons: 1 });
    t.cast(0, 'Grizzly Bears').resolve().act({ t: 'mode', i: 0 });
    expect(castableHand(t, 0)).toEqual([]);
  });
});

describe('Magic Combat: spell slots and reveals (003 Combat, 003 Casting Spells)', () => {
  const board = () =>
    mc()
      .battlefield(0, 'Grizzly Bears')
      .battlefield(1, 'Hill Giant')
      .hand(0, 'Giant Growth', 'Lava Axe', 'Duress', 'Shock')
      .hand(1, 'Lightning Bolt', 'Duress');

  it('up to three cards face down; only the owner knows them; none is cast from the hand', () => {
    const t = board().start();
    expect(castableHand(t, 0)).toEqual([]); // a non-creature card is only revealed from a slot
    placeSpells(t, ['Giant Growth', 'Lava Axe', 'Duress'], ['Lightning Bolt']);
    // The fourth was not asked for: three a combat.
    expect(spellNames(t.s, 0)).toEqual(['Giant Growth', 'Lava Axe', 'Duress']);
    expect(t.hand(0)).toEqual(['Shock']);
    const id = extOf(t.s).spells[0]![0]!;
    expect(t.s.objs[id]).toMatchObject({ zone: 'exile', faceDown: true, seenBy: 1 });
    expect(t.text()).toContain('Seat 1 puts 3 cards face down in the spell slots.');
  });

  it('the round caps mana value; the active player reveals any kind, the defender instants only', () => {
    const t = board().start();
    placeSpells(t, ['Giant Growth', 'Lava Axe', 'Duress'], ['Lightning Bolt', 'Duress']);
    expect(castableSlots(t, 0)).toEqual([]); // no fight chosen yet: no reveal
    pickFight(t, 'Grizzly Bears');
    expect(castableSlots(t, 0)).toEqual(['Giant Growth', 'Duress']); // Lava Axe is 5 > round 1
    t.act({ t: 'pass' });
    expect(castableSlots(t, 1)).toEqual(['Lightning Bolt']); // the defender's Duress is a sorcery
  });

  it('in round 5 a mana value 5 sorcery is revealed', () => {
    const t = atRound(board().start(), 5);
    placeSpells(t, ['Lava Axe'], []);
    pickFight(t, 'Grizzly Bears');
    expect(castableSlots(t, 0)).toEqual(['Lava Axe']);
    reveal(t, 0, 'Lava Axe', 1);
    t.resolve();
    expect(t.life(1)).toBe(15);
  });

  it('revealed spells resolve last in, first out; no reveals once they resolve; then the fight', () => {
    const t = board().start();
    placeSpells(t, ['Giant Growth', 'Shock'], ['Lightning Bolt']);
    pickFight(t, 'Grizzly Bears');
    reveal(t, 0, 'Giant Growth', 'Grizzly Bears');
    t.act({ t: 'pass' });
    reveal(t, 1, 'Lightning Bolt', 'Grizzly Bears');
    expect(t.s.stack.map((i) => t.s.cards[t.s.objs[i.obj]!.card]!.name)).toEqual(['Giant Growth', 'Lightning Bolt']);
    t.act({ t: 'pass' }).act({ t: 'pass' }); // the Bolt (last in) resolves first: the Bears die
    expect(t.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(castableSlots(t, 0)).toEqual([]); // Shock stays face down: resolving has begun
    t.resolve();
    expect(t.has('Giant Growth', 'graveyard')).toBe(true); // its target is gone (CR 608.2b)
    playUntil(t, (s) => s.step === 'end');
    expect(t.obj('Hill Giant').damage).toBe(0);
    expect(spellNames(t.s, 0)).toEqual(['Shock']);
    expect(t.text()).toContain('Grizzly Bears has no creature to fight.');
  });

  it('X has no mana to pay: mana value plus X at most the round (an ambiguity)', () => {
    const t = atRound(mc().battlefield(0, 'Grizzly Bears').battlefield(1, 'Hill Giant').hand(0, 'Blaze').start(), 3);
    placeSpells(t, ['Blaze'], []);
    pickFight(t, 'Grizzly Bears');
    t.act({ t: 'cast', o: extOf(t.s).spells[0]![0]! });
    expect(t.s.pending).toMatchObject({ d: 'x', seat: 0, max: 2 });
    t.act({ t: 'x', n: 2 }).pick('Hill Giant');
    t.resolve();
    expect(t.obj('Hill Giant').damage).toBe(2);
  });
});

describe('Magic Combat: permanents (003 Casting Spells)', () => {
  it('a new non-Aura enchantment replaces the old one; Auras do not count', () => {
    const t = atRound(
      mc()
        .battlefield(0, 'Grizzly Bears', 'Glorious Anthem')
        .battlefield(1, 'Hill Giant', 'Crusade')
        .hand(0, "Ajani's Mantra")
        .start(),
      2,
    );
    placeSpells(t, ["Ajani's Mantra"], []);
    pickFight(t, 'Grizzly Bears');
    reveal(t, 0, "Ajani's Mantra");
    t.resolve();
    expect(t.has('Glorious Anthem', 'graveyard')).toBe(true);
    expect(t.has("Ajani's Mantra")).toBe(true);
    expect(t.has('Crusade')).toBe(true); // per player (the default)
    expect(t.text()).toContain('Glorious Anthem is replaced by a newer enchantment and discarded.');
  });

  it("per table: the other player's enchantment goes too", () => {
    const t = atRound(
      mc().battlefield(0, 'Grizzly Bears').battlefield(1, 'Hill Giant', 'Crusade').hand(0, "Ajani's Mantra").start(),
      2,
    );
    options(t, { enchantments: 'per-table' });
    placeSpells(t, ["Ajani's Mantra"], []);
    pickFight(t, 'Grizzly Bears');
    reveal(t, 0, "Ajani's Mantra");
    t.resolve();
    expect(t.has('Crusade', 'graveyard')).toBe(true);
  });

  it('equipment: equipped the same turn only when its mana value plus equip is at most the round', () => {
    const early = mc()
      .battlefield(0, 'Grizzly Bears')
      .battlefield(1, 'Llanowar Elves')
      .hand(0, 'Leonin Scimitar')
      .start();
    placeSpells(early, ['Leonin Scimitar'], []);
    pickFight(early, 'Grizzly Bears');
    reveal(early, 0, 'Leonin Scimitar');
    early.resolve();
    const equips = (t: typeof early) => t.legal(0).filter((a) => a.t === 'activate');
    expect(equips(early)).toEqual([]); // round 1: 1 + 1 > 1
    // Its controller's next turn (round 2): in the first main phase.
    playUntil(early, (s) => s.turn === 4 && s.step === 'main1' && s.pending?.d === 'priority');
    expect(equips(early)).toHaveLength(1);

    const now = atRound(
      mc().battlefield(0, 'Grizzly Bears').battlefield(1, 'Hill Giant').hand(0, 'Leonin Scimitar').start(),
      2,
    );
    placeSpells(now, ['Leonin Scimitar'], []);
    pickFight(now, 'Grizzly Bears');
    reveal(now, 0, 'Leonin Scimitar');
    now.resolve();
    now.activate(0, 'Leonin Scimitar', 0, 'Grizzly Bears').resolve();
    expect(now.pt('Grizzly Bears')).toEqual([3, 3]);
    expect(equips(now)).toEqual([]); // once a turn
  });

  it('one Equipment each: a second is not revealed while you have one', () => {
    const t = atRound(
      mc()
        .battlefield(0, 'Grizzly Bears', 'Leonin Scimitar')
        .battlefield(1, 'Hill Giant')
        .hand(0, 'Kite Shield')
        .start(),
      3,
    );
    placeSpells(t, ['Kite Shield'], []);
    pickFight(t, 'Grizzly Bears');
    expect(castableSlots(t, 0)).toEqual([]);
  });
});

describe('Magic Combat: one creature ability (003 Combat)', () => {
  it('one activated ability of a creature each, cost at most the round; {T} is paid but nothing taps', () => {
    const t = mc().battlefield(0, 'Prodigal Sorcerer', 'Shivan Dragon').battlefield(1, 'Hill Giant').start();
    expect(t.legal(0).filter((a) => a.t === 'activate')).toEqual([]); // not in the main phase
    playUntil(t, (s) => s.step === 'declareAttackers');
    expect(t.legal(0).filter((a) => a.t === 'activate')).toHaveLength(2);
    t.activate(0, 'Prodigal Sorcerer', 0, 1).resolve();
    expect(t.life(1)).toBe(19);
    expect(t.obj('Prodigal Sorcerer').tapped).toBe(false);
    expect(t.legal(0).filter((a) => a.t === 'activate')).toEqual([]); // the Dragon's is not offered now
  });
});
