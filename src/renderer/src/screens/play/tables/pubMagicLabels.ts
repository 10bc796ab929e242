import type { PubMagicView } from '../../../../../contract/games';
import type { LegalAction, SnapshotOf } from '../types';

/**
 * A choice's words on its button. The variant's words for a face-down discard name no card (the
 * same words go to the other players' log); on your own button the card is yours to see, so it is
 * named from your own hand in your view ("Discard Grizzly Bears face down").
 */
export function pubMagicLabel(snapshot: SnapshotOf<PubMagicView>, a: LegalAction): string {
  const action = a.action as { kind?: string; card?: number };
  if (action.kind !== 'bury' || action.card === undefined) return a.label;
  const view = snapshot.view;
  const hand = view.hands[snapshot.seat];
  if (!hand?.includes(action.card)) return a.label;
  const name = view.cards[action.card]?.name;
  return name ? `Discard ${name} face down` : a.label;
}
