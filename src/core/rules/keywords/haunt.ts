/**
 * Haunt (CR 702.55a): "When this creature dies, exile it haunting target creature." The exiled card
 * remembers the creature it haunts (`GameObject.haunting`, the haunted permanent's object id: a new
 * object if it changes zones, CR 400.7). When the haunted creature dies, the card's "when the
 * creature it haunts dies" ability triggers (702.55c): that sentence is the card's own text, so
 * here it is a rule event (`hauntedDies`) a trigger can watch. The exile is `exec/haunt.ts`'s. The spell form (702.55b, "when this
 * spell card is put into a graveyard after resolving") is not modelled: every haunt card also has
 * the "haunts" sentence the compiler does not read, so none runs yet.
 */
import type { Draft } from '../draft';
import type { GameObject } from '../types';
import { gameHasKeyword } from './inGame';

/** CR 702.55c: the cards in exile haunting `old`, a creature that just died, learn it (`zones.ts`). */
export function hauntedDies(d: Draft, old: GameObject): void {
  if (!gameHasKeyword(d.s.cards, 'haunt')) return;
  for (const id of d.s.exile)
    if (d.obj(id).haunting === old.id) d.emit({ e: 'hauntedDies', haunter: id, haunted: old.id });
}
