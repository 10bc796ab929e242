/**
 * State triggers (CR 603.8): "when you control no other creatures, sacrifice ~" (Emperor Crocodile)
 * triggers whenever the state holds, checked with the state-based actions; it does not trigger
 * again while the ability is waiting or on the stack (it may once it has resolved or left it).
 */
import { abilityOf } from './abilities';
import { chars, charsOf } from './chars/compute';
import type { CardDef } from './defs';
import type { Draft } from './draft';
import { objectMatches } from './match';
import type { ObjChars } from './chars/types';
import { Recent } from './recent';
import type { ObjId, Seat } from './types';

/** Abilities of a card that are state triggers, per definition (most cards: none). */
const stateOf = new WeakMap<CardDef, number[]>();

function stateAbilities(def: CardDef): number[] {
  // A loop, not a closure over `hit`: V8 would allocate its context on every call, hit or miss.
  let hit = stateOf.get(def);
  if (!hit) {
    hit = [];
    for (let i = 0; i < def.abilities.length; i++) {
      const a = def.abilities[i]!;
      if (a.type === 'triggered' && a.trigger.on === 'controlNone') hit.push(i);
    }
    stateOf.set(def, hit);
  }
  return hit;
}

/** "You control no [filter]" for the ability of `source` controlled by `seat`. */
function controlsNone(d: Draft, seat: Seat, source: ObjId, filter: Parameters<typeof objectMatches>[2]): boolean {
  const byId = chars(d).byId;
  for (const id of d.s.battlefield) {
    const c = byId.get(id);
    if (c && c.controller === seat && objectMatches(d, c, filter, { controller: seat, source })) return false;
  }
  return true;
}

/**
 * Adds the state triggers whose state holds to the waiting triggers. The rare work is in `check`:
 * closures over this loop's variables would make V8 allocate their context on every permanent.
 */
export function checkStateTriggers(d: Draft, byId: ReadonlyMap<ObjId, ObjChars>): void {
  const s = d.s;
  for (const id of withStateAbilities(d, byId)) {
    const card = d.obj(id).card;
    check(d, id, card, stateAbilities(s.cards[card]!));
  }
}

/**
 * The permanents whose cards have state triggers (most battlefields: none), in battlefield order,
 * per computed layers: `byId` (the layers the state-based check just read) stands for the same
 * battlefield with the same cards (chars/signature.ts), as sba.ts's list of permanents concerned.
 */
const withStateBy = new Recent<ReadonlyMap<ObjId, ObjChars>, ObjId[]>(4);

function withStateAbilities(d: Draft, byId: ReadonlyMap<ObjId, ObjChars>): ObjId[] {
  let list = withStateBy.get(byId);
  if (!list) {
    list = [];
    const s = d.s;
    for (const id of s.battlefield) if (stateAbilities(s.cards[d.obj(id).card]!).length) list.push(id);
    withStateBy.set(byId, list);
  }
  return list;
}

function check(d: Draft, id: ObjId, card: number, list: number[]): void {
  const s = d.s;
  const c = charsOf(d, id);
  for (const a of list) {
    // Its abilities in force (an effect may have removed them).
    if (!c.abilities.some((ref) => ref.card === card && ref.a === a && ref.g === undefined)) continue;
    const ab = abilityOf(s, { card, a });
    if (!ab || ab.type !== 'triggered' || ab.trigger.on !== 'controlNone') continue;
    const same = (x: { obj?: ObjId; source?: ObjId; ability: { card: number; a: number } }) =>
      (x.obj ?? x.source) === id && x.ability.card === card && x.ability.a === a;
    if (s.triggers.some((t) => same(t)) || s.stack.some((i) => i.kind === 'triggered' && same(i))) continue;
    if (s.procs.some((p) => p.p === 'announce' && same(p.item))) continue;
    if (controlsNone(d, c.controller, id, ab.trigger.filter))
      s.triggers.push({ source: id, controller: c.controller, ability: { card, a }, subject: [], amount: 0 });
  }
}
