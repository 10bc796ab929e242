/** Magic 54 combat damage: assigning and dealing it (001 Combat). */
import { type GameEvent } from '../../engine';
import { shortName } from './cards';
import { findPerm, other, powerOf, targetText, who } from './game';
import type { M54State, Target } from './state';
import { checkDeaths, checkEnd, damageDestination, hit } from './damage';
import { endCombat } from './turnEnd';
/** The next attacker whose owner must divide its damage among several blockers, or -1. */
export function nextToAssign(s: M54State): number {
  const c = s.combat!;
  for (let i = 0; i < c.attackers.length; i++) {
    const a = c.attackers[i]!;
    const att = findPerm(s, a.uid);
    if (!att || a.split) continue;
    const live = a.blockers.filter((b) => findPerm(s, b));
    if (live.length >= 2 && powerOf(s, att.perm) > 0) return i;
  }
  return -1;
}

/** After the combat pile is solved: divisions, then damage. */
export function startCombatDamage(s: M54State, ev: GameEvent[]): void {
  if (s.result) return;
  const i = nextToAssign(s);
  if (i >= 0) {
    const a = s.combat!.attackers[i]!;
    s.combat!.assigning = { index: i, remaining: powerOf(s, findPerm(s, a.uid)!.perm) };
    s.phase = 'assign';
    return;
  }
  dealCombatDamage(s, ev);
}

/**
 * 001 §VI.3 Resolution / §VII Attack & Block: blocked attackers and their blockers hurt each other
 * (blockers' damage adds up; the attacker's is divided as its owner chose); unblocked attackers
 * hurt the defending player. "Damage are applied to the Creatures and then apply to Players."
 */
export function dealCombatDamage(s: M54State, ev: GameEvent[]): void {
  const c = s.combat!;
  const defender = other(s.active);
  const hits: { t: Target; n: number; from: string }[] = [];
  for (const a of c.attackers) {
    const att = findPerm(s, a.uid);
    if (!att) continue;
    const pw = powerOf(s, att.perm);
    const from = `${who(s, att.seat)}'s ${shortName(att.perm.card)}`;
    const live = a.blockers.filter((b) => findPerm(s, b));
    if (a.blockers.length === 0) hits.push({ t: { kind: 'player', seat: defender }, n: pw, from });
    else if (live.length === 1) hits.push({ t: { kind: 'creature', uid: live[0]! }, n: pw, from });
    else for (const b of live) hits.push({ t: { kind: 'creature', uid: b }, n: a.split?.[String(b)] ?? 0, from });
    // (a blocked attacker whose blockers all left deals no damage: docs)
    for (const b of live) {
      const bp = findPerm(s, b)!;
      hits.push({
        t: { kind: 'creature', uid: a.uid },
        n: powerOf(s, bp.perm),
        from: `${who(s, bp.seat)}'s ${shortName(bp.perm.card)}`,
      });
    }
  }
  const dests = hits.map((h) => ({ ...h, d: damageDestination(s, h.t) }));
  for (const h of dests)
    if (!h.d && h.n > 0)
      ev.push({ type: 'prevented', text: `${h.from}: the damage to ${targetText(s, h.t)} is cancelled` });
  for (const h of dests) if (h.d && h.d.kind === 'creature') hit(s, h.d, h.n, ev, h.from);
  for (const h of dests) if (h.d && h.d.kind === 'player') hit(s, h.d, h.n, ev, h.from);
  checkDeaths(s, ev);
  if (checkEnd(s, ev)) return;
  endCombat(s, ev);
}
