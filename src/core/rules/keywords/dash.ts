/**
 * Dash (CR 702.109a): "You may cast this spell by paying [cost] rather than paying its mana cost.
 * If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand
 * at the beginning of the next end step" and "As long as this permanent's dash cost was paid, it
 * has haste." The dashed cast is a second cast of the card (`{ t: 'cast', dash: true }`), kept in
 * the object's `cast` record; as it enters it gets haste for as long as it is this object, and the
 * delayed trigger that returns it.
 */
import { SPELL } from '../abilities';
import type { Action } from '../decisions';
import type { CardDef } from '../defs';
import type { Draft } from '../draft';
import { parseManaCost, type ManaCost } from '../mana';
import { canPay } from '../manaSources';
import type { RulesModule } from '../module';
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';

export function dashCost(def: CardDef): ManaCost | null {
  const of = def.keywords.find((k) => k.keyword === 'dash')?.of;
  return of ? parseManaCost(of) : null;
}

/** The dashed casts `seat` has now: creature timing (sorcery unless flash), the dash cost payable. */
export function dashActions(
  r: Reader,
  seat: Seat,
  m: RulesModule,
  sorceryNow: boolean,
  castOk: (id: ObjId, def: CardDef) => boolean,
  out: Action[],
): void {
  if (!m.mana || m.castTiming) return;
  for (const id of r.s.players[seat]!.hand) {
    const def = r.s.cards[r.obj(id).card]!;
    const cost = dashCost(def);
    if (!cost || !(sorceryNow || def.keywords.some((k) => k.keyword === 'flash'))) continue;
    if (canPay(r, seat, cost) && castOk(id, def)) out.push({ t: 'cast', o: id, dash: true });
  }
}

/** A dashed permanent `id` entered: haste while it is this object, back to the hand at the next end step. */
export function onDashedEnter(d: Draft, id: ObjId): void {
  const o = d.obj(id);
  grantHaste(d, id);
  d.s.delayed.push({
    ts: d.nextTs(),
    at: 'nextEndStep',
    source: id,
    controller: o.controller,
    ability: { card: o.card, a: SPELL },
    effects: [{ kind: 'bounce', what: { ref: 'it' } }],
    targets: [],
    x: 0,
    it: [{ o: id }],
  });
}

/** Haste for as long as `id` is this object (dash; a creature cast with suspend, CR 702.62a). */
export function grantHaste(d: Draft, id: ObjId): void {
  d.s.effects.push({
    ts: d.nextTs(),
    source: id,
    controller: d.obj(id).controller,
    effect: { kind: 'grantKeyword', what: { ref: 'self' }, keywords: ['haste'], duration: 'permanent' },
    affected: [id],
    players: null,
    x: 0,
    until: { at: 'forever' },
  });
  d.touch();
}
