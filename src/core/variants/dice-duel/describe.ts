/** Actions in plain words, for buttons and the log. */
import type { DuelAction, DuelView } from './types';

/** The words of each action: `card` is the name of the action's card, `target` of its target. */
const WORDS: Record<DuelAction['type'], (card: string, target: string) => string> = {
  playLand: (card) => `Play ${card}`,
  skipLand: () => 'Play no land',
  cast: (card) => `Cast ${card} face down`,
  attack: (card) => `Attack with ${card}`,
  confirmAttack: () => 'Announce the attack',
  endTurn: () => 'End the turn',
  defend: (card) => `Defend with ${card}`,
  confirmDefence: () => 'Defend with these',
  noDefence: () => 'No defence',
  attach: (card, target) => `Attach ${card} to ${target}`,
  passSpells: () => 'No more instants: roll the dice',
  discard: (card) => `Discard ${card}`,
};

export function describeAction(v: DuelView, _seat: number, a: DuelAction): string {
  const name = (id: number) => v.known[String(id)]?.name ?? 'a card';
  return WORDS[a.type]('card' in a ? name(a.card) : '', 'target' in a ? name(a.target) : '');
}
