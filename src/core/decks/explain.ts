/** A short, plain explanation of a built deck: colours, curve, type mix and why these cards. */
import type { Color } from '../cards/card';
import { COUNTED_TYPES, deckStats, cardTypes, type Deck } from './deck';
import type { DeckRules, Scorer } from './rules';
import { scoreCard } from './scoring';

export interface Explanation {
  colors: Color[];
  /** Two or three sentences for the UI and the CLI. */
  summary: string;
  /** Non-land cards by mana value (last bucket 7+). */
  curve: number[];
  types: Partial<Record<string, number>>;
  /** The strongest cards by the variant's scorer, best first. */
  highlights: string[];
}

const COLOR_WORD: Record<Color, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };

const WHY: Record<Scorer, string> = {
  'dice-duel':
    'In Dice Duel a creature costs its mana value to cast and again to fight, and every attacker is discarded, so it takes cheap creatures with the most power for their mana to score before the boards lock up.',
  'magic-combat':
    'Magic Combat has no mana: creatures fight the one across, so it takes the biggest bodies that need no sacrifice, fight keywords, and removal and tricks spread over the rounds.',
  'combat-with-dice':
    "Attacks are a d20 plus the creature's power, so it favours high power for the mana, evasion, and removal.",
  classic:
    'Plain Magic: it takes creatures that are efficient for their mana, evasion and removal on a smooth curve — only cards the rules engine plays with their full text.',
  'types-only':
    'Only the card type matters in Pub Magic, so it builds the mix: lands to win, creatures to fight, and the other types for their abilities.',
};

export function explainDeck(deck: Deck, rules: DeckRules, colors: Color[], filledWithLands: boolean): Explanation {
  const stats = deckStats(deck.main);
  const parts: string[] = [];
  const typeWords = COUNTED_TYPES.filter((t) => stats.types[t]).map(
    (t) => `${stats.types[t]} ${t === 'Sorcery' ? 'sorceries' : `${t.toLowerCase()}s`}`,
  );
  const colourText = rules.build?.usesColors
    ? colors.length
      ? colors.map((c) => COLOR_WORD[c]).join('–')
      : 'Colourless'
    : 'Any colours';
  parts.push(`${colourText}, ${stats.cards} cards: ${typeWords.join(', ')}.`);
  if (rules.build?.curve.length) {
    const curve = stats.curve
      .map((n, mv) => (n ? `${mv === 7 ? '7+' : mv}:${n}` : ''))
      .filter(Boolean)
      .join(' ');
    parts.push(`Curve ${curve} (average mana value ${stats.averageManaValue.toFixed(1)}).`);
  }
  const scorer = rules.build?.scorer ?? 'types-only';
  parts.push(WHY[scorer]);
  if (filledWithLands) parts.push('The pool had too few playable spells, so extra lands fill the deck.');
  const highlights =
    scorer === 'types-only'
      ? []
      : deck.main
          .filter((e) => !cardTypes(e.card).has('Land'))
          .map((e) => ({ name: e.card.name, s: scoreCard(e.card, scorer) }))
          .sort((a, b) => b.s - a.s)
          .slice(0, 5)
          .map((x) => x.name);
  if (highlights.length) parts.push(`Strongest: ${highlights.join(', ')}.`);
  return { colors, summary: parts.join(' '), curve: stats.curve, types: stats.types, highlights };
}
