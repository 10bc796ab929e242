/**
 * Magic Combat with Dice's table as a component (issue 20): a real core position with an open roll
 * (the variant's scenario kit forces the die), rendered with React's server renderer from the
 * snapshot the Play screen would get — the Magic table with the d20 tray beside the stack showing
 * the die, each modifier, the running result and its row; the damage marks that stay on creatures;
 * the end-of-turn healing decision in words.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeRulesAction } from '../../src/core/rules/describe';
import { legalActions } from '../../src/core/rules/engine';
import type { GameState } from '../../src/core/rules/types';
import { DICE_MODULE } from '../../src/core/variants/combat-with-dice/module';
import { attackWith, bearsIntoGiant, dice, forceRolls } from '../../src/core/variants/combat-with-dice/testkit';
import { viewCombatWithDice } from '../../src/core/variants/combat-with-dice/view';
import { CombatWithDiceTable } from '../../src/renderer/src/screens/play/tables/combat-with-dice/CombatWithDiceTable';
import type { SnapshotOf } from '../../src/renderer/src/screens/play/types';
import type { RView } from '../../src/renderer/src/screens/play/tables/magic/types';

/** The table's markup for `seat`, and the text of a test id's element. */
function render(state: GameState, seat = 0) {
  const view = viewCombatWithDice(state, seat);
  const legal = legalActions(state, DICE_MODULE, seat).map((action, index) => ({
    index,
    label: describeRulesAction(view, seat, action),
    action,
  }));
  // The fields the table reads; the rest of a snapshot is the Play screen's.
  const snapshot = { view, legal, seat, status: 'in_progress', result: null, log: [] } as unknown as SnapshotOf<RView>;
  const html = renderToStaticMarkup(
    createElement(CombatWithDiceTable, { snapshot, selected: null, onSelect: () => {}, onAct: () => {}, busy: false }),
  );
  // The text of the element with test id `id` (up to its tag's first closing: none of these nest their own tag).
  const text = (id: string) => {
    const open = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>`).exec(html);
    if (!open) return '';
    const rest = html.slice(open.index + open[0].length);
    return rest
      .slice(0, rest.indexOf(`</${open[1]}>`))
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
      .trim();
  };
  return { html, text };
}

describe('the Combat with Dice table renders the real core', () => {
  it('an open roll: the d20, each modifier, the running result and its row, while you may respond', () => {
    const t = bearsIntoGiant(9);
    const r = render(t.s);
    expect(r.html).toMatch(/data-testid="cwd-tray"[^>]*data-state="roll"/);
    expect(r.html).toContain('aria-label="d20 showing 9"');
    expect(r.text('cwd-title')).toBe('Attack roll');
    expect(r.text('cwd-who')).toBe("Your Grizzly Bears → Seat 2's Hill Giant");
    expect(r.text('cwd-terms')).toBe("d20 9 Grizzly Bears' power + 2 Hill Giant's power − 3 result = 8");
    expect(r.text('cwd-total')).toBe('8');
    expect(r.html).toMatch(/data-testid="cwd-row-active"[^>]*><span>Partial hit<\/span>/);
    expect(r.text('cwd-effect')).toBe('Partial hit: 1 damage to Hill Giant');
    // The window is open for you: Giant Growth is castable (a button on the table), Pass is Space.
    expect(r.html).toMatch(/<button[^>]*data-testid="mt-card"[^>]*data-name="Giant Growth"/);
    expect(r.html).toMatch(/data-kind="priority"/);
    expect(r.text('mt-prompt')).toBe(
      'The d20 shows 9: 8, partial hit. Cast an instant to change it, or pass to read it.',
    );

    // After Giant Growth resolves the same die reads a hit.
    t.cast(0, 'Giant Growth', 'Grizzly Bears').resolve();
    const after = render(t.s);
    expect(after.text('cwd-terms')).toBe("d20 9 Grizzly Bears' power + 5 Hill Giant's power − 3 result = 11");
    expect(after.html).toMatch(/data-testid="cwd-row-active"[^>]*><span>Hit<\/span>/);
  });

  it('damage stays on a creature after combat, and the healing at cleanup is asked in words', () => {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    forceRolls(t, 8, 15);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    for (let i = 0; i < 6 && t.s.pending?.d === 'priority' && t.s.step === 'combatDamage'; i++) t.act({ t: 'pass' });
    t.passTo('end');
    const marked = render(t.s);
    expect(marked.html).toMatch(/aria-label="Hill Giant, [^"]*2 damage[^"]*"[^>]*data-name="Hill Giant"/);
    expect(marked.html).toMatch(/data-testid="cwd-tray"[^>]*data-state="idle"/);
    t.passTo('cleanup');
    const r = render(t.s);
    expect(r.html).toMatch(/data-testid="cwd-tray"[^>]*data-state="heal"/);
    expect(r.text('cwd-heal-creature')).toBe('Your Hill Giant has 2 damage.');
    expect(r.text('cwd-heal-text')).toBe('You may pay 2 life to heal it.');
    expect(r.text('mt-prompt')).toBe('Pay 2 life to heal Hill Giant?');
    expect(r.html).toMatch(/data-testid="mt-button"[^>]*>Yes/);
  });
});
