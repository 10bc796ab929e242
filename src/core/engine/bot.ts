import type { RngState } from './rng';
import type { AnyVariant, Seat } from './variant';

/** What a bot gets to decide with: the seat's view and legal actions, never the real state. */
export interface BotInput {
  variant: AnyVariant;
  seat: Seat;
  view: unknown;
  legal: unknown[];
  /** The bot's own RNG (not the game's): bots' coin flips never change the game's dice. */
  rng: RngState;
  /** A clock in ms for time budgets (core never reads the time itself); absent = use fixed playout counts. */
  now?: () => number;
}

/** A bot: picks one of `legal`. Must return an element of `legal` (or an action equal to one). */
export interface Bot {
  /** 'random' | 'greedy' | 'search' … */
  id: string;
  choose(input: BotInput): unknown;
}
