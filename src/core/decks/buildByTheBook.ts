/** Building by the book: a variant whose rules text fixes the deck (the auto-builder, build.ts). */
import type { Card } from '../cards/card';
import { COLORS } from '../cards/card';
import { checkDeck } from './check';
import { cardTypes, deckStats, isDeckCard, thresholdCount, type Deck, type PoolCard } from './deck';
import { explainDeck } from './explain';
import { seededRng } from './random';
import type { DeckRules } from './rules';
import type { BuildOptions, BuildResult } from './build';
import { BASIC_FOR, ownedMap, usable } from './buildShared';
/**
 * 000 Preparation, by the book: shuffle the pool (the Source Deck), take 60 (the Play Deck), remove
 * every card Dice Duel forbids and replace it from the top of the Source Deck, then make sure there
 * are at least 20 lands by swapping non-lands for the next lands of the Source Deck.
 */
export function buildByTheBook(pool: readonly PoolCard[], rules: DeckRules, options: BuildOptions): BuildResult {
  const rng = seededRng(options.seed ?? 1);
  const onlyFree = options.onlyFree ?? false;
  const basicsUnlimited = options.basicsUnlimited ?? true;
  const size = rules.size?.kind === 'per-player' ? rules.size.minPerPlayer : (rules.size?.count ?? 60);
  const source: Card[] = [];
  for (const p of pool) if (isDeckCard(p.card)) for (let i = 0; i < usable(p, onlyFree); i++) source.push(p.card);
  source.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (let i = source.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [source[i], source[j]] = [source[j]!, source[i]!];
  }
  const forbidden = new Set(rules.forbiddenTypes.map((f) => f.type));
  const allowed = (c: Card) => ![...cardTypes(c)].some((t) => forbidden.has(t));
  // Take 60; remove the forbidden ones; replace from the top until the Play Deck holds 60 allowed cards.
  const play: Card[] = [];
  let top = 0;
  while (play.length < size && top < source.length) {
    const c = source[top++]!;
    if (allowed(c)) play.push(c);
  }
  const landRule = rules.minCounts.find((r) => r.match.anyType?.includes('Land'));
  const landMin = landRule ? thresholdCount(landRule.min, size) : 0;
  const isLand = (c: Card) => cardTypes(c).has('Land');
  let landCount = play.filter(isLand).length;
  // Ensure 20 lands: the next lands from the Source Deck replace the last non-lands of the Play Deck.
  for (let i = top; i < source.length && landCount < landMin; i++) {
    const c = source[i]!;
    if (!isLand(c) || !allowed(c)) continue;
    if (play.length < size) play.push(c);
    else {
      const k = findLastIndex(play, (x) => !isLand(x));
      if (k < 0) break;
      play[k] = c;
    }
    landCount++;
  }
  if (landCount < landMin && basicsUnlimited) {
    // The kitchen table's box of basics: the colour most of the Play Deck's spells use.
    const stats = deckStats(play.map((card) => ({ card, quantity: 1 })));
    const order = [...COLORS].sort((a, b) => stats.colorSymbols[b] - stats.colorSymbols[a]);
    const basic = order
      .map(
        (c) =>
          pool.find((p) => p.card.name === BASIC_FOR[c])?.card ??
          options.basicLands?.find((b) => b.name === BASIC_FOR[c]),
      )
      .find((c): c is Card => !!c);
    while (basic && landCount < landMin) {
      const k = findLastIndex(play, (x) => !isLand(x));
      if (play.length < size) play.push(basic);
      else if (k >= 0) play[k] = basic;
      else break;
      landCount++;
    }
  }
  const reasons: string[] = [];
  if (play.length < size)
    reasons.push(`only ${play.length} cards that ${rules.name} allows in your collection: the Play Deck needs ${size}`);
  if (landCount < landMin)
    reasons.push(
      basicsUnlimited
        ? `only ${landCount} lands in the Source Deck and no basic land card is known to add: import basic lands (${rules.name} needs at least ${landMin})`
        : `only ${landCount} lands owned: add basic lands or allow unlimited basics (${rules.name} needs at least ${landMin})`,
    );
  if (reasons.length) return { ok: false, reasons };
  const counts = new Map<Card, number>();
  for (const c of play) counts.set(c, (counts.get(c) ?? 0) + 1);
  const deck: Deck = { main: [...counts].map(([card, quantity]) => ({ card, quantity })), sideboard: [] };
  const legality = checkDeck(deck, rules, { owned: ownedMap(pool, onlyFree), basicsUnlimited });
  if (!legality.legal) return { ok: false, reasons: legality.violations.map((v) => v.message) };
  const stats = deckStats(deck.main);
  const colors = COLORS.filter((c) => stats.colorSymbols[c] > 0);
  const explanation = explainDeck(deck, rules, colors, false);
  explanation.summary = `By the book (000 Preparation, seed ${options.seed ?? 1}): the pool shuffled as the Source Deck, 60 taken, Artifacts, Sorceries and Enchantments replaced from the top, at least 20 lands ensured. ${explanation.summary}`;
  return { ok: true, deck, legality, explanation };
}

export function findLastIndex<T>(list: T[], pred: (x: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i]!)) return i;
  return -1;
}
