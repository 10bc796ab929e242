/**
 * The webcam session's memory of what is being held up (issue 10): "a card held still is not
 * added twice; the same card shown again after another card is (the user really has two)".
 * Pure and serialisable: the backend keeps the state with the session, so it survives a restart.
 */
export interface HoldState {
  /** The card currently held (the last one listed), by name. */
  current: string | null;
  /** An unsure read waiting for a second frame that agrees with it. */
  pending: string | null;
}

export const EMPTY_HOLD: HoldState = { current: null, pending: null };

/** What one frame's best read was: the best name, and whether it was read with confidence. */
export interface FrameRead {
  name: string;
  confident: boolean;
}

export type HoldAction =
  /** No card read in the frame: nothing changes (a blurred frame does not end a hold). */
  | 'none'
  /** The card already listed is still being held: not added again. */
  | 'same'
  /** An unsure read seen once: wait for the next frame to agree before listing it. */
  | 'wait'
  /** A new card: list it (with confidence: added; unsure: in "check these"). */
  | 'new';

/**
 * Decides what a frame means. A confident read of a different card lists it at once; an unsure
 * read must be seen in two frames in a row first, so one misread frame of the held card does
 * not list a phantom card and then list the held card a second time.
 */
export function observeFrame(state: HoldState, read: FrameRead | null): { state: HoldState; action: HoldAction } {
  if (!read) return { state, action: 'none' };
  if (read.name === state.current) return { state: { ...state, pending: null }, action: 'same' };
  if (read.confident || state.pending === read.name) {
    return { state: { current: read.name, pending: null }, action: 'new' };
  }
  return { state: { ...state, pending: read.name }, action: 'wait' };
}
