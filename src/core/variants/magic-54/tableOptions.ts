/** Magic 54's house rules as the new-game form shows them (reasons: docs/variants/magic-54.md). */
import type { TableOption } from '../../engine';

export const DEFAULT_MAX_TURNS = 200;

export const MAGIC_54_TABLE_OPTIONS: readonly TableOption[] = [
  {
    path: ['starter'],
    label: 'Who starts',
    why: '001 says only "determine who will start": drawn from the game\'s seed.',
    default: 'random',
    choices: [
      { value: 'random', label: 'Random' },
      { value: 0, label: 'Seat 1' },
      { value: 1, label: 'Seat 2' },
    ],
  },
  {
    path: ['ace'],
    label: "The Ace's cancel",
    why: '"Cancel all damage on a target": an Ace answering a Six saves the creature, and it lasts the turn.',
    default: 'turn',
    choices: [
      { value: 'turn', label: 'Marked damage and all damage this turn' },
      { value: 'marked', label: 'Only the damage marked now' },
    ],
  },
  {
    path: ['emptyDeck'],
    label: 'An empty deck',
    why: 'The discard pile is face up, so turned over as it lies both players would know the new deck.',
    default: 'shuffle',
    choices: [
      { value: 'shuffle', label: 'Shuffle the discard pile face down' },
      { value: 'turn-over', label: 'Turn the discard pile over as it lies' },
    ],
  },
  {
    path: ['maxTurns'],
    label: 'Turn limit (then a draw)',
    why: 'Not in the text: a limit so that every game ends.',
    default: DEFAULT_MAX_TURNS,
    min: 2,
    max: 10_000,
  },
];
