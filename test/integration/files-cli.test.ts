/** The CLI's `import` and `export`: every line's resolution printed, commit unless --dry-run, export to stdout. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dbPathIn } from '../../src/backend/paths';
import { runCli } from '../../src/cli/run';
import { allSetsDatabase, DECKLISTS } from './filesCardDb';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-files-cli-'));
  fs.copyFileSync(allSetsDatabase(), dbPathIn(dir));
  return dir;
}

describe('kitchen-table import / export', () => {
  it('--dry-run prints every line as resolved, ambiguous or unknown with suggestions, and writes nothing', async () => {
    const dir = dataDir();
    const file = path.join(DECKLISTS, 'arena/screen2deck-test_mtg_edge_cases.txt');
    const r = await cli('import', file, '--dry-run', '--data', dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('screen2deck-test_mtg_edge_cases.txt: MTG Arena');
    expect(r.stdout).toMatch(/line +4 +2 Fire \/\/ Ice +-> +resolved: Fire \/\/ Ice \(/);
    expect(r.stdout).toMatch(/line +7 +4 Île +-> +resolved: Island .*by translated/);
    expect(r.stdout).toMatch(/line +3 +3 Brazen Borrower +-> +UNKNOWN; closest: Brazen /);
    expect(r.stdout).toContain('Dry run: nothing was imported.');
    const list = await cli('export', 'collection', '--format', 'text', '--data', dir);
    expect(list.stdout).toBe('');
  });

  it('imports into the collection and as a deck, then exports both', async () => {
    const dir = dataDir();
    const coll = await cli('import', path.join(DECKLISTS, 'deckbox-csv/cardbase-deckbox.csv'), '--data', dir);
    expect(coll.code).toBe(0);
    expect(coll.stdout).toContain('Imported 19 cards (12 lines) into the collection.');
    const deck = await cli('import', path.join(DECKLISTS, 'mtgo-dek/androiddevaccount-sample.dek'), '--into', 'deck', '--variant', 'magic-54', '--data', dir, '--json'); // prettier-ignore
    expect(deck.code).toBe(0);
    const out = JSON.parse(deck.stdout) as { committed: { into: string; deckId: number; copies: number } };
    expect(out.committed).toMatchObject({ into: 'deck', copies: 26 });
    const csv = await cli('export', 'collection', '--format', 'manabox', '--data', dir);
    expect(csv.stdout.split('\n')[0]).toMatch(/^Name,Set code,Set name,Collector number,Foil/);
    expect(csv.stdout).toContain('"Iroas, God of Victory",JOU,Journey into Nyx,150,normal');
    const dek = await cli('export', String(out.committed.deckId), '--format', 'mtgo-dek', '--data', dir);
    expect(dek.stdout).toContain('Quantity="2" Sideboard="true" Name="Hydroblast"');
  });

  it('refuses a file with unreadable lines (exit 1), naming the lines', async () => {
    const dir = dataDir();
    const file = path.join(dir, 'bad.txt');
    fs.writeFileSync(file, '4 Lightning Bolt\n0 Island\n');
    const r = await cli('import', file, '--data', dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('line     2  CANNOT READ: the quantity is 0');
    expect(r.stdout).toContain('Nothing was imported');
  });
});
