import type { OracleCard } from '../cards/card';
import { sentenceShape } from './shape';
import { cardVerdict, type VerdictInput } from './verdict';

export interface CoverageReport {
  total: number;
  full: number;
  partial: number;
  none: number;
  /** The most common not-understood sentence shapes: the next templates to add. */
  topUnknown: { shape: string; count: number; example: string }[];
}

/** Coverage of a card set. Cards are counted once per name (reprints are one card). */
export function coverageReport(cards: Iterable<VerdictInput>, top = 30): CoverageReport {
  const seen = new Set<string>();
  const r: CoverageReport = { total: 0, full: 0, partial: 0, none: 0, topUnknown: [] };
  const shapes = new Map<string, { count: number; example: string }>();
  for (const card of cards) {
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    const v = cardVerdict(card);
    r.total++;
    r[v.verdict]++;
    for (const u of v.unknown) {
      const shape = sentenceShape(card.name, u);
      const e = shapes.get(shape);
      if (e) e.count++;
      else shapes.set(shape, { count: 1, example: `${card.name}: ${u}` });
    }
  }
  r.topUnknown = [...shapes.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([shape, e]) => ({ shape, count: e.count, example: e.example }));
  return r;
}

/** Creature, instant and sorcery cards: the set the coverage target is measured on. */
export function isCreatureInstantOrSorcery(card: Pick<OracleCard, 'typeLine'>): boolean {
  return /\b(Creature|Instant|Sorcery)\b/.test(card.typeLine);
}
