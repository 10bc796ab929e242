/** Choosing the spells of an auto-built deck: the type mix and the mana curve (the auto-builder, build.ts). */
import type { Card } from '../cards/card';
import { thresholdCount, type DeckEntry } from './deck';
import type { DeckRules } from './rules';
import type { Candidate } from './buildShared';
/**
 * The spells part: first what the rules require (e.g. 003's five cheap creatures), then each
 * group's share of the profile, then the best of the rest — all within the curve's bucket caps
 * first, and without them if the pool is thin.
 */
export function pickSpells(cands: Candidate[], rules: DeckRules, target: number, size: number): DeckEntry[] {
  const profile = rules.build!;
  const taken = new Map<Card, number>();
  let total = 0;
  const curve = profile.curve;
  const bucketOf = (mv: number) => Math.min(curve.length - 1, Math.max(0, Math.floor(mv)));
  const caps = curve.map((share) => Math.ceil(share * target * 1.4) + 1);
  const inBucket = curve.map(() => 0);

  const take = (match: (c: Candidate) => boolean, want: number, useCaps: boolean) => {
    let got = 0;
    for (const c of cands) {
      if (got >= want || total >= target) break;
      if (!match(c)) continue;
      const b = curve.length ? bucketOf(c.card.manaValue) : -1;
      let n = Math.min(c.copies - (taken.get(c.card) ?? 0), want - got, target - total);
      if (useCaps && b >= 0) n = Math.min(n, (caps[b] ?? 0) - (inBucket[b] ?? 0));
      if (n <= 0) continue;
      taken.set(c.card, (taken.get(c.card) ?? 0) + n);
      if (b >= 0) inBucket[b] = (inBucket[b] ?? 0) + n;
      got += n;
      total += n;
    }
    return got;
  };

  const byCard = new Map(cands.map((c) => [c.card, c]));
  const countMatching = (m: (c: Candidate) => boolean) => {
    let n = 0;
    for (const [card, q] of taken) if (m(byCard.get(card)!)) n += q;
    return n;
  };
  // Required minimums that spells can meet (land minimums are the lands' job).
  let bit = 0;
  for (const rule of rules.minCounts) {
    if (rule.match.anyType?.includes('Land')) continue;
    const mask = 1 << bit++;
    const m = (c: Candidate) => (c.matchMask & mask) !== 0;
    const need = thresholdCount(rule.min, size) - countMatching(m);
    if (need > 0) take(m, need, false);
  }
  for (const g of profile.groups) {
    const mask = 1 << bit++;
    const m = (c: Candidate) => (c.matchMask & mask) !== 0;
    const want = Math.round(g.share * target) - countMatching(m);
    if (want > 0) take(m, want, true);
  }
  take(() => true, target - total, true);
  take(() => true, target - total, false);

  const out: DeckEntry[] = [];
  for (const c of cands) {
    const q = taken.get(c.card);
    if (q) out.push({ card: c.card, quantity: q });
  }
  return out;
}
