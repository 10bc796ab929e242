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
import { seededRng, shuffle, type Rng } from './random';
import type { CardMatcher, DeckRules } from './rules';
import { scoreCard, type ScoreOptions } from './scoring';
import type { Legality } from './violation';

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

interface Candidate {
  card: Card;
  copies: number;
  score: number;
  /** Bit per colour of the card (W=1 … G=16). */
  colorMask: number;
  /** Bit i: the card matches {@link spellMatchers}(rules)[i] (computed once: the builder asks often). */
  matchMask: number;
}

const colorBits = (colors: readonly Color[]) => colors.reduce((m, c) => m | (1 << COLORS.indexOf(c)), 0);

/** The matchers the spell picker uses, in order: non-land minimum counts, then the profile's groups. */
function spellMatchers(rules: DeckRules): CardMatcher[] {
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
function topInColors(spells: Candidate[], colors: readonly Color[], rules: DeckRules, keep: number): Candidate[] {
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

const BASIC_FOR: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const COLOR_NAME: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export function colorName(colors: readonly Color[]): string {
  return colors.length ? colors.map((c) => COLOR_NAME[c]).join('–') : 'colourless';
}

/** Every subset of the five colours of the given size. */
function combos(size: number): Color[][] {
  const out: Color[][] = [];
  const rec = (start: number, acc: Color[]) => {
    if (acc.length === size) return void out.push(acc);
    for (let i = start; i < COLORS.length; i++) rec(i + 1, [...acc, COLORS[i] as Color]);
  };
  rec(0, []);
  return out;
}

/** Copies the builder may use of one pool card. */
function usable(p: PoolCard, onlyFree: boolean): number {
  return Math.max(0, onlyFree ? (p.available ?? p.owned) : p.owned);
}

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

/** Copies by name the deck may use (what the checker's ownership rule compares against). */
export function ownedMap(pool: readonly PoolCard[], onlyFree: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of pool) out.set(p.card.name, (out.get(p.card.name) ?? 0) + usable(p, onlyFree));
  return out;
}

/** Within runs of equal score, a seeded order (Pub Magic: every card of a type is as good). */
function shuffleTies(list: Candidate[], rng: Rng): void {
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

/**
 * The spells part: first what the rules require (e.g. 003's five cheap creatures), then each
 * group's share of the profile, then the best of the rest — all within the curve's bucket caps
 * first, and without them if the pool is thin.
 */
function pickSpells(cands: Candidate[], rules: DeckRules, target: number, size: number): DeckEntry[] {
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

/** Colours the picked spells actually use (a mono-colour build may end up colourless-heavy). */
function usedColors(picked: DeckEntry[], allowed: Color[]): Color[] {
  const stats = deckStats(picked);
  const used = allowed.filter((c) => stats.colorSymbols[c] > 0);
  return used.length ? used : allowed.length <= 2 ? allowed : [];
}

interface LandPick {
  entries: DeckEntry[];
  count: number;
  /** Lands the pool holds (for the "only N lands owned" reason). */
  owned: number;
}

/** Lands in proportion to the spells' coloured symbols: basics first, then on-colour lands, then any. */
function pickLands(
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

/**
 * 000 Preparation, by the book: shuffle the pool (the Source Deck), take 60 (the Play Deck), remove
 * every card Dice Duel forbids and replace it from the top of the Source Deck, then make sure there
 * are at least 20 lands by swapping non-lands for the next lands of the Source Deck.
 */
function buildByTheBook(pool: readonly PoolCard[], rules: DeckRules, options: BuildOptions): BuildResult {
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

function findLastIndex<T>(list: T[], pred: (x: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i]!)) return i;
  return -1;
}
