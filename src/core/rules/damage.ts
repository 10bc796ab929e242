/**
 * Damage (CR 120) and destruction (CR 701.7), shared by spells, abilities and combat: prevention
 * (CR 615: shields, protection, "prevent all combat damage"), infect and wither (CR 702.90, 702.80),
 * deathtouch marking (CR 702.2) and lifelink (CR 702.15).
 */
import { chars, charsOf } from './chars/compute';
import type { ObjChars } from './chars/types';
import type { Draft } from './draft';
import { hasKeyword, keywordTotal } from './keywords/has';
import { gameHasKeyword } from './keywords/inGame';
import { objName, targetName } from './names';
import { protectedFrom } from './targets';
import type { ObjId, Target } from './types';
import { moveObject } from './zones';

function addCounter(d: Draft, id: ObjId, kind: string, n: number): void {
  const w = d.mut(id);
  w.counters = { ...(w.counters ?? {}), [kind]: (w.counters?.[kind] ?? 0) + n };
  d.touch();
}
export { addCounter };

/** Applies prevention to `n` damage from `source` to `to`; returns what is left. */
function prevent(d: Draft, source: ObjId, to: Target, n: number, combat: boolean): number {
  const s = d.s;
  if (combat && s.shields.some((x) => x.to === 'combat')) return 0;
  const src = s.objs[source] ? charsOf(d, source) : null;
  if ('o' in to) {
    const c = charsOf(d, to.o);
    if (protectedFrom(c, src)) return 0; // CR 702.16e
    // CR 702.64a absorb N: prevent N of the damage each source would deal to it (instances add
    // up, 702.64b); applied before shields (a simplification of CR 616.1's order of choice).
    const absorb = keywordTotal(c, 'absorb');
    if (absorb > 0 && (n -= absorb) <= 0) return 0;
  }
  // "Prevent all (combat) damage that would be dealt to (and dealt by) ~" (Fog Bank).
  for (const m of chars(d).mods)
    if (
      m.kind === 'preventAllTo' &&
      (combat || !m.combatOnly) &&
      (('o' in to && m.obj === to.o) || (m.alsoDealtBy && m.obj === source))
    )
      return 0;
  for (let i = 0; i < s.shields.length && n > 0; i++) {
    const sh = s.shields[i]!;
    if (sh.to === 'combat') continue;
    const hit = 'p' in sh.to ? 'p' in to && sh.to.p === to.p : 'o' in to && sh.to.o === to.o;
    if (!hit || (sh.from !== undefined && sh.from !== source)) continue;
    if (sh.once) {
      s.shields[i] = { ...sh, amount: 0 };
      n = 0;
      break;
    }
    if (sh.amount === 'all') return 0;
    const used = Math.min(sh.amount, n);
    n -= used;
    s.shields[i] = { ...sh, amount: sh.amount - used };
  }
  s.shields = s.shields.filter((x) => x.amount !== 0);
  return n;
}

/** Deals `amount` damage from `source` to `to` (CR 120.3); returns the damage actually dealt. */
export function dealDamage(d: Draft, source: ObjId, to: Target, amount: number, combat: boolean): number {
  if (amount <= 0) return 0;
  if ('o' in to && d.obj(to.o).zone !== 'battlefield') return 0;
  if ('p' in to && d.player(to.p).lost) return 0;
  const n = prevent(d, source, to, amount, combat);
  if (n <= 0) return 0;
  const src = d.s.objs[source] ? charsOf(d, source) : null;
  const infect = !!src && hasKeyword(src, 'infect');
  if ('p' in to) {
    const p = d.player(to.p);
    p.damagedTurn = d.s.turn;
    if (combat && src && gameHasKeyword(d.s.cards, 'prowl')) dealtCombatWith(d, src);
    if (infect) p.poison += n;
    else {
      p.life -= n;
      d.emit({ e: 'loseLife', seat: to.p, amount: n });
    }
  } else if (infect || (src && hasKeyword(src, 'wither'))) addCounter(d, to.o, '-1/-1', n);
  else d.mut(to.o).damage += n;
  if ('o' in to && src && hasKeyword(src, 'deathtouch')) d.mut(to.o).deathtouched = true;
  if (src && hasKeyword(src, 'lifelink')) {
    const me = d.player(src.controller);
    me.life += n;
    d.emit({ e: 'gainLife', seat: src.controller, amount: n });
  }
  d.emit({ e: 'damage', source, to, amount: n, combat });
  d.say(`${objName(d, source)} deals ${n} damage to ${targetName(d, to)}.`);
  return n;
}

/** CR 701.7 destroy, with indestructible (CR 702.12) and regeneration shields (CR 701.15). */
export function destroy(d: Draft, id: ObjId, canRegenerate = true): boolean {
  const o = d.obj(id);
  if (o.zone !== 'battlefield' || o.next >= 0) return false;
  if (hasKeyword(charsOf(d, id), 'indestructible')) return false;
  if (canRegenerate && o.regen > 0) {
    const w = d.mut(id);
    w.regen--;
    w.tapped = true;
    w.damage = 0;
    w.deathtouched = false;
    if (d.s.combat) removeFromCombat(d, id);
    d.say(`${d.s.cards[o.card]!.name} regenerates.`);
    return false;
  }
  moveObject(d, id, 'graveyard');
  return true;
}

/** CR 506.4: a permanent removed from combat stops being an attacker or blocker. */
export function removeFromCombat(d: Draft, id: ObjId): void {
  const c = d.s.combat;
  if (!c) return;
  c.attackers = c.attackers.filter((a) => a.obj !== id);
  for (const a of c.attackers) a.blockers = a.blockers.filter((b) => b !== id);
  delete c.blocking[id];
}

/** CR 702.76a: remember the creature types that dealt combat damage to a player this turn (prowl). */
function dealtCombatWith(d: Draft, src: ObjChars): void {
  const was = d.s.players[src.controller]!.dealtCombat;
  const types = was && was.turn === d.s.turn ? was.types : [];
  const more = src.subtypes.filter((t) => !types.includes(t));
  if (!more.length && was?.turn === d.s.turn) return;
  d.player(src.controller).dealtCombat = { turn: d.s.turn, types: [...types, ...more] };
}
