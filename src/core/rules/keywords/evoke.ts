/**
 * Evoke (CR 702.74a): "You may cast this spell by paying [cost] rather than paying its mana cost"
 * and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." The
 * evoked cast is a second cast of the card (`{ t: 'cast', evoke: true }`); the payment is kept in
 * the object's `cast` record, which follows it onto the battlefield, and gates the trigger (the
 * trigger itself is `keywords/abilities.ts`'s).
 */
import type { CardDef } from '../defs';
import type { Draft } from '../draft';
import type { ManaCost } from '../mana';
import type { ObjId } from '../types';
import { altCostLister, keywordCost, type CastLister } from './altCost';

export const evokeCost = (def: CardDef): ManaCost | null => keywordCost(def, 'evoke');

/** The evoked casts `seat` has now: creature timing (sorcery unless flash), the evoke cost payable. */
export const evokeActions: CastLister = altCostLister(evokeCost, { evoke: true });

/** CR 702.74a's intervening "if": the permanent's evoke cost was paid. */
export const evoked = (d: Draft, id: ObjId): boolean => d.obj(id).cast?.evoked === true;
