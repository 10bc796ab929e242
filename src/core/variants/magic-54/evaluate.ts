import type { GameEvent, Seat } from '../../engine';
import { resolveStack, startCombatDamage, dealCombatDamage } from './apply';
import { info } from './cards';
import { cloneState, findPerm, isCreature, isMana, other, powerOf } from './game';
import type { M54State, PlayerState } from './state';

/**
 * What the position will be once the pile is solved and the current combat dealt, assuming
 * nobody plays anything more: lets a one-ply look see a Damage card land or an attack connect.
 */
export function project(state: M54State): M54State {
  if (state.result || (state.stack.length === 0 && !state.combat) || state.phase === 'tutor') return state;
  const s = cloneState(state);
  const ev: GameEvent[] = [];
  if (s.stack.length > 0 && !resolveStack(s, ev)) return s;
  if (s.result || !s.combat) return s;
  // Divide each multi-blocked attacker's damage: kill blockers in order, the rest on the last.
  for (const a of s.combat.attackers) {
    const att = findPerm(s, a.uid);
    const live = a.blockers.filter((b) => findPerm(s, b));
    if (!att || live.length < 2) continue;
    const split: Record<string, number> = { ...(a.split ?? {}) };
    let left = powerOf(s, att.perm) - Object.values(split).reduce((x, y) => x + y, 0);
    for (const b of live) {
      const bp = findPerm(s, b)!.perm;
      const need = Math.max(0, Math.min(left, powerOf(s, bp) - bp.damage - (split[String(b)] ?? 0)));
      split[String(b)] = (split[String(b)] ?? 0) + need;
      left -= need;
    }
    split[String(live[live.length - 1])] = (split[String(live[live.length - 1])] ?? 0) + left;
    a.split = split;
  }
  s.combat.assigning = null;
  if (s.phase === 'assign' || s.phase === 'combat') startCombatDamage(s, ev);
  else dealCombatDamage(s, ev);
  return s;
}

function material(p: PlayerState): number {
  let v = 0;
  let mana = 0;
  for (const x of p.field) {
    if (isCreature(x.card)) v += info(x.card).power * 2.5 + 1.5;
    else if (isMana(x.card)) mana++;
  }
  v += Math.min(mana, 6) * 1.6 + Math.max(0, mana - 6) * 0.3;
  v += Math.min(p.hand.length, 6) * 0.9;
  return v;
}

/** Life counts more when it runs low. */
function lifeValue(life: number): number {
  return life + Math.min(0, life - 6) * 0.8;
}

/** Heuristic value of the position for `seat` (see Variant.evaluate). */
export function evaluate(state: M54State, seat: Seat): number {
  const s = project(state);
  if (s.result) {
    if (s.result.winners.length === 0) return 0;
    return s.result.winners.includes(seat) ? 1e6 : -1e6;
  }
  const me = s.players[seat]!;
  const opp = s.players[other(seat)]!;
  return lifeValue(me.life) - lifeValue(opp.life) + material(me) - material(opp);
}
