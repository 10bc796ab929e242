/**
 * Magic Combat decks from a card pool (no deck lists given): 40 different cards the rules core
 * runs in full, no lands or planeswalkers (003 Deck Construction), with at least 12 creatures of
 * mana value 3 or less for the setup and non-creature spells spread over mana values 1–7 (a
 * spell is cast only once its mana value is at most the round). The same pool and seed give the
 * same decks.
 */
import { seedRng, shuffleInPlace } from '../../engine/rng';
import type { RulesCard } from '../../rules/config';
import { buildDef, T } from '../../rules/defs';
import { playableCards } from '../classic/decks';

const byName = (a: RulesCard, b: RulesCard) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

interface Sorted {
  cheap: RulesCard[];
  big: RulesCard[];
  spells: RulesCard[];
}

/** The pool's usable cards by role, sorted by name: compiled once per pool (card text is slow to compile). */
const sortedPools = new WeakMap<readonly RulesCard[], Sorted>();

function sortedOf(pool: readonly RulesCard[]): Sorted {
  const hit = sortedPools.get(pool);
  if (hit) return hit;
  const seen = new Set<string>();
  const out: Sorted = { cheap: [], big: [], spells: [] };
  for (const c of playableCards(pool).slice().sort(byName)) {
    const d = buildDef(c);
    if (d.types & T.planeswalker || seen.has(c.name)) continue;
    seen.add(c.name);
    if (d.types & T.creature) (d.mv <= 3 ? out.cheap : out.big).push(c);
    else if (d.mv <= 7) out.spells.push(c);
  }
  sortedPools.set(pool, out);
  return out;
}

export function magicCombatDeck(pool: readonly RulesCard[], seed: string): RulesCard[] {
  const rng = seedRng(seed);
  const { cheap, big, spells } = sortedOf(pool);
  const [c, b, sp] = [cheap, big, spells].map((list) => shuffleInPlace(rng, list.slice())) as [
    RulesCard[],
    RulesCard[],
    RulesCard[],
  ];
  const picks = [...c.slice(0, 16), ...b.slice(0, 4), ...sp.slice(0, 20)];
  const chosen = new Set(picks);
  for (const x of [...c, ...sp, ...b]) if (picks.length < 40 && !chosen.has(x)) picks.push(x);
  if (picks.length < 40 || c.length < 5)
    throw new Error('Magic Combat: the card pool is too small for a 40-card singleton deck');
  return picks.slice(0, 40);
}

/** The decks of a pool by seed: every game of a config has the same decks (its `deckSeed`). */
const built = new WeakMap<readonly RulesCard[], Map<string, readonly (readonly RulesCard[])[]>>();

export function magicCombatDecks(pool: readonly RulesCard[], seed: string): RulesCard[][] {
  let bySeed = built.get(pool);
  if (!bySeed) built.set(pool, (bySeed = new Map()));
  let decks = bySeed.get(seed);
  if (!decks) bySeed.set(seed, (decks = [0, 1].map((i) => magicCombatDeck(pool, `${seed}/deck/${i}`))));
  // Fresh lists: a caller may change its copy.
  return decks.map((d) => d.slice());
}
