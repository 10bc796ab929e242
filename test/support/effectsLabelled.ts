/**
 * The labelled precision set of the effects compiler (issue 17): real cards of the reference set
 * (MTGJSON AllSets.json, the cards the coverage figures count) with the tree each must compile to,
 * checked by hand against the oracle text. See test/fixtures/effects-labelled/README.md.
 *
 * The reference set here groups the faces of split, flip and double-faced cards into one card with
 * `faces` (the raw loader in test/integration/effects-allsets.ts lists each face under its own name).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cardVerdict, type VerdictInput } from '../../src/core/effects';
import type { LabelledCard } from '../../src/backend/effects/labelled';
import { allSetsFirstPrintings } from './allSets';
import { seededRng } from '../../src/core/decks/random';

export type { LabelledCard } from '../../src/backend/effects/labelled';
export { matchesLabel } from '../../src/backend/effects/labelled';

export const LABELLED_DIR = path.resolve(process.cwd(), 'test/fixtures/effects-labelled');

const MULTI = new Set(['split', 'flip', 'double-faced', 'aftermath']);

/** Every distinct card of AllSets.json (first printing of each name), faces grouped. */
export function referenceCards(): VerdictInput[] {
  const byName = allSetsFirstPrintings();
  const out = new Map<string, VerdictInput>();
  for (const c of byName.values()) {
    const names = c.names ?? [];
    if (MULTI.has(c.layout ?? '') && names.length >= 2) {
      const name = names.join(' // ');
      const parts = names.map((n) => byName.get(n));
      if (out.has(name) || parts.some((p) => !p)) continue;
      const faces = parts.map((p) => ({
        name: p!.name,
        // CR 709.3, 711.4: only a split half or a front face has a cost of its own.
        manaCost: c.layout === 'split' || c.layout === 'aftermath' || p === parts[0] ? (p!.manaCost ?? '') : '',
        typeLine: p!.type ?? '',
        oracleText: p!.text ?? '',
      }));
      out.set(name, { name, typeLine: faces.map((f) => f.typeLine).join(' // '), oracleText: '', faces });
    } else out.set(c.name, { name: c.name, typeLine: c.type ?? '', oracleText: c.text ?? '' });
  }
  return [...out.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `count` cards drawn without replacement (a seeded Fisher–Yates over the name-sorted list). */
export function draw<T>(list: readonly T[], count: number, seed: number): T[] {
  const a = [...list];
  // mulberry32 (the deck builder's): the draw is the same on every machine (seeds here are never 0).
  const next = seededRng(seed);
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, count);
}

/** The rules text without reminder text (CR 207.2): a class is about what the rules text says. */
const text = (c: VerdictInput) =>
  [c.oracleText, ...(c.faces ?? []).map((f) => f.oracleText)].join('\n').replace(/\s*\([^()]*\)/g, '');

/** The six classes of misreading of issue 17: which cards exercise each. */
export const CLASS_TESTS: Record<number, (c: VerdictInput) => boolean> = {
  1: (c) => /gets [+-]\w+\/[+-]\w+ and gains /.test(text(c)),
  2: (c) => /\b(?:from|in|into) your (?:graveyard|library|hand)\b/.test(text(c)),
  3: (c) =>
    /\b(?:artifact|enchantment|land|nonland|noncreature|nonartifact) (?:creature|permanent|land|enchantment|artifact)s?\b/.test(
      text(c),
    ),
  4: (c) =>
    /\b(?:Elves|Goblins|Zombies|Merfolk|Soldiers|Wizards|Slivers|Walls|Spirits|Humans|Dwarves|Wolves|Faeries|Knights|Beasts|Dragons|Vampires|Clerics|Warriors|Angels)\b/.test(
      text(c),
    ),
  5: (c) => (c.faces?.length ?? 0) >= 2,
  6: (c) =>
    /\b(?:attacking or blocking|tapped or untapped|blocking or blocked|untapped creatures?|tapped creatures?|without flying)\b/.test(
      text(c),
    ),
};

export const SEED = 17;

/** The random part: `count` cards the compiler judged `full`, drawn with the seed. */
export function randomSample(cards: readonly VerdictInput[], count = 300): VerdictInput[] {
  return draw(
    cards.filter((c) => cardVerdict(c).verdict === 'full'),
    count,
    SEED,
  );
}

/**
 * The class part: 10 cards per class, drawn among the cards judged `full` (a class card checks that a
 * confident tree reads the class's phrase right); for class 5 among multi-faced cards with any face
 * understood (few are full: transforming is not understood).
 */
export function classSample(cards: readonly VerdictInput[], taken: ReadonlySet<string>): [number, VerdictInput][] {
  const out: [number, VerdictInput][] = [];
  const used = new Set(taken);
  for (const k of [1, 2, 3, 4, 5, 6]) {
    const wanted = (c: VerdictInput) =>
      k === 5 ? cardVerdict(c).verdict !== 'none' : cardVerdict(c).verdict === 'full';
    const pool = cards.filter((c) => !used.has(c.name) && CLASS_TESTS[k]!(c) && wanted(c));
    for (const c of draw(pool, 10, SEED + k)) {
      used.add(c.name);
      out.push([k, c]);
    }
  }
  return out;
}

export function readLabelled(file: string): LabelledCard[] {
  return JSON.parse(fs.readFileSync(path.join(LABELLED_DIR, file), 'utf8')) as LabelledCard[];
}
