/**
 * Scryfall's request rules (https://scryfall.com/docs/api, "Rate Limits and Good Citizenship"):
 * at most 2 requests/s to /cards/search, /cards/named, /cards/random and /cards/collection,
 * 10/s elsewhere; after an HTTP 429, no request at all for at least 30 s (longer when
 * `Retry-After` says so). One limiter per client; requests of one group go out in order.
 */

/** Time source, injectable so tests can check 30-second pauses without waiting them out. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const t = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(t);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** The slow group: 500 ms apart (2/s). */
export const SLOW_PATHS = ['/cards/search', '/cards/named', '/cards/random', '/cards/collection'];
export const SLOW_SPACING_MS = 500;
/** Everything else: 100 ms apart (10/s). */
export const FAST_SPACING_MS = 100;
/** The least pause after a 429. */
export const MIN_429_PAUSE_MS = 30_000;

export function groupOf(pathname: string): 'slow' | 'fast' {
  return SLOW_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? 'slow' : 'fast';
}

export class RateLimiter {
  private readonly next: Record<'slow' | 'fast', number> = { slow: 0, fast: 0 };
  private pausedUntil = 0;

  constructor(private readonly clock: Clock) {}

  /** Waits until a request of this group may go out, and books its slot. */
  async acquire(group: 'slow' | 'fast', signal?: AbortSignal): Promise<void> {
    const spacing = group === 'slow' ? SLOW_SPACING_MS : FAST_SPACING_MS;
    for (;;) {
      const now = this.clock.now();
      const at = Math.max(now, this.next[group], this.pausedUntil);
      if (at <= now) {
        this.next[group] = now + spacing;
        return;
      }
      // Book nothing while waiting: a 429 arriving meanwhile moves pausedUntil, so re-check.
      await this.clock.sleep(at - now, signal);
    }
  }

  /**
   * Called when a response has arrived: the next request of the group waits its spacing from
   * now, so requests reach Scryfall ≥ spacing apart even when one was slow to arrive.
   */
  release(group: 'slow' | 'fast'): void {
    const spacing = group === 'slow' ? SLOW_SPACING_MS : FAST_SPACING_MS;
    this.next[group] = Math.max(this.next[group], this.clock.now() + spacing);
  }

  /** After a 429: no request before max(30 s, Retry-After). Returns the pause in ms. */
  pauseAfter429(retryAfterHeader: string | null): number {
    let ms = MIN_429_PAUSE_MS;
    if (retryAfterHeader) {
      const secs = Number(retryAfterHeader);
      if (Number.isFinite(secs)) ms = Math.max(ms, secs * 1000);
      else {
        const date = Date.parse(retryAfterHeader);
        if (Number.isFinite(date)) ms = Math.max(ms, date - this.clock.now());
      }
    }
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
    return ms;
  }

  get pausedUntilMs(): number {
    return this.pausedUntil;
  }
}
