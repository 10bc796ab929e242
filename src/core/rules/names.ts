/** Words for the log and the buttons: what an object or a player is called (never a hidden card's name). */
import type { Reader } from './reader';
import type { Target } from './types';

export const seatName = (seat: number): string => `Seat ${seat + 1}`;

export function objName(r: Reader, id: number): string {
  const o = r.s.objs[id];
  if (!o) return 'something';
  if (o.faceDown) return 'a face-down creature';
  const name = r.s.cards[o.card]?.name ?? 'a card';
  return o.copy ? `${name} (copy)` : name;
}

export function targetName(r: Reader, t: Target): string {
  return 'p' in t ? seatName(t.p) : objName(r, t.o);
}

export const targetsText = (r: Reader, ts: Target[]): string => ts.map((t) => targetName(r, t)).join(', ');
