import fs from 'node:fs';
import path from 'node:path';

// When the app cannot start (the database will not open, a native module will not load), the
// user sees why and where the details are, instead of a process that exits or idles unseen.

export const STARTUP_LOG_NAME = 'startup-error.log';

export interface StartupFailureHost {
  /** Where the log goes (Electron's `logs` folder). */
  logsDir: string;
  /** The data folder, named in the message so the user knows which one failed. */
  dataDir: string;
  showErrorBox(title: string, content: string): void;
  exit(code: number): void;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The message the error box shows. */
export function startupFailureMessage(error: unknown, dataDir: string, logPath: string | undefined): string {
  return [
    `Kitchen Table could not start: ${describe(error)}`,
    '',
    `Data folder: ${dataDir}`,
    logPath ? `Details were written to: ${logPath}` : 'The details could not be written to a log file.',
  ].join('\n');
}

/** Writes the log (best effort), shows the error box, then exits with status 1. */
export function reportStartupFailure(error: unknown, host: StartupFailureHost): void {
  let logPath: string | undefined = path.join(host.logsDir, STARTUP_LOG_NAME);
  try {
    fs.mkdirSync(host.logsDir, { recursive: true });
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    fs.appendFileSync(logPath, `${new Date().toISOString()} startup failed (data: ${host.dataDir})\n${detail}\n\n`);
  } catch {
    logPath = undefined;
  }
  console.error('Kitchen Table could not start:', error);
  host.showErrorBox('Kitchen Table could not start', startupFailureMessage(error, host.dataDir, logPath));
  host.exit(1);
}
