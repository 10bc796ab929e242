/**
 * `effects report` and `effects explain` through the CLI (the same backend API the UI calls),
 * on the bundled starter pool and on a real Scryfall-shaped file from the shared fixtures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { createBackend } from '../../src/backend/api';
import { APP_VERSION } from '../../src/backend/version';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const data = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kt-effects-'));
const fixture = path.resolve(process.cwd(), '../shared/fixtures/scryfall/mtgssm-cards-88-mixed-layouts.json');

describe('effects CLI', () => {
  it('reports coverage of the starter pool as JSON', async () => {
    const r = await cli('effects', 'report', '--set', 'starter', '--data', data(), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      total: number;
      full: number;
      partial: number;
      none: number;
      topUnknown: { shape: string; count: number }[];
    };
    expect(report.total).toBeGreaterThan(2000);
    expect(report.full + report.partial + report.none).toBe(report.total);
    expect(report.full / report.total).toBeGreaterThan(0.5);
    // Executable coverage sits next to understood coverage: never more than what is understood.
    const ex = (report as unknown as { executable: number }).executable;
    expect(ex).toBeGreaterThan(report.full * 0.9);
    expect(ex).toBeLessThanOrEqual(report.full);
    expect(report.topUnknown).toHaveLength(30);
    // Issue 17: the labelled precision set's figure is printed with the coverage.
    const precision = (report as unknown as { precisionSample: { labelled: number; matched: number } }).precisionSample;
    expect(precision.labelled).toBe(360);
    expect(precision.matched / precision.labelled).toBeGreaterThanOrEqual(0.98);
    const human = await cli('effects', 'report', '--set', 'starter', '--data', data());
    expect(human.stdout).toMatch(/Precision on the labelled set: \d+ of 360 trees exactly as labelled/);
    expect(report.topUnknown[0]!.count).toBeGreaterThanOrEqual(report.topUnknown[29]!.count);
  });

  it('reads a Scryfall-shaped bulk file given to --set', async () => {
    const r = await cli('effects', 'report', '--set', fixture, '--data', data(), '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { total: number; full: number };
    expect(report.total).toBeGreaterThan(40);
    const human = await cli('effects', 'report', '--set', fixture, '--data', data());
    expect(human.stdout).toMatch(/fully understood\s+[\d,]+\s+[\d.]+%/);
  });

  it('explains a card: verdict, unknown sentences and effect tree', async () => {
    const r = await cli('effects', 'explain', 'Lightning Bolt', '--data', data(), '--json');
    expect(r.code).toBe(0);
    const x = JSON.parse(r.stdout) as { name: string; verdict: string; unknown: string[]; effects: unknown[] };
    expect(x).toMatchObject({ name: 'Lightning Bolt', verdict: 'full', unknown: [] });
    expect(x.effects).toEqual([
      {
        type: 'spell',
        effects: [
          {
            kind: 'damage',
            amount: 3,
            to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
            from: { ref: 'self' },
          },
        ],
      },
    ]);
    const clone = await cli('effects', 'explain', 'Clone', '--data', data());
    expect(clone.stdout).toMatch(
      /Verdict: not understood[\s\S]*will not run:\n {2}- You may have Clone enter the battlefield as a copy of any creature on the battlefield/,
    );
  });

  // Issue 17, class 5: a split, flip or transform card is explained and counted face by face.
  it('explains and reports a multi-faced card per face, each with its own cost and type line', async () => {
    const r = await cli('effects', 'explain', 'Boom // Bust', '--set', fixture, '--data', data(), '--json');
    expect(r.code).toBe(0);
    const x = JSON.parse(r.stdout) as {
      verdict: string;
      effects: unknown[];
      faces: { name: string; manaCost: string; typeLine: string; verdict: string; effects: unknown[] }[];
    };
    expect(x.verdict).toBe('partial');
    expect(x.effects).toEqual([]);
    expect(x.faces.map((f) => [f.name, f.manaCost, f.typeLine, f.verdict])).toEqual([
      ['Boom', '{1}{R}', 'Sorcery', 'none'],
      ['Bust', '{5}{R}', 'Sorcery', 'full'],
    ]);
    const human = await cli('effects', 'explain', 'Delver of Secrets', '--set', fixture, '--data', data());
    expect(human.stdout).toMatch(/Face 1: Delver of Secrets \{U\} — Creature — Human Wizard/);
    expect(human.stdout).toMatch(
      /Face 2: Insectile Aberration — Creature — Human Insect\n {2}Flying\n\nVerdict: fully understood/,
    );
    const report = JSON.parse(
      (await cli('effects', 'report', '--set', fixture, '--data', data(), '--json')).stdout,
    ) as {
      faces: { cards: number; total: number; full: number; partial: number; none: number };
    };
    // Boom // Bust, Who // What // When // Where // Why, three flip and two transform cards.
    expect(report.faces.cards).toBe(7);
    expect(report.faces.total).toBe(17);
    expect(report.faces.full + report.faces.partial + report.faces.none).toBe(report.faces.total);
  });

  it('says plainly when a card or a file is not there', async () => {
    const missing = await cli('effects', 'explain', 'No Such Card', '--data', data());
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/No card named "No Such Card"/);
    const noFile = await cli('effects', 'report', '--set', '/nonexistent/cards.json', '--data', data());
    expect(noFile.code).not.toBe(0);
    expect(noFile.stderr).toMatch(/There is no card file at "\/nonexistent\/cards.json"/);
  });

  it('gives verdicts by the caller’s keys (what the Collection and deck editor ask)', async () => {
    const backend = createBackend({ dataDir: data(), host: 'test', version: APP_VERSION });
    try {
      const r = await backend.call('effects.verdicts', {
        cards: [
          {
            key: 'a',
            name: 'Giant Growth',
            typeLine: 'Instant',
            oracleText: 'Target creature gets +3/+3 until end of turn.',
          },
          {
            key: 'b',
            name: 'Clone',
            typeLine: 'Creature — Shapeshifter',
            oracleText: 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.',
          },
        ],
      });
      expect(r).toEqual({
        ok: true,
        value: {
          verdicts: {
            a: { verdict: 'full', unknown: [] },
            b: {
              verdict: 'none',
              unknown: ['You may have Clone enter the battlefield as a copy of any creature on the battlefield'],
            },
          },
        },
      });
    } finally {
      backend.close?.();
    }
  });
});
