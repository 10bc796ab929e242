import type { DiceEvent } from './dice';

/**
 * Something that happened, returned by `apply` for the log and the UI's animations. Every event
 * has a plain-words `text` (what a person reads in the log) and a `type` a table component can
 * switch on; variants add their own fields (card ids, amounts, targets).
 */
export interface LogEvent {
  type: string;
  /** The seat the event is about (who played, who was hit), when there is one. */
  seat?: number;
  text: string;
  [extra: string]: unknown;
}

/** Any event a variant emits: a plain log event or a dice roll. */
export type GameEvent = LogEvent | DiceEvent;
