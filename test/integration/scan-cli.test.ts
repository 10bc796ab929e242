/** `scan <image…>` in-process, with the starter pool as the card database: --json shape and plain output. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';

const PHOTOS = path.resolve(process.cwd(), '../shared/fixtures/ocr-photos');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-scan-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('scan CLI', () => {
  it('prints per image the best match, its confidence and suggestions; null when unsure', async () => {
    expect((await cli('collection', 'add-starter', '--data', dir)).code).toBe(0);
    const r = await cli(
      'scan',
      // A fanned hand (the cheapest real photo to read: its titles are large) and a photo with no card.
      path.join(PHOTOS, 'visions/IMG_20191130154729.jpg'),
      path.join(PHOTOS, 'hj3/frilly_0007.jpg'),
      '--data',
      dir,
      '--json',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      file: string;
      name: string | null;
      confidence: number;
      suggestions: { name: string }[];
      cards: { name: string | null }[];
    }[];
    expect(out.map((o) => [path.basename(o.file), o.name])).toEqual([
      ['IMG_20191130154729.jpg', 'Mighty Leap'],
      ['frilly_0007.jpg', null],
    ]);
    expect(out[0]!.confidence).toBeGreaterThanOrEqual(0.8);
    expect(out[0]!.suggestions[0]!.name).toBe('Mighty Leap');
    // The other titles in the photo; only cards of the starter pool (the card database here) are named.
    expect(out[0]!.cards.flatMap((c) => (c.name ? [c.name] : [])).sort()).toEqual([
      'Infernal Scarring',
      'Infernal Scarring',
      'Mighty Leap',
    ]);
  }, 60_000);

  it('says what is wrong with a missing file', async () => {
    const r = await cli('scan', path.join(dir, 'nope.jpg'), '--data', dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/nope\.jpg/);
  });
});
