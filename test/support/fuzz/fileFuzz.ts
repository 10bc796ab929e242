/**
 * File fuzz driver: byte-level mutations (mutateBytes.ts) of the real deck and collection files in
 * ../shared/fixtures/decklists, fed to
 *  - the parsers (src/core/formats, through the backend's own byte decoding): they must return
 *    entries and problems with line numbers >= 1, or throw a FormatError with a line number, and
 *    never throw anything else;
 *  - the backend's files.preview and files.commit (text sources and, now and then, a temp file on
 *    disk; now and then online, against a local fake Scryfall): answers must be plain, a preview
 *    must write nothing, a failing commit must leave every table's row count unchanged, and the
 *    database must pass its integrity check afterwards.
 * Big fixtures (over 64 KB) go to the backend as their first 300 lines, so one case stays short.
 * Tallies are per fixture folder (the source format): `parse <folder>` and `import <folder>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from '../../../src/backend/api';
import { decodeBytes } from '../../../src/backend/importers/source';
import { FormatError, parseDeckText } from '../../../src/core/formats';
import { FakeScryfall } from '../fake-scryfall';
import type { FuzzOptions } from './apiFuzz';
import { answerProblem, countChanges, FuzzLog, integrityProblem, tableCounts, type Tally } from './checks';
import { mutate } from './mutateBytes';
import { Rng } from './rng';
import { FairTurns } from './turns';

/** {@link parseProblem}'s answer for a file refused with a FormatError (a plain error). */
export const REFUSED = 'refused';
const DECKLISTS = path.resolve(process.cwd(), '../shared/fixtures/decklists');
const BIG = 64 * 1024;

interface Fixture {
  folder: string;
  name: string;
  bytes: Buffer;
  /** The first 300 lines of a big file (what the backend half gets). */
  head: Buffer;
}

function fixtures(): Fixture[] {
  return fs
    .readdirSync(DECKLISTS, { recursive: true })
    .map(String)
    .filter((f) => f.includes(path.sep) && fs.statSync(path.join(DECKLISTS, f)).isFile())
    .sort()
    .map((f) => {
      const bytes = fs.readFileSync(path.join(DECKLISTS, f));
      let head = bytes;
      if (bytes.length > BIG) {
        let i = 0;
        for (let n = 0; n < 300 && i >= 0; n++) i = bytes.indexOf(0x0a, i + 1);
        head = bytes.subarray(0, i < 0 ? bytes.length : i + 1);
      }
      return { folder: path.dirname(f), name: path.basename(f), bytes, head };
    });
}

/**
 * What is wrong with a parse of `text`: undefined for a result with line numbers, `refused` for a
 * FormatError with a line number, else the problem.
 */
export function parseProblem(text: string): string | undefined {
  try {
    const r = parseDeckText(text);
    const lines = Math.max(r.lines, 1);
    for (const e of r.entries) {
      if (!Number.isInteger(e.line) || e.line < 1) return `entry "${e.name.slice(0, 40)}" has line ${e.line}`;
      if (!Number.isInteger(e.quantity) || e.quantity < 1) return `entry "${e.name.slice(0, 40)}" has quantity ${e.quantity}`; // prettier-ignore
    }
    for (const p of r.problems) {
      if (!Number.isInteger(p.line) || p.line < 1) return `problem "${p.message}" has line ${p.line}`;
      if (!p.message.trim()) return `a problem on line ${p.line} has no message`;
    }
    if (r.entries.some((e) => e.line > lines + 1) || r.problems.some((p) => p.line > lines + 1)) {
      return `a line number is past the end of the file (${lines} lines)`;
    }
    return undefined;
  } catch (err) {
    if (err instanceof FormatError) {
      if (!Number.isInteger(err.line) || err.line < 1) return `FormatError "${err.message}" has line ${err.line}`;
      return REFUSED;
    }
    return `the parser threw ${(err as Error)?.stack ?? String(err)}`;
  }
}

interface Ctx {
  backend: Backend;
  rng: Rng;
  log: FuzzLog;
  variants: string[];
  dir: string;
}

/** One file through files.preview and files.commit; counts answers in `tally`. */
async function viaBackend(c: Ctx, fx: Fixture, bytes: Buffer, tally: Tally, what: string): Promise<void> {
  const { backend, rng, log } = c;
  const db = backend.context.db;
  const where = `import ${fx.folder}`;
  let source: { path: string } | { fileName: string; text: string };
  if (rng.chance(0.2)) {
    const file = path.join(c.dir, `case-${rng.int(0, 1e9)}-${fx.name}`);
    fs.writeFileSync(file, bytes);
    source = { path: file };
  } else source = { fileName: fx.name, text: decodeBytes(bytes) };
  const online = rng.chance(0.1);
  const judge = (answer: unknown, step: string, before: Map<string, number>, mustNotWrite: boolean) => {
    const problem = answerProblem(answer, [source, bytes.toString('utf8')]); // the file's own words count as typed
    if (problem) {
      log.fail({ kind: 'crash', where, input: what, message: `${step}: ${problem}` });
      return false;
    }
    const ok = (answer as { ok: boolean }).ok;
    if (ok) tally.ok++;
    else tally.errors++;
    if (mustNotWrite || !ok) {
      const changed = countChanges(before, tableCounts(db));
      if (changed.length) log.fail({ kind: 'partial-write', where, input: what, message: `${step} (${ok ? 'ok' : 'failed'}) changed ${changed.join(', ')}` }); // prettier-ignore
    }
    return ok;
  };
  const call = async (method: string, input: unknown): Promise<unknown> => {
    try {
      return await backend.call(method, input);
    } catch (err) {
      return `call() threw ${(err as Error)?.stack ?? String(err)}`;
    }
  };
  let before = tableCounts(db);
  const preview = await call('files.preview', { source, online });
  const previewOk = judge(preview, 'files.preview', before, true);
  if (rng.chance(0.8)) {
    const digest = previewOk && rng.chance(0.8) ? (preview as { value: { digest: string } }).value.digest : rng.pick([undefined, 'stale']); // prettier-ignore
    const target = rng.chance(0.5) ? { into: 'collection' } : { into: 'deck', variant: rng.pick(c.variants) };
    before = tableCounts(db);
    judge(await call('files.commit', { source, target, digest, online }), 'files.commit', before, false);
  }
  const bad = integrityProblem(db);
  if (bad) log.fail({ kind: 'crash', where, input: what, message: bad });
  if ('path' in source) fs.rmSync(source.path, { force: true });
}

/** Runs the file fuzz for its budget (turns.ts): parser cases, and every fourth case through the backend too. */
export async function fuzzFiles(options: FuzzOptions): Promise<FuzzLog> {
  const log = new FuzzLog(options.onFailure);
  const rng = new Rng(`files:${options.seed}`);
  const all = fixtures();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-fuzz-files-'));
  const fake = new FakeScryfall();
  await fake.start();
  const backend = createBackend({ dataDir, host: 'test', version: '0.0.0-fuzz', scryfallBaseUrl: fake.url });
  await backend.call('collection.addStarter', {});
  const dv = await backend.call('decks.variants', {});
  const variants = [...(dv.ok ? (dv.value as { id: string }[]).map((v) => v.id) : []), 'no-such-variant'];
  const c: Ctx = { backend, rng, log, variants, dir: dataDir };
  // Time-fair turns per folder, as in the API driver.
  const folders = rng.shuffle([...new Set(all.map((f) => f.folder))]);
  const turns = new FairTurns(folders, options);
  let n = 0;
  try {
    for (let folder = turns.next(); folder; folder = turns.next()) {
      const fx = rng.pick(all.filter((f) => f.folder === folder));
      const other = rng.pick(all).head;
      const t0 = performance.now();
      const backendCase = n++ % 4 === 0;
      const { bytes, applied } = mutate(backendCase ? fx.head : fx.bytes, rng, other);
      const what = `${fx.folder}/${fx.name} with ${applied.join(', ')} (${bytes.length} bytes)`;
      const tally = log.tally(`${backendCase ? 'import' : 'parse'} ${folder}`);
      tally.cases++;
      if (backendCase) await viaBackend(c, fx, bytes, tally, what);
      else {
        const problem = parseProblem(decodeBytes(bytes));
        if (problem === REFUSED) tally.errors++;
        else if (problem) log.fail({ kind: 'crash', where: `parse ${folder}`, input: what, message: problem });
        else tally.ok++;
      }
      const ms = performance.now() - t0;
      tally.maxMs = Math.max(tally.maxMs, ms);
      tally.ms += ms;
      turns.spend(folder, ms);
    }
  } finally {
    await backend.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return log;
}
