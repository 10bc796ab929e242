/** Mana-cost strings as Scryfall writes them: `{2}{W}{U/P}{X}`. */

/** The symbols of a cost, without braces: `{2}{R}` -> `['2', 'R']`. */
export function manaSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** Mana value of one face's cost (X counts 0, hybrid `{2/W}` counts 2, half mana 0.5). */
export function manaValueOf(cost: string): number {
  let total = 0;
  for (const s of manaSymbols(cost)) {
    if (/^\d+$/.test(s)) total += Number(s);
    else if (s === 'X' || s === 'Y' || s === 'Z') continue;
    else if (s.startsWith('H')) total += 0.5;
    else if (/^2\//.test(s)) total += 2;
    else total += 1;
  }
  return total;
}
