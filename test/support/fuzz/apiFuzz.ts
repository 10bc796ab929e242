/**
 * API fuzz driver: every method of the contract, called on a real backend (temp data folder,
 * real SQLite file) with inputs generated from its zod input schema (see fromZod.ts).
 *
 * Checks per call: `call()` never throws; the answer is `{ok:true}` or `{ok:false}` with a known
 * code and a plain message (`internal` counts as a crash); the database passes
 * `PRAGMA integrity_check` (and `foreign_key_check`) afterwards; and a failing call leaves the row
 * count of every table as it was (no partial writes).
 *
 * Network: the backend's Scryfall base URL is a local fake server (test/support/fake-scryfall.ts),
 * so cards.search / sets / addSet / downloadBulk / image downloads and online file previews never
 * leave the machine. No method of the contract opens the OS or the webcam (those live in the
 * Electron main process and the renderer), so none is excluded.
 * Long jobs are run with a job id and cancelled after `jobTimeoutMs` (a cancelled job must write
 * nothing either).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from '../../../src/backend/api';
import { contract, methodNames, type MethodName } from '../../../src/contract';
import { FakeScryfall, SCRYFALL_FIXTURES } from '../fake-scryfall';
import { answerProblem, countChanges, FuzzLog, integrityProblem, tableCounts, type Failure } from './checks';
import { describeValue, fromZod, mutant, NO_HINT, type Hint } from './fromZod';
import { Rng } from './rng';
import { FairTurns, type Budget } from './turns';

export interface FuzzOptions extends Budget {
  seed: number | string;
  /** Called at once for every crash or partial write (the bench prints them as they come). */
  onFailure?: (f: Failure) => void;
  /** Cancel a job method still running after this long (default 3000 ms). */
  jobTimeoutMs?: number;
  /** Only these methods (the bench's FUZZ_METHODS), e.g. to fuzz methods added since a long run. */
  only?: readonly string[];
}

const DECKLISTS = path.resolve(process.cwd(), '../shared/fixtures/decklists');

/** Ids and names that exist in the database now, so generated inputs reach real rows. */
interface Pools {
  deckIds: number[];
  gameIds: number[];
  sessionIds: number[];
  entryIds: number[];
  scanEntryIds: number[];
  oracleIds: string[];
  printingIds: string[];
  names: string[];
  sets: string[];
  variants: string[];
  /** Every variant's house-rule options (games.variants), to build configs from. */
  options: TableOption[];
}

interface TableOption {
  path: string[];
  default: unknown;
  choices?: { value: unknown }[];
  min?: number;
  max?: number;
}

/** A game config from the variants' house-rule options: valid choices, bounds, and now and then out of range. */
function optionsConfig(rng: Rng, options: readonly TableOption[]): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (let k = rng.int(1, 3); k > 0; k--) {
    const o = rng.pick(options);
    const value = rng.chance(0.15)
      ? mutant(rng)
      : o.choices?.length
        ? rng.pick(o.choices).value
        : typeof o.default === 'number'
          ? rng.int(o.min ?? 0, o.max ?? 10) + (rng.chance(0.1) ? 1000 : 0)
          : o.default;
    let at = config;
    for (const key of o.path.slice(0, -1)) {
      const next = at[key];
      at = (at[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    }
    at[o.path.at(-1) ?? 'x'] = value;
  }
  return config;
}

function loadPools(backend: Backend, variants: string[], options: TableOption[]): Pools {
  const db = backend.context.db;
  const ids = (sql: string) => db.prepare(sql).pluck().all() as number[];
  const strs = (sql: string) => db.prepare(sql).pluck().all() as string[];
  return {
    deckIds: ids('SELECT id FROM decks ORDER BY id DESC LIMIT 30'),
    gameIds: ids('SELECT id FROM saved_games ORDER BY id DESC LIMIT 30'),
    sessionIds: ids('SELECT id FROM scan_sessions ORDER BY id DESC LIMIT 10'),
    entryIds: ids('SELECT id FROM collection_entries ORDER BY id DESC LIMIT 50'),
    scanEntryIds: ids('SELECT id FROM scan_entries ORDER BY id DESC LIMIT 30'),
    oracleIds: strs('SELECT oracle_id FROM cards ORDER BY random() LIMIT 100'),
    printingIds: strs('SELECT id FROM printings ORDER BY random() LIMIT 100'),
    names: strs('SELECT name FROM cards ORDER BY random() LIMIT 100'),
    sets: [...strs('SELECT DISTINCT set_code FROM printings LIMIT 30'), 'lea', 'm10', 'dom', 'zzz'],
    variants,
    options,
  };
}

/** Small fixture files (for `path` and `source` fields). */
function smallFixtures(): string[] {
  return fs
    .readdirSync(DECKLISTS, { recursive: true })
    .map((f) => path.join(DECKLISTS, String(f)))
    .filter((f) => !f.endsWith('SOURCES.md') && fs.statSync(f).isFile() && fs.statSync(f).size < 40_000);
}

function makeHint(pools: () => Pools, method: () => MethodName, dataDir: string, fixtures: string[]): Hint {
  const orPick = <T>(rng: Rng, list: readonly T[], extra: T[]): T =>
    rng.pick(list.length ? [...list, ...extra] : extra);
  const bulk = path.join(SCRYFALL_FIXTURES, 'mtgssm-cards-88-mixed-layouts.json');
  return (key, at, rng) => {
    const p = pools();
    const m = method();
    switch (key) {
      case 'id':
      case 'deckId':
        return orPick(rng, p.deckIds, [1, 999_999]);
      case 'gameId':
        return orPick(rng, p.gameIds, [1, 999_999]);
      case 'sessionId':
        return orPick(rng, p.sessionIds, [1, 999_999]);
      case 'entryId':
        return m.startsWith('scan.') ? orPick(rng, p.scanEntryIds, [1, -1]) : orPick(rng, p.entryIds, [1, -1]);
      case 'oracleId':
        return orPick(rng, p.oracleIds, ['not-an-oracle-id']);
      case 'printingId':
        return orPick(rng, p.printingIds, ['not-a-printing-id']);
      case 'variant':
        return orPick(rng, p.variants, ['no-such-variant']);
      case 'set':
        if (m.startsWith('effects.')) return rng.pick(['starter', 'starter', bulk, '/no/such/file.json', dataDir]);
        return orPick(rng, p.sets, ['xx']);
      case 'name':
      case 'query':
        if (at.length > 1 && m === 'games.save') return NO_HINT;
        return orPick(rng, p.names, ['e:lea', 't:creature', 'c:r cmc<=2', 'unknownkw:1']);
      case 'path':
        return rng.pick([...fixtures.slice(0, 8), bulk, dataDir, path.join(dataDir, 'nope.csv'), '/']);
      case 'source': {
        const file = rng.pick(fixtures);
        if (rng.chance(0.3)) return { path: file };
        return { fileName: path.basename(file), text: fs.readFileSync(file, 'utf8') };
      }
      case 'image':
        return rng.pick(['data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', 'AAAAAAAAAAAAAAAAAAAA']); // prettier-ignore
      case 'games':
        return rng.int(1, 3);
      case 'config':
        return rng.chance(0.3) ? {} : rng.chance(0.6) && p.options.length ? optionsConfig(rng, p.options) : NO_HINT;
      case 'seat':
        return rng.int(-1, 3);
      case 'index':
        return rng.int(0, 6);
      case 'step':
        return rng.int(0, 30);
      case 'url':
        return rng.pick([null, 'http://127.0.0.1:9', 'https://api.scryfall.com']);
      default:
        return NO_HINT;
    }
  };
}

/** Starts a backend with some data in it: the starter pool, a deck, a game, a scan session. */
async function seeded(
  dataDir: string,
  scryfallBaseUrl: string,
): Promise<{ backend: Backend; variants: string[]; options: TableOption[] }> {
  const backend = createBackend({ dataDir, host: 'test', version: '0.0.0-fuzz', scryfallBaseUrl });
  await backend.call('collection.addStarter', {});
  const dv = await backend.call('decks.variants', {});
  const variants = dv.ok ? (dv.value as { id: string }[]).map((v) => v.id) : [];
  const oracleIds = backend.context.db.prepare('SELECT oracle_id FROM cards LIMIT 30').pluck().all() as string[];
  for (const variant of variants.slice(0, 3)) {
    await backend.call('decks.create', { name: `seed ${variant}`, variant, main: oracleIds.map((oracleId) => ({ oracleId, quantity: 1 })) }); // prettier-ignore
  }
  const gv = await backend.call('games.variants', {});
  type GameVariant = { id: string; minSeats: number; tableOptions: TableOption[] };
  const gameVariants = gv.ok ? (gv.value as { variants: GameVariant[] }).variants : [];
  for (const v of gameVariants.slice(0, 2)) {
    const seats = [{ kind: 'human' }, ...Array.from({ length: Math.max(1, v.minSeats - 1) }, () => ({ kind: 'bot', bot: 'random' }))]; // prettier-ignore
    await backend.call('games.start', { variant: v.id, seats, seed: 'fuzz' });
  }
  await backend.call('scan.session', {});
  return {
    backend,
    variants: [...new Set([...variants, ...gameVariants.map((v) => v.id)])],
    options: gameVariants.flatMap((v) => v.tableOptions),
  };
}

/** Runs the API fuzz for its budget (turns.ts); every method in time-fair turns. */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzLog> {
  const log = new FuzzLog(options.onFailure);
  const rng = new Rng(`api:${options.seed}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-fuzz-api-'));
  const fake = new FakeScryfall();
  await fake.start();
  const { backend, variants, options: tableOptions } = await seeded(dataDir, fake.url);
  const db = backend.context.db;
  let pools = loadPools(backend, variants, tableOptions);
  let current: MethodName = 'app.info';
  const hint = makeHint(() => pools, () => current, dataDir, smallFixtures()); // prettier-ignore
  const targets = methodNames.filter((m) => !options.only?.length || options.only.includes(m));
  if (!targets.length) throw new Error(`no such methods: ${options.only?.join(', ')}`);
  const turns = new FairTurns(rng.shuffle(targets), options);
  let n = 0;
  try {
    for (let next = turns.next(); next; next = turns.next()) {
      current = next;
      const caseStart = performance.now();
      const spec = contract[current];
      // Some cases all valid (deep handler paths), most lightly mutated, some heavily.
      const mutationRate = rng.pick([0, 0.03, 0.03, 0.12]);
      const input = rng.chance(0.02) ? rng.pick([undefined, null, 'x', 42, []]) : fromZod(spec.input, { rng, hint, mutationRate }); // prettier-ignore
      const tally = log.tally(current);
      tally.cases++;
      const before = tableCounts(db);
      const jobId = spec.job ? `fuzz-${n}` : undefined;
      const timer = jobId
        ? setTimeout(() => void backend.call('jobs.cancel', { jobId }), options.jobTimeoutMs ?? 3000)
        : undefined;
      const t0 = performance.now();
      let answer: unknown;
      try {
        answer = await backend.call(current, input, jobId ? { jobId } : {});
      } catch (err) {
        answer = undefined;
        log.fail({ kind: 'crash', where: current, input: describeValue(input), message: `call() threw: ${(err as Error)?.stack ?? String(err)}` }); // prettier-ignore
      } finally {
        clearTimeout(timer);
      }
      const ms = performance.now() - t0;
      tally.maxMs = Math.max(tally.maxMs, ms);
      if (answer !== undefined) {
        const problem = answerProblem(answer, input);
        if (problem) log.fail({ kind: 'crash', where: current, input: describeValue(input), message: problem });
        else if ((answer as { ok: boolean }).ok) tally.ok++;
        else tally.errors++;
        if (!(answer as { ok?: boolean }).ok) {
          const changed = countChanges(before, tableCounts(db));
          if (changed.length) {
            const error = (answer as { error?: { code?: string; message?: string } }).error;
            log.fail({ kind: 'partial-write', where: current, input: describeValue(input), message: `failed (${error?.code}: ${error?.message}) yet changed ${changed.join(', ')}` }); // prettier-ignore
          }
        }
      }
      const bad = integrityProblem(db);
      if (bad) log.fail({ kind: 'crash', where: current, input: describeValue(input), message: bad });
      if (++n % 20 === 0) pools = loadPools(backend, variants, tableOptions);
      const caseMs = performance.now() - caseStart;
      tally.ms += caseMs;
      turns.spend(current, caseMs);
    }
  } finally {
    await backend.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return log;
}
