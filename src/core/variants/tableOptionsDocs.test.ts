/**
 * Each docs/variants/<id>.md lists every table option with its default and choices, and matches
 * the code: the "Table options" table of the doc against the variant's `tableOptions`.
 */
import { describe, expect, it } from 'vitest';
import combatWithDiceDoc from '../../../docs/variants/combat-with-dice.md?raw';
import diceDuelDoc from '../../../docs/variants/dice-duel.md?raw';
import magic54Doc from '../../../docs/variants/magic-54.md?raw';
import magicCombatDoc from '../../../docs/variants/magic-combat.md?raw';
import pubMagicDoc from '../../../docs/variants/pub-magic.md?raw';
import type { TableOption } from '../engine';
import { combatWithDice } from './combat-with-dice';
import { diceDuel } from './dice-duel/variant';
import { magic54 } from './magic-54';
import { magicCombat } from './magic-combat';
import { pubMagic } from './pub-magic/variant';

interface DocRow {
  path: string;
  default: string;
  choices: string;
  why: string;
}

/** The rows of the table under the doc's "Table options" heading. */
function docRows(doc: string): DocRow[] {
  const at = doc.search(/^#{2,3} Table options$/m);
  expect(at, 'the doc has a "Table options" section').toBeGreaterThanOrEqual(0);
  const section = doc.slice(at).split('\n').slice(1);
  const end = section.findIndex((l) => /^#{1,3} /.test(l));
  return (end < 0 ? section : section.slice(0, end))
    .filter((l) => l.startsWith('| `'))
    .map((l) => {
      const [path, def, choices, why] = l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return { path: path!.replace(/`/g, ''), default: def!.replace(/`/g, ''), choices: choices!, why: why! };
    });
}

/** How the doc writes an option's choices: `a`, `b` — or min–max for a whole number. */
function choicesText(o: TableOption): string {
  return o.choices ? o.choices.map((c) => `\`${String(c.value)}\``).join(', ') : `${o.min}–${o.max}`;
}

describe.each([
  ['dice-duel', diceDuelDoc, diceDuel.tableOptions],
  ['magic-54', magic54Doc, magic54.tableOptions],
  ['pub-magic', pubMagicDoc, pubMagic.tableOptions],
  ['magic-combat', magicCombatDoc, magicCombat.tableOptions],
  ['combat-with-dice', combatWithDiceDoc, combatWithDice.tableOptions],
])('docs/variants/%s.md lists the table options as the code has them', (_id, doc, options) => {
  it('every option once, with its default, its choices and a reason', () => {
    const rows = docRows(doc);
    expect(options?.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.path)).toEqual(options!.map((o) => o.path.join('.')));
    for (const o of options!) {
      const row = rows.find((r) => r.path === o.path.join('.'))!;
      expect(row.default, o.path.join('.')).toBe(String(o.default));
      expect(row.choices, o.path.join('.')).toBe(choicesText(o));
      expect(row.why.length, o.path.join('.')).toBeGreaterThan(20);
    }
  });
});
