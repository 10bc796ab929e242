/**
 * The Magic table's mapping, "decision + legal actions → what a click does → the action sent",
 * driven by the REAL rules core: each test builds a position with the scenario kit, reads the
 * seat's view and legal actions as the Play screen gets them, clicks like a person, and plays the
 * index the table sends. The table can only send one of the legal actions (an index into them).
 */
import { describe, expect, it } from 'vitest';
import { scenario, Scenario } from '../../src/core/rules/testkit';
import { card } from '../../src/core/rules/scenarios/cards';
import { viewOf } from '../../src/core/rules/view';
import { describeRulesAction } from '../../src/core/rules/describe';
import { CLASSIC_MODULE } from '../../src/core/rules/classic';
import { legalActions } from '../../src/core/rules/engine';
import { classic } from '../../src/core/variants/classic';
import { T } from '../../src/core/rules/defs';
import {
  affordances,
  clickResult,
  typedLegal,
  type Affordances,
} from '../../src/renderer/src/screens/play/tables/magic/affordances';
import { TYPE, type RView } from '../../src/renderer/src/screens/play/tables/magic/types';
import type { GameState } from '../../src/core/rules/types';

/** The seat's table: its view, its legal actions as the snapshot lists them, and the affordances. */
function table(state: GameState, seat: number, selected: string | null = null) {
  const v = viewOf(state, seat) as RView;
  const actions = legalActions(state, CLASSIC_MODULE, seat);
  const legal = typedLegal(
    actions.map((action, index) => ({ index, label: describeRulesAction(v, seat, action), action })),
  );
  return { v, actions, aff: affordances(v, legal, selected) };
}

/** A person's clicks on the table, in order; each that plays an action applies it to the game. */
class Hands {
  selected: string | null = null;
  constructor(
    readonly s: Scenario,
    readonly seat: number,
  ) {}
  get aff(): Affordances {
    return table(this.s.state, this.seat, this.selected).aff;
  }
  click(key: string): this {
    const { actions, aff } = table(this.s.state, this.seat, this.selected);
    const r = clickResult(aff, key);
    if (!r) throw new Error(`nothing happens on ${key}; clickable: ${[...aff.clicks.keys()].join(' ')}`);
    if ('select' in r) this.selected = r.select;
    else {
      this.selected = null;
      this.s.act(actions[r.act]!, this.seat);
    }
    return this;
  }
  /** A decision-bar button by its words. */
  button(label: RegExp): this {
    const { actions, aff } = table(this.s.state, this.seat, this.selected);
    const b = [...aff.menu, ...aff.buttons].find((x) => label.test(x.label));
    if (!b)
      throw new Error(`no button ${label}; have ${[...aff.menu, ...aff.buttons].map((x) => x.label).join(' | ')}`);
    this.selected = null;
    this.s.act(actions[b.index]!, this.seat);
    return this;
  }
  space(): this {
    const { actions, aff } = table(this.s.state, this.seat, this.selected);
    expect(aff.spaceIndex).not.toBeNull();
    this.s.act(actions[aff.spaceIndex!]!, this.seat);
    return this;
  }
}

const t = () => scenario(card);
const o = (s: Scenario, name: string, zone: Parameters<Scenario['id']>[1] = 'battlefield', seat?: number) =>
  `o:${s.id(name, zone, seat)}`;

describe('the Magic table maps clicks to the core’s legal actions', () => {
  it('priority: a land in hand plays with one click, a creature casts with one click, Space passes', () => {
    const s = t().battlefield(0, 'Forest').hand(0, 'Forest', 'Grizzly Bears').start();
    const me = new Hands(s, 0);
    expect(me.aff.kind).toBe('priority');
    me.click(o(s, 'Forest', 'hand'));
    expect(s.count('Forest')).toBe(2);
    me.click(o(s, 'Grizzly Bears', 'hand'));
    expect(s.s.stack).toHaveLength(1);
    // Only things with a legal action are clickable: the tapped Forests and the spell on the stack are not.
    expect([...me.aff.clicks.keys()]).toEqual([]);
    me.space();
    new Hands(s, 1).space();
    expect(s.has('Grizzly Bears')).toBe(true);
  });

  it('target: Lightning Bolt, then a click on the creature; the stack item names it', () => {
    const s = t().battlefield(0, 'Mountain').hand(0, 'Lightning Bolt').battlefield(1, 'Grizzly Bears').start();
    const me = new Hands(s, 0);
    me.click(o(s, 'Lightning Bolt', 'hand'));
    expect(me.aff.kind).toBe('target');
    expect(me.aff.clicks.has('p:1')).toBe(true);
    expect(me.aff.clicks.has(o(s, 'Grizzly Bears'))).toBe(true);
    me.click(o(s, 'Grizzly Bears'));
    expect(s.s.stack[0]!.targets).toEqual([[{ o: s.id('Grizzly Bears') }]]);
  });

  it('mode: Healing Salve asks its mode in the bar, then the target player is clicked', () => {
    const s = t()
      .battlefield(0, 'Plains')
      .hand(0, 'Healing Salve')
      .config((c) => (c.startingLife = 10))
      .start();
    const me = new Hands(s, 0);
    me.click(o(s, 'Healing Salve', 'hand'));
    expect(me.aff.kind).toBe('mode');
    expect(me.aff.buttons.map((b) => b.label).join('|')).toMatch(/gains 3 life/);
    me.button(/gains 3 life/).click('p:0');
    me.space();
    new Hands(s, 1).space();
    expect(s.life(0)).toBe(13);
  });

  it('X: Hurricane offers each X the mana allows as buttons', () => {
    const s = t().battlefield(0, 'Forest', 'Forest', 'Forest').hand(0, 'Hurricane').start();
    const me = new Hands(s, 0);
    me.click(o(s, 'Hurricane', 'hand'));
    expect(me.aff.kind).toBe('x');
    expect(me.aff.buttons.map((b) => b.label)).toEqual(['X = 0', 'X = 1', 'X = 2']);
    me.button(/X = 2/);
    expect(s.s.stack[0]!.x).toBe(2);
  });

  it('yes/no: Bottle Gnomes’ "you may" is a pair of buttons', () => {
    const s = t().battlefield(0, "Ajani's Pridemate", 'Bottle Gnomes').start();
    s.activate(0, 'Bottle Gnomes').resolve();
    const me = new Hands(s, 0);
    expect(me.aff.kind).toBe('yesNo');
    expect(me.aff.buttons.map((b) => b.label)).toEqual(['Yes', 'No']);
    me.button(/^Yes$/);
    expect(s.pt("Ajani's Pridemate")).toEqual([3, 3]);
  });

  it('attackers: click a creature to attack; with two opponents, select it then click the player', () => {
    const s = t().players(3).battlefield(0, 'Grizzly Bears', 'Hill Giant').start().passTo('declareAttackers');
    const me = new Hands(s, 0);
    expect(me.aff.kind).toBe('attackers');
    const bears = o(s, 'Grizzly Bears');
    expect(me.aff.clicks.get(bears)?.kind).toBe('select');
    me.click(bears);
    expect(me.aff.selected).toBe(bears);
    expect(me.aff.menu.map((b) => b.label)).toEqual(['Attack Seat 2', 'Attack Seat 3']);
    me.click('p:2');
    expect(s.s.combat?.attackers.map((a) => a.at)).toEqual([{ p: 2 }]);
    // Space is "done attacking" while declaring.
    expect(me.aff.buttons.some((b) => /Done attacking/.test(b.label))).toBe(true);
    me.space();
    expect(s.s.pending?.d).not.toBe('attackers');
  });

  it('blockers: click the blocker, then the attacker it blocks; damage order by numbered clicks', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears', 'Llanowar Elves').start();
    s.passTo('declareAttackers').attack('Hill Giant').passTo('declareBlockers');
    const them = new Hands(s, 1);
    expect(them.aff.kind).toBe('blockers');
    const giant = o(s, 'Hill Giant');
    them.click(o(s, 'Grizzly Bears'));
    // One attacker only: the block is made at once.
    expect(s.s.combat?.attackers[0]!.blockers).toHaveLength(1);
    them.click(o(s, 'Llanowar Elves'));
    expect(s.s.combat?.attackers[0]!.blockers).toHaveLength(2);
    if (s.s.pending?.d === 'blockers') them.space();
    // The attacker's controller orders the two blockers: the first click is number 1.
    while (s.s.pending?.d === 'priority') s.act({ t: 'pass' });
    const me = new Hands(s, 0);
    expect(me.aff.kind).toBe('damageOrder');
    expect(me.aff.prompt).toContain('Hill Giant');
    me.click(o(s, 'Llanowar Elves'));
    // The Elves are first in the order (the last blocker follows by itself).
    expect(s.s.combat?.attackers.find((a) => `o:${a.obj}` === giant)?.blockers[0]).toBe(s.id('Llanowar Elves'));
  });

  it('a blocker facing two attackers is selected first, then the attacker is clicked', () => {
    const s = t().battlefield(0, 'Hill Giant', 'Grizzly Bears').battlefield(1, 'Llanowar Elves').start();
    s.passTo('declareAttackers').attack('Hill Giant', 'Grizzly Bears').passTo('declareBlockers');
    const them = new Hands(s, 1);
    const elves = o(s, 'Llanowar Elves');
    me2(them, elves);
    them.click(o(s, 'Grizzly Bears'));
    const att = s.s.combat!.attackers.find((a) => a.obj === s.id('Grizzly Bears'))!;
    expect(att.blockers).toEqual([s.id('Llanowar Elves')]);
  });

  it('mulligan and bottom: Keep/Mulligan buttons, then the cards to bottom are clicked in the hand', () => {
    const pool = ['Forest', 'Grizzly Bears', 'Mountain', 'Hill Giant', 'Llanowar Elves'].map(card);
    const decks = [0, 1].map(() => Array.from({ length: 40 }, (_, i) => pool[i % pool.length]!));
    const state = classic.setup(classic.parseConfig({ seats: 2, decks }), 'table-mulligan');
    const s = new Scenario(state, CLASSIC_MODULE);
    const seat = s.decider();
    const me = new Hands(s, seat);
    expect(me.aff.kind).toBe('mulligan');
    expect(me.aff.buttons.map((b) => b.label)).toEqual(['Keep', 'Mulligan']);
    me.button(/^Mulligan$/);
    if (s.decider() !== seat) s.act({ t: 'keep' });
    while (s.s.pending?.seat === seat && s.s.pending.d === 'mulligan') me.button(/^Keep$/);
    expect(me.aff.kind).toBe('bottom');
    const hand = s.s.players[seat]!.hand;
    me.click(`o:${hand[0]}`);
    expect(s.s.players[seat]!.hand).toHaveLength(6);
  });

  it('a target not drawn on the table (a graveyard card) is offered as a card in the decision bar', () => {
    const s = t()
      .battlefield(0, 'Swamp', 'Swamp', 'Swamp', 'Swamp')
      .hand(0, 'Zombify')
      .graveyard(0, 'Grizzly Bears', 'Hill Giant')
      .start();
    const me = new Hands(s, 0);
    me.click(o(s, 'Zombify', 'hand'));
    const bears = s.id('Grizzly Bears', 'graveyard');
    expect(me.aff.offTable.map((x) => x.id)).toEqual([bears, s.id('Hill Giant', 'graveyard')]);
    me.click(`o:${bears}`);
    expect(s.s.stack[0]!.targets).toEqual([[{ o: bears }]]);
  });

  it('never offers a click on a card the seat cannot see', () => {
    const s = t().hand(1, 'Lightning Bolt').battlefield(0, 'Forest').start();
    const { v, aff } = table(s.state, 0);
    const bolt = s.id('Lightning Bolt', 'hand', 1);
    expect(v.objs[bolt]!.card).toBe(-1);
    expect(aff.clicks.has(`o:${bolt}`)).toBe(false);
  });
});

function me2(h: Hands, key: string) {
  h.click(key);
  expect(h.selected).toBe(key);
  expect(h.aff.menu.map((b) => b.label)).toEqual(['Block Hill Giant', 'Block Grizzly Bears']);
}

describe('the mirrored constants', () => {
  it("the table's type bits are the core's", () => {
    expect(TYPE).toEqual({ land: T.land, creature: T.creature });
  });
});
