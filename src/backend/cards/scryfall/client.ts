/**
 * The Scryfall client: every request the app makes to Scryfall goes through here.
 *
 * scryfall-sdk (5.0.3) provides the response types; its transport is not used, because it is
 * unfit in ways that break what Scryfall asks (see docs/architecture.md, "Cards"):
 * - the base URL is one hard-coded module constant (`ENDPOINT_API`) for the whole process;
 * - one process-wide 100 ms spacing for every route (Scryfall asks 500 ms for /cards/search,
 *   /named, /random, /collection), no 429 handling, no `Retry-After`;
 * - `Cards.collection` runs its batch loop as `void this.processCollection(...)`: an error in
 *   any batch (a 429, a 500) becomes an unhandled rejection and the emitter never ends — the
 *   Scryfall error is swallowed and the caller hangs;
 * - an error body that is not JSON turns into a bare `SyntaxError`; the HTTP status is lost;
 * - its in-memory result cache is process-wide and keyed by arguments only (not by base URL).
 * So this client does the HTTP itself (global `fetch`), per instance: base URL, User-Agent,
 * rate limits, 429 pause, 24 h disk cache, clear error messages.
 */
import type { BulkDataDefinition, Set as SdkSet } from 'scryfall-sdk';
import type { ScryfallCard } from '../../../core/cards';
import type { DiskCache } from './cache';
import {
  announcedLength,
  cappedStream,
  DEFAULT_SIZE_CAPS,
  readCappedText,
  tooLargeMessage,
  type CapKind,
  type SizeCaps,
} from './caps';
import { groupOf, RateLimiter, realClock, type Clock } from './limiter';

export const DEFAULT_SCRYFALL_URL = 'https://api.scryfall.com';
export const SCRYFALL_URL_ENV = 'KITCHEN_TABLE_SCRYFALL_URL';

/** Scryfall's own hosts: its API, its bulk files and its card images. */
export const SCRYFALL_HOSTS: ReadonlySet<string> = new Set([
  'api.scryfall.com',
  'data.scryfall.io',
  'cards.scryfall.io',
]);
/** Scryfall's limit for one /cards/collection request. */
export const COLLECTION_BATCH = 75;

export type ScryfallErrorKind = 'http' | 'network' | 'malformed' | 'timeout' | 'rate_limited' | 'too_large';

/** A failed Scryfall request, with a message meant for the user. */
export class ScryfallError extends Error {
  constructor(
    message: string,
    readonly kind: ScryfallErrorKind,
    readonly status?: number,
    /** Scryfall's error `code` (`not_found`, `bad_request`, `ambiguous`, …). */
    readonly code?: string,
    readonly warnings: string[] = [],
  ) {
    super(message);
    this.name = 'ScryfallError';
  }
}

/** A Scryfall list object. */
export interface ScryfallList<T> {
  object: 'list';
  data: T[];
  has_more?: boolean;
  next_page?: string;
  total_cards?: number;
  warnings?: string[];
  not_found?: unknown[];
}

export type ScryfallSet = Pick<SdkSet, 'code' | 'name' | 'released_at' | 'card_count' | 'set_type'>;
export type ScryfallBulkData = Pick<BulkDataDefinition, 'type' | 'name' | 'download_uri' | 'updated_at' | 'size'> & {
  content_encoding?: string;
};

/** One identifier for /cards/collection. */
export type CardIdentifier =
  { name: string } | { id: string } | { set: string; collector_number: string } | { name: string; set: string };

export interface ScryfallClientOptions {
  baseUrl: string;
  /** `KitchenTable/0.1.0`: Scryfall asks every client to name itself. */
  userAgent: string;
  cache?: DiskCache;
  clock?: Clock;
  /** Give up on one response after this long (default 30 s). */
  timeoutMs?: number;
  /** Retry a request once after a 429 pause (default true); false fails at once with a clear message. */
  retryAfter429?: boolean;
  /** Called for every request actually sent (not for cache hits): for tests and "zero network calls" checks. */
  onRequest?: (info: { method: string; url: string; at: number }) => void;
  /** Told when a 429 starts a pause (the job shows it). */
  onPause?: (ms: number) => void;
  /** Size caps per kind of answer (default {@link DEFAULT_SIZE_CAPS}; tests lower them). */
  maxBytes?: Partial<SizeCaps>;
}

/** Resolves the base URL: explicit option, then env, then the stored setting, then Scryfall. */
export function resolveScryfallUrl(option: string | undefined, setting: string | undefined, env = process.env): string {
  const url = option || env[SCRYFALL_URL_ENV] || setting || DEFAULT_SCRYFALL_URL;
  return url.replace(/\/+$/, '');
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Use and fill the 24 h cache (default true). */
  cache?: boolean;
}

export class ScryfallClient {
  readonly baseUrl: string;
  private readonly limiter: RateLimiter;
  private readonly clock: Clock;
  private readonly caps: SizeCaps;
  /** Requests actually sent (not cache hits). */
  requestCount = 0;

  constructor(private readonly options: ScryfallClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.clock = options.clock ?? realClock;
    this.limiter = new RateLimiter(this.clock);
    this.caps = { ...DEFAULT_SIZE_CAPS, ...options.maxBytes };
  }

  private where(url: string): string {
    try {
      const u = new URL(url);
      return `${u.pathname}${u.search ? '?…' : ''}`;
    } catch {
      return url;
    }
  }

  /**
   * Only Scryfall's own hosts, or the base URL the user configured (a test server), are ever
   * fetched: a URL inside an answer (`next_page`, `download_uri`, an image) pointing anywhere else
   * is refused, so the backend cannot be steered to a local service (SSRF, issue 23 finding 2).
   */
  private assertAllowed(url: string): void {
    let host: string;
    try {
      host = new URL(url).host;
    } catch {
      throw new ScryfallError(`Kitchen Table refused to fetch "${url}": not a web address.`, 'malformed');
    }
    if (!SCRYFALL_HOSTS.has(host) && host !== new URL(this.baseUrl).host)
      throw new ScryfallError(
        `Kitchen Table fetches only from Scryfall; it refused ${host} (in ${this.where(url)}).`,
        'malformed',
      );
  }

  /** One request, rate limited, cached, with errors made readable. `pathOrUrl` is `/cards/search?…` or a full URL. */
  async request<T>(pathOrUrl: string, opts: RequestOptions = {}): Promise<T> {
    const url = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`;
    this.assertAllowed(url);
    const method = opts.method ?? 'GET';
    const cacheKey = `${method} ${url} ${opts.body === undefined ? '' : JSON.stringify(opts.body)}`;
    const useCache = opts.cache !== false && this.options.cache !== undefined;
    if (useCache) {
      const hit = this.options.cache?.get(cacheKey);
      if (hit !== undefined) return hit as T;
    }
    const group = groupOf(new URL(url).pathname);
    let retried = false;
    for (;;) {
      await this.limiter.acquire(group, opts.signal);
      let res: Response;
      try {
        res = await this.send(url, method, opts);
      } finally {
        this.limiter.release(group);
      }
      if (res.status === 429) {
        const ms = this.limiter.pauseAfter429(res.headers.get('retry-after'));
        this.options.onPause?.(ms);
        if (this.options.retryAfter429 !== false && !retried) {
          retried = true;
          continue; // acquire() waits out the pause
        }
        throw new ScryfallError(
          `Scryfall asked Kitchen Table to slow down (HTTP 429 for ${this.where(url)}); no requests for ${Math.ceil(ms / 1000)} s. Try again after that.`,
          'rate_limited',
          429,
          'rate_limited',
        );
      }
      const body = await this.readJson(res, url);
      if (!res.ok) throw this.errorFrom(res.status, body, url);
      if (useCache) this.options.cache?.set(cacheKey, body);
      return body as T;
    }
  }

  private async send(url: string, method: string, opts: RequestOptions): Promise<Response> {
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    this.requestCount++;
    this.options.onRequest?.({ method, url, at: this.clock.now() });
    try {
      return await fetch(url, {
        method,
        signal,
        // A redirect could lead anywhere: none is followed (Scryfall's API answers directly).
        redirect: 'error',
        headers: {
          'User-Agent': this.options.userAgent,
          Accept: 'application/json;q=0.9,*/*;q=0.8',
          ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
    } catch (err) {
      if (opts.signal?.aborted) throw opts.signal.reason instanceof Error ? opts.signal.reason : err;
      if (timeout.aborted) {
        throw new ScryfallError(
          `Scryfall did not answer ${this.where(url)} within ${Math.round(timeoutMs / 1000)} s; the local card database still works.`,
          'timeout',
        );
      }
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new ScryfallError(
        `Scryfall cannot be reached at ${this.baseUrl} (${cause?.code ?? cause?.message ?? (err as Error).message}); Kitchen Table keeps working on the local card database.`,
        'network',
      );
    }
  }

  private tooLarge(kind: CapKind, url: string, bytes?: number): ScryfallError {
    return new ScryfallError(tooLargeMessage(kind, this.where(url), this.caps[kind], bytes), 'too_large');
  }

  /** Refuses an answer whose Content-Length is over the cap before reading any of it. */
  private async refuseAnnouncedOversize(res: Response, kind: CapKind, url: string): Promise<void> {
    const announced = announcedLength(res.headers);
    if (announced !== undefined && announced > this.caps[kind]) {
      await res.body?.cancel().catch(() => undefined);
      throw this.tooLarge(kind, url, announced);
    }
  }

  private async readJson(res: Response, url: string): Promise<unknown> {
    await this.refuseAnnouncedOversize(res, 'json', url);
    const text = await readCappedText(res.body, this.caps.json, () => this.tooLarge('json', url));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (!res.ok) return { object: 'error', status: res.status, details: '' };
      throw new ScryfallError(
        `Scryfall's answer to ${this.where(url)} was not valid JSON (HTTP ${res.status}, ${text.length} bytes); nothing was imported.`,
        'malformed',
        res.status,
      );
    }
  }

  /** Scryfall error objects (`{"object":"error","code","details","warnings"}`) as one clear line. */
  private errorFrom(status: number, body: unknown, url: string): ScryfallError {
    const e = (body ?? {}) as { object?: string; code?: string; details?: string; warnings?: string[] };
    const warnings = Array.isArray(e.warnings) ? e.warnings.filter((w) => typeof w === 'string') : [];
    let message: string;
    if (e.object === 'error' && e.details) {
      message = `Scryfall: ${e.details}${warnings.length ? ` (${warnings.join(' ')})` : ''}`;
    } else if (status >= 500) {
      message = `Scryfall had a server error (HTTP ${status}) for ${this.where(url)}; try again later. The local card database still works.`;
    } else {
      message = `Scryfall refused ${this.where(url)} (HTTP ${status}${e.code ? `, ${e.code}` : ''}).`;
    }
    return new ScryfallError(message, 'http', status, e.code, warnings);
  }

  /** One page of `/cards/search`. `unique`: cards (default), prints or art. */
  search(
    q: string,
    page = 1,
    opts: { unique?: 'cards' | 'prints' | 'art'; order?: string; signal?: AbortSignal } = {},
  ): Promise<ScryfallList<ScryfallCard>> {
    const params = new URLSearchParams({ q, page: String(page) });
    if (opts.unique) params.set('unique', opts.unique);
    if (opts.order) params.set('order', opts.order);
    return this.request(`/cards/search?${params}`, { signal: opts.signal });
  }

  /** Every page of a search (following `next_page`), page by page through `onPage`. */
  async searchAll(
    q: string,
    opts: { unique?: 'cards' | 'prints' | 'art'; order?: string; signal?: AbortSignal },
    onPage: (cards: ScryfallCard[], total: number | undefined) => void,
  ): Promise<void> {
    let page = 1;
    for (;;) {
      const list = await this.search(q, page, opts);
      onPage(list.data, list.total_cards);
      if (!list.has_more || list.data.length === 0) return;
      page++;
    }
  }

  /** `/cards/named`: exact or fuzzy. A 404 (`not_found` or `ambiguous`) becomes a ScryfallError. */
  named(name: string, fuzzy = false, signal?: AbortSignal): Promise<ScryfallCard> {
    const params = new URLSearchParams({ [fuzzy ? 'fuzzy' : 'exact']: name });
    return this.request(`/cards/named?${params}`, { signal });
  }

  /**
   * `/cards/collection` in batches of 75 (Scryfall's limit), one after another at 2/s.
   * Returns the cards found and the identifiers Scryfall did not find.
   */
  async collection(
    identifiers: readonly CardIdentifier[],
    opts: { signal?: AbortSignal; onBatch?: (done: number, total: number) => void } = {},
  ): Promise<{ data: ScryfallCard[]; notFound: unknown[] }> {
    const data: ScryfallCard[] = [];
    const notFound: unknown[] = [];
    for (let i = 0; i < identifiers.length; i += COLLECTION_BATCH) {
      const batch = identifiers.slice(i, i + COLLECTION_BATCH);
      const list = await this.request<ScryfallList<ScryfallCard>>('/cards/collection', {
        method: 'POST',
        body: { identifiers: batch },
        signal: opts.signal,
      });
      if (list?.object !== 'list' || !Array.isArray(list.data)) {
        throw new ScryfallError('Scryfall answered /cards/collection with something that is not a list.', 'malformed');
      }
      data.push(...list.data);
      notFound.push(...(list.not_found ?? []));
      opts.onBatch?.(Math.min(i + COLLECTION_BATCH, identifiers.length), identifiers.length);
    }
    return { data, notFound };
  }

  async autocomplete(q: string, signal?: AbortSignal): Promise<string[]> {
    const list = await this.request<{ data: string[] }>(`/cards/autocomplete?${new URLSearchParams({ q })}`, {
      signal,
    });
    return list.data;
  }

  async cardNames(signal?: AbortSignal): Promise<string[]> {
    return (await this.request<{ data: string[] }>('/catalog/card-names', { signal })).data;
  }

  async sets(signal?: AbortSignal): Promise<ScryfallSet[]> {
    return (await this.request<ScryfallList<ScryfallSet>>('/sets', { signal })).data;
  }

  set(code: string, signal?: AbortSignal): Promise<ScryfallSet> {
    return this.request(`/sets/${encodeURIComponent(code.toLowerCase())}`, { signal });
  }

  async bulkData(signal?: AbortSignal): Promise<ScryfallBulkData[]> {
    return (await this.request<ScryfallList<ScryfallBulkData>>('/bulk-data', { signal, cache: false })).data;
  }

  /**
   * Streams a file (bulk data, card images): rate limited like any request, never cached here,
   * the body handed over as a web stream that fails once it passes the kind's size cap. Errors
   * are ScryfallErrors.
   */
  async download(
    url: string,
    kind: 'bulk' | 'image',
    signal?: AbortSignal,
  ): Promise<{ body: ReadableStream<Uint8Array>; size: number | null }> {
    this.assertAllowed(url);
    await this.limiter.acquire('fast', signal);
    const res = await this.send(url, 'GET', { signal });
    if (res.status === 429) {
      const ms = this.limiter.pauseAfter429(res.headers.get('retry-after'));
      this.options.onPause?.(ms);
      throw new ScryfallError(
        `Scryfall asked Kitchen Table to slow down (HTTP 429); try again in ${Math.ceil(ms / 1000)} s.`,
        'rate_limited',
        429,
      );
    }
    if (!res.ok || !res.body) throw this.errorFrom(res.status, await this.readJson(res, url).catch(() => ({})), url);
    await this.refuseAnnouncedOversize(res, kind, url);
    const len = announcedLength(res.headers);
    const body = cappedStream(res.body, this.caps[kind], () => this.tooLarge(kind, url));
    return { body, size: len !== undefined && len > 0 ? len : null };
  }
}
