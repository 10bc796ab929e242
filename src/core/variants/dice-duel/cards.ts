/** Cards as Dice Duel sees them: kind, dice numbers, land colours, and paying mana with lands. */
import type { Color } from '../../cards/card';
import { COLORS } from '../../cards/card';
import { manaValueOf } from '../../cards/manaCost';
import { typesOf } from '../../cards/typeLine';
import { interpretInstant } from './spells';
import type { DeckCardInput, DuelCard, DuelKind } from './types';

/** Printed power/toughness as a dice count: `*` counts 0, `1+*` counts 1, negative counts 0. */
export function diceStat(s: string | undefined): number {
  if (!s) return 0;
  const n = parseInt(s.replace(/[^0-9-]/g, ''), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function kindOf(typeLine: string): DuelKind {
  const t = typesOf(typeLine);
  // An artifact creature is an artifact: 000 removes artifacts, so it never gets here in a legal deck.
  if (t.has('Creature')) return 'creature';
  if (t.has('Land')) return 'land';
  if (t.has('Instant')) return 'instant';
  return 'other';
}

const BASIC_TYPE: Record<string, Color> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** The colours a land makes: its basic land types, plus coloured symbols in "Add …" text and "any color". */
export function landColors(typeLine: string, text: string): Color[] {
  const out = new Set<Color>();
  for (const [word, c] of Object.entries(BASIC_TYPE)) if (new RegExp(`\\b${word}\\b`).test(typeLine)) out.add(c);
  for (const m of text.matchAll(/Add ([^.]*)/g)) {
    const clause = m[1] ?? '';
    if (/any color|one mana of any/i.test(clause)) for (const c of COLORS) out.add(c);
    for (const s of clause.matchAll(/\{([WUBRG])\}/g)) out.add(s[1] as Color);
  }
  return COLORS.filter((c) => out.has(c));
}

/** Builds the game's card objects from a deck list. */
export function toDuelCard(input: DeckCardInput, id: number, owner: number): DuelCard {
  const manaCost = input.manaCost ?? '';
  const text = input.oracleText ?? '';
  const kind = kindOf(input.typeLine);
  const card: DuelCard = {
    id,
    owner,
    name: input.name,
    manaCost,
    manaValue: input.manaValue ?? manaValueOf(manaCost),
    typeLine: input.typeLine,
    text,
    power: diceStat(input.power),
    toughness: diceStat(input.toughness),
    colors: input.colors ?? [],
    kind,
    produces: kind === 'land' ? landColors(input.typeLine, text) : [],
  };
  if (input.power !== undefined) card.powerText = input.power;
  if (input.toughness !== undefined) card.toughnessText = input.toughness;
  if (kind === 'instant') card.spell = interpretInstant(input);
  if (input.image) card.image = input.image;
  if (input.printing) card.printing = input.printing;
  return card;
}

/**
 * The coloured symbols of a cost (one entry per symbol, hybrid as its options) and the generic
 * count. X counts 0; Phyrexian and hybrid symbols may be paid by any of their colours.
 */
export function costShape(cost: string, manaValue: number): { colored: Color[][]; generic: number } {
  const colored: Color[][] = [];
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) {
    const opts = (m[1] ?? '').split('/').filter((p): p is Color => (COLORS as readonly string[]).includes(p));
    if (opts.length > 0) colored.push(opts);
  }
  return { colored, generic: Math.max(0, manaValue - colored.length) };
}

/**
 * Which untapped lands to tap for `count` mana (colours ignored) or for `cost` (colours matter):
 * returns land ids or undefined when they cannot pay. Prefers lands that make fewer colours, so
 * the flexible ones stay open. Dual colours are matched by a small backtracking search.
 */
export function payWith(
  lands: readonly { id: number; produces: Color[] }[],
  need: { count: number } | { colored: Color[][]; generic: number },
): number[] | undefined {
  const sorted = [...lands].sort((a, b) => a.produces.length - b.produces.length || a.id - b.id);
  if ('count' in need) return sorted.length >= need.count ? sorted.slice(0, need.count).map((l) => l.id) : undefined;
  const total = need.colored.length + need.generic;
  if (sorted.length < total) return undefined;
  const used = new Set<number>();
  const pick: number[] = [];
  const match = (i: number): boolean => {
    if (i === need.colored.length) return true;
    const opts = need.colored[i] as Color[];
    for (const l of sorted) {
      if (used.has(l.id) || !l.produces.some((c) => opts.includes(c))) continue;
      used.add(l.id);
      pick.push(l.id);
      if (match(i + 1)) return true;
      used.delete(l.id);
      pick.pop();
    }
    return false;
  };
  if (!match(0)) return undefined;
  const rest = sorted.filter((l) => !used.has(l.id)).slice(0, need.generic);
  if (rest.length < need.generic) return undefined;
  return [...pick, ...rest.map((l) => l.id)];
}
