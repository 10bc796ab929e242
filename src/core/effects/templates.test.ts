/**
 * The one-shot templates (oneShot.ts and oneShot/*): one object per sentence shape, with a name and
 * examples from real cards. Each example must be read by its own template — the first in the list
 * whose regex matches and whose builder understands it — so a reader who finds a sentence's shape
 * finds the rule that reads it.
 */
import { describe, expect, it } from 'vitest';
import { ONE_SHOT_TEMPLATES, parseClause } from './oneShot';

describe('one-shot templates', () => {
  it('have distinct names and at least one example each', () => {
    const names = ONE_SHOT_TEMPLATES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ONE_SHOT_TEMPLATES.filter((t) => t.examples.length === 0).map((t) => t.name)).toEqual([]);
  });

  for (const [i, t] of ONE_SHOT_TEMPLATES.entries())
    for (const ex of t.examples)
      it(`${t.name} — ${ex.card}: "${ex.text}"`, () => {
        const text = ex.text.trim();
        const first = ONE_SHOT_TEMPLATES.findIndex(({ re, build }) => {
          const m = re.exec(text);
          return m ? build(m) !== undefined : false;
        });
        expect(ONE_SHOT_TEMPLATES[first]?.name).toBe(ONE_SHOT_TEMPLATES[i]!.name);
        const m = t.re.exec(text)!;
        expect(parseClause(text)).toEqual(t.build(m));
      });
});
