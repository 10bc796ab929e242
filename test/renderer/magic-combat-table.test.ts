/**
 * The Magic Combat table's mapping (rules text 003), "view + legal actions → the board drawn and
 * what a click does", driven by the REAL game: the variant's setup and the Magic Combat scenario
 * kit, each seat's view as the Play screen gets it, clicks like a person's, and the index the
 * table sends played on the game. The table only relabels and re-keys the core's legal actions.
 */
import { describe, expect, it } from 'vitest';
import { describeRulesAction } from '../../src/core/rules/describe';
import { legalActions } from '../../src/core/rules/engine';
import type { Scenario } from '../../src/core/rules/testkit';
import type { GameState } from '../../src/core/rules/types';
import { card } from '../../src/core/rules/scenarios/cards';
import { magicCombat, MAGIC_COMBAT_MODULE } from '../../src/core/variants/magic-combat';
import { newExt, SLOTS as CORE_SLOTS } from '../../src/core/variants/magic-combat/state';
import {
  atRound,
  mc,
  passUntilAsked,
  placeSpells,
  slotNames,
  withExt,
} from '../../src/core/variants/magic-combat/testkit';
import { clickResult, typedLegal } from '../../src/renderer/src/screens/play/tables/magic/affordances';
import type { RView } from '../../src/renderer/src/screens/play/tables/magic/types';
import { handTag, SLOTS } from '../../src/renderer/src/screens/play/tables/magic-combat/board';
import {
  magicCombatLabel,
  mcAffordances,
  slotKey,
} from '../../src/renderer/src/screens/play/tables/magic-combat/mcAffordances';

/** The seat's table: its view, its legal actions as the snapshot lists them, and the affordances. */
function table(state: GameState, seat: number) {
  const v = magicCombat.view(state, seat) as RView;
  const actions = legalActions(state, MAGIC_COMBAT_MODULE, seat);
  const legal = typedLegal(
    actions.map((action, index) => ({ index, label: describeRulesAction(v, seat, action), action })),
  );
  return { v, actions, aff: mcAffordances(v, legal, null) };
}

/** The side list's words for each of the seat's choices (the Play screen's `labelOf`). */
function words(state: GameState, seat: number): string[] {
  const { v, actions } = table(state, seat);
  return actions.map((action, index) =>
    magicCombatLabel({ view: v }, { index, label: describeRulesAction(v, seat, action), action }),
  );
}

/** A click on `key` by `seat`: the action the table sends, played on the scenario. */
function click(t: Scenario, seat: number, key: string): void {
  const { actions, aff } = table(t.state, seat);
  const r = clickResult(aff, key);
  if (!r || !('act' in r)) throw new Error(`${key} is not one click; clickable: ${[...aff.clicks.keys()].join(' ')}`);
  t.act(actions[r.act]!, seat);
}

const deck = (a: string, b: string) => [...Array<string>(20).fill(a), ...Array<string>(20).fill(b)].map(card);
/** A new game past the opening hands ("keep" is each seat's only answer: 003 names no mulligan). */
function newGame(): GameState {
  let s = magicCombat.setup(
    magicCombat.parseConfig({ decks: [deck('Grizzly Bears', 'Craw Wurm'), deck('Llanowar Elves', 'Shock')] }),
    'table',
  );
  while (s.pending?.d === 'mulligan') s = magicCombat.apply(s, s.pending.seat, { t: 'keep' }).state;
  return s;
}

describe('Magic Combat table: setup (003 Setup)', () => {
  it('a cheap creature in the hand is one click into the slot asked; the other seat sees nothing of it', () => {
    let s = newGame();
    const seat = s.pending!.seat;
    const other = 1 - seat;
    const mine = table(s, seat);
    expect(mine.aff.board.setup).toBe(true);
    expect(mine.aff.board.setupSlot).toBe(0);
    expect(mine.aff.prompt).toMatch(/slot 1/);
    expect(mine.aff.buttons.map((b) => b.label)).toEqual(['Leave slot 1 empty']);
    // Only creatures of mana value 3 or less are clickable (Craw Wurm, 6, and Shock are not).
    const clickable = [...mine.aff.clicks.keys()].map((k) => s.cards[s.objs[Number(k.slice(2))]!.card]!.name);
    expect(new Set(clickable)).toEqual(new Set([seat === 0 ? 'Grizzly Bears' : 'Llanowar Elves']));
    expect(words(s, seat)).toEqual(
      expect.arrayContaining(['Leave slot 1 empty', `Place ${clickable[0]} face down in slot 1`]),
    );
    const [first] = mine.aff.clicks.keys();
    const r = clickResult(mine.aff, first!);
    s = magicCombat.apply(s, seat, mine.actions[(r as { act: number }).act]!).state;
    const id = Number(first!.slice(2));
    // Yours: face down in slot 1 (named to you), no longer drawn in the hand; slot 2 asked next.
    const after = table(s, seat).aff.board;
    expect(after.me.creatures[0]).toEqual({ kind: 'placed', id });
    expect(after.placed).toEqual([id]);
    expect(after.setupSlot).toBe(1);
    // Theirs: five unknown slots, and the placed card is nowhere in their board.
    for (let i = 0; i < 4; i++) s = magicCombat.apply(s, seat, { t: 'done' }).state;
    const theirs = table(s, other).aff.board;
    expect(theirs.them.creatures).toEqual(Array.from({ length: SLOTS }, () => ({ kind: 'unknown' })));
    expect(JSON.stringify(theirs)).not.toContain(`"id":${id}`);
    expect(handTag(table(s, other).v, id, theirs)).toBeNull(); // a hidden card has no tag either
  });
});

describe('Magic Combat table: slots, fights, reveals (003 Summoning Creatures, Combat)', () => {
  it('a summoned creature goes where the person clicks an open slot', () => {
    const t = mc().battlefield(0, 'Grizzly Bears').hand(0, 'Llanowar Elves').start();
    click(t, 0, `o:${t.id('Llanowar Elves', 'hand')}`);
    t.resolve();
    const { aff } = table(t.state, 0);
    expect(aff.kind).toBe('mode');
    expect(aff.prompt).toMatch(/open creature slot/);
    expect([...aff.clicks.keys()].sort()).toEqual([1, 2, 3, 4].map((i) => slotKey(0, i)).sort());
    expect(words(t.state, 0)).toEqual([2, 3, 4, 5].map((n) => `Put it in creature slot ${n}`));
    click(t, 0, slotKey(0, 3));
    expect(slotNames(t.s, 0)).toEqual(['Grizzly Bears', null, null, 'Llanowar Elves', null]);
  });

  it('a fight is one click on your creature; both are marked and a face-down spell in the cap reveals with a click', () => {
    const t = mc()
      .battlefield(0, 'Grizzly Bears', 'Llanowar Elves', 'Runeclaw Bear')
      .battlefield(1, 'Hill Giant', 'Craw Wurm')
      .hand(0, 'Giant Growth', 'Lava Axe')
      .hand(1, 'Lightning Bolt')
      .start();
    passUntilAsked(t);
    // Spell slots: the hand's non-creature cards are the clicks (any mana value goes face down).
    const slots = table(t.state, 0).aff;
    expect(slots.prompt).toMatch(/^Put a card face down in a spell slot \(0 of up to 3\): click a non-creature card/);
    expect(slots.buttons.map((b) => b.label)).toEqual(['No more spell cards']);
    expect(words(t.state, 0)).toEqual([
      'No more spell cards',
      'Put Giant Growth face down in a spell slot',
      'Put Lava Axe face down in a spell slot',
    ]);
    expect([...slots.clicks.keys()].sort()).toEqual(
      [t.id('Giant Growth', 'hand'), t.id('Lava Axe', 'hand')].map((id) => `o:${id}`).sort(),
    );
    placeSpells(t, ['Giant Growth', 'Lava Axe'], ['Lightning Bolt']);
    for (let i = 0; i < 10 && t.state.pending?.d === 'priority'; i++) t.act({ t: 'pass' }, t.decider());
    let { aff } = table(t.state, 0);
    expect(aff.kind).toBe('attackers');
    expect(aff.buttons.map((b) => b.label)).toEqual(['No more fights']);
    // The Runeclaw Bear faces an empty slot: it scores at the end of combat, and cannot fight.
    expect(aff.board.lanes).toEqual(['facing', 'facing', 'open-mine', 'empty', 'empty']);
    const bears = t.id('Grizzly Bears');
    const giant = t.id('Hill Giant');
    expect(aff.clicks.get(`o:${bears}`)).toMatchObject({ kind: 'act', label: 'Fight Hill Giant' });
    expect(aff.clicks.has(`o:${t.id('Llanowar Elves')}`)).toBe(true);
    expect(aff.clicks.has(`o:${t.id('Runeclaw Bear')}`)).toBe(false);
    expect(words(t.state, 0)).toEqual([
      'No more fights',
      'Fight: Grizzly Bears against Hill Giant',
      'Fight: Llanowar Elves against Craw Wurm',
    ]);
    click(t, 0, `o:${bears}`);
    ({ aff } = table(t.state, 0));
    expect(words(t.state, 0)).toEqual(['Pass — to the fight', 'Reveal Giant Growth']);
    expect(aff.board.fight).toEqual({ a: bears, b: giant });
    expect(aff.board.lanes[0]).toBe('fight');
    expect(aff.marks.get(`o:${bears}`)).toBe('fights');
    expect(aff.prompt).toMatch(
      /Before the fight \(Grizzly Bears fights Hill Giant\): click a face-down spell card of MV ≤ 1/,
    );
    expect(aff.buttons.map((b) => b.label)).toEqual(['Pass — to the fight']);
    // Giant Growth (1) can be revealed in round 1, Lava Axe (5) cannot: only the first is a click.
    const [growth, axe] = aff.board.me.spells as { kind: 'facedown'; id: number; known: boolean }[];
    expect(growth).toMatchObject({ kind: 'facedown', known: true });
    expect(aff.clicks.has(`o:${growth!.id}`)).toBe(true);
    expect(aff.clicks.has(`o:${axe!.id}`)).toBe(false);
    // The other seat sees two card backs, not what they are.
    const theirs = table(t.state, 1).aff.board;
    expect(theirs.them.spells.slice(0, 2)).toEqual([
      { kind: 'facedown', id: growth!.id, known: false },
      { kind: 'facedown', id: axe!.id, known: false },
    ]);
    click(t, 0, `o:${growth!.id}`);
    click(t, 0, `o:${bears}`); // Giant Growth's target
    expect(t.state.stack).toHaveLength(1);
    // Both pass: the Growth resolves, then the fight; while the fights go on, the one just fought is known.
    for (let i = 0; i < 6 && t.state.step === 'combatDamage' && t.state.pending?.d === 'priority'; i++)
      t.act({ t: 'pass' }, t.decider());
    const after = table(t.state, 0).aff.board;
    expect(after.fight).toBeNull();
    expect(after.lastFight).toEqual({ a: bears, b: giant });
    expect(after.lastFightSlot).toBe(0);
    expect(t.has('Hill Giant', 'graveyard')).toBe(true); // 4/5 against the pumped 5/6 Bears
  });
});

describe('Magic Combat table: the round, the scores and the cap (003 Casting Spells, Gameplay)', () => {
  it('reads the round, both scores and tags each hand card against this round’s cap', () => {
    const t = atRound(mc().hand(0, 'Shock', 'Lava Axe', 'Hill Giant', 'Grizzly Bears', 'Scaled Wurm').start(), 3);
    withExt(t, (e) => (e.points = [4, 2]));
    const { v, aff } = table(t.state, 0);
    const b = aff.board;
    expect([b.round, b.rounds, b.cap, b.me.points, b.them.points]).toEqual([3, 10, 3, 4, 2]);
    const tag = (name: string) => handTag(v, t.id(name, 'hand'), b);
    expect(tag('Shock')).toEqual({ text: 'MV 1 ≤ 3', ok: true });
    expect(tag('Lava Axe')).toEqual({ text: 'MV 5 > 3', ok: false });
    expect(tag('Grizzly Bears')).toEqual({ text: 'MV 2 summon', ok: true });
    expect(tag('Hill Giant')).toEqual({ text: 'MV 4 sac 1', ok: true });
    expect(tag('Scaled Wurm')).toEqual({ text: 'MV 8 sac 2', ok: true });
  });
});

describe('the mirrored shapes', () => {
  it("the table's slot count and the variant state it reads are the core's", () => {
    expect(SLOTS).toBe(CORE_SLOTS);
    const e = newExt(2);
    expect(Object.keys(e)).toEqual(expect.arrayContaining(['opts', 'slots', 'spells', 'points']));
    expect(e.opts.rounds).toBe(10);
  });
});
