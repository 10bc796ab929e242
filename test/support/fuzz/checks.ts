/** What the fuzz drivers count and check: answers, row counts (partial writes), database integrity. */
import type { Database } from 'better-sqlite3';

export interface Tally {
  cases: number;
  /** `{ok: true}` answers. */
  ok: number;
  /** `{ok: false}` answers with a plain message (validation, bad_input, not_found, …). */
  errors: number;
  /** Thrown exceptions, `internal` errors, malformed answers, failed integrity checks. */
  crashes: number;
  /** Failing calls after which some table's row count had changed. */
  partialWrites: number;
  /** The slowest case, in milliseconds. */
  maxMs: number;
  /** Time given to this target, its checks included, in milliseconds. */
  ms: number;
}

export interface Failure {
  kind: 'crash' | 'partial-write';
  /** The method or format. */
  where: string;
  /** The input, abbreviated. */
  input: string;
  message: string;
}

/** Tallies per method (or format) and every failure, in order. */
export class FuzzLog {
  readonly tallies = new Map<string, Tally>();
  readonly failures: Failure[] = [];

  constructor(private readonly onFailure?: (f: Failure) => void) {}

  tally(where: string): Tally {
    let t = this.tallies.get(where);
    if (!t) {
      t = { cases: 0, ok: 0, errors: 0, crashes: 0, partialWrites: 0, maxMs: 0, ms: 0 };
      this.tallies.set(where, t);
    }
    return t;
  }

  fail(f: Failure): void {
    const t = this.tally(f.where);
    if (f.kind === 'crash') t.crashes++;
    else t.partialWrites++;
    this.failures.push(f);
    this.onFailure?.(f);
  }

  totals(): Tally {
    const sum: Tally = { cases: 0, ok: 0, errors: 0, crashes: 0, partialWrites: 0, maxMs: 0, ms: 0 };
    for (const t of this.tallies.values()) {
      sum.cases += t.cases;
      sum.ok += t.ok;
      sum.errors += t.errors;
      sum.crashes += t.crashes;
      sum.partialWrites += t.partialWrites;
      sum.maxMs = Math.max(sum.maxMs, t.maxMs);
      sum.ms += t.ms;
    }
    return sum;
  }
}

const CODES = new Set(['validation', 'unknown_method', 'not_found', 'bad_input', 'conflict', 'network', 'cancelled']);

/** Every string inside a value (the strings of a request's input). */
function stringsIn(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) stringsIn(x, out);
  return out;
}

/**
 * Checks one answer of `Backend.call`. Returns undefined for a good answer (`{ok:true,…}` or
 * `{ok:false,error:{code,message}}` with a known non-internal code and a plain message), else
 * what is wrong with it. `input`: the request's input; a message may repeat what the user typed,
 * so words like "NaN" count against it only when no string of the input holds them.
 */
export function answerProblem(answer: unknown, input?: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return `the answer is not an object: ${String(answer)}`;
  const r = answer as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (r.ok === true) return undefined;
  if (r.ok !== false || !r.error || typeof r.error !== 'object') return 'the answer has neither ok:true nor an error';
  const { code, message } = r.error;
  if (typeof message !== 'string' || !message.trim()) return `error ${String(code)} without a message`;
  if (code === 'internal') return `internal error: ${message}`;
  if (typeof code !== 'string' || !CODES.has(code)) return `unknown error code ${String(code)}: ${message}`;
  if (/\n\s+at .+:\d+:\d+/.test(message)) return `the message carries a stack trace: ${message.slice(0, 300)}`;
  if (code !== 'validation') {
    const typed = stringsIn(input);
    const words = message.match(/\[object Object\]|\bundefined\b|\bNaN\b/g) ?? [];
    if (words.some((w) => !typed.some((t) => t.includes(w))))
      return `the message is not plain: ${message.slice(0, 300)}`;
  }
  return undefined;
}

/** Row counts of every table of the database. */
export function tableCounts(db: Database): Map<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return new Map(
    tables.map((t) => [
      t,
      db
        .prepare(`SELECT count(*) FROM "${t.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

/** The tables whose row count differs, e.g. `decks 3 -> 4`; empty when none does. */
export function countChanges(before: Map<string, number>, after: Map<string, number>): string[] {
  const out: string[] = [];
  for (const t of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(t) !== after.get(t)) out.push(`${t} ${before.get(t) ?? '-'} -> ${after.get(t) ?? '-'}`);
  }
  return out;
}

/** `PRAGMA integrity_check` and `foreign_key_check`: undefined when both are clean, else what they say. */
export function integrityProblem(db: Database): string | undefined {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  const bad = rows.map((r) => r.integrity_check).filter((m) => m !== 'ok');
  if (bad.length) return `integrity_check: ${bad.slice(0, 5).join('; ')}`;
  const fk = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  if (fk.length) return `foreign_key_check: ${fk.slice(0, 5).map((r) => `${r.table} row ${r.rowid} -> ${r.parent}`).join('; ')}`; // prettier-ignore
  return undefined;
}

/** A one-line summary of a tally, for logs. */
export function tallyLine(where: string, t: Tally): string {
  return `${where.padEnd(24)} cases ${String(t.cases).padStart(6)}  ok ${String(t.ok).padStart(6)}  errors ${String(t.errors).padStart(6)}  crashes ${t.crashes}  partial writes ${t.partialWrites}  slowest ${t.maxMs.toFixed(0)} ms  time ${(t.ms / 1000).toFixed(1)} s`; // prettier-ignore
}
