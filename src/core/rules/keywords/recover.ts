/**
 * Recover [cost] (CR 702.59a): "When a creature is put into your graveyard from the battlefield, you
 * may pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
 * card." The card is in a graveyard, which no trigger scan watches, so `zones.ts` calls here as a
 * creature goes from the battlefield to its owner's graveyard (a creature by its card or face down:
 * a permanent animated by an effect is not counted, a simplification), and each recover card of that
 * graveyard puts its trigger waiting (exec/recover.ts resolves it).
 */
import { T } from '../defs';
import type { Draft } from '../draft';
import type { GameObject, ObjId } from '../types';
import { gameHasKeyword } from './inGame';
import { waitingTrigger } from './suspend';

export function recoverOnDeath(d: Draft, old: GameObject, nid: ObjId): void {
  if (!gameHasKeyword(d.s.cards, 'recover')) return;
  if (!old.faceDown && !(d.s.cards[old.card]!.types & T.creature)) return;
  for (const id of d.s.players[old.owner]!.graveyard) {
    if (id === nid) continue;
    const k = d.s.cards[d.obj(id).card]!.keywords.find((x) => x.keyword === 'recover');
    if (k) waitingTrigger(d, id, { kind: 'recover', mana: k.of ?? '{0}' });
  }
}
