/** Actions in plain words, for buttons and the log. */
import type { DuelAction, DuelView } from './types';

export function describeAction(v: DuelView, _seat: number, a: DuelAction): string {
  const name = (id: number) => v.known[String(id)]?.name ?? 'a card';
  switch (a.type) {
    case 'playLand':
      return `Play ${name(a.card)}`;
    case 'skipLand':
      return 'Play no land';
    case 'cast':
      return `Cast ${name(a.card)} face down`;
    case 'attack':
      return `Attack with ${name(a.card)}`;
    case 'confirmAttack':
      return 'Announce the attack';
    case 'endTurn':
      return 'End the turn';
    case 'defend':
      return `Defend with ${name(a.card)}`;
    case 'confirmDefence':
      return 'Defend with these';
    case 'noDefence':
      return 'No defence';
    case 'attach':
      return `Attach ${name(a.card)} to ${name(a.target)}`;
    case 'passSpells':
      return 'No more instants: roll the dice';
    case 'discard':
      return `Discard ${name(a.card)}`;
  }
}
