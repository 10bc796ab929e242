/** Magic 54 (001) deck rules as data: two fixed 27-card teams of playing cards, nothing to build. */
import type { DeckRules, FixedTeam, PlayingCard } from '../../decks/rules';
import { deckRulesBase } from '../../decks/rulesBase';

const RANKS: { rank: string; role: PlayingCard['role']; effect: string }[] = [
  // 001 §V "Creature" (6): Jacks, Queens, Kings.
  {
    rank: 'J',
    role: 'Creature',
    effect: 'Jack 1/1 (1 mana). Sacrifice (1 mana): damage to a creature goes to the Jack',
  },
  { rank: 'Q', role: 'Creature', effect: 'Queen 2/2 (2 mana). Protection (2 mana): damage to the Queen goes to you' },
  { rank: 'K', role: 'Creature', effect: 'King 3/3 (3 mana). Knowledge (3 mana): draw a card' },
  // 001 §V "Mana" (8): Three, Five, Seven, Nine; or Growth: +N/+N in a fight.
  { rank: '3', role: 'Mana', effect: 'Mana: 1 when tapped, or Growth +3/+3 in a fight' },
  { rank: '5', role: 'Mana', effect: 'Mana: 1 when tapped, or Growth +5/+5 in a fight' },
  { rank: '7', role: 'Mana', effect: 'Mana: 1 when tapped, or Growth +7/+7 in a fight' },
  { rank: '9', role: 'Mana', effect: 'Mana: 1 when tapped, or Growth +9/+9 in a fight' },
  // 001 §V "Damage" (6): Two, Four, Six.
  { rank: '2', role: 'Damage', effect: '1 damage to a target (1 mana)' },
  { rank: '4', role: 'Damage', effect: '2 damage to a target (2 mana)' },
  { rank: '6', role: 'Damage', effect: '3 damage to a target (3 mana)' },
  // 001 §V "Action" (7): Joker, Ace, Eight, Ten.
  { rank: 'A', role: 'Action', effect: 'Cancel all damage on a target (1 mana)' },
  { rank: '8', role: 'Action', effect: "Return target creature in play to its owner's hand (1 mana)" },
  { rank: '10', role: 'Action', effect: "A random card from the opponent's hand is discarded (1 mana)" },
];

function team(name: FixedTeam['name'], suits: [PlayingCard['suit'], PlayingCard['suit']]): FixedTeam {
  const cards: PlayingCard[] = [];
  for (const suit of suits) for (const r of RANKS) cards.push({ rank: r.rank, suit, role: r.role, effect: r.effect });
  cards.push({
    rank: 'Joker',
    suit: 'Joker',
    role: 'Action',
    effect: 'Tutor: put any card of your deck in your hand (1 mana)',
  });
  return { name, cards };
}

export const magic54DeckRules: DeckRules = {
  ...deckRulesBase('magic-54', 'Magic 54', '001', 'fixed', [2, 2]),
  // 001 §I: RED team: Hearts and Diamonds and a Joker; BLACK team: Clubs and Spades and a Joker.
  fixedTeams: [team('RED', ['♥', '♦']), team('BLACK', ['♣', '♠'])],
  summary: [
    'Played with a standard 54-card deck of playing cards, not MTG cards',
    'RED team: all Hearts and Diamonds and one Joker (27 cards)',
    'BLACK team: all Clubs and Spades and one Joker (27 cards)',
    'Nothing to build: each player takes a team',
  ],
};
