/**
 * Mana costs and paying them (CR 107.4, 202, 601.2g–h).
 *
 * Mana is counted per type in the order W U B R G C (C = colorless mana, CR 106.1b). A cost is
 * parsed once per card; paying is automatic: the pool first, then untapped sources with plain
 * "{T}: Add …" abilities (CR 605), chosen so the most flexible sources stay untapped — the auto-
 * payment Arena and Forge offer. Sources with other costs are activated by hand as abilities.
 */
import { Recent } from './recent';

export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
export type ManaType = (typeof MANA_TYPES)[number];
/** Bits of a set of mana types: W=1 U=2 B=4 R=8 G=16 C=32. */
export const ALL_COLORS_MASK = 31;

export function manaBit(t: string): number {
  const i = MANA_TYPES.indexOf(t as ManaType);
  return i < 0 ? 0 : 1 << i;
}

export interface ManaCost {
  /** Generic mana ({3}). */
  generic: number;
  /** Coloured (and {C}) symbols, one entry per symbol, as type bits (a hybrid {W/U} is W|U). */
  symbols: number[];
  /** {2/W}: either two generic or one W (CR 107.4e). */
  twoBrid: number[];
  /** Phyrexian {W/P}: the colour or 2 life (CR 107.4f). */
  phyrexian: number[];
  /** How many X in the cost (CR 107.3). */
  x: number;
  /** The mana value (CR 202.3). */
  mv: number;
}

const NO_COST: ManaCost = { generic: 0, symbols: [], twoBrid: [], phyrexian: [], x: 0, mv: 0 };

/** Parsed costs by text: legal-action enumeration asks for the same few costs thousands of times a game. */
const parsed = new Map<string, ManaCost>();

/**
 * `{2}{W}{W}` → a ManaCost; unknown symbols ({S} snow, half mana) count as generic. The result is
 * shared between callers (memoised), so it is frozen: a cost is never changed in place.
 */
export function parseManaCost(text: string | undefined): ManaCost {
  if (!text) return NO_COST;
  let hit = parsed.get(text);
  if (!hit) {
    hit = parseUncached(text);
    Object.freeze(hit.symbols);
    Object.freeze(hit.twoBrid);
    Object.freeze(hit.phyrexian);
    if (parsed.size > 10_000) parsed.clear();
    parsed.set(text, Object.freeze(hit));
  }
  return hit;
}

function parseUncached(text: string): ManaCost {
  const c: ManaCost = { generic: 0, symbols: [], twoBrid: [], phyrexian: [], x: 0, mv: 0 };
  for (const m of text.matchAll(/\{([^}]+)\}/g)) {
    const s = (m[1] ?? '').toUpperCase();
    if (/^\d+$/.test(s)) {
      c.generic += Number(s);
      c.mv += Number(s);
    } else if (s === 'X' || s === 'Y' || s === 'Z') c.x++;
    else if (/^[WUBRGC]$/.test(s)) {
      c.symbols.push(manaBit(s));
      c.mv++;
    } else if (/^2\/[WUBRG]$/.test(s)) {
      c.twoBrid.push(manaBit(s[2]!));
      c.mv += 2;
    } else if (/^[WUBRG]\/P$/.test(s)) {
      c.phyrexian.push(manaBit(s[0]!));
      c.mv++;
    } else if (/^[WUBRG]\/[WUBRG]$/.test(s)) {
      c.symbols.push(manaBit(s[0]!) | manaBit(s[2]!));
      c.mv++;
    } else {
      c.generic++;
      c.mv++;
    }
  }
  return c;
}

/** A cost plus extra generic (X chosen, cost increases) minus reductions (never below the coloured part). */
/**
 * X paid with `n` mana: generic, or — "spend only black mana on X" — that many symbols of one
 * colour (`bit`), which is exactly what the restriction allows to pay it (the mana value is unchanged).
 */
export function withX(cost: ManaCost, n: number, bit: number | null): ManaCost {
  const c = { ...cost, x: 0 };
  return bit === null
    ? withGeneric(c, n * cost.x)
    : { ...c, symbols: [...c.symbols, ...Array<number>(n * cost.x).fill(bit)] };
}

/** Two costs paid together (kicker, buyback: CR 601.2f). */
export function addMana(a: ManaCost, b: ManaCost): ManaCost {
  return {
    generic: a.generic + b.generic,
    symbols: [...a.symbols, ...b.symbols],
    twoBrid: [...a.twoBrid, ...b.twoBrid],
    phyrexian: [...a.phyrexian, ...b.phyrexian],
    x: a.x + b.x,
    mv: a.mv + b.mv,
  };
}

export function withGeneric(cost: ManaCost, extra: number): ManaCost {
  if (extra === 0) return cost;
  return { ...cost, generic: Math.max(0, cost.generic + extra) };
}

/** One untapped source: its object and, per unit of mana it makes, which types it may be. */
export interface ManaSource {
  obj: number;
  /** Ability index on the card (for the log); */
  ability: number;
  /** One entry per mana produced by one activation: e.g. [C, C] for "{T}: Add {C}{C}". */
  units: number[];
  /** Lands are tapped before creatures (which may want to attack or block). */
  creature: boolean;
  /** Tapped for convoke (CR 702.51a), not for mana: no mana ability triggers. */
  convoke?: boolean;
}

export interface Payment {
  /** Mana spent from the pool, per type index. */
  pool: number[];
  /** Sources tapped, in order. */
  tap: number[];
  /** Life paid for Phyrexian symbols. */
  life: number;
}

function bits(n: number): number {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
}

/** The pool as counts per type index. */
export function poolCounts(pool: readonly string[]): number[] {
  const out = [0, 0, 0, 0, 0, 0];
  for (const s of pool) {
    const i = MANA_TYPES.indexOf(s as ManaType);
    if (i >= 0) out[i]!++;
  }
  return out;
}

/**
 * Finds a way to pay `cost` from `pool` and `sources`, or null. Coloured symbols are matched first
 * (most constrained first, backtracking over sources), then generic from what is left. Sources that
 * make fewer types and non-creatures are used first, so a dual land or a mana creature stays free.
 */
/**
 * Units available from sources, each tagged with its source (a source is tapped whole): least
 * flexible first, lands before creatures. Kept per sources list: while legal actions are listed
 * one list answers every cost asked (manaSources.ts).
 */
const orders = new Recent<readonly ManaSource[], readonly { s: ManaSource }[]>(8);

function paymentOrder(sources: readonly ManaSource[]): readonly { s: ManaSource }[] {
  let hit = orders.get(sources);
  if (!hit) {
    hit = sources
      .map((s, i) => ({ s, i, flex: s.units.reduce((a, u) => a | u, 0) }))
      .sort((a, b) => Number(a.s.creature) - Number(b.s.creature) || bits(a.flex) - bits(b.flex) || a.i - b.i);
    orders.set(sources, hit);
  }
  return hit;
}

/**
 * Sorts requirements by how many colours each allows (fewest first), stably, in place: an insertion
 * sort of a few entries, the order `Array.prototype.sort` (stable) gives, without its allocations.
 */
function sortByBits(a: number[]): void {
  for (let i = 1; i < a.length; i++) {
    const x = a[i]!;
    const b = bits(x & 63);
    let j = i - 1;
    while (j >= 0 && bits(a[j]! & 63) > b) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = x;
  }
}

/**
 * The search's working state, in module variables rather than a closure: `findPayment` runs for
 * every castable card at every priority and never re-enters itself, and a closure (with its
 * context and, under a name-keeping build, a defineProperty) per call was a good part of its cost.
 */
let open: number[] = [];
let order: readonly { s: ManaSource }[] = [];
const taken: boolean[] = [];
/** Leftover units of tapped sources (usable for generic): only their number matters. */
let spare = 0;
let tap: number[] = [];
let generic = 0;
let life = 0;
let lifeAvailable = 0;
let phyrexian: readonly number[] = [];

function assign(k: number): boolean {
  if (k === open.length) return true;
  const r = open[k]!;
  for (let j = 0; j < order.length; j++) {
    if (taken[j]) continue;
    const units = order[j]!.s.units;
    let u = -1;
    for (let i = 0; i < units.length; i++)
      if ((units[i]! & r & 63) !== 0) {
        u = i;
        break;
      }
    if (u < 0) continue;
    taken[j] = true;
    tap.push(order[j]!.s.obj);
    spare += units.length - 1;
    if (assign(k + 1)) return true;
    spare -= units.length - 1;
    tap.pop();
    taken[j] = false;
  }
  // A {2/W} becomes two generic; a Phyrexian symbol becomes 2 life.
  if (r & 64) {
    generic += 2;
    if (assign(k + 1)) return true;
    generic -= 2;
  } else if (phyrexian.includes(r) && lifeAvailable - life >= 2) {
    life += 2;
    if (assign(k + 1)) return true;
    life -= 2;
  }
  return false;
}

export function findPayment(
  cost: ManaCost,
  pool: readonly string[],
  sources: readonly ManaSource[],
  lifeAvailableNow = 0,
): Payment | null {
  const counts = poolCounts(pool);
  const usedPool = [0, 0, 0, 0, 0, 0];
  order = paymentOrder(sources);
  const reqs: number[] = cost.symbols.slice();
  generic = cost.generic;
  life = 0;
  lifeAvailable = lifeAvailableNow;
  phyrexian = cost.phyrexian;
  // Phyrexian symbols: mana if the colour can be had at all, else 2 life (CR 107.4f).
  for (const p of cost.phyrexian) reqs.push(p);
  // {2/W}: one W when available, else two generic.
  for (const t of cost.twoBrid) reqs.push(t | 64);
  if (reqs.length > 1) sortByBits(reqs);

  // Pay each requirement from the pool first.
  open = [];
  for (const r of reqs) {
    let paid = false;
    for (let i = 0; i < 6 && !paid; i++) {
      if (r & (1 << i) && counts[i]! - usedPool[i]! > 0) {
        usedPool[i]!++;
        paid = true;
      }
    }
    if (!paid) open.push(r);
  }
  // Remaining coloured requirements from sources: backtracking over source units.
  taken.length = 0;
  for (let j = 0; j < order.length; j++) taken.push(false);
  spare = 0;
  tap = [];
  if (!assign(0)) return null;
  // Generic: pool leftovers (colorless first), then spare units, then untapped sources.
  for (let i = 5; i >= 0 && generic > 0; i--) {
    const left = counts[i]! - usedPool[i]!;
    const use = Math.min(left, generic);
    usedPool[i]! += use;
    generic -= use;
  }
  const fromSpare = Math.min(spare, generic);
  generic -= fromSpare;
  for (let j = 0; j < order.length && generic > 0; j++) {
    if (taken[j]) continue;
    taken[j] = true;
    tap.push(order[j]!.s.obj);
    generic -= order[j]!.s.units.length;
  }
  if (generic > 0) return null;
  return { pool: usedPool, tap, life };
}

/** The most generic mana the pool and sources can make: an upper bound for X (CR 107.3). */
export function manaAvailable(pool: readonly string[], sources: readonly ManaSource[]): number {
  let n = pool.length;
  for (const s of sources) n += s.units.length;
  return n;
}

/** `['{R}', '{G}']`-style options as unit lists: '{C}{C}' → [C, C]. */
export function optionUnits(option: string): number[] {
  return [...option.matchAll(/\{([^}]+)\}/g)].map((m) => manaBit((m[1] ?? '').toUpperCase()));
}
