/** Overload's text change (CR 702.96a), apart so card definitions can use it without the rules core. */
import type { XEffect } from '../defs';

/** The effects with every "target …" reference made "each …" (CR 702.96a). */
export function eachInsteadOfTarget(effects: readonly XEffect[]): XEffect[] {
  const map = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(map);
    if (!x || typeof x !== 'object') return x;
    const o = x as Record<string, unknown>;
    if (o['ref'] === 'target') return { ref: 'each', filter: o['filter'] };
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, map(v)]));
  };
  return map(effects) as XEffect[];
}
