/**
 * Madness, the replacement half (CR 702.35a): "If a player would discard this card, that player
 * discards it, but exiles it instead of putting it into their graveyard", and the trigger it sets
 * off: "When this card is exiled this way, its owner may cast it by paying [cost] rather than paying
 * its mana cost. If that player doesn't, they put this card into their graveyard." (exec/madness.ts).
 * Every discard announces itself with a `discard` rule event just before the card moves (engine,
 * casting costs, executors), so `zones.ts` asks here as a card goes from a hand to a graveyard.
 */
import type { Draft } from '../draft';
import { SPELL } from '../abilities';
import type { ObjId } from '../types';

/** The madness cost if moving `id` (in a hand) to a graveyard is its discard; else null. */
export function madnessOnDiscard(d: Draft, id: ObjId): string | null {
  const last = d.events[d.events.length - 1];
  if (!last || last.e !== 'discard' || last.obj !== id) return null;
  const k = d.s.cards[d.obj(id).card]!.keywords.find((x) => x.keyword === 'madness');
  return k ? (k.of ?? '{0}') : null;
}

/** CR 702.35a: the madness trigger of the card exiled as `id`, waiting to be put on the stack. */
export function madnessTrigger(d: Draft, id: ObjId, mana: string): void {
  const o = d.obj(id);
  d.s.triggers.push({
    source: id,
    controller: o.owner,
    ability: { card: o.card, a: SPELL },
    subject: [],
    amount: 0,
    inline: { effects: [{ kind: 'madness', mana }], targets: [], x: 0, it: [] },
  });
  d.say(`${d.s.cards[o.card]!.name} is discarded into exile (madness).`, o.owner);
}
