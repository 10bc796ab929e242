/**
 * Magic Combat's table as a component (issue 21), rendered to HTML with React's server renderer
 * from the snapshot the Play screen would get of the REAL game: what each seat would see — above
 * all, that the other seat's face-down cards are drawn as backs and never named anywhere.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeRulesAction } from '../../src/core/rules/describe';
import { legalActions } from '../../src/core/rules/engine';
import { card } from '../../src/core/rules/scenarios/cards';
import type { GameState } from '../../src/core/rules/types';
import { magicCombat, MAGIC_COMBAT_MODULE } from '../../src/core/variants/magic-combat';
import { mc, pickFight, placeSpells } from '../../src/core/variants/magic-combat/testkit';
import { MagicCombatTable } from '../../src/renderer/src/screens/play/tables/magic-combat/MagicCombatTable';
import type { SnapshotOf } from '../../src/renderer/src/screens/play/types';
import type { RView } from '../../src/renderer/src/screens/play/tables/magic/types';

/** The table `seat` sees, as HTML, with the parts a person reads. */
function render(state: GameState, seat: number) {
  const view = magicCombat.view(state, seat);
  const legal = legalActions(state, MAGIC_COMBAT_MODULE, seat).map((action, index) => ({
    index,
    label: describeRulesAction(view, seat, action),
    action,
  }));
  // The fields the table reads; the rest of a snapshot is the Play screen's.
  const snapshot = { view, legal, seat, status: 'in_progress', result: null } as unknown as SnapshotOf<RView>;
  const html = renderToStaticMarkup(
    createElement(MagicCombatTable, { snapshot, selected: null, onSelect: () => {}, onAct: () => {}, busy: false }),
  );
  const part = (id: string) =>
    new RegExp(`data-testid="${id}"[\\s\\S]*?(?=data-testid="mc-(?:spells|creatures)|$)`).exec(html)?.[0] ?? '';
  const text = (id: string) =>
    new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</span>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  const names = (where: string, tag: string) =>
    [...where.matchAll(new RegExp(`<${tag}[^>]*data-testid="mc-facedown"[^>]*>`, 'g'))].map(
      (m) => /data-name="([^"]*)"/.exec(m[0])?.[1] ?? null,
    );
  return { html, part, text, names };
}

const deck = (a: string, b: string) => [...Array<string>(20).fill(a), ...Array<string>(20).fill(b)].map(card);

describe('Magic Combat table, rendered for each seat', () => {
  it('setup: your face-down creature is a named back in your slot; the other seat sees only "?" slots', () => {
    let s = magicCombat.setup(
      magicCombat.parseConfig({ decks: [deck('Grizzly Bears', 'Craw Wurm'), deck('Llanowar Elves', 'Shock')] }),
      'render',
    );
    while (s.pending?.d === 'mulligan') s = magicCombat.apply(s, s.pending.seat, { t: 'keep' }).state;
    const seat = s.pending!.seat;
    const mine = seat === 0 ? 'Grizzly Bears' : 'Llanowar Elves';
    const pick = s.players[seat]!.hand.find((id) => s.cards[s.objs[id]!.card]!.name === mine)!;
    s = magicCombat.apply(s, seat, { t: 'pick', v: { o: pick } }).state;
    const you = render(s, seat);
    expect(you.names(you.part('mc-creatures-you'), 'span')).toEqual([mine]);
    expect(you.text('mc-round')).toBe('Setup of 10');
    const them = render(s, 1 - seat);
    expect(them.html).not.toContain(mine);
    expect(them.part('mc-creatures-them').match(/aria-label="Slot \d: hidden until both reveal"/g)).toHaveLength(5);
  });

  it('combat: your spell cards are named backs (the one within the cap a button); theirs are unnamed backs', () => {
    const t = mc()
      .battlefield(0, 'Grizzly Bears')
      .battlefield(1, 'Hill Giant')
      .hand(0, 'Giant Growth', 'Lava Axe', 'Shock')
      .hand(1, 'Lightning Bolt', 'Duress')
      .start();
    placeSpells(t, ['Giant Growth', 'Lava Axe'], ['Lightning Bolt']);
    pickFight(t, 'Grizzly Bears');
    const you = render(t.state, 0);
    expect(you.names(you.part('mc-spells-you'), 'button')).toEqual(['Giant Growth']);
    expect(you.names(you.part('mc-spells-you'), 'span')).toEqual(['Lava Axe']);
    expect(you.names(you.part('mc-spells-them'), 'span')).toEqual([null]);
    expect(you.html).not.toContain('Lightning Bolt');
    expect(you.html).not.toContain('Duress');
    expect(you.text('mc-cap')).toBe('MV ≤ 1 this round');
    expect(you.html).toMatch(/data-testid="mc-tag">MV 1 ≤ 1</); // Shock, still in the hand
    // The fight about to happen lights its column.
    expect(you.html).toMatch(/class="mc-cell lane-fight"/);
    const them = render(t.state, 1);
    expect(them.html).not.toMatch(/Giant Growth|Lava Axe|Shock/);
    expect(them.names(them.part('mc-spells-them'), 'span')).toEqual([null, null]);
    expect(them.names(them.part('mc-spells-you'), 'span')).toEqual(['Lightning Bolt']);
  });
});
