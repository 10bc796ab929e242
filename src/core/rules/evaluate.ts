/**
 * A position's worth for one seat (the greedy bot's judgement and the search's playout cut-off):
 * life, the board's power and toughness, cards in hand and lands, against the strongest opponent.
 * A combat under way is forecast (who dies, how much damage gets through) so that declaring an
 * attack or a block changes the judgement before the damage step.
 */
import { chars } from './chars/compute';
import type { ObjChars } from './chars/types';
import { T } from './defs';
import { hasKeyword } from './keywords/has';
import { readerOf } from './reader';
import type { GameState, ObjId, Seat } from './types';

interface Forecast {
  dead: Set<ObjId>;
  lifeLoss: number[];
}

/** Damage still to come in this combat, with blocks as declared (unblocked attackers hit, scaled when blocks are not in yet). */
function forecast(s: GameState, byId: Map<ObjId, ObjChars>): Forecast {
  const f: Forecast = { dead: new Set(), lifeLoss: s.players.map(() => 0) };
  const c = s.combat;
  if (!c || !c.attackers.length || s.step === 'combatDamage' || s.step === 'endCombat') return f;
  const blocksIn = s.step !== 'declareAttackers' && s.step !== 'beginCombat';
  for (const a of c.attackers) {
    const ac = byId.get(a.obj);
    if (!ac) continue;
    const live = a.blockers.filter((b) => byId.has(b));
    if (!live.length) {
      if ('p' in a.at) f.lifeLoss[a.at.p]! += Math.max(0, ac.power) * (blocksIn ? 1 : 0.6);
      continue;
    }
    let left = Math.max(0, ac.power);
    let taken = 0;
    for (const b of live) {
      const bc = byId.get(b)!;
      const need = hasKeyword(ac, 'deathtouch') ? 1 : Math.max(0, bc.toughness - (s.objs[b]!.damage ?? 0));
      if (left >= need && need > 0) f.dead.add(b);
      left -= Math.min(left, need);
      taken += Math.max(0, bc.power);
    }
    if (
      taken >= ac.toughness - s.objs[a.obj]!.damage ||
      (taken > 0 && live.some((b) => hasKeyword(byId.get(b)!, 'deathtouch')))
    )
      f.dead.add(a.obj);
  }
  return f;
}

function score(s: GameState, seat: Seat, byId: Map<ObjId, ObjChars>, f: Forecast): number {
  return seatScore(s, seat, byId, f.lifeLoss, {
    gone: (id) => f.dead.has(id),
    creature: (_id, ch) => 1.5 + ch.power * 1.2 + ch.toughness * 0.6 + ch.keywords.length * 0.3,
  });
}

/** How an evaluation values the creatures on the battlefield (the rest is `seatScore`'s, shared). */
export interface BoardJudge {
  /** Permanents not counted (forecast to die in the combat under way). */
  gone?: (id: ObjId) => boolean;
  creature: (id: ObjId, ch: ObjChars) => number;
}

/** One seat's worth: life after `lifeLoss`, poison, the hand (mulligans), the board, the library. */
export function seatScore(
  s: GameState,
  seat: Seat,
  byId: Map<ObjId, ObjChars>,
  lifeLoss: number[],
  judge: BoardJudge,
): number {
  const p = s.players[seat]!;
  if (p.lost) return -1e6;
  const life = p.life - lifeLoss[seat]!;
  if (life <= 0) return -1e5;
  // Mulligans: a hand not yet kept is worth an average hand of its size (its cards are not known
  // yet when deciding); a kept opening hand gets a bonus when its land count is playable.
  const hand = p.kept
    ? p.hand.length * 0.6 + (s.turn <= 1 ? mulliganHandValue(s, seat) : 0)
    : (s.config.openingHand - p.mulligans) * 0.6 + 2.4;
  let v = Math.min(life, 40) - p.poison * 2 + hand;
  for (const id of s.battlefield) {
    const ch = byId.get(id);
    if (!ch || ch.controller !== seat || judge.gone?.(id)) continue;
    if (ch.types & T.creature) v += judge.creature(id, ch);
    else if (ch.types & T.land) v += 0.8;
    else v += 1.2;
  }
  if (p.library.length < 3) v -= (3 - p.library.length) * 3;
  return v;
}

/** Before keeping: a hand with 2–5 lands is worth keeping (the usual keep rule of thumb). */
function mulliganHandValue(s: GameState, seat: Seat): number {
  const lands = s.players[seat]!.hand.filter((id) => s.cards[s.objs[id]!.card]!.types & T.land).length;
  return lands >= 2 && lands <= 5 ? 3 : 0;
}

/**
 * `seat`'s worth less the strongest opponent's still in, both with the same combat forecast; a
 * finished game is a win, a draw or a loss.
 */
export function worthAgainstBest<F>(
  s: GameState,
  seat: Seat,
  forecastOf: (s: GameState, byId: Map<ObjId, ObjChars>) => F,
  scoreOf: (s: GameState, seat: Seat, byId: Map<ObjId, ObjChars>, f: F) => number,
): number {
  if (s.result) return s.result.winners.includes(seat) ? 1e6 : s.result.winners.length === 0 ? 0 : -1e6;
  const byId = chars(readerOf(s)).byId;
  const f = forecastOf(s, byId);
  const mine = scoreOf(s, seat, byId, f);
  let best = -Infinity;
  for (const p of s.players) if (p.seat !== seat && !p.lost) best = Math.max(best, scoreOf(s, p.seat, byId, f));
  return mine - (best === -Infinity ? 0 : best);
}

export const evaluateState = (s: GameState, seat: Seat): number => worthAgainstBest(s, seat, forecast, score);
