/**
 * What a seat sees of Magic Combat, and a full game sampled from that (the search bot's
 * determinization). The core hides hands, libraries and the face-down spell slots; here the
 * opening placement is hidden too until both reveal (003 Setup: "both players simultaneously
 * reveal"): another seat's choices are left out of the view, and a sample draws them from that
 * seat's sampled hand, never from the real state.
 */
import { randInt, shuffleInPlace, type RngState } from '../../engine/rng';
import { charsOf } from '../../rules/chars/compute';
import { T } from '../../rules/defs';
import { determinize } from '../../rules/determinize';
import { readerOf } from '../../rules/reader';
import type { GameState, ObjId, Seat } from '../../rules/types';
import { viewOf, type RulesView } from '../../rules/view';
import type { FightState, SetupProc } from './combat';
import { applyAction } from '../../rules/engine';
import { MAGIC_COMBAT_MODULE } from './module';
import { extOf, facing, liveCreature, otherSeat, SLOTS } from './state';

export function viewMagicCombat(s: GameState, seat: Seat): RulesView {
  const v = viewOf(s, seat);
  if (!s.procs.some((p) => p.p === 'x:setup')) return v;
  const procs = v.procs.map((p) =>
    p.p === 'x:setup'
      ? { ...p, placed: (p as unknown as SetupProc).placed.map((row, i) => (i === seat ? row : [])) }
      : p,
  );
  return { ...v, procs };
}

export function determinizeMagicCombat(view: RulesView, seat: Seat, rng: RngState): GameState {
  const s = spellsNotCreatures(determinize(view, seat, rng), view, seat, rng);
  const at = s.procs.findIndex((p) => p.p === 'x:setup');
  if (at < 0) return s;
  const proc = s.procs[at] as unknown as SetupProc;
  const placed = proc.placed.map((row, other) => {
    if (row.length) return row;
    const out = Array<ObjId | null>(SLOTS).fill(null);
    if (proc.order.indexOf(other) >= proc.i) return out; // not chosen yet: it will be, in the playout
    const cheap = s.players[other]!.hand.filter((id) => {
      const def = s.cards[s.objs[id]!.card]!;
      return def.types & T.creature && def.mv <= 3;
    });
    shuffleInPlace(rng, cheap);
    const n = cheap.length ? 1 + randInt(rng, Math.min(SLOTS, cheap.length)) : 0;
    const slots = shuffleInPlace(rng, [0, 1, 2, 3, 4]);
    for (let k = 0; k < n; k++) out[slots[k]!] = cheap[k]!;
    return out;
  });
  return { ...s, procs: s.procs.map((p, i) => (i === at ? { ...proc, placed } : p)) };
}

/**
 * 003 Combat puts only non-creature cards in the spell slots, so a face-down card there the seat
 * cannot see is sampled from that owner's non-creature cards (the ones shown so far, else the
 * seat's own deck's), never as a creature the generic sample might pick.
 */
function spellsNotCreatures(s: GameState, view: RulesView, seat: Seat, rng: RngState): GameState {
  const e = extOf(s);
  const unseen = e.spells.flatMap((row, owner) =>
    owner === seat ? [] : row.filter((id) => view.objs[id]!.card < 0 && s.cards[s.objs[id]!.card]!.types & T.creature),
  );
  if (!unseen.length) return s;
  const cards = s.cards.slice();
  const objs = s.objs.slice();
  const nonCreature = (defs: readonly (typeof cards)[number][]) => defs.filter((d) => !(d.types & T.creature));
  for (const id of unseen) {
    const owner = objs[id]!.owner;
    const shown = nonCreature(
      view.objs.filter((o) => o.owner === owner && o.card >= 0 && !o.token).map((o) => view.cards[o.card]!),
    );
    const own = nonCreature(view.objs.filter((o) => o.owner === seat && o.card >= 0).map((o) => view.cards[o.card]!));
    const pool = shown.length ? shown : own;
    if (!pool.length) continue;
    cards.push(pool[randInt(rng, pool.length)]!);
    objs[id] = { ...objs[id]!, card: cards.length - 1 };
  }
  return { ...s, cards, objs };
}

/** The stack resolved with everyone passing: a reveal is judged by what it does, not while it waits. */
function settle(s: GameState): GameState {
  let cur = s;
  for (let i = 0; i < 12 && cur.stack.length && cur.pending?.d === 'priority' && !cur.result; i++)
    cur = applyAction(cur, MAGIC_COMBAT_MODULE, cur.pending.seat, { t: 'pass' }, true).state;
  return cur;
}

/**
 * A position's worth for `seat` (greedy's judgement, the search's cut-off): points first, then
 * creatures likely to score (facing an empty slot) and the board's size, as a chance in [0, 1].
 * The fight about to happen and a seat's own opening placement count as done.
 */
export function evaluateMagicCombat(state: GameState, seat: Seat): number {
  const s = settle(state);
  if (s.result) return s.result.winners.includes(seat) ? 1 : s.result.winners.length ? 0 : 0.5;
  const e = extOf(s);
  const r = readerOf(s);
  const dead = new Set<ObjId>();
  const f = s.combat?.extra as FightState | undefined;
  if (f?.current && liveCreature(r, f.current.a, s.active) && liveCreature(r, f.current.b, otherSeat(s.active))) {
    const [a, b] = [charsOf(r, f.current.a), charsOf(r, f.current.b)];
    if (a.power >= b.toughness - s.objs[f.current.b]!.damage) dead.add(f.current.b);
    if (b.power >= a.toughness - s.objs[f.current.a]!.damage) dead.add(f.current.a);
  }
  const setup = s.procs.find((p) => p.p === 'x:setup') as unknown as SetupProc | undefined;
  const side = (who: Seat): number => {
    let v = e.points[who]! * 2;
    for (const id of s.battlefield) {
      if (!liveCreature(r, id, who) || dead.has(id)) continue;
      const c = charsOf(r, id);
      v += 0.4 + 0.12 * (Math.max(0, c.power) + Math.max(0, c.toughness));
      // In a slot facing nobody it scores; one still to be given a slot may well.
      const across = facing(r, e, who, id);
      if (!e.slots[who]!.includes(id)) v += 0.4;
      else if (across === null || dead.has(across)) v += 0.8;
    }
    for (const id of setup?.placed[who] ?? []) {
      const def = id === null ? null : s.cards[s.objs[id]!.card]!;
      if (def) v += 0.8 + 0.12 * ((def.power ?? 0) + (def.toughness ?? 0));
    }
    return v + 0.05 * s.players[who]!.hand.length + 0.1 * e.spells[who]!.length;
  };
  const diff = side(seat) - side(otherSeat(seat));
  return 1 / (1 + Math.exp(-diff / 3));
}
