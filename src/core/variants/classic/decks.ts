/**
 * Classic decks from a card pool (no saved decks given): per seat, one or two colours, 24 basic
 * lands and 36 spells the rules core can fully run (CR 100.2a: 60 cards, at most four of each),
 * drawn with the game's seed — the same pool and seed give the same decks.
 */
import { randInt, seedRng, shuffleInPlace } from '../../engine/rng';
import type { RulesCard } from '../../rules/config';
import { buildDef, T } from '../../rules/defs';
import { executable } from '../../rules/legal';
import '../../rules/exec/registry';

const BASICS: Record<string, RulesCard> = {
  W: { name: 'Plains', manaCost: '', typeLine: 'Basic Land — Plains', oracleText: '({T}: Add {W}.)' },
  U: { name: 'Island', manaCost: '', typeLine: 'Basic Land — Island', oracleText: '({T}: Add {U}.)' },
  B: { name: 'Swamp', manaCost: '', typeLine: 'Basic Land — Swamp', oracleText: '({T}: Add {B}.)' },
  R: { name: 'Mountain', manaCost: '', typeLine: 'Basic Land — Mountain', oracleText: '({T}: Add {R}.)' },
  G: { name: 'Forest', manaCost: '', typeLine: 'Basic Land — Forest', oracleText: '({T}: Add {G}.)' },
};

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

const playable = new WeakMap<readonly RulesCard[], RulesCard[]>();

/** Cards of the pool the core plays in full (every ability executable, nothing unknown). */
export function playableCards(pool: readonly RulesCard[]): RulesCard[] {
  const hit = playable.get(pool);
  if (hit) return hit;
  const out = pool.filter((c) => {
    const def = buildDef(c);
    return !(def.types & T.land) && def.unknown.length === 0 && executable(def);
  });
  playable.set(pool, out);
  return out;
}

function colorsOf(c: RulesCard): string[] {
  return c.colors ?? [...new Set([...c.manaCost.matchAll(/[WUBRG]/g)].map((m) => m[0]))];
}

/** The playable cards of each colour pair, sorted by name: the same for every game from one pool. */
const byColors = new WeakMap<readonly RulesCard[], Map<string, readonly RulesCard[]>>();

function candidatesOf(pool: readonly RulesCard[], colors: readonly string[]): readonly RulesCard[] {
  let m = byColors.get(pool);
  if (!m) byColors.set(pool, (m = new Map()));
  const key = colors.join('');
  let hit = m.get(key);
  if (!hit) {
    const ok = playableCards(pool).filter((c) => colorsOf(c).every((x) => colors.includes(x)));
    ok.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    m.set(key, (hit = ok));
  }
  return hit;
}

export function classicDeck(pool: readonly RulesCard[], colors: readonly string[], seed: string): RulesCard[] {
  const rng = seedRng(seed);
  const ok = candidatesOf(pool, colors).slice();
  shuffleInPlace(rng, ok);
  const creatures = ok.filter((c) => /Creature/.test(c.typeLine));
  const others = ok.filter((c) => !/Creature/.test(c.typeLine));
  const picks: RulesCard[] = [];
  const take = (from: RulesCard[], n: number) => {
    for (const c of from) {
      if (picks.length >= 36 || n <= 0) return;
      const copies = Math.min(2, 36 - picks.length);
      for (let k = 0; k < copies; k++) picks.push(c);
      n -= copies;
    }
  };
  take(creatures, 22);
  take(others, 36 - picks.length);
  take(creatures.slice(11), 36 - picks.length);
  const lands: RulesCard[] = [];
  for (let i = 0; i < 24; i++) lands.push(BASICS[colors[i % colors.length]!]!);
  return [...picks, ...lands];
}

/** The decks of a pool by seats and seed: every game of a config has the same decks (its `deckSeed`). */
const built = new WeakMap<readonly RulesCard[], Map<string, readonly (readonly RulesCard[])[]>>();

/** One deck per seat, colours drawn from the seed (different colours per seat when possible). */
export function classicDecks(pool: readonly RulesCard[], seats: number, seed: string): RulesCard[][] {
  let bySeed = built.get(pool);
  if (!bySeed) built.set(pool, (bySeed = new Map()));
  const key = `${seats}/${seed}`;
  let decks = bySeed.get(key);
  if (!decks) {
    const rng = seedRng(`${seed}/colours`);
    const order = shuffleInPlace(rng, [...COLORS]);
    decks = Array.from({ length: seats }, (_, i) => {
      const a = order[i % 5]!;
      const b = order[(i + 2 + randInt(rng, 2)) % 5]!;
      return classicDeck(pool, [a, b], `${seed}/deck/${i}`);
    });
    bySeed.set(key, decks);
  }
  // Fresh lists: a caller may change its copy.
  return decks.map((d) => d.slice());
}
