import type { ApiErrorCode } from '../contract/errors';

/** An expected failure with a message meant for the user; anything else is reported as internal. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const notFound = (message: string, details?: unknown) => new ApiFailure('not_found', message, details);
export const badInput = (message: string, details?: unknown) => new ApiFailure('bad_input', message, details);
