/**
 * One recorded game for a golden replay file: the bots play from `state` (a legal move with one
 * choice is played without asking, as the app does), and the record keeps every move, the final
 * turn, lives and result, and the head and tail of the log. Shared by scripts/golden-*.ts.
 */
import type { Bot } from '../src/core/engine';
import type { AnyVariant } from '../src/core/engine';
import { seedRng } from '../src/core/engine/rng';
import type { Move } from '../src/core/engine/replay';

interface RulesLike {
  result: { winners: number[]; reason: string } | null;
  turn: number;
  players: { life: number }[];
}

export function playGolden(variant: AnyVariant, start: RulesLike, seed: string, bots: Bot[]) {
  let s = start;
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot/${i}`));
  const actions: Move[] = [];
  const log: string[] = [];
  while (!s.result && actions.length < 3000) {
    const seat = variant.activeSeats(s)[0]!;
    const legal = variant.legalActions(s, seat);
    const action =
      legal.length === 1
        ? legal[0]!
        : bots[seat]!.choose({ variant, seat, view: variant.view(s, seat), legal, rng: rngs[seat]! });
    const r = variant.apply(s, seat, action);
    actions.push({ seat, action });
    for (const e of r.events as { text?: string }[]) if (e.text !== undefined) log.push(e.text);
    s = r.state as RulesLike;
  }
  return {
    actions,
    final: { turn: s.turn, life: s.players.map((p) => p.life), result: s.result },
    logHead: log.slice(0, 25),
    logTail: log.slice(-25),
  };
}
