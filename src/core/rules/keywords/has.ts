/** Keyword questions about characteristics: has it flying, what is it protected from. */
import type { Keyword } from '../../effects/types';
import type { ObjChars } from '../chars/types';

export function hasKeyword(c: ObjChars, k: Keyword): boolean {
  for (const x of c.keywords) if (x.keyword === k) return true;
  return false;
}

/** Every parameter of keyword `k` ("Protection from red" and "from black" → ['red', 'black']). */
export function keywordParams(c: ObjChars, k: Keyword): string[] {
  const out: string[] = [];
  for (const x of c.keywords) if (x.keyword === k && x.of !== undefined) out.push(...x.of.split(','));
  return out;
}

/** The total of a numbered keyword ("Bushido 2", "Rampage 1"): instances add up (CR 702.45b). */
export function keywordTotal(c: ObjChars, k: Keyword): number {
  let n = 0;
  for (const x of c.keywords) if (x.keyword === k) n += Number(x.of ?? 1) || 0;
  return n;
}
