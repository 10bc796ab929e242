/** The lands of an auto-built deck, in proportion to its colours (the auto-builder, build.ts). */
import type { Card, Color } from '../cards/card';
import { COLORS } from '../cards/card';
import { deckStats, isBasic, type DeckEntry } from './deck';
import { shuffle, type Rng } from './random';
import type { Candidate } from './buildShared';
import { BASIC_FOR } from './buildShared';
/** Colours the picked spells actually use (a mono-colour build may end up colourless-heavy). */
export function usedColors(picked: DeckEntry[], allowed: Color[]): Color[] {
  const stats = deckStats(picked);
  const used = allowed.filter((c) => stats.colorSymbols[c] > 0);
  return used.length ? used : allowed.length <= 2 ? allowed : [];
}

export interface LandPick {
  entries: DeckEntry[];
  count: number;
  /** Lands the pool holds (for the "only N lands owned" reason). */
  owned: number;
}

/** Lands in proportion to the spells' coloured symbols: basics first, then on-colour lands, then any. */
export function pickLands(
  lands: Candidate[],
  need: number,
  colors: Color[],
  spells: DeckEntry[],
  opts: { basicsUnlimited: boolean; basicLands: Card[]; usesColors: boolean; rng: Rng | undefined },
): LandPick {
  const owned = lands.reduce((n, l) => n + l.copies, 0);
  const taken = new Map<Card, number>();
  let count = 0;
  const add = (card: Card, n: number) => {
    if (n <= 0) return;
    taken.set(card, (taken.get(card) ?? 0) + n);
    count += n;
  };
  const ownedBasic = (c: Color) => lands.find((l) => l.card.name === BASIC_FOR[c] && isBasic(l.card));
  const knownBasic = (c: Color) =>
    ownedBasic(c)?.card ?? opts.basicLands.find((b) => b.name === BASIC_FOR[c] && isBasic(b));
  const room = (card: Card, copies: number) =>
    (opts.basicsUnlimited && isBasic(card) ? Infinity : copies) - (taken.get(card) ?? 0);

  if (opts.usesColors && colors.length) {
    // Lands in proportion to coloured symbols (a colour with no symbols still gets one share).
    const stats = deckStats(spells);
    const weights = colors.map((c) => Math.max(1, stats.colorSymbols[c]));
    const sum = weights.reduce((a, b) => a + b, 0);
    // On-colour non-basic lands first: they are what the owner chose to own beyond basics.
    const onColour = lands
      .filter(
        (l) =>
          !isBasic(l.card) && l.card.colorIdentity.length > 0 && l.card.colorIdentity.every((c) => colors.includes(c)),
      )
      .sort(
        (a, b) => b.card.colorIdentity.length - a.card.colorIdentity.length || (a.card.name < b.card.name ? -1 : 1),
      );
    // Only lands of two or more of the deck's colours beat a basic; at most a third of the lands.
    const dualCap = Math.floor(need / 3);
    for (const l of onColour)
      if (l.card.colorIdentity.length >= 2 && colors.length >= 2) add(l.card, Math.min(l.copies, dualCap - count, 4));
    const basicsNeeded = need - count;
    let assigned = 0;
    colors.forEach((c, i) => {
      const card = knownBasic(c);
      if (!card) return;
      const share = i === colors.length - 1 ? basicsNeeded - assigned : Math.round((basicsNeeded * weights[i]!) / sum);
      const n = Math.max(0, Math.min(share, room(card, ownedBasic(c)?.copies ?? 0)));
      add(card, n);
      assigned += n;
    });
    // Any colour's basics left over (another share ran short of owned copies).
    for (const c of colors) {
      const card = knownBasic(c);
      if (card && count < need) add(card, Math.min(need - count, room(card, ownedBasic(c)?.copies ?? 0)));
    }
  }
  // Then any land at all (colourless utility lands, off-colour lands): a land is still a land.
  const rest = [...lands].sort((a, b) => (a.card.name < b.card.name ? -1 : 1));
  if (opts.rng && !opts.usesColors) shuffle(rest, opts.rng); // 002: any land is as good as another
  for (const l of rest) if (count < need) add(l.card, Math.min(room(l.card, l.copies), need - count));
  if (count < need && opts.basicsUnlimited) {
    for (const c of colors.length ? colors : COLORS) {
      const card = knownBasic(c);
      if (card && count < need) add(card, need - count);
    }
  }
  const entries: DeckEntry[] = [...taken].map(([card, quantity]) => ({ card, quantity }));
  return { entries, count, owned };
}
