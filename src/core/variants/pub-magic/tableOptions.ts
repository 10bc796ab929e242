/** Pub Magic's house rules as the new-game form shows them (reasons: docs/variants/pub-magic.md). */
import type { TableOption } from '../../engine';

export const PUB_MAGIC_TABLE_OPTIONS: readonly TableOption[] = [
  {
    path: ['target'],
    label: 'Lands to win',
    why: '002: "I\'ve set this target at 10, but you can vary it".',
    default: 10,
    min: 1,
    max: 60,
  },
  {
    path: ['deal'],
    label: 'Cards dealt',
    why: '002 deals 6 to each player.',
    default: 6,
    min: 1,
    max: 20,
  },
  {
    path: ['keep'],
    label: 'Cards kept (the rest go face down)',
    why: '002: "discard 3 cards face-down" of the 6, keeping 3.',
    default: 3,
    min: 0,
    max: 20,
  },
  {
    path: ['attacks'],
    label: 'Attacks a turn',
    why: '"You may attack a player adjacent to you" sets no limit: each neighbour once a turn.',
    default: 'each-neighbour',
    choices: [
      { value: 'each-neighbour', label: 'Each neighbour once' },
      { value: 'one', label: 'One attack' },
    ],
  },
];
