import fs from 'node:fs';
import path from 'node:path';
import { ApiFailure } from './errors';

/**
 * Which files on disk a request may make the backend read (issue 23: `files.preview` read any path
 * it was given, so anything that could send a request — a page that got the token, a compromised
 * renderer — could read /etc/passwd or ~/.ssh through the import preview).
 *
 * - `any`: the CLI (the user at their own shell names the files) and tests.
 * - `picked`: the web and Electron hosts. Only files the user picked in a file dialog, files under
 *   a folder the user chose, and files in the app's own data folder are readable; the host's own
 *   trusted code adds them with {@link allowFile} / {@link allowFolder} (Electron: the main
 *   process's file dialog; the web host: `npm run serve -- --allow-folder <dir>`). The window's
 *   import screen sends the file's content, not a path, so it needs nothing here.
 *
 * Every method that takes a path checks it: files.preview / files.commit, cards.importBulk, and
 * effects.report / effects.explain with a card file as their set.
 */
export type FileAccessMode = 'any' | 'picked';

export class FileAccess {
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();

  constructor(readonly mode: FileAccessMode) {}

  /** A file the user picked in a dialog. */
  allowFile(file: string): void {
    this.files.add(real(file) ?? path.resolve(file));
  }

  /** A folder the user chose: every file under it. */
  allowFolder(dir: string): void {
    this.folders.add(real(dir) ?? path.resolve(dir));
  }

  /**
   * Throws a `forbidden` failure unless the file may be read. The real path is compared (links
   * and `..` resolved), so a link inside a chosen folder cannot lead out of it.
   */
  check(file: string): void {
    if (this.mode === 'any') return;
    const resolved = real(file);
    const allowed =
      resolved !== undefined &&
      (this.files.has(resolved) || [...this.folders].some((dir) => resolved.startsWith(dir + path.sep)));
    if (!allowed) {
      // The same answer whether the file exists or not: a refusal must not tell what is on disk.
      throw new ApiFailure(
        'forbidden',
        `Not allowed: Kitchen Table reads only files you chose in the app (pick or drop the file, or paste its text) or files in a folder you allowed (npm run serve -- --allow-folder <folder>); ${path.basename(file)} was not read.`,
      );
    }
  }
}

function real(p: string): string | undefined {
  try {
    return fs.realpathSync(p);
  } catch {
    return undefined;
  }
}

/** The default for a host: the CLI and tests name files themselves; the windows pick them. */
export function defaultFileAccess(host: string): FileAccessMode {
  return host === 'cli' || host === 'test' ? 'any' : 'picked';
}
