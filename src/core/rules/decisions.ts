/**
 * What the game is waiting for — ONE union of pending decisions — and the actions that answer them.
 *
 * `legalActions` enumerates the answers of the pending decision; `apply` takes one. Multi-part
 * choices are answered one part at a time (one attacker, one blocker, one target, one card), each
 * followed by `done` where the count may vary: small action lists keep the bots' branching low
 * and let the table take one click per part.
 */
import type { ObjId, Seat, Target } from './types';
import type { Keyword } from '../effects/types';

export type Pending =
  /** CR 117: the seat may cast, activate, play a land, or pass. */
  | { d: 'priority'; seat: Seat }
  /** CR 103.5: keep this hand or mulligan. */
  | { d: 'mulligan'; seat: Seat }
  /** London mulligan (CR 103.5): put `count` more cards from your hand on the bottom of your library. */
  | { d: 'bottom'; seat: Seat; count: number }
  /** CR 508.1: declare attackers one at a time (`attack`), then `done`. */
  | { d: 'attackers'; seat: Seat }
  /** CR 509.1: declare blockers one at a time (`block`), then `done`. */
  | { d: 'blockers'; seat: Seat }
  /** CR 510.1c (pre-2025 rules): order the blockers of `attacker` for damage: pick the next one. */
  | { d: 'damageOrder'; seat: Seat; attacker: ObjId; left: ObjId[] }
  /**
   * Choose targets for target slot `slot` (CR 601.2c), one `pick` at a time; `done` once `min`
   * are chosen (for "up to N" and "any number of").
   */
  | {
      d: 'target';
      seat: Seat;
      slot: number;
      options: Target[];
      min: number;
      max: number;
      chosen: Target[];
      prompt: string;
    }
  /** CR 700.2: choose a mode (`count` in all; `chosen` so far). */
  | { d: 'mode'; seat: Seat; options: string[]; count: number; chosen: number[] }
  /** CR 107.3: choose X. */
  | { d: 'x'; seat: Seat; max: number; prompt: string }
  /**
   * Choose objects or players that are not targets (CR 115.10): what to sacrifice or discard, the
   * card a search finds, a card to put on the bottom. `hidden` = the others do not see the options.
   */
  | {
      d: 'choose';
      seat: Seat;
      options: Target[];
      min: number;
      max: number;
      chosen: Target[];
      prompt: string;
      hidden: boolean;
    }
  /** "You may …", kicker, "unless … pays": yes or no. */
  | { d: 'yesNo'; seat: Seat; prompt: string }
  /** Choose a colour or a mana type (CR 106.4 "one mana of any color"). */
  | { d: 'color'; seat: Seat; options: string[]; prompt: string }
  /** CR 603.3b: put your triggered abilities on the stack in the order you choose: pick the next. */
  | { d: 'triggerOrder'; seat: Seat; options: number[] };

export type PendingKind = Pending['d'];

export type Action =
  | { t: 'pass' }
  /** CR 305.1: play a land from the hand. */
  | { t: 'play'; o: ObjId }
  /** CR 601: cast a spell (`half` of a split card, CR 709.3; `faceDown` with morph, CR 702.37c; `bestow`, CR 702.103; `buyback`, CR 702.27; `evoke`, CR 702.74; `delve` n cards, CR 702.66; `dash`, CR 702.109; `entwine`, CR 702.42; `retrace`, CR 702.81; `replicate` n times, CR 702.56; `surge`, CR 702.117; `overload`, CR 702.96; `prowl`, CR 702.76; `emerge` sacrificing a creature of that mana value, CR 702.119; `escalate` n extra modes, CR 702.120). */
  | {
      t: 'cast';
      o: ObjId;
      half?: number;
      from?: 'graveyard';
      faceDown?: true;
      bestow?: true;
      buyback?: true;
      evoke?: true;
      delve?: number;
      dash?: true;
      entwine?: true;
      retrace?: true;
      replicate?: number;
      surge?: true;
      prowl?: true;
      emerge?: number;
      escalate?: number;
      overload?: true;
    }
  /** CR 702.37e: turn a face-down permanent face up by paying its morph cost (a special action); `x` for a cost with X. */
  | { t: 'turnFaceUp'; o: ObjId; x?: number }
  /** CR 702.62a: suspend a card from the hand (a special action). */
  | { t: 'suspend'; o: ObjId }
  /**
   * CR 602: activate ability `a` of the object's card; `a = GRANTED_KEYWORD` with `kw`, `of`, `k`: the
   * ability of a keyword another card gives it (Sedris's unearth for a card in a graveyard).
   */
  | { t: 'activate'; o: ObjId; a: number; kw?: Keyword; of?: string; k?: number }
  /** CR 103.5 keep; `begin`: the opening-hand cards to begin the game on the battlefield (CR 103.6). */
  | { t: 'keep'; begin?: ObjId[] }
  | { t: 'mulligan' }
  | { t: 'attack'; o: ObjId; at: Target }
  | { t: 'block'; o: ObjId; at: ObjId }
  /** Answers `target`, `choose`, `bottom` and `damageOrder`. */
  | { t: 'pick'; v: Target }
  | { t: 'mode'; i: number }
  | { t: 'x'; n: number }
  | { t: 'yes' }
  | { t: 'no' }
  | { t: 'color'; c: string }
  /** Answers `triggerOrder`: the index (in `GameState.triggers`) to put on the stack next. */
  | { t: 'first'; i: number }
  | { t: 'done' };

export type ActionType = Action['t'];

export const sameTarget = (a: Target, b: Target): boolean =>
  'p' in a ? 'p' in b && a.p === b.p : 'o' in b && a.o === b.o;
