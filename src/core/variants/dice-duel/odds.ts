/** Exact odds of one pile of d6 beating another (for the bots' evaluation; never used to decide a battle). */

const dists: number[][] = [[1]];

/** Probability distribution of the sum of `n` d6 (index = total). */
export function sumDistribution(n: number): number[] {
  for (let k = dists.length; k <= n; k++) {
    const prev = dists[k - 1] as number[];
    const next = new Array<number>(prev.length + 6).fill(0);
    for (let t = 0; t < prev.length; t++) {
      const p = (prev[t] as number) / 6;
      if (p === 0) continue;
      for (let f = 1; f <= 6; f++) next[t + f] = (next[t + f] as number) + p;
    }
    dists.push(next);
  }
  return dists[n] as number[];
}

const cache = new Map<number, { win: number; draw: number; lose: number }>();

/** P(attacker's total > defender's), P(equal), P(less) for `a` attack dice against `d` defence dice. */
export function battleOdds(a: number, d: number): { win: number; draw: number; lose: number } {
  const key = a * 1024 + d;
  const hit = cache.get(key);
  if (hit) return hit;
  const da = sumDistribution(a);
  const dd = sumDistribution(d);
  // Cumulative of the defender's distribution.
  const cum: number[] = [];
  let acc = 0;
  for (const p of dd) cum.push((acc += p));
  let win = 0,
    draw = 0;
  for (let t = 0; t < da.length; t++) {
    const p = da[t] as number;
    if (p === 0) continue;
    win += p * (t > 0 ? (cum[Math.min(t - 1, cum.length - 1)] as number) : 0);
    draw += p * (t < dd.length ? (dd[t] as number) : 0);
  }
  const out = { win, draw, lose: Math.max(0, 1 - win - draw) };
  cache.set(key, out);
  return out;
}
