import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../src/backend/api';
import { runCli } from '../../src/cli/run';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

type BuildJson = {
  deck: { main: { name: string; quantity: number }[]; sideboard: { name: string; quantity: number }[] } | null;
  legality: { legal: boolean; violations: { message: string }[] };
  reasons: string[];
};

/** `deck build` and `deck check` against a data folder holding the bundled starter pool. */
describe('deck CLI', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-deck-cli-'));
    const b = createBackend({ dataDir: dir, host: 'test', version: 'test' });
    const r = await b.call('collection.addStarter', {});
    await b.close();
    expect(r.ok).toBe(true);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('deck build --json prints the deck and its legality in the documented shape', async () => {
    const r = await cli(
      'deck',
      'build',
      '--variant',
      'dice-duel',
      '--seed',
      '3',
      '--colors',
      'br',
      '--data',
      dir,
      '--json',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as BuildJson;
    expect(out.legality).toEqual({ legal: true, violations: [] });
    expect(out.deck!.main.reduce((n, e) => n + e.quantity, 0)).toBe(60);
    expect(out.deck!.main[0]).toEqual({ name: expect.any(String), quantity: expect.any(Number) });
    expect(out.deck!.sideboard).toEqual([]);
  });

  it('deck build --save saves the deck; deck check passes it and fails a broken copy with every message', async () => {
    const r = await cli('deck', 'build', '--variant', 'magic-combat', '--save', 'CLI combat', '--data', dir, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as BuildJson & { saved: { id: number; name: string } };
    expect(out.saved.name).toBe('CLI combat');
    const lines = out.deck!.main.map((e) => `${e.quantity} ${e.name}`);
    const good = path.join(dir, 'good.txt');
    fs.writeFileSync(good, lines.join('\n'));
    const ok = await cli('deck', 'check', '--variant', 'magic-combat', good, '--data', dir);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe('Legal.');
    // Break it: the first card twice, and drop the last line.
    const first = out.deck!.main[0]!.name;
    const bad = path.join(dir, 'bad.txt');
    fs.writeFileSync(bad, [`2 ${first}`, ...lines.slice(1, -1)].join('\n'));
    const broken = await cli('deck', 'check', '--variant', 'magic-combat', bad, '--data', dir, '--no-ownership');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`2 copies of ${first} — Magic Combat is singleton`);
  });

  it('says why no deck can be built and exits 1', async () => {
    const r = await cli('deck', 'build', '--variant', 'magic-54', '--data', dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('there is nothing to build');
  });
});
