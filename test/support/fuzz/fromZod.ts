/**
 * A seeded generator of values from a zod v4 schema, for fuzzing. It walks the schema's internal
 * definition (`schema._zod.def`: objects, strings and numbers with their min/max checks, booleans,
 * enums, literals, unions, arrays, optionals, nullables, defaults, records, tuples, lazy, pipes …)
 * and builds mostly valid values; a share of nodes are mutated instead (wrong types, missing or
 * extra fields, huge strings, odd unicode, negative/huge/non-finite numbers, deep nesting).
 * No Math.random: every choice comes from the {@link Rng} given.
 */
import type { z } from 'zod';
import type { Rng } from './rng';

type Schema = z.core.$ZodType;
export type PathKey = string | number;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  length?: number;
}

/** The fields of the definitions this walker reads (zod's own types are one union per class). */
interface LooseDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  innerType?: Schema;
  in?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  getter?: () => Schema;
  format?: string;
  left?: Schema;
  right?: Schema;
}

/** Returned by a hint to decline (the schema's own generator is used). */
export const NO_HINT: unique symbol = Symbol('no hint');

/**
 * Realistic values for a field, by its key and path (ids that exist, variant names, set codes):
 * the generator alone would rarely hit a real row. Return {@link NO_HINT} to decline.
 */
export type Hint = (key: string, path: readonly PathKey[], rng: Rng) => unknown;

export interface GenOptions {
  rng: Rng;
  /** Chance that any one node is replaced by a mutant (default 0.04). */
  mutationRate?: number;
  /** Chance that a hinted field takes the hint (default 0.7). */
  hintRate?: number;
  hint?: Hint;
  /** Deeper than this, optional parts are left out and arrays kept short (default 8). */
  maxDepth?: number;
}

const defOf = (s: Schema): LooseDef => s._zod.def as unknown as LooseDef;

const ODD = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\uFEFF', '\u200B', 'e\u0301', '𝔘𝔫𝔦', '🃏🂡', 'Æther', 'İı', 'ß', '\r\n', '\t', '\u2028', '%s%n', "'; DROP TABLE cards; --", '../../etc/passwd', '${x}', '<script>', '" OR 1=1', '\\', 'NaN', '__proto__']; // prettier-ignore
const WORDS = ['Forest', 'Island', 'Lightning Bolt', 'Fire // Ice', 'm10', 'a', 'deck', '1', 'x', 'Black Lotus', 'starter', 'magic-54', 'Île', ' ', 'test']; // prettier-ignore

/** A string of odd unicode pieces. */
export function oddString(rng: Rng): string {
  let s = '';
  const n = rng.int(1, 6);
  for (let i = 0; i < n; i++) s += rng.pick(ODD);
  return s;
}

/** A huge string (10k to 2M characters). */
export function hugeString(rng: Rng): string {
  const n = rng.pick([10_000, 100_000, 300_000, 2_000_000]);
  return rng.chance(0.5) ? 'x'.repeat(n) : (rng.pick(WORDS) + '\u00e9').repeat(Math.ceil(n / 7)).slice(0, n);
}

function deepNest(rng: Rng): unknown {
  const depth = rng.int(20, 2000);
  let v: unknown = rng.pick([0, 'x', null]);
  for (let i = 0; i < depth; i++) v = rng.chance(0.5) ? [v] : { a: v };
  return v;
}

/** Any JSON-ish value (for z.unknown and wrong-type mutations), at most `depth` deep. */
export function randomJson(rng: Rng, depth = 2): unknown {
  const r = rng.int(0, depth > 0 ? 7 : 4);
  if (r === 0) return null;
  if (r === 1) return rng.chance(0.5);
  if (r === 2) return rng.pick([0, 1, -1, 3.5, 42, 1e9]);
  if (r === 3) return rng.pick(WORDS);
  if (r === 4) return rng.chance(0.3) ? oddString(rng) : '';
  if (r <= 5) return Array.from({ length: rng.int(0, 3) }, () => randomJson(rng, depth - 1));
  const o: Record<string, unknown> = {};
  for (let i = rng.int(0, 3); i > 0; i--) o[rng.pick(WORDS)] = randomJson(rng, depth - 1);
  return o;
}

/** A value of a wrong type or an extreme one: what a broken or hostile caller sends. */
export function mutant(rng: Rng): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return rng.pick([-1, -0, 0.5, -(2 ** 53), 2 ** 53, 2 ** 31, 1e308, -1e308, NaN, Infinity, -Infinity, 5e-324]);
    case 1:
      return rng.pick(['', ' ', '0', '-1', 'null', 'true', '[]', '{}', 'undefined']);
    case 2:
      return rng.pick([true, false, null, undefined]);
    case 3:
      return rng.pick([[], {}, [null], [[]], { length: 1 }, { 0: 'a' }]);
    case 4:
      return hugeString(rng);
    case 5:
      return oddString(rng);
    case 6:
      return deepNest(rng);
    case 7:
      return rng.pick([new Date(0), new Date(NaN), 10n, Symbol('s'), () => 1]);
    default:
      return randomJson(rng, 3);
  }
}

function checksOf(def: LooseDef): CheckDef[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function genString(def: LooseDef, rng: Rng): string {
  let min = 0;
  let max = Infinity;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum);
    if (c.check === 'length_equals' && c.length !== undefined) min = max = c.length;
  }
  const format = def.format ?? checksOf(def).find((c) => c.check === 'string_format')?.format;
  if (format === 'url') return rng.pick(['http://127.0.0.1:9/', 'https://api.scryfall.com', `http://example.invalid/${rng.int(0, 99)}`]); // prettier-ignore
  if (format === 'email') return `a${rng.int(0, 99)}@example.invalid`;
  if (format === 'uuid' || format === 'guid') return '0f1e2d3c-4b5a-4697-8877-665544332211';
  if (format === 'datetime') return new Date(rng.int(0, 2e12)).toISOString();
  const r = rng.next();
  const want = r < 0.1 ? min : r < 0.15 && max < 10_000 ? max : min + rng.int(0, 14);
  const len = Math.min(Math.max(want, min), max);
  let s = '';
  while (s.length < len) s += rng.chance(0.12) ? rng.pick(ODD) : rng.chance(0.5) ? rng.pick(WORDS) : String.fromCharCode(rng.int(32, 126)); // prettier-ignore
  // Cut by code points so a surrogate pair is not split more often than the odd pieces split one on purpose.
  return Array.from(s).slice(0, len).join('').padEnd(Math.min(len, max), 'a');
}

function genNumber(def: LooseDef, rng: Rng, int: boolean): number {
  let lo = -Infinity;
  let hi = Infinity;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && c.format && /int/.test(c.format)) int = true;
    if (c.check === 'greater_than' && c.value !== undefined) lo = c.inclusive ? c.value : c.value + (int ? 1 : 1e-6);
    if (c.check === 'less_than' && c.value !== undefined) hi = c.inclusive ? c.value : c.value - (int ? 1 : 1e-6);
  }
  const from = Number.isFinite(lo) ? lo : Number.isFinite(hi) ? Math.min(hi, -5) : -5;
  const to = Number.isFinite(hi) ? hi : from + 1000;
  const r = rng.next();
  let v: number;
  const edges = [from, to, from + 1, to - 1, 0, 1].filter((x) => x >= lo && x <= hi);
  if (r < 0.2 && edges.length) v = rng.pick(edges);
  else if (r < 0.7) v = from + rng.int(0, Math.min(10, to - from));
  else v = from + rng.next() * (to - from);
  if (int) v = Math.round(v);
  return Math.min(Math.max(v, lo), hi);
}

function isOptional(s: Schema): boolean {
  const t = defOf(s).type;
  return t === 'optional' || t === 'default' || t === 'prefault';
}

/** Generates one value for `schema`. */
export function fromZod(schema: Schema, options: GenOptions): unknown {
  const rng = options.rng;
  const rate = options.mutationRate ?? 0.04;
  const hintRate = options.hintRate ?? 0.7;
  const maxDepth = options.maxDepth ?? 8;

  function gen(s: Schema, path: PathKey[], depth: number): unknown {
    if (rng.chance(rate)) return mutant(rng);
    const def = defOf(s);
    const inner = (x: Schema | undefined) => (x ? gen(x, path, depth) : undefined);
    switch (def.type) {
      case 'string':
        return genString(def, rng);
      case 'number':
        return genNumber(def, rng, false);
      case 'int':
        return genNumber(def, rng, true);
      case 'boolean':
        return rng.chance(0.5);
      case 'null':
        return null;
      case 'undefined':
      case 'void':
        return undefined;
      case 'bigint':
        return BigInt(rng.int(-5, 1000));
      case 'date':
        return new Date(rng.int(0, 2e12));
      case 'nan':
        return NaN;
      case 'literal':
        return rng.pick(def.values ?? [null]);
      case 'enum':
        return rng.pick(Object.values(def.entries ?? {}));
      case 'optional':
        return rng.chance(depth > maxDepth ? 0.9 : 0.2) ? undefined : inner(def.innerType);
      case 'nullable':
        return rng.chance(0.15) ? null : inner(def.innerType);
      case 'default':
      case 'prefault':
        return rng.chance(0.35) ? undefined : inner(def.innerType);
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'success':
        return inner(def.innerType);
      case 'pipe':
        return inner(def.in);
      case 'lazy':
        return def.getter ? gen(def.getter(), path, depth + 1) : null;
      case 'object':
        return genObject(def, path, depth);
      case 'array': {
        const a = checksOf(def);
        const min = a.find((c) => c.check === 'min_length')?.minimum ?? 0;
        const max = a.find((c) => c.check === 'max_length')?.maximum ?? Infinity;
        const r = rng.next();
        const want = depth > maxDepth ? min : r < 0.75 ? min + rng.int(0, 3) : r < 0.95 ? min + rng.int(0, 20) : Math.min(max, min + 60); // prettier-ignore
        const n = Math.min(Math.max(want, min), max);
        return Array.from({ length: n }, (_, i) => (def.element ? gen(def.element, [...path, i], depth + 1) : null));
      }
      case 'tuple': {
        const items = (def.items ?? []).map((x, i) => gen(x, [...path, i], depth + 1));
        if (def.rest) for (let i = rng.int(0, 2); i > 0; i--) items.push(gen(def.rest, path, depth + 1));
        return items;
      }
      case 'record': {
        const o: Record<string, unknown> = {};
        for (let i = depth > maxDepth ? 0 : rng.int(0, 3); i > 0; i--) {
          const k = def.keyType ? gen(def.keyType, path, depth + 1) : rng.pick(WORDS);
          const key = typeof k === 'string' || typeof k === 'number' ? String(k) : rng.pick(WORDS);
          o[key] = def.valueType ? gen(def.valueType, [...path, key], depth + 1) : null;
        }
        return o;
      }
      case 'union': {
        const opts = def.options ?? [];
        if (!opts.length) return mutant(rng);
        // Now and then a mix of two options' fields: what a confused caller sends to a union.
        if (opts.length > 1 && rng.chance(0.05)) {
          const [a, b] = [gen(rng.pick(opts), path, depth + 1), gen(rng.pick(opts), path, depth + 1)];
          if (a && b && typeof a === 'object' && typeof b === 'object') return { ...a, ...b };
        }
        return gen(rng.pick(opts), path, depth + 1);
      }
      case 'intersection': {
        const a = inner(def.left);
        const b = inner(def.right);
        return a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a;
      }
      case 'never':
        return mutant(rng);
      default: // unknown, any, custom, transform, symbol, promise, function, template_literal …
        return randomJson(rng, depth > maxDepth ? 0 : 2);
    }
  }

  function genObject(def: LooseDef, path: PathKey[], depth: number): Record<string, unknown> {
    const o: Record<string, unknown> = {};
    for (const [key, fieldSchema] of Object.entries(def.shape ?? {})) {
      const at = [...path, key];
      let v: unknown = NO_HINT;
      if (options.hint && rng.chance(hintRate)) v = options.hint(key, at, rng);
      if (v === NO_HINT) v = gen(fieldSchema, at, depth + 1);
      // An optional field left undefined is left out (as JSON would), usually.
      if (v === undefined && isOptional(fieldSchema) && rng.chance(0.9)) continue;
      o[key] = v;
    }
    // Missing required fields and extra ones, now and then.
    const keys = Object.keys(o);
    if (keys.length && rng.chance(rate)) delete o[rng.pick(keys)];
    if (rng.chance(rate)) {
      const extra = rng.pick(['__proto__', 'constructor', 'prototype', 'toString', 'extra', '']);
      Object.defineProperty(o, extra, { value: randomJson(rng), enumerable: true, configurable: true, writable: true });
    }
    return o;
  }

  return gen(schema, [], 0);
}

/** A short printable form of a generated value (huge strings and deep nesting abbreviated). */
export function describeValue(value: unknown, limit = 600): string {
  const seen = new WeakSet<object>();
  let depth = 0;
  let text: string;
  try {
    text =
      JSON.stringify(value, function (this: unknown, _k, v: unknown) {
        if (typeof v === 'string' && v.length > 80) return `${v.slice(0, 40)}…(${v.length} chars)`;
        if (typeof v === 'bigint') return `${v}n`;
        if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
        if (typeof v === 'symbol' || typeof v === 'function') return `<${typeof v}>`;
        if (v === undefined) return '<undefined>';
        if (v && typeof v === 'object') {
          if (seen.has(v)) return '<cycle>';
          seen.add(v);
          if (++depth > 200) return '<deep>';
        }
        return v;
      }) ?? String(value);
  } catch (err) {
    text = `<unprintable: ${(err as Error).message}>`;
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
