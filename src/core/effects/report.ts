import type { OracleCard } from '../cards/card';
import { sentenceShape } from './shape';
import { cardVerdict, type VerdictInput } from './verdict';

export interface CoverageReport {
  total: number;
  full: number;
  partial: number;
  none: number;
  /** Multi-faced cards (split, adventure, flip, transform, modal DFC): their faces, each judged alone. */
  faces: { cards: number; total: number; full: number; partial: number; none: number };
  /** The most common not-understood sentence shapes: the next templates to add. */
  topUnknown: { shape: string; count: number; example: string }[];
}

/** Coverage of a card set. Cards are counted once per name (reprints are one card). */
export function coverageReport(cards: Iterable<VerdictInput>, top = 30): CoverageReport {
  const seen = new Set<string>();
  const r: CoverageReport = {
    total: 0,
    full: 0,
    partial: 0,
    none: 0,
    faces: { cards: 0, total: 0, full: 0, partial: 0, none: 0 },
    topUnknown: [],
  };
  const shapes = new Map<string, { count: number; example: string }>();
  for (const card of cards) {
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    const v = cardVerdict(card);
    r.total++;
    r[v.verdict]++;
    if (v.faces) r.faces.cards++;
    for (const f of v.faces ?? []) {
      r.faces.total++;
      r.faces[f.verdict]++;
    }
    // A face's sentences name the face (its self-reference), not the whole card.
    const parts = v.faces ?? [{ name: card.name, unknown: v.unknown }];
    for (const part of parts)
      for (const u of part.unknown) {
        const shape = sentenceShape(part.name, u);
        const e = shapes.get(shape);
        if (e) e.count++;
        else
          shapes.set(shape, {
            count: 1,
            example: `${part.name === card.name ? card.name : `${card.name} (${part.name})`}: ${u}`,
          });
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
