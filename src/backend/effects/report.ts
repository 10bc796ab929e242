/**
 * The effects report (coverage of card text, and how many cards the rules core runs in full) as
 * one function of the cards: the job worker runs it, off the backend's thread (16,000 cards take
 * seconds of CPU).
 */
import type { OracleCard } from '../../core/cards';
import { coverageReport, isCreatureInstantOrSorcery, type CoverageReport } from '../../core/effects';
import { buildDef } from '../../core/rules/defs';
import { toRulesCard } from '../../core/rules/fromCard';
import { executable } from '../../core/rules/legal';
import '../../core/rules/exec/registry';

export type EffectsReport = CoverageReport & { executable: number };

/** Cards the rules core runs in full (every ability, trigger, cost and keyword), one per name. */
function executableCount(cards: readonly OracleCard[]): number {
  const seen = new Set<string>();
  let n = 0;
  for (const c of cards) {
    if (seen.has(c.name)) continue;
    seen.add(c.name);
    const def = buildDef(toRulesCard(c));
    if (def.unknown.length === 0 && executable(def)) n++;
  }
  return n;
}

export function effectsReport(
  all: readonly OracleCard[],
  scope: 'all' | 'creature-instant-sorcery',
  top: number,
): EffectsReport {
  const cards = scope === 'all' ? all : all.filter(isCreatureInstantOrSorcery);
  return { ...coverageReport(cards, top), executable: executableCount(cards) };
}
