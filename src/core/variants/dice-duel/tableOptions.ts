/** Dice Duel's house rules as the new-game form shows them (reasons: docs/variants/dice-duel.md). */
import type { TableOption, TableOptionValue } from '../../engine';
import { DEFAULT_OPTIONS as D } from './options';

const at = (key: string): readonly string[] => ['options', key];

/** A pick-list option of `config.options`, its default the engine's. */
function choose(key: keyof typeof D, label: string, why: string, choices: [TableOptionValue, string][]): TableOption {
  return { path: at(key), label, why, default: D[key], choices: choices.map(([value, l]) => ({ value, label: l })) };
}

export const DICE_DUEL_TABLE_OPTIONS: readonly TableOption[] = [
  choose(
    'extraDice',
    'More power than five dice',
    'Every point of power counts: the five dice are rolled again until all are rolled.',
    [
      ['all', 'Roll every point (the five dice again)'],
      ['five', 'Roll at most five dice'],
    ],
  ),
  choose('combatMana', 'Mana to attack or defend', '"The required mana" read as what the creature cost to cast.', [
    ['mana-value', "The creature's mana value"],
    ['one-per-creature', 'One land per creature'],
    ['none', 'None'],
  ]),
  choose('colorsMatter', 'Land colours', 'The text counts lands ("lands equal to the required mana"), not colours.', [
    [false, 'Any land pays any mana'],
    [true, 'Colours must match'],
  ]),
  choose(
    'unrunnableInstants',
    'Instants the app cannot run',
    'An instant whose text means nothing in a dice battle stays in hand rather than guess.',
    [
      ['not-castable', 'Cannot be cast'],
      ['one-die', 'Add one die'],
    ],
  ),
  choose(
    'winnersReturn',
    'Creatures that win a battle',
    'Spoils: "All cards used for the attack and defense are discarded", winners too.',
    [
      [false, 'Discarded too (as written)'],
      [true, 'Go back on the board'],
    ],
  ),
  choose(
    'untap',
    'Untap: which face-down cards turn up',
    '"Turn all face-down cards face-up": tapped lands are turned over too, so both players\' cards turn up and the defender can defend.',
    [
      ['table', 'Every face-down card on the table'],
      ['active', "Only the active player's"],
    ],
  ),
  choose(
    'landsUntap',
    "When lands untap (with the active player's Untap)",
    'As in Magic: mana spent on your turn is not there to defend with.',
    [
      ['own-turn', "At their owner's turn"],
      ['every-turn', 'At the start of every turn'],
    ],
  ),
  choose('redraw', 'Re-draw of the starting hand', 'The text allows one re-draw.', [
    ['once', 'Once'],
    ['until-two-lands', 'Until two lands (at most 5 tries)'],
  ]),
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
