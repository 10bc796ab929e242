import type { z } from 'zod';

/**
 * One API method: its validated input and output. The UI can only call what is declared
 * here (the renderer's client is typed against {@link Contract}); the backend must handle
 * every declared method (a missing handler is a compile error).
 */
export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  summary: string;
  input: I;
  output: O;
  /** Long-running: reports progress events and can be cancelled by job id. */
  job?: boolean;
}

export function method<I extends z.ZodType, O extends z.ZodType>(
  summary: string,
  input: I,
  output: O,
  options: { job?: boolean } = {},
): MethodSpec<I, O> {
  return { summary, input, output, ...options };
}
