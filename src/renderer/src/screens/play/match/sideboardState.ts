/**
 * The swap the person is putting together on the sideboarding panel, before it is sent: cards to take
 * out of the deck and cards to bring in from the sideboard. The backend checks the swap
 * (`matches.sideboard`); this only keeps the picks within the copies there are.
 */
export interface PendingSwap {
  out: string[];
  into: string[];
}

export const NO_SWAP: PendingSwap = { out: [], into: [] };

export const picked = (list: readonly string[], name: string) => list.filter((n) => n === name).length;

/** One more copy of `name` picked (no more than the `copies` there are). */
export function pick(swap: PendingSwap, board: keyof PendingSwap, name: string, copies: number): PendingSwap {
  if (picked(swap[board], name) >= copies) return swap;
  return { ...swap, [board]: [...swap[board], name] };
}

/** One copy of `name` unpicked. */
export function unpick(swap: PendingSwap, board: keyof PendingSwap, name: string): PendingSwap {
  const i = swap[board].lastIndexOf(name);
  if (i < 0) return swap;
  return { ...swap, [board]: swap[board].filter((_, j) => j !== i) };
}

/** "Shock ×2, Naturalize" */
export function namesLine(list: readonly string[]): string {
  const n = new Map<string, number>();
  for (const x of list) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].map(([name, k]) => (k > 1 ? `${name} ×${k}` : name)).join(', ');
}

/** The deck and sideboard sizes once the swap is made (shown before sending; the backend has the last word). */
export function sizesAfter(mainCount: number, sideCount: number, swap: PendingSwap) {
  const moved = swap.into.length - swap.out.length;
  return { main: mainCount + moved, side: sideCount - moved };
}
