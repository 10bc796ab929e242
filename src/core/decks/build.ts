/**
 * The auto-builder: from the cards the user owns, the strongest legal deck for a variant. It picks
 * colours, fills the variant's type mix and mana curve with the best-scoring cards, adds lands in
 * proportion to the colours, and checks the result with the same checker the UI uses. When the pool
 * cannot make a legal deck it says why and returns no deck.
 */
import type { Card, Color } from '../cards/card';
import { COLORS } from '../cards/card';
import { checkDeck, sizeRange } from './check';
import {
  cardTypes,
  deckStats,
  isBasic,
  isDeckCard,
  matches,
  thresholdCount,
  type Deck,
  type DeckEntry,
  type PoolCard,
} from './deck';
import { explainDeck, type Explanation } from './explain';
import { seededRng, type Rng } from './random';
import type { CardMatcher, DeckRules } from './rules';
import { scoreCard, type ScoreOptions } from './scoring';
import type { Legality } from './violation';
import { pickSpells } from './buildSpells';
import { ownedMap, usable, type Candidate } from './buildShared';
export { ownedMap } from './buildShared';
import { pickLands, usedColors } from './buildLands';
import { buildByTheBook } from './buildByTheBook';
import { runsInFull } from '../rules/runsInFull';
export interface BuildOptions extends ScoreOptions {
  /** 'auto' (default) or the colours to build in. Ignored by variants where colour does not matter. */
  colors?: 'auto' | Color[];
  /** Variety: the same seed gives the same deck; no seed gives the single best deck. */
  seed?: number;
  /** Players at the table (Pub Magic's shared pile). */
  players?: number;
  /** Use only copies not already in another deck (each PoolCard's `available`). */
  onlyFree?: boolean;
  /** Basic lands are unlimited (default true): the builder may add more than the pool holds. */
  basicsUnlimited?: boolean;
  /** Basic land cards to use when the pool holds too few (the card database's Plains, Island, …). */
  basicLands?: Card[];
  /** Dice Duel's own by-the-book procedure (000 Preparation) instead of the strongest deck. */
  method?: 'best' | 'by-the-book';
}

export type BuildResult =
  { ok: true; deck: Deck; legality: Legality; explanation: Explanation } | { ok: false; reasons: string[] };

export const colorBits = (colors: readonly Color[]) => colors.reduce((m, c) => m | (1 << COLORS.indexOf(c)), 0);

/** The matchers the spell picker uses, in order: non-land minimum counts, then the profile's groups. */
export function spellMatchers(rules: DeckRules): CardMatcher[] {
  return [
    ...rules.minCounts.filter((r) => !r.match.anyType?.includes('Land')).map((r) => r.match),
    ...(rules.build?.groups ?? []).map((g) => g.match),
  ];
}

/**
 * The candidates in these colours that could ever be picked: per matcher, per curve bucket and
 * overall, only the best `keep` copies are needed (the list is sorted best first). Keeps a build
 * over 15,000 distinct cards fast.
 */
export function topInColors(
  spells: Candidate[],
  colors: readonly Color[],
  rules: DeckRules,
  keep: number,
): Candidate[] {
  const allowed = colorBits(colors);
  const nMatch = spellMatchers(rules).length;
  const perMatch = new Array<number>(nMatch).fill(0);
  const curveLen = rules.build?.curve.length ?? 0;
  const perBucket = new Array<number>(Math.max(1, curveLen)).fill(0);
  let overall = 0;
  const out: Candidate[] = [];
  for (const c of spells) {
    if ((c.colorMask & ~allowed) !== 0) continue;
    const b = curveLen ? Math.min(curveLen - 1, Math.max(0, Math.floor(c.card.manaValue))) : 0;
    let need = overall < keep || (perBucket[b] ?? 0) < keep;
    for (let i = 0; i < nMatch && !need; i++) if (c.matchMask & (1 << i) && (perMatch[i] ?? 0) < keep) need = true;
    if (!need) continue;
    out.push(c);
    overall += c.copies;
    perBucket[b] = (perBucket[b] ?? 0) + c.copies;
    for (let i = 0; i < nMatch; i++) if (c.matchMask & (1 << i)) perMatch[i] = (perMatch[i] ?? 0) + c.copies;
  }
  return out;
}

const COLOR_NAME: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export function colorName(colors: readonly Color[]): string {
  return colors.length ? colors.map((c) => COLOR_NAME[c]).join('–') : 'colourless';
}

/** Every subset of the five colours of the given size. */
export function combos(size: number): Color[][] {
  const out: Color[][] = [];
  const rec = (start: number, acc: Color[]) => {
    if (acc.length === size) return void out.push(acc);
    for (let i = start; i < COLORS.length; i++) rec(i + 1, [...acc, COLORS[i] as Color]);
  };
  rec(0, []);
  return out;
}

/** Copies the builder may use of one pool card. */

export function buildDeck(pool: readonly PoolCard[], rules: DeckRules, options: BuildOptions = {}): BuildResult {
  if (rules.kind === 'fixed' || !rules.build)
    return {
      ok: false,
      reasons: [
        `${rules.name} is played with its fixed RED and BLACK teams of playing cards: there is nothing to build`,
      ],
    };
  if (options.method === 'by-the-book') return buildByTheBook(pool, rules, options);

  const profile = rules.build;
  const players = options.players ?? rules.players.min;
  const onlyFree = options.onlyFree ?? false;
  const basicsUnlimited = options.basicsUnlimited ?? true;
  const rng: Rng | undefined = options.seed === undefined ? undefined : seededRng(options.seed);
  const range = sizeRange(rules, players) ?? { min: profile.targetSize, max: profile.targetSize };
  const size = Math.min(
    range.max,
    Math.max(range.min, profile.targetSize * (rules.kind === 'shared-pile' ? players : 1)),
  );

  // Eligible cards: real deck cards, owned (free) copies, no forbidden type.
  const forbidden = new Set(rules.forbiddenTypes.map((f) => f.type));
  const spells: Candidate[] = [];
  const lands: Candidate[] = [];
  const matchers = spellMatchers(rules);
  for (const p of pool) {
    const copies = usable(p, onlyFree);
    if (copies <= 0 || !isDeckCard(p.card)) continue;
    const types = cardTypes(p.card);
    if ([...types].some((t) => forbidden.has(t))) continue;
    if (profile.onlyRunnable && !types.has('Land') && !runsInFull(p.card)) continue;
    let score = scoreCard(p.card, profile.scorer, options);
    if (rng) score *= 0.85 + 0.3 * rng();
    const limit =
      rules.copyLimit && !(rules.copyLimit.exceptBasicLands && isBasic(p.card)) ? rules.copyLimit.max : Infinity;
    const colorMask = colorBits(p.card.colors);
    if (types.has('Land')) lands.push({ card: p.card, copies, score, colorMask, matchMask: 0 });
    else {
      let matchMask = 0;
      matchers.forEach((m, i) => {
        if (matches(p.card, m)) matchMask |= 1 << i;
      });
      spells.push({
        card: p.card,
        copies: Math.min(copies, limit, profile.maxCopiesPerCard),
        score,
        colorMask,
        matchMask,
      });
    }
  }
  // Best first; ties by name so the result never depends on the pool's order.
  const byScore = (a: Candidate, b: Candidate) => b.score - a.score || (a.card.name < b.card.name ? -1 : 1);
  spells.sort(byScore);
  if (rng && profile.scorer === 'types-only') shuffleTies(spells, rng);

  // Lands the deck aims for, and so the number of spells.
  const landTarget = (avgMv: number): number => {
    const l = profile.lands;
    if (l.kind === 'none') return 0;
    const landRule = rules.minCounts.find((r) => r.match.anyType?.includes('Land'));
    const landMin = landRule ? thresholdCount(landRule.min, size) : 0;
    if (l.kind === 'share') return Math.max(landMin, Math.round(l.share * size));
    return Math.max(landMin, Math.min(l.max, l.min + (avgMv > 2.6 ? 1 : 0) + (avgMv > 3.2 ? 1 : 0)));
  };
  let spellTarget = size - landTarget(2.5);

  // Colours: try mono and two-colour builds (then wider ones) and keep the strongest full one.
  const chosen = options.colors && options.colors !== 'auto' ? options.colors : undefined;
  // Tiers: one and two colours first; three, then all five, only when no narrower build is full.
  const tiers: Color[][][] = !profile.usesColors
    ? [[[...COLORS]]]
    : chosen
      ? [[chosen]]
      : [[...combos(1), ...combos(2)], combos(3), [[...COLORS]]];
  let best: { colors: Color[]; picked: DeckEntry[]; value: number; full: boolean } | undefined;
  for (const colors of (function* () {
    for (const tier of tiers) {
      if (best?.full) return;
      yield* tier;
    }
  })()) {
    const inColors = topInColors(spells, colors, rules, size);
    const picked = pickSpells(inColors, rules, spellTarget, size);
    const count = picked.reduce((n, e) => n + e.quantity, 0);
    let value = 0;
    const scoreOf = new Map(inColors.map((c) => [c.card, c.score]));
    for (const e of picked) value += (scoreOf.get(e.card) ?? 0) * e.quantity;
    // Wider colour sets make the mana worse: a small penalty per extra colour beyond two.
    value *= 1 - 0.08 * Math.max(0, colors.length - 2);
    const full = count >= spellTarget;
    if (!best || (full && !best.full) || (full === best.full && value > best.value))
      best = { colors, picked, value, full };
  }
  if (!best) return { ok: false, reasons: ['no colours to build in'] };

  let picked = best.picked;
  const colors = profile.usesColors ? usedColors(picked, best.colors) : [];
  const avgMv = deckStats(picked).averageManaValue;
  const wantLands = landTarget(avgMv);
  if (wantLands !== size - spellTarget) {
    spellTarget = size - wantLands;
    picked = pickSpells(topInColors(spells, best.colors, rules, size), rules, spellTarget, size);
  }
  let spellCount = picked.reduce((n, e) => n + e.quantity, 0);
  // Short of spells: lands fill the rest where the rules allow more lands (never in Magic Combat).
  let landsNeeded = profile.lands.kind === 'none' ? 0 : size - spellCount;
  const landOptions = { basicsUnlimited, basicLands: options.basicLands ?? [], usesColors: profile.usesColors, rng };
  let landPick = pickLands(lands, landsNeeded, colors, picked, landOptions);
  const landRuleMin = (() => {
    const r = rules.minCounts.find((m) => m.match.anyType?.includes('Land'));
    return r ? thresholdCount(r.min, size) : 0;
  })();
  if (landPick.count < landsNeeded && landPick.count >= landRuleMin && spellCount >= spellTarget) {
    // Short of lands but above the rules' minimum: more spells take the missing lands' places.
    const more = pickSpells(topInColors(spells, best.colors, rules, size), rules, size - landPick.count, size);
    const moreCount = more.reduce((n, e) => n + e.quantity, 0);
    if (moreCount + landPick.count >= size) {
      picked = more;
      spellCount = moreCount;
      spellTarget = moreCount;
      landsNeeded = size - moreCount;
      landPick = pickLands(lands, landsNeeded, colors, picked, landOptions);
    }
  }

  const reasons: string[] = [];
  if (spellCount < spellTarget && (profile.lands.kind === 'none' || landPick.count < landsNeeded)) {
    const where = chosen ? ` in ${colorName(chosen)}` : '';
    const distinct = rules.copyLimit?.max === 1 ? 'different ' : '';
    reasons.push(
      `only ${spellCount} ${distinct}non-land cards that ${rules.name} allows${where}${onlyFree ? ' (not already in another deck)' : ''}: the deck needs ${spellTarget}`,
    );
  }
  if (landPick.count < landsNeeded) {
    // The fewest lands that could do: the rules' minimum, or what the spells on hand cannot fill.
    const supply = spells
      .filter((c) => c.card.colors.every((col) => best.colors.includes(col)))
      .reduce((n, c) => n + c.copies, 0);
    const need = Math.max(landRuleMin, size - supply);
    reasons.push(
      basicsUnlimited
        ? `only ${landPick.owned} lands owned and no basic land card is known to add: import basic lands (the deck needs ${need})`
        : `only ${landPick.owned} lands owned: add basic lands or allow unlimited basics (the deck needs ${need})`,
    );
  }
  for (const rule of rules.minCounts) {
    if (rule.match.anyType?.includes('Land')) continue;
    const need = thresholdCount(rule.min, size);
    const have = [...picked, ...landPick.entries].reduce(
      (n, e) => n + (matches(e.card, rule.match) ? e.quantity : 0),
      0,
    );
    if (have < need) reasons.push(`only ${have} ${rule.label} available: ${rules.name} needs at least ${need}`);
  }
  if (reasons.length) return { ok: false, reasons };

  const deck: Deck = { main: [...picked, ...landPick.entries], sideboard: [] };
  const legality = checkDeck(deck, rules, {
    players,
    owned: ownedMap(pool, onlyFree),
    basicsUnlimited,
  });
  if (!legality.legal) return { ok: false, reasons: legality.violations.map((v) => v.message) };
  return { ok: true, deck, legality, explanation: explainDeck(deck, rules, colors, spellCount < spellTarget) };
}

/** Within runs of equal score, a seeded order (Pub Magic: every card of a type is as good). */
export function shuffleTies(list: Candidate[], rng: Rng): void {
  let i = 0;
  while (i < list.length) {
    let j = i;
    while (j < list.length && list[j]!.score === list[i]!.score) j++;
    for (let k = j - 1; k > i; k--) {
      const r = i + Math.floor(rng() * (k - i + 1));
      const tmp = list[k]!;
      list[k] = list[r]!;
      list[r] = tmp;
    }
    i = j;
  }
}
