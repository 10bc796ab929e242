import type { GameEvent } from './events';
import type { AnyVariant, Seat } from './variant';

/** One recorded decision: which seat did what. */
export interface Move<A = unknown> {
  seat: Seat;
  action: A;
}

/** A saved game: everything needed to rebuild it exactly. */
export interface GameRecord<C = unknown, A = unknown> {
  variant: string;
  config: C;
  seed: string;
  actions: Move<A>[];
}

/**
 * Rebuilds a game from `{config, seed, actions}`: setup then each action checked and applied in
 * order (an illegal action throws, naming its index). `upTo` stops after that many actions (for
 * step-by-step replays). Returns the state and the events of every step, so a log can be rebuilt.
 */
export function replay<S>(
  variant: AnyVariant,
  record: Pick<GameRecord, 'config' | 'seed' | 'actions'>,
  upTo = record.actions.length,
): { state: S; events: GameEvent[][] } {
  let state = variant.setup(variant.parseConfig(record.config), record.seed) as S;
  const events: GameEvent[][] = [];
  const n = Math.min(upTo, record.actions.length);
  for (let i = 0; i < n; i++) {
    const move = record.actions[i] as Move;
    try {
      const r = variant.apply(state, move.seat, move.action);
      state = r.state as S;
      events.push(r.events);
    } catch (err) {
      throw new Error(
        `replay: action ${i} (${JSON.stringify(move)}) is not legal: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  return { state, events };
}
