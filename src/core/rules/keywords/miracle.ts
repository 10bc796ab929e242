/**
 * Miracle [cost] (CR 702.94a): "You may reveal this card from your hand as you draw it if it's the
 * first card you've drawn this turn. When you reveal this card this way, you may cast it by paying
 * [cost] rather than its mana cost." `zones.ts` calls here for each player's first draw of a turn;
 * a miracle card is revealed as it is drawn (a simplification: revealing is not asked, so no seat
 * is ever asked about a card the others cannot see) and its trigger waits; resolving, it asks
 * whether to cast it for the miracle cost (exec/miracle.ts).
 */
import type { Draft } from '../draft';
import { objName, seatName } from '../names';
import type { ObjId } from '../types';
import { allSeats } from '../zones';
import { gameHasKeyword } from './inGame';
import { waitingTrigger } from './suspend';

/** CR 702.94a: card `id` was just drawn as its owner's first card this turn. */
export function miracleOnDraw(d: Draft, id: ObjId): void {
  if (!gameHasKeyword(d.s.cards, 'miracle')) return;
  const k = d.s.cards[d.obj(id).card]!.keywords.find((x) => x.keyword === 'miracle');
  if (!k) return;
  const o = d.mut(id);
  o.seenBy = allSeats(d);
  d.say(`${seatName(o.owner)} reveals ${objName(d, id)} (miracle).`, o.owner);
  waitingTrigger(d, id, { kind: 'miracle', mana: k.of ?? '{0}' });
}
