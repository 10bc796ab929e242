/**
 * Magic 54's cards: a standard 54-card deck (001 §I). A card id is suit + rank: 'H7' (Seven of
 * Hearts), 'S10', 'CK'; the Jokers are 'XR' (red team) and 'XB' (black team).
 */
export type CardId = string;
export type Team = 'red' | 'black';
export type Suit = 'H' | 'D' | 'C' | 'S' | 'X';

/** 001 §III: RED team = Hearts, Diamonds and a Joker; BLACK team = Clubs, Spades and a Joker. */
export const TEAM_SUITS: Record<Team, readonly [Suit, Suit]> = { red: ['H', 'D'], black: ['C', 'S'] };
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number] | 'Joker';

/** 001 §IV: each team's 27 cards (13 of each of its two suits plus its Joker). */
export function teamCards(team: Team): CardId[] {
  const [a, b] = TEAM_SUITS[team];
  return [...RANKS.map((r) => a + r), ...RANKS.map((r) => b + r), team === 'red' ? 'XR' : 'XB'];
}

export function suitOf(card: CardId): Suit {
  return card[0] as Suit;
}
/** Rank by card id, precomputed: `apply` asks this constantly. */
const RANK_OF: Record<string, Rank> = {};
export function rankOf(card: CardId): Rank {
  return RANK_OF[card] ?? (card[0] === 'X' ? 'Joker' : (card.slice(1) as Rank));
}
export function teamOf(card: CardId): Team {
  const s = card[0];
  return s === 'H' || s === 'D' || card === 'XR' ? 'red' : 'black';
}

/** 001 §III: four types of cards. */
export type CardKind = 'mana' | 'creature' | 'damage' | 'action';

export interface CardInfo {
  kind: CardKind;
  /** Mana to play it (creature: summoning cost; Growth costs 0, §V). */
  cost: number;
  /** Creature: attack = defense (Jack 1/1, Queen 2/2, King 3/3, §V). */
  power: number;
  /** Damage card: points of damage (Two 1, Four 2, Six 3, §V). */
  damage: number;
  /** Mana card: its Growth bonus, the card's value (§V "Growth"). */
  growth: number;
  /** Creature: the cost of its Special (Jack Sacrifice 1, Queen Protection 2, King Knowledge 3, §V). */
  specialCost: number;
}

const INFO: Record<Rank, CardInfo> = {
  // 001 §V "Creature" (6): Jacks, Queens, Kings.
  J: { kind: 'creature', cost: 1, power: 1, damage: 0, growth: 0, specialCost: 1 },
  Q: { kind: 'creature', cost: 2, power: 2, damage: 0, growth: 0, specialCost: 2 },
  K: { kind: 'creature', cost: 3, power: 3, damage: 0, growth: 0, specialCost: 3 },
  // 001 §V "Mana" (8): Three, Five, Seven, Nine; Growth adds the card's value.
  '3': { kind: 'mana', cost: 0, power: 0, damage: 0, growth: 3, specialCost: 0 },
  '5': { kind: 'mana', cost: 0, power: 0, damage: 0, growth: 5, specialCost: 0 },
  '7': { kind: 'mana', cost: 0, power: 0, damage: 0, growth: 7, specialCost: 0 },
  '9': { kind: 'mana', cost: 0, power: 0, damage: 0, growth: 9, specialCost: 0 },
  // 001 §V "Damage" (6): Two 1 damage (cost 1), Four 2 (cost 2), Six 3 (cost 3).
  '2': { kind: 'damage', cost: 1, power: 0, damage: 1, growth: 0, specialCost: 0 },
  '4': { kind: 'damage', cost: 2, power: 0, damage: 2, growth: 0, specialCost: 0 },
  '6': { kind: 'damage', cost: 3, power: 0, damage: 3, growth: 0, specialCost: 0 },
  // 001 §V/§VII "Action" (7): Joker, Ace, Eight, Ten; each costs 1 mana.
  Joker: { kind: 'action', cost: 1, power: 0, damage: 0, growth: 0, specialCost: 0 },
  A: { kind: 'action', cost: 1, power: 0, damage: 0, growth: 0, specialCost: 0 },
  '8': { kind: 'action', cost: 1, power: 0, damage: 0, growth: 0, specialCost: 0 },
  '10': { kind: 'action', cost: 1, power: 0, damage: 0, growth: 0, specialCost: 0 },
};

const INFO_OF: Record<string, CardInfo> = {};
for (const team of ['red', 'black'] as const) {
  for (const card of teamCards(team)) {
    RANK_OF[card] = card[0] === 'X' ? 'Joker' : (card.slice(1) as Rank);
    INFO_OF[card] = INFO[RANK_OF[card]];
  }
}

export function info(card: CardId): CardInfo {
  return INFO_OF[card] ?? INFO[rankOf(card)];
}

const SUIT_SYMBOL: Record<Suit, string> = { H: '♥', D: '♦', C: '♣', S: '♠', X: '' };
const SUIT_NAME: Record<Suit, string> = { H: 'Hearts', D: 'Diamonds', C: 'Clubs', S: 'Spades', X: '' };
const RANK_NAME: Record<Rank, string> = {
  A: 'Ace',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '10': 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  Joker: 'Joker',
};

/** "7♥", "Red Joker". */
export function shortName(card: CardId): string {
  if (card === 'XR') return 'Red Joker';
  if (card === 'XB') return 'Black Joker';
  return rankOf(card) + SUIT_SYMBOL[suitOf(card)];
}

/** "Seven of Hearts", "Red Joker". */
export function longName(card: CardId): string {
  if (card[0] === 'X') return shortName(card);
  return `${RANK_NAME[rankOf(card)]} of ${SUIT_NAME[suitOf(card)]}`;
}

/** What the card does, in a few words (for tooltips and the rules panel). */
export function cardRole(card: CardId): string {
  const r = rankOf(card);
  const i = info(card);
  switch (r) {
    case 'J':
      return 'Creature 1/1 (cost 1) · Sacrifice (1): damage to one of your creatures goes to this Jack';
    case 'Q':
      return 'Creature 2/2 (cost 2) · Protection (2): damage to this Queen goes to you instead';
    case 'K':
      return 'Creature 3/3 (cost 3) · Knowledge (3): draw a card';
    case 'Joker':
      return 'Action (1): choose a card in your deck, put it in your hand, shuffle';
    case 'A':
      return 'Action (1): cancel all damage on a target this turn';
    case '8':
      return "Action (1): return a creature in play to its owner's hand";
    case '10':
      return "Action (1): a random card of the opponent's hand goes to their discard pile";
    default:
      return i.kind === 'mana'
        ? `Mana (1 when tapped) · Growth +${i.growth}/+${i.growth} in creature combat`
        : `Damage (${i.cost}): ${i.damage} damage to a target`;
  }
}
