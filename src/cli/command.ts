import type { ParseArgsConfig } from 'node:util';
import type { CallOptions } from '../backend/api';

/** The parser's options for a command's own flags. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** A command's flags: those that take a value (`--seed 42`), then the switches (`--dry-run`). */
export function flags(valued: readonly string[], switches: readonly string[] = []): CommandOptions {
  const options: CommandOptions = {};
  for (const name of valued) options[name] = { type: 'string' };
  for (const name of switches) options[name] = { type: 'boolean' };
  return options;
}

/** What a command gets: its parsed flags and positionals, and the backend's API. */
export interface CommandContext {
  args: string[];
  flags: Record<string, string | boolean | string[] | undefined>;
  json: boolean;
  /** Calls a backend method; throws {@link CliError} with the backend's message on failure. */
  call<T = unknown>(method: string, input: unknown, options?: CallOptions): Promise<T>;
  /** A progress line on stderr (never in `--json` stdout). */
  progress(text: string): void;
  out(text: string): void;
}

export interface Command {
  /** One or more words: `version`, `db migrate`, `cards import-bulk`. */
  name: string;
  summary: string;
  /** Usage after the name, e.g. `<file> [--dry-run]`. */
  usage?: string;
  options?: CommandOptions;
  /** Runs and returns what `--json` prints; `print` says how to show it to a person. */
  run(ctx: CommandContext): Promise<unknown>;
  print?(result: unknown, ctx: CommandContext): string;
  /** Exit code for a result (e.g. `deck check` exits 1 for an illegal deck). */
  exitCode?(result: unknown): number;
}

export class CliError extends Error {
  constructor(
    message: string,
    readonly code = 'error',
    readonly exit = 1,
  ) {
    super(message);
  }
}

/** A mistake in how a command was called: exit 2, as for the parser's own. */
export function usageError(message: string): CliError {
  return new CliError(message, 'usage', 2);
}

/** A flag's value when it was given as text (undefined when absent or a switch). */
export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** The positionals as one text (a card name, a query: quotes optional); `missing` says what to give. */
export function textArg(ctx: CommandContext, missing: string): string {
  const text = ctx.args.join(' ').trim();
  if (!text) throw usageError(missing);
  return text;
}
