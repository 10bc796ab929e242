/**
 * The activated abilities on the battlefield that priority may offer (not mana abilities, not ones
 * that work from another zone), per computed characteristics. Legal actions walked every permanent
 * at every enumeration — its characteristics, each ability looked up — to find the few that have
 * one: mostly lands with only mana abilities. The same `byId` (shared by every state whose layers
 * were handed on, chars/signature.ts) means the same battlefield in the same order with the same
 * abilities and controllers, so the list is made once per computed layers (as triggers.ts's).
 */
import { abilityOf } from './abilities';
import { chars } from './chars/compute';
import type { ObjChars } from './chars/types';
import type { RAbility } from './defs';
import type { Reader } from './reader';
import { Recent } from './recent';
import type { ObjId, Seat } from './types';

export interface Activatable {
  id: ObjId;
  /** The ability's index among the permanent's abilities (the action's `a`). */
  i: number;
  a: RAbility;
  controller: Seat;
}

const lists = new Recent<ReadonlyMap<ObjId, ObjChars>, Activatable[]>(4);

/** The list in battlefield order, or null when a permanent has no computed characteristics (not expected). */
export function activatable(r: Reader): Activatable[] | null {
  const byId = chars(r).byId;
  let list = lists.get(byId);
  if (!list) {
    list = [];
    const s = r.s;
    for (const id of s.battlefield) {
      const c = byId.get(id);
      if (!c) return null;
      for (let i = 0; i < c.abilities.length; i++) {
        const a = abilityOf(s, c.abilities[i]!);
        if (a && a.type === 'activated' && !a.mana && !a.zone) list.push({ id, i, a, controller: c.controller });
      }
    }
    lists.set(byId, list);
  }
  return list;
}
