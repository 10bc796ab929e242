/** Dice Duel's house rules as the new-game form shows them (reasons: docs/variants/dice-duel.md). */
import type { TableOption } from '../../engine';
import { DEFAULT_OPTIONS as D } from './options';

const at = (key: string): readonly string[] => ['options', key];

export const DICE_DUEL_TABLE_OPTIONS: readonly TableOption[] = [
  {
    path: at('extraDice'),
    label: 'More power than five dice',
    why: 'Every point of power counts: the five dice are rolled again until all are rolled.',
    default: D.extraDice,
    choices: [
      { value: 'all', label: 'Roll every point (the five dice again)' },
      { value: 'five', label: 'Roll at most five dice' },
    ],
  },
  {
    path: at('combatMana'),
    label: 'Mana to attack or defend',
    why: '"The required mana" read as what the creature cost to cast.',
    default: D.combatMana,
    choices: [
      { value: 'mana-value', label: "The creature's mana value" },
      { value: 'one-per-creature', label: 'One land per creature' },
      { value: 'none', label: 'None' },
    ],
  },
  {
    path: at('colorsMatter'),
    label: 'Land colours',
    why: 'The text counts lands ("lands equal to the required mana"), not colours.',
    default: D.colorsMatter,
    choices: [
      { value: false, label: 'Any land pays any mana' },
      { value: true, label: 'Colours must match' },
    ],
  },
  {
    path: at('unrunnableInstants'),
    label: 'Instants the app cannot run',
    why: 'An instant whose text means nothing in a dice battle stays in hand rather than guess.',
    default: D.unrunnableInstants,
    choices: [
      { value: 'not-castable', label: 'Cannot be cast' },
      { value: 'one-die', label: 'Add one die' },
    ],
  },
  {
    path: at('winnersReturn'),
    label: 'Creatures that win a battle',
    why: 'Spoils: "All cards used for the attack and defense are discarded", winners too.',
    default: D.winnersReturn,
    choices: [
      { value: false, label: 'Discarded too (as written)' },
      { value: true, label: 'Go back on the board' },
    ],
  },
  {
    path: at('landsUntap'),
    label: 'When lands untap',
    why: 'As in Magic: mana spent on your turn is not there to defend with.',
    default: D.landsUntap,
    choices: [
      { value: 'own-turn', label: "At their owner's turn" },
      { value: 'every-turn', label: 'At the start of every turn' },
    ],
  },
  {
    path: at('redraw'),
    label: 'Re-draw of the starting hand',
    why: 'The text allows one re-draw.',
    default: D.redraw,
    choices: [
      { value: 'once', label: 'Once' },
      { value: 'until-two-lands', label: 'Until two lands (at most 5 tries)' },
    ],
  },
  {
    path: at('target'),
    label: 'Points to win',
    why: 'The text plays to 10.',
    default: D.target,
    min: 1,
    max: 50,
  },
  {
    path: at('maxTurns'),
    label: 'Turn limit (then a draw)',
    why: 'Not in the text: a limit so that every game ends.',
    default: D.maxTurns,
    min: 10,
    max: 1000,
  },
];
