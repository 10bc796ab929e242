/** Actions in plain words, for buttons and the log. */
import type { Seat } from '../../engine';
import { seatName } from './cards';
import type { PubMagicAction, PubMagicView } from './types';

function ownerName(v: PubMagicView, id: number): string {
  const owner = v.tables.findIndex((t) => t.includes(id));
  return owner >= 0 ? `${seatName(owner)}'s ` : '';
}

export function describePubMagicAction(v: PubMagicView, seat: Seat, a: PubMagicAction): string {
  const n = (id: number): string => v.cards[id]?.name ?? `card ${id}`;
  switch (a.kind) {
    case 'bury': {
      // No card name: the words are also shown to the other players when a bot does it (the card
      // stays secret); the Play screen numbers the hand so a person knows which card is which.
      const i = v.hands[seat]?.indexOf(a.card) ?? -1;
      // Seen by another seat (or a spectator), the hand is hidden: only that a card went down.
      return i >= 0 ? `Discard hand card ${i + 1} face down` : 'Discard a card face down';
    }
    case 'attack':
      return `Attack ${seatName(a.target)} with ${a.attackers.map(n).join(', ')}`;
    case 'declare':
      return `Attack ${seatName(a.target)}: choose the attackers one by one`;
    case 'addAttacker':
      return `Add ${n(a.card)} to the attack`;
    case 'kill':
      return `Discard ${n(a.card)} to kill ${ownerName(v, a.target)}${n(a.target)}`;
    case 'steal':
      return `Discard ${n(a.card)} to steal ${ownerName(v, a.target)}${n(a.target)}`;
    case 'draw':
      return `Discard ${n(a.card)} to draw a card`;
    case 'unblockable':
      return `Discard ${n(a.card)}: make ${ownerName(v, a.target)}${n(a.target)} unblockable`;
    case 'remove':
      return `Discard ${n(a.card)}: remove ${ownerName(v, a.target)}${n(a.target)} from combat`;
    case 'pass':
      return 'No instant: let the fight go on';
    case 'giveLand':
      return `Give up ${n(a.card)}`;
    case 'endTurn':
      return 'End turn';
  }
}
