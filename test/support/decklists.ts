/**
 * The real deck and collection files of ../shared/fixtures/decklists (written by other tools, see
 * its SOURCES.md), for the format readers' tests.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DECKLISTS = path.resolve(process.cwd(), '../shared/fixtures/decklists');

/** The text of one file, by its path below decklists/ (`'cockatrice-cod/xmage-testdeck.cod'`). */
export function readDecklist(file: string): string {
  return fs.readFileSync(path.join(DECKLISTS, file), 'utf8');
}
