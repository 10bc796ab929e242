/** Small statistics shared by the benchmark suites. */
import type { Figure } from './types';

/** The p-quantile (0…1) of an ascending-sorted list; 0 for an empty one. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** The median of an unsorted list. */
export function median(xs: number[]): number {
  return percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
}

/**
 * The search bot's decision-time figures every game suite prints: median and p95 of `times` (ms,
 * sorted ascending), against the issues' target of p95 ≤ 1 s.
 */
export function decisionTimeFigures(label: string, times: number[]): Figure[] {
  const p95 = percentile(times, 0.95);
  return [
    { name: `${label}: median decision time (${times.length} decisions)`, value: percentile(times, 0.5), unit: 'ms' },
    { name: `${label}: 95th percentile decision time`, value: p95, unit: 'ms', target: '≤ 1000', ok: p95 <= 1000 },
  ];
}
