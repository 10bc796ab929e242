/**
 * The Magic table as a component (issue 19: a test per decision kind driving the real core): each
 * test builds a position with the scenario kit, renders <MagicTable> to HTML with React's server
 * renderer from the snapshot the Play screen would get, and reads what a person would see — which
 * cards are buttons, the decision bar's words and buttons. No DOM emulation: the markup is the
 * table's real output; clicks are covered by magic-table.test.ts and the e2e.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { scenario, Scenario } from '../../src/core/rules/testkit';
import { card } from '../../src/core/rules/scenarios/cards';
import { viewOf } from '../../src/core/rules/view';
import { describeRulesAction } from '../../src/core/rules/describe';
import { CLASSIC_MODULE } from '../../src/core/rules/classic';
import { legalActions } from '../../src/core/rules/engine';
import { classic } from '../../src/core/variants/classic';
import type { GameState } from '../../src/core/rules/types';
import { MagicTable } from '../../src/renderer/src/screens/play/tables/magic/MagicTable';
import type { SnapshotOf } from '../../src/renderer/src/screens/play/types';
import type { RView } from '../../src/renderer/src/screens/play/tables/magic/types';

/** Every decision kind the tests below drew (the last test checks the union is covered). */
const drawn = new Set<string>();

/** What the table shows `seat`: the clickable cards by name, the prompt, the bar's buttons. */
function render(state: GameState, seat = 0, selected: string | null = null) {
  const view = viewOf(state, seat);
  const legal = legalActions(state, CLASSIC_MODULE, seat).map((action, index) => ({
    index,
    label: describeRulesAction(view, seat, action),
    action,
  }));
  // The fields the table reads; the rest of a snapshot is the Play screen's.
  const snapshot = { view, legal, seat, status: 'in_progress', result: null } as unknown as SnapshotOf<RView>;
  const html = renderToStaticMarkup(
    createElement(MagicTable, { snapshot, selected, onSelect: () => {}, onAct: () => {}, busy: false }),
  );
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const clickable = [...html.matchAll(/<button[^>]*data-testid="mt-card"[^>]*>/g)].map((m) => attr(m[0], 'data-name'));
  const buttons = [...html.matchAll(/<button[^>]*data-testid="mt-(?:button|menu)"[^>]*>([\s\S]*?)<\/button>/g)].map(
    (m) => m[1]!.replace(/<kbd[^>]*>.*?<\/kbd>/g, '').replace(/<[^>]+>/g, ''),
  );
  const prompt = /data-testid="mt-prompt">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  const lives = [...html.matchAll(/<button[^>]*data-testid="mt-life"[^>]*>/g)]
    .filter((m) => !/disabled=""/.test(m[0]))
    .map((m) => Number(attr(m[0], 'data-seat')));
  const pending = attr(/<[^>]*data-testid="mt-table"[^>]*>/.exec(html)![0], 'data-pending');
  drawn.add(pending);
  return {
    html,
    clickable,
    buttons,
    prompt,
    lives,
    pending,
  };
}

const t = () => scenario(card);

describe('the Magic table renders each decision of the real core', () => {
  it('priority: the playable cards of the hand are buttons, Pass is the Space button', () => {
    const s = t().battlefield(0, 'Forest', 'Forest').hand(0, 'Forest', 'Grizzly Bears', 'Hill Giant').start();
    const r = render(s.state);
    expect(r.pending).toBe('priority');
    // Hill Giant costs 4: it is drawn, not clickable.
    expect(r.clickable.sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(r.html).toContain('data-name="Hill Giant"');
    expect(r.buttons.some((b) => /^Pass/.test(b))).toBe(true);
  });

  it('targets: after Lightning Bolt, the creature and both players are the buttons', () => {
    const s = t().battlefield(0, 'Mountain').hand(0, 'Lightning Bolt').battlefield(1, 'Grizzly Bears').start();
    s.act(
      legalActions(s.state, CLASSIC_MODULE, 0).find((a) => a.t === 'cast')!,
      0,
    );
    const r = render(s.state);
    expect(r.pending).toBe('target');
    expect(r.clickable).toEqual(['Grizzly Bears']);
    expect(r.lives.sort()).toEqual([0, 1]);
    expect(r.prompt).toMatch(/Lightning Bolt/);
  });

  it('modes: Healing Salve shows each mode as a button', () => {
    const s = t().battlefield(0, 'Plains').hand(0, 'Healing Salve').start();
    s.act(
      legalActions(s.state, CLASSIC_MODULE, 0).find((a) => a.t === 'cast')!,
      0,
    );
    const r = render(s.state);
    expect(r.pending).toBe('mode');
    expect(r.buttons.join('|')).toMatch(/gains 3 life.*\|.*Prevent/i);
  });

  it('X: Hurricane shows X = 0 … 2 for three Forests', () => {
    const s = t().battlefield(0, 'Forest', 'Forest', 'Forest').hand(0, 'Hurricane').start();
    s.act(
      legalActions(s.state, CLASSIC_MODULE, 0).find((a) => a.t === 'cast')!,
      0,
    );
    const r = render(s.state);
    expect(r.pending).toBe('x');
    expect(r.buttons).toEqual(['X = 0', 'X = 1', 'X = 2']);
  });

  it('optional: Bottle Gnomes’ "you may" is Yes and No', () => {
    const s = t().battlefield(0, "Ajani's Pridemate", 'Bottle Gnomes').start();
    s.activate(0, 'Bottle Gnomes').resolve();
    const r = render(s.state);
    expect(r.pending).toBe('yesNo');
    expect(r.buttons).toEqual(['Yes', 'No']);
  });

  it('attackers: the untapped creatures are buttons, and Done attacking is offered', () => {
    const s = t().battlefield(0, 'Grizzly Bears', 'Hill Giant', 'Forest').start().passTo('declareAttackers');
    const r = render(s.state);
    expect(r.pending).toBe('attackers');
    expect(r.clickable.sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
    expect(r.buttons.some((b) => /Done attacking/.test(b))).toBe(true);
    expect(r.prompt).toMatch(/Click creatures to attack/);
  });

  it('blockers: the defender’s creatures are buttons; the attacker is marked', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    s.passTo('declareAttackers').attack('Hill Giant').passTo('declareBlockers');
    const r = render(s.state, 1);
    expect(r.pending).toBe('blockers');
    expect(r.clickable).toEqual(['Grizzly Bears']);
    expect(r.html).toMatch(/data-name="Hill Giant"[^>]*data-mark="attacking"/);
  });

  it('damage order: the blockers are buttons to number, the attacker named in the prompt', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears', 'Llanowar Elves').start();
    s.passTo('declareAttackers').attack('Hill Giant').passTo('declareBlockers');
    s.block([
      ['Grizzly Bears', 'Hill Giant'],
      ['Llanowar Elves', 'Hill Giant'],
    ]);
    while (s.state.pending?.d === 'priority') s.act({ t: 'pass' });
    const r = render(s.state, 0);
    expect(r.pending).toBe('damageOrder');
    expect(r.clickable.sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    expect(r.prompt).toContain('Hill Giant');
  });

  it('discard: eight cards at cleanup, the cards of the hand are the buttons', () => {
    const eight = ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves', 'Forest', 'Mountain', 'Island', 'Swamp', 'Plains'];
    const s = t()
      .hand(0, ...eight)
      .start();
    while (!(s.state.pending?.d === 'choose' && s.state.pending.seat === 0)) s.act({ t: 'pass' });
    const r = render(s.state);
    expect(r.pending).toBe('choose');
    expect(r.clickable.sort()).toEqual([...eight].sort());
    expect(r.prompt).toMatch(/discard/i);
  });

  it('colour: a choice of mana (exec/basic.ts addMana) is one button per colour', () => {
    // Automatic mana payment chooses colours itself, so no starter card reaches this in a short
    // scenario: the decision is set as addMana sets it, to show the table draws it.
    const s = t().battlefield(0, 'Chromatic Star').start();
    const options = ['{W}', '{U}', '{B}', '{R}', '{G}'];
    const state = { ...s.state, pending: { d: 'color' as const, seat: 0, options, prompt: 'Choose the mana to add' } };
    const r = render(state);
    expect(r.pending).toBe('color');
    expect(r.buttons).toHaveLength(5);
    expect(r.prompt).toMatch(/mana/i);
  });

  it('trigger order: the core orders a seat’s triggers itself (docs/rules-core.md), the table can still ask', () => {
    const s = t().battlefield(0, 'Soul Warden', "Ajani's Pridemate").start();
    // Not asked by the core today: the decision is set by hand to show the table draws it.
    const state = { ...s.state, pending: { d: 'triggerOrder' as const, seat: 0, options: [0, 1] } };
    const r = render(state);
    expect(r.pending).toBe('triggerOrder');
    expect(r.buttons).toHaveLength(2);
  });

  it('mulligan: Keep and Mulligan, and the opening hand drawn face up', () => {
    const pool = ['Forest', 'Grizzly Bears', 'Mountain', 'Hill Giant', 'Llanowar Elves'].map(card);
    const decks = [0, 1].map(() => Array.from({ length: 40 }, (_, i) => pool[i % pool.length]!));
    const state = classic.setup(classic.parseConfig({ seats: 2, decks }), 'render-mulligan');
    const seat = new Scenario(state, CLASSIC_MODULE).decider();
    const r = render(state, seat);
    expect(r.pending).toBe('mulligan');
    expect(r.buttons).toEqual(['Keep', 'Mulligan']);
    expect(r.html.match(/data-testid="mt-hand"/g)).toHaveLength(1);
    // Your seven face up; the other seat's hand a count on a card back.
    expect(r.html).toContain('aria-label="Your hand: 7 cards"');
    expect(r.html).toMatch(/<b>7<\/b> in hand/);
    // Mulligan, then keep: the cards to put on the bottom are the hand's buttons (London, CR 103.5).
    const s = new Scenario(state, CLASSIC_MODULE);
    s.act({ t: 'mulligan' }, seat);
    while (s.state.pending?.d === 'mulligan') s.act({ t: 'keep' }, s.state.pending.seat);
    const b = render(s.state, seat);
    expect(b.pending).toBe('bottom');
    expect(b.clickable).toHaveLength(7);
  });

  it('walks the decision union: every kind was drawn above', () => {
    const kinds: Record<NonNullable<GameState['pending']>['d'], true> = {
      priority: true,
      mulligan: true,
      bottom: true,
      attackers: true,
      blockers: true,
      damageOrder: true,
      target: true,
      mode: true,
      x: true,
      choose: true,
      yesNo: true,
      color: true,
      triggerOrder: true,
    };
    // The record's type makes a new kind in the union a compile error here; a kind no test above
    // drew fails here.
    expect([...drawn].sort()).toEqual(Object.keys(kinds).sort());
  });
});
