/**
 * 004 Sideboard: "You can have a 15-card sideboard in Constructed" — between the games of a best of
 * three a player swaps cards between deck and sideboard (card for card or not, the deck stays at 60
 * or more, the sideboard at 15 or fewer). Pure: the match flow that asks for the swaps is the table's.
 */
export interface MatchDeck {
  main: string[];
  side: string[];
}

/** The deck after moving `out` to the sideboard and `into` the deck; or what is wrong with the swap. */
export function swapSideboard(
  deck: MatchDeck,
  out: readonly string[],
  into: readonly string[],
): { ok: true; deck: MatchDeck } | { ok: false; errors: string[] } {
  const main = deck.main.slice();
  const side = deck.side.slice();
  const errors: string[] = [];
  const take = (from: string[], name: string, where: string) => {
    const i = from.indexOf(name);
    if (i < 0) errors.push(`${name} is not in the ${where}`);
    else from.splice(i, 1);
  };
  for (const n of out) take(main, n, 'deck');
  for (const n of into) take(side, n, 'sideboard');
  main.push(...into);
  side.push(...out);
  if (main.length < 60) errors.push(`${main.length} cards — the deck needs at least 60`);
  if (side.length > 15) errors.push(`${side.length} sideboard cards — at most 15`);
  return errors.length ? { ok: false, errors } : { ok: true, deck: { main, side } };
}

/** A best of three: the seat that won two games, or null while it goes on (a drawn game counts for no one). */
export function matchWinner(winners: readonly (number | null)[]): number | null {
  const wins = new Map<number, number>();
  for (const w of winners) if (w !== null) wins.set(w, (wins.get(w) ?? 0) + 1);
  for (const [seat, n] of wins) if (n >= 2) return seat;
  return null;
}
