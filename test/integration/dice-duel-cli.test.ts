/**
 * `simulate --variant dice-duel` through the CLI and the backend, as a user runs it: with no
 * --decks (each seat's deck auto-built from the bundled starter pool with the run's seed) and with
 * --decks <file>,<file> (deck files read by the file-format parsers, names found in the starter pool).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { autoBuild } from '../../src/core/variants/dice-duel/deckSource';
import { diceDuelPool } from '../support/diceDuelPool';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

interface Sim {
  games: number;
  wins: number[];
  draws: number;
}

describe('simulate --variant dice-duel', () => {
  it('plays with decks auto-built from the starter pool (no --decks); the same seed gives the same result', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-dd-'));
    const args = [
      'simulate',
      '--variant',
      'dice-duel',
      '--seats',
      'greedy,random',
      '--games',
      '10',
      '--seed',
      '5',
      '--data',
      dir,
      '--json',
    ];
    const a = await cli(...args);
    expect(a.code, a.stderr).toBe(0);
    const r = JSON.parse(a.stdout) as Sim;
    expect(r.games).toBe(10);
    expect(r.wins[0]! + r.wins[1]! + r.draws).toBe(10);
    expect(r.wins[0]).toBeGreaterThanOrEqual(7); // greedy beats random
    const b = JSON.parse((await cli(...args)).stdout) as Sim;
    expect(b.wins).toEqual(r.wins);
  }, 120_000);

  it('plays two deck files given with --decks, and names an unknown card plainly', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-dd-'));
    const { pool } = diceDuelPool();
    const files = ['a', 'b'].map((seed, i) => {
      const counts = new Map<string, number>();
      for (const c of autoBuild(pool, seed, i === 0 ? 'best' : 'by-the-book'))
        counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
      const file = path.join(dir, `${seed}.txt`);
      fs.writeFileSync(file, [...counts].map(([n, q]) => `${q} ${n}`).join('\n') + '\n');
      return file;
    });
    const r = await cli(
      'simulate',
      '--variant',
      'dice-duel',
      '--seats',
      'random,random',
      '--games',
      '6',
      '--decks',
      files.join(','),
      '--data',
      dir,
      '--json',
    );
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as Sim).games).toBe(6);

    const bad = path.join(dir, 'bad.txt');
    fs.writeFileSync(bad, '20 Forest\n40 Not A Real Card Name\n');
    const e = await cli(
      'simulate',
      '--variant',
      'dice-duel',
      '--seats',
      'random,random',
      '--games',
      '1',
      '--decks',
      `${bad},${files[0]}`,
      '--data',
      dir,
      '--json',
    );
    expect(e.code).not.toBe(0);
    expect(e.stderr).toContain('Not A Real Card Name');
  }, 120_000);
});
