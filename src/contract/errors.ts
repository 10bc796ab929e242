/** Error codes every transport carries unchanged from the backend to the caller. */
export type ApiErrorCode =
  | 'validation' // the input did not match the method's schema
  | 'unknown_method'
  | 'not_found'
  | 'bad_input' // well-formed input the operation cannot use (a malformed file, an illegal move)
  | 'conflict'
  | 'network' // Scryfall (or another remote) could not be reached or answered with an error
  | 'cancelled'
  | 'forbidden' // the request names something this caller may not use (a file the user did not pick)
  | 'busy' // the database is locked by another writer: try again
  | 'storage' // the database file is damaged, unwritable, or its disk is full
  | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  /** One plain sentence for the user: what went wrong and where. */
  message: string;
  details?: unknown;
}

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** A progress report from a long job (bulk import, scanning, file parsing). */
export interface ProgressEvent {
  jobId: string;
  /** What is being done now, e.g. "Reading cards". */
  phase: string;
  done: number;
  /** null when the total is not known yet. */
  total: number | null;
  finished?: boolean;
}
