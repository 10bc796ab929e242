import type { GameEvent } from './events';
import type { RngState } from './rng';

/** A seat at the table: 0 … seats-1. */
export type Seat = number;

/** How a game ended: the winning seats (several for a shared win), or none for a draw. */
export interface GameResult {
  winners: Seat[];
  /** Plain words: "Seat 1 reduced Seat 2 to 0 life", "Draw: turn limit reached". */
  reason: string;
}

/** What `apply` returns: the NEW state (the input state is never mutated) and what happened. */
export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

/**
 * A variant: plain data plus pure functions (the engine contract of docs/architecture.md).
 *
 * - State `S` is plain JSON (no classes, Maps or undefined-vs-missing tricks) and holds the RNG
 *   state, so `{variant, config, seed, actions}` replays to the identical state (see replay.ts).
 * - Actions `A` are plain JSON too; two actions are the same choice iff their JSON is equal.
 * - Views `V` are what one seat may see: hidden hands and library order stripped. Bots and the UI
 *   get views only; the search bot rebuilds a full state from a view with `determinize`.
 * - Decisions may be simultaneous or come from several seats at once (response windows):
 *   `activeSeats` lists every seat that has a decision now; any of them may act via `apply`.
 *
 * Type parameters: S state, A action, V view, C config.
 */
export interface Variant<S = unknown, A = unknown, V = unknown, C = unknown> {
  /** Stable id used in saved games and the API: 'magic-54'. */
  id: string;
  /** Display name: 'Magic 54'. */
  name: string;
  /** Allowed seat counts. */
  seats: { min: number; max: number };
  /** A complete config with defaults; `parseConfig` fills a partial/untrusted one or throws a plain message. */
  defaultConfig(seatCount?: number): C;
  parseConfig(raw: unknown): C;
  /** The initial state: deals, shuffles and picks the starter from `seed` (kept as `state.rng`). */
  setup(config: C, seed: string): S;
  /** Seats that must (or may) decide now; empty when the game is over. */
  activeSeats(state: S): Seat[];
  /** Every choice `seat` can make now, including passing; empty if the seat has no decision. */
  legalActions(state: S, seat: Seat): A[];
  /**
   * Applies one action by `seat`. Pure: returns a new state and the events it caused. Throws if
   * the action is not legal (callers that trust their input may skip the check for speed with
   * `trusted = true`; the bots and simulate only ever apply actions from `legalActions`).
   */
  apply(state: S, seat: Seat, action: A, trusted?: boolean): ApplyResult<S>;
  /** What `seat` may see. `seat = -1` is a spectator (no hand shown). */
  view(state: S, seat: Seat): V;
  /** The result once the game is over, else undefined. */
  result(state: S): GameResult | undefined;
  /**
   * How good `state` is for `seat`, from its own point of view (higher is better; a won game is
   * ≥ 1e6, a lost one ≤ -1e6). Used by the greedy bot and the search bot's cut-off playouts.
   */
  evaluate(state: S, seat: Seat): number;
  /**
   * A full state consistent with what `seat` sees in `view`: hidden cards (the other hands,
   * library orders) are sampled from `rng`, and the state's own RNG is re-seeded from `rng` so the
   * future randomness is not the real one either. Used by the search bot (it never sees the real state).
   */
  determinize(view: V, seat: Seat, rng: RngState): S;
  /** The action in plain words for a button or the log: "Cast Four of Hearts: 2 damage to Seat 2". */
  describeAction(view: V, seat: Seat, action: A): string;
  /** A turn counter for statistics (simulate's average game length) and the search bot's playout horizon. */
  turnNumber(state: S): number;
  /**
   * Events `setup` caused (an opening dice roll, re-drawn hands), for the top of the log. Optional:
   * most variants' setups only shuffle and deal.
   */
  setupEvents?(state: S): GameEvent[];
  /**
   * Optional advice for the (variant-agnostic) search bot; without it the bot uses its own defaults.
   * A variant gives it when short action-counted playouts misjudge its decisions (see {@link SearchHints}).
   */
  search?: SearchHints<S, V>;
  /**
   * The house rules the text leaves open, as the new-game form shows them: the renderer draws
   * these and never keeps its own copy of a variant's option list.
   */
  tableOptions?: readonly TableOption[];
}

/** A value a table option can take. */
export type TableOptionValue = string | number | boolean;

/** One house-rule option: where it sits in the config, its choices, its default and why. */
export interface TableOption {
  /** The config keys leading to it: `['options', 'extraDice']` is `config.options.extraDice`. */
  path: readonly string[];
  label: string;
  /** One line: why the default is the default (the full reasoning is in docs/variants/<id>.md). */
  why: string;
  default: TableOptionValue;
  /** A pick list; absent for a whole number between `min` and `max`. */
  choices?: readonly { value: TableOptionValue; label: string }[];
  min?: number;
  max?: number;
}

/**
 * How the search bot should play out a candidate action in this variant. With hints, every
 * candidate is judged at the same point of the game: each playout runs until `turnNumber` has
 * advanced by `horizonTurns` from the decision (or the game ends), not for a count of actions, so a
 * move that keeps the turn going is not judged before the opponents have played and one that ends
 * the turn after. Every candidate is played out on the same samples (common random numbers).
 */
export interface SearchHints<S = unknown, V = unknown> {
  /** Turns (as `turnNumber` counts them) each playout lasts, e.g. one full round of the table. */
  horizonTurns(state: S): number;
  /** Chance that a playout step is random instead of greedy (default: the bot's own). */
  epsilon?: number;
  /** Candidate actions kept at the root, ranked by one ply (0 = all; default: the bot's own). */
  width?: number;
  /**
   * `seat`'s chance of winning from `state`, in [0, 1]: a judgement for the search alone (the
   * greedy bots keep `evaluate`). With it the search scores each playout's last position by it and
   * plays its own seat's moves in the playouts by one ply of it; the other seats still play greedy
   * by `evaluate`, as the greedy bots do. Without it: `evaluate`, squashed, for everyone.
   */
  winChance?(state: S, seat: Seat): number;
  /**
   * Whether the decision in `view` is worth playouts; false = one ply (as greedy), at once. A game
   * asks many small questions (keep this hand, which card to put on the bottom, damage order) where
   * playouts change little and cost as much as an attack does.
   */
  worthSearching?(view: V): boolean;
}

/** A variant whose type parameters are not known statically (the registry, the backend). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds variants of different state/action types; callers only pass a variant's own values back to it.
export type AnyVariant = Variant<any, any, any, any>;

/** Key that identifies an action (actions are plain JSON). */
export function actionKey(action: unknown): string {
  return JSON.stringify(action);
}
