import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createBackend, type Backend } from '../backend/api';
import { dbPathIn, defaultDataDir } from '../backend/paths';
import { sqliteFailure } from '../backend/sqliteErrors';
import { APP_VERSION } from '../backend/version';
import { CliError, type Command, type CommandContext } from './command';
import { commands as allCommands } from './commands';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const GLOBAL_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  data: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

export function usage(commands: Command[] = allCommands): string {
  return [
    'Usage: kitchen-table <command> [options]   (from the repo: npm run cli -- <command> [options])',
    '',
    'Commands:',
    '  help',
    '      Show this help',
    ...commands.flatMap((c) => [`  ${c.name}${c.usage ? ' ' + c.usage : ''}`, `      ${c.summary}`]),
    '',
    'Options for every command:',
    "  --data <dir>   the data folder (default: the desktop app's, or $KITCHEN_TABLE_DATA)",
    '  --json         machine-readable output on stdout; errors as JSON on stderr',
  ].join('\n');
}

/** Finds the command whose words are the longest prefix of the positionals. */
function match(positionals: string[], commands: Command[]): { command: Command; rest: string[] } | undefined {
  let best: { command: Command; rest: string[] } | undefined;
  for (const command of commands) {
    const words = command.name.split(' ');
    if (words.every((w, i) => positionals[i] === w) && (!best || words.length > best.command.name.split(' ').length)) {
      best = { command, rest: positionals.slice(words.length) };
    }
  }
  return best;
}

/** Runs the CLI; returns the exit code. */
export async function runCli(argv: string[], io: CliIo, commands: Command[] = allCommands): Promise<number> {
  const wantsJson = argv.includes('--json');
  const fail = (message: string, code: string, exit: number, showUsage = false): number => {
    if (wantsJson) io.stderr(JSON.stringify({ error: { code, message } }));
    else io.stderr(`Error: ${message}${showUsage ? '\n\n' + usage(commands) : ''}`);
    return exit;
  };

  // First pass, loose: find the command words.
  const loose = parseArgs({ args: argv, options: GLOBAL_OPTIONS, strict: false, allowPositionals: true });
  const positionals = loose.positionals;
  if (positionals.length === 0 || positionals[0] === 'help') {
    if (positionals.length === 0 && !loose.values.help) return fail('no command given.', 'usage', 2, true);
    io.stdout(
      wantsJson
        ? JSON.stringify({
            commands: commands.map((c) => ({ name: c.name, summary: c.summary, usage: c.usage ?? '' })),
          })
        : usage(commands),
    );
    return 0;
  }
  const found = match(positionals, commands);
  if (!found) return fail(`unknown command "${positionals.join(' ')}".`, 'usage', 2, true);
  const { command } = found;

  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)} (in "${command.name}").`, 'usage', 2, true);
  }
  if (parsed.values.help) {
    io.stdout(
      `Usage: kitchen-table ${command.name}${command.usage ? ' ' + command.usage : ''} [--data <dir>] [--json]\n\n${command.summary}`,
    );
    return 0;
  }
  const json = Boolean(parsed.values.json);
  // A relative --data is relative to where the user typed the command: `npm run cli` runs in the
  // project folder, and npm keeps the user's own folder in INIT_CWD.
  const dataDir =
    typeof parsed.values.data === 'string'
      ? path.resolve(process.env['INIT_CWD'] ?? process.cwd(), parsed.values.data)
      : defaultDataDir();
  let backend: Backend | undefined;
  let jobCounter = 0;
  const ctx: CommandContext = {
    args: parsed.positionals.slice(command.name.split(' ').length),
    flags: parsed.values as CommandContext['flags'],
    json,
    call: async <T>(method: string, input: unknown, options?: Parameters<CommandContext['call']>[2]) => {
      backend ??= createBackend({ dataDir, host: 'cli', version: APP_VERSION });
      const jobId = options?.onProgress ? (options.jobId ?? `cli-${++jobCounter}`) : options?.jobId;
      const result = await backend.call(method, input, { ...options, jobId });
      if (!result.ok) throw new CliError(result.error.message, result.error.code);
      return result.value as T;
    },
    progress: (text) => io.stderr(text),
    out: (text) => io.stdout(text),
  };
  try {
    const result = await command.run(ctx);
    io.stdout(json || !command.print ? JSON.stringify(result, null, json ? 2 : 2) : command.print(result, ctx));
    return command.exitCode?.(result) ?? 0;
  } catch (err) {
    if (err instanceof CliError) return fail(err.message, err.code, err.exit);
    // Opening the database can fail before any call (a damaged file, a folder without write access).
    const plain = sqliteFailure(err, dbPathIn(dataDir));
    if (plain) return fail(plain.message, plain.code, 1);
    return fail(err instanceof Error ? err.message : String(err), 'internal', 1);
  } finally {
    await backend?.close();
  }
}
