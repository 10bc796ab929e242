/** Pub Magic (002) deck rules as data: one shared pile. See docs/variants/pub-magic.md "Deck rules". */
import type { DeckRules } from '../../decks/rules';
import { deckRulesBase } from '../../decks/rulesBase';

export const pubMagicDeckRules: DeckRules = {
  // 002: "better to limit the game to 8 players"; a game needs someone to attack.
  ...deckRulesBase('pub-magic', 'Pub Magic', '002', 'shared-pile', [2, 8]),
  // 002: 6 cards dealt to each player, then one draw per turn. 20 cards per player leaves 14
  // draws each; more than 30 per player only thins the lands out.
  size: { kind: 'per-player', minPerPlayer: 20, maxPerPlayer: 30, source: '002 (6 dealt each plus draws)' },
  // 002: "any MTG cards" — nothing is forbidden (the base leaves forbiddenTypes empty) and there is no copy limit.
  minCounts: [
    // 002: lands win the game (10 to win), creatures fight, the other types give abilities.
    { label: 'lands', match: { anyType: ['Land'] }, min: { share: 0.35 }, source: '002 Card types (lands win)' },
    {
      label: 'creatures',
      match: { anyType: ['Creature'] },
      min: { share: 0.2 },
      source: '002 Card types (creatures attack)',
    },
    {
      label: 'instants, sorceries, enchantments, artifacts or planeswalkers',
      match: { anyType: ['Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'] },
      min: { share: 0.1 },
      source: '002 Card types (the other abilities)',
    },
  ],
  build: {
    scorer: 'types-only',
    usesColors: false,
    lands: { kind: 'share', share: 0.4 },
    groups: [
      { label: 'creatures', match: { anyType: ['Creature'] }, share: 0.5 },
      { label: 'instants', match: { anyType: ['Instant'] }, share: 0.125 },
      { label: 'sorceries', match: { anyType: ['Sorcery'] }, share: 0.125 },
      { label: 'enchantments', match: { anyType: ['Enchantment'] }, share: 0.125 },
      { label: 'artifacts', match: { anyType: ['Artifact'] }, share: 0.125 },
    ],
    curve: [],
    targetSize: 24,
    maxCopiesPerCard: 99,
  },
  summary: [
    'One shared pile for the whole table (2–8 players)',
    '20 to 30 cards per player (6 dealt each, then one draw a turn)',
    'At least 35% lands, 20% creatures and 10% other types (instants, sorceries, enchantments, artifacts, planeswalkers)',
    'Any MTG cards, any number of copies: only the card type matters',
  ],
};
