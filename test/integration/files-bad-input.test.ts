/**
 * Bad input gets a clear message naming the file and line, and nothing is written: a binary file,
 * an unknown CSV header, unreadable lines, quantities of 0 and 10^9, a 50 MB file. Fuzz: random
 * bytes and mutated real fixtures never crash the importer, and a refused import writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/api';
import { backendWithAllSets, DECKLISTS, fixtureFiles } from './filesCardDb';
import { importSnapshot } from '../support/importSnapshot';

let backend: Backend;
let dir: string;
beforeAll(() => {
  backend = backendWithAllSets().backend;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-files-bad-'));
});
afterAll(() => backend.close());

const snapshot = (): string => importSnapshot(backend);

async function refused(file: string, text: string | Buffer, into: 'collection' | 'deck' = 'collection') {
  const p = path.join(dir, file);
  fs.writeFileSync(p, text);
  const before = snapshot();
  const target = into === 'deck' ? { into, variant: 'magic-54' } : { into };
  const r = await backend.call('files.commit', { source: { path: p }, target });
  expect(snapshot()).toBe(before);
  if (r.ok) throw new Error(`${file} was imported`);
  return r.error;
}

describe('bad input is refused with the file and line named, and nothing is written', () => {
  it('a binary file', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const e = await refused('photo.csv', Buffer.concat([png, Buffer.alloc(2000, 7)]));
    expect(e.code).toBe('bad_input');
    expect(e.message).toMatch(/^photo\.csv, line \d+: this is not a text file/);
  });

  it('a CSV with an unknown header', async () => {
    const e = await refused('mystery.csv', 'Card,Amount,Where\nLightning Bolt,4,binder\n');
    expect(e.message).toMatch(
      /^mystery\.csv, line 1: the CSV header \(Card, Amount, Where\) is not one Kitchen Table knows/,
    );
  });

  it('lines that cannot be parsed, and quantities of 0 and 10^9, even when other lines are fine', async () => {
    const e = await refused('deck.txt', '4 Lightning Bolt\n0 Island\n1000000000 Forest\n4\n4 Counterspell\n', 'deck');
    expect(e.code).toBe('bad_input');
    expect(e.message).toContain('deck.txt: 3 lines cannot be read, so nothing was imported');
    expect(e.message).toContain('line 2: the quantity is 0');
    expect(e.message).toContain('line 3: the quantity 1000000000 is more than 99,999');
    expect(e.message).toContain('line 4: there is a number but no card name');
  });

  it('a CSV row with a quantity of 0, by its line', async () => {
    const e = await refused('coll.csv', 'Count,Name,Edition\n2,Opt,XLN\n0,Opt,XLN\n');
    expect(e.message).toMatch(/coll\.csv: 1 line cannot be read.*line 3: the quantity is 0/);
  });

  it('malformed XML and a CSV quote never closed, by line', async () => {
    expect((await refused('deck.dek', '<Deck>\n<Cards Quantity="1" Name="Opt">\n</Deck>')).message).toMatch(/^deck\.dek, line 3: the XML is malformed/); // prettier-ignore
    expect((await refused('q.csv', 'Count,Name,Edition\n1,"Opt,XLN\n')).message).toMatch(
      /^q\.csv, line 2: a quoted field/,
    );
  });

  it('a 50 MB file is refused before it is read', async () => {
    const p = path.join(dir, 'huge.csv');
    const fd = fs.openSync(p, 'w');
    fs.ftruncateSync(fd, 50 * 1024 * 1024);
    fs.closeSync(fd);
    const before = snapshot();
    const r = await backend.call('files.preview', { source: { path: p } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^huge\.csv is 50\.0 MB; Kitchen Table reads deck and collection files up to 16\.0 MB/); // prettier-ignore
    const text = await backend.call('files.preview', { source: { fileName: 'pasted.txt', text: '1 Opt\n'.repeat(9_000_000) } }); // prettier-ignore
    expect(text.ok ? '' : text.error.message).toMatch(/^pasted\.txt is 51\.5 MB/);
    expect(snapshot()).toBe(before);
  });

  it('a file changed since its preview is refused', async () => {
    const p = path.join(dir, 'changing.txt');
    fs.writeFileSync(p, '4 Lightning Bolt\n');
    const prev = await backend.call('files.preview', { source: { path: p } });
    fs.writeFileSync(p, '40 Lightning Bolt\n');
    const before = snapshot();
    const digest = prev.ok ? (prev.value as { digest: string }).digest : '';
    const r = await backend.call('files.commit', { source: { path: p }, target: { into: 'collection' }, digest });
    expect(r.ok ? '' : r.error.code).toBe('conflict');
    expect(snapshot()).toBe(before);
  });
});

describe('importer fuzz', () => {
  const small = fixtureFiles().filter((f) => fs.statSync(path.join(DECKLISTS, f)).size < 40_000);
  const texts = small.map((f) => fs.readFileSync(path.join(DECKLISTS, f)));

  /** Commits; either it works, or it is refused as bad input and the database is unchanged. */
  async function commitOrRefuse(bytes: Uint8Array, name: string): Promise<void> {
    const p = path.join(dir, name);
    fs.writeFileSync(p, bytes);
    const before = snapshot();
    const r = await backend.call('files.commit', { source: { path: p }, target: { into: 'collection' } });
    if (!r.ok) {
      expect(['bad_input'], r.error.message).toContain(r.error.code);
      expect(r.error.message).toContain(name);
      expect(snapshot()).toBe(before);
    }
  }

  it('random byte strings never crash it and never write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 3000 }), (b) => commitOrRefuse(b, 'random.bin')),
      { numRuns: 60 },
    );
  });

  it('mutated real fixtures never crash it; a refused one writes nothing', async () => {
    const mutation = fc.record({
      at: fc.nat(),
      len: fc.integer({ min: 0, max: 40 }),
      insert: fc.uint8Array({ maxLength: 12 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: texts.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        async (i, ms) => {
          let b = Buffer.from(texts[i] ?? Buffer.alloc(0));
          for (const m of ms) {
            const at = b.length ? m.at % b.length : 0;
            b = Buffer.concat([b.subarray(0, at), Buffer.from(m.insert), b.subarray(Math.min(b.length, at + m.len))]);
          }
          await commitOrRefuse(b, `mutated-${path.basename(small[i] ?? 'x')}`);
        },
      ),
      { numRuns: 80 },
    );
  });
});
