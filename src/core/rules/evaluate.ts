/**
 * A position's worth for one seat (the greedy bot's judgement and the search's playout cut-off):
 * life, the board's power and toughness, cards in hand and lands, against the strongest opponent.
 */
import { chars } from './chars/compute';
import { T } from './defs';
import { readerOf } from './reader';
import type { GameState, Seat } from './types';

function score(s: GameState, seat: Seat): number {
  const r = readerOf(s);
  const c = chars(r);
  const p = s.players[seat]!;
  if (p.lost) return -1e6;
  let v = Math.min(p.life, 40) * 1.0 - p.poison * 2 + p.hand.length * 0.6;
  for (const id of s.battlefield) {
    const ch = c.byId.get(id);
    if (!ch || ch.controller !== seat) continue;
    if (ch.types & T.creature) v += 1.5 + ch.power * 1.2 + ch.toughness * 0.6 + ch.keywords.length * 0.3;
    else if (ch.types & T.land) v += 0.8;
    else v += 1.2;
  }
  if (p.library.length < 3) v -= (3 - p.library.length) * 3;
  return v;
}

export function evaluateState(s: GameState, seat: Seat): number {
  if (s.result) return s.result.winners.includes(seat) ? 1e6 : s.result.winners.length === 0 ? 0 : -1e6;
  const mine = score(s, seat);
  let best = -Infinity;
  for (const p of s.players) if (p.seat !== seat && !p.lost) best = Math.max(best, score(s, p.seat));
  return mine - (best === -Infinity ? 0 : best);
}
