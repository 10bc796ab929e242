/**
 * The legality checker: every violation of a variant's deck rules, each with a plain message and
 * the cards involved (XMage's DeckValidator returns typed errors too, never a bare boolean).
 */
import type { CardType } from '../cards/typeLine';
import { byName, cardTypes, countCards, isBasic, isDeckCard, matches, thresholdCount, type Deck } from './deck';
import type { DeckRules } from './rules';
import type { DeckNote, Legality, Violation } from './violation';
import { runsInFull } from '../rules/runsInFull';

export interface CheckOptions {
  /** Players at the table (Pub Magic's pile size depends on it); default the variant's minimum. */
  players?: number;
  /** Copies owned by card name; when given, the deck may not use more than the collection holds. */
  owned?: ReadonlyMap<string, number>;
  /** Basic lands are unlimited for the ownership check (every kitchen table has a box). Default true. */
  basicsUnlimited?: boolean;
}

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "an Artifact", "a Sorcery and an Enchantment". */
function typeList(types: CardType[]): string {
  return types.map((t) => `${article(t)} ${t}`).join(' and ');
}

/** The deck size rule as a range for the given player count. */
export function sizeRange(rules: DeckRules, players: number): { min: number; max: number } | undefined {
  const s = rules.size;
  if (!s) return undefined;
  if (s.kind === 'exactly') return { min: s.count, max: s.count };
  if (s.kind === 'at-least') return { min: s.count, max: Infinity };
  return { min: s.minPerPlayer * players, max: s.maxPerPlayer * players };
}

export function checkDeck(deck: Deck, rules: DeckRules, options: CheckOptions = {}): Legality {
  const violations: Violation[] = [];
  const players = options.players ?? rules.players.min;
  const forWhom = rules.kind === 'shared-pile' ? `${rules.name} for ${players} players` : rules.name;
  const mainCount = countCards(deck.main);
  const sideCount = countCards(deck.sideboard);

  if (rules.kind === 'fixed') {
    if (mainCount + sideCount > 0)
      violations.push({
        code: 'fixed-deck',
        message: `${rules.name} is played with its fixed RED and BLACK teams of playing cards, not an MTG deck`,
        cards: [],
      });
    return { legal: violations.length === 0, violations };
  }

  // Only the shared pile's rules depend on the table; a constructed deck is the same for any table.
  if (rules.kind === 'shared-pile' && (players < rules.players.min || players > rules.players.max))
    violations.push({
      code: 'players',
      message: `${plural(players, 'player')} — ${rules.name} is for ${rules.players.min} to ${rules.players.max}`,
      cards: [],
    });

  const range = sizeRange(rules, players);
  if (range && (mainCount < range.min || mainCount > range.max)) {
    const need =
      range.min === range.max
        ? `exactly ${range.min}`
        : range.max === Infinity
          ? `at least ${range.min}`
          : `${range.min} to ${range.max}`;
    violations.push({ code: 'size', message: `${plural(mainCount, 'card')} — ${forWhom} needs ${need}`, cards: [] });
  }

  if (sideCount > rules.sideboardMax)
    violations.push({
      code: 'sideboard',
      message:
        rules.sideboardMax === 0
          ? `${plural(sideCount, 'sideboard card')} — ${rules.name} has no sideboard`
          : `${plural(sideCount, 'sideboard card')} — ${rules.name} allows at most ${rules.sideboardMax}`,
      cards: deck.sideboard.map((e) => e.card.name),
    });

  for (const rule of rules.minCounts) {
    const need = thresholdCount(rule.min, mainCount);
    let have = 0;
    for (const e of deck.main) if (matches(e.card, rule.match)) have += e.quantity;
    if (have < need) {
      const share = 'share' in rule.min ? ` (${Math.round(rule.min.share * 100)}% of ${mainCount} cards)` : '';
      violations.push({
        code: 'min-count',
        message: `${have} ${rule.label} — ${forWhom} needs at least ${need}${share}`,
        cards: [],
      });
    }
  }

  const all = [...deck.main, ...deck.sideboard];
  const merged = byName(all);
  for (const [name, { card }] of merged) {
    if (!isDeckCard(card)) {
      violations.push({
        code: 'not-a-deck-card',
        message: `${name} is ${article(card.layout)} ${card.layout.replace(/_/g, ' ')} — not a card you can put in a deck`,
        cards: [name],
      });
      continue;
    }
    const types = cardTypes(card);
    const bad = rules.forbiddenTypes.filter((f) => types.has(f.type));
    if (bad.length) {
      const why = bad.find((b) => b.why)?.why;
      violations.push({
        code: 'forbidden-type',
        message: `${name} is ${typeList(bad.map((b) => b.type))} — not allowed in ${rules.name}${why ? ` (${why})` : ''}`,
        cards: [name],
      });
    }
  }

  if (rules.copyLimit) {
    const { max, exceptBasicLands, word } = rules.copyLimit;
    for (const [name, { card, quantity }] of merged) {
      if (quantity <= max || (exceptBasicLands && isBasic(card))) continue;
      violations.push({
        code: 'copies',
        message: `${quantity} copies of ${name} — ${rules.name} ${word ? `is ${word}` : `allows at most ${max}`}`,
        cards: [name],
      });
    }
  }

  if (options.owned) {
    const unlimitedBasics = options.basicsUnlimited ?? true;
    for (const [name, { card, quantity }] of merged) {
      if (unlimitedBasics && isBasic(card)) continue;
      const own = options.owned.get(name) ?? 0;
      if (quantity <= own) continue;
      violations.push({
        code: 'ownership',
        message:
          own === 0
            ? `${name} is not in your collection`
            : `${plural(quantity, 'copy', 'copies')} of ${name} in the deck but you own ${own}`,
        cards: [name],
      });
    }
  }

  const notes = rules.build?.onlyRunnable ? unrunnable(deck) : [];
  return { legal: violations.length === 0, violations, ...(notes.length ? { notes } : {}) };
}

/** Issue 18: a hand-made deck may hold cards the rules core cannot run; the player is told which. */
function unrunnable(deck: Deck): DeckNote[] {
  const names = [
    ...new Set(deck.main.filter((e) => !cardTypes(e.card).has('Land') && !runsInFull(e.card)).map((e) => e.card.name)),
  ].sort();
  if (names.length === 0) return [];
  const list = names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ');
  return [
    {
      code: 'plays-without-text',
      message: `${plural(names.length, 'card')} the rules engine cannot play yet (never castable, they stay in the hand): ${list}`,
      cards: names,
    },
  ];
}
