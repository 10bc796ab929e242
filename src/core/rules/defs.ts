/**
 * Card definitions: what a card IS to the rules core, built once per distinct card (memoised) from
 * its oracle data and the effects compiler's tree. Immutable and shared by every state.
 *
 * The compiled abilities are copied with every `target` reference numbered (`slot`), so a spell's
 * chosen targets (one list per slot, CR 601.2c) are found again on resolution by the reference
 * itself, whatever branch of the tree it sits in. Keyword abilities that are abilities in their own
 * right (equip, cycling, basic land mana …) are added by the keyword registry (`keywords/`).
 */
import { parseTypeLine } from '../cards/typeLine';
import { compileOracle } from '../effects/parse';
import type { Ability, Cost, Effect, Keyword, Ref } from '../effects/types';
import type { RulesCard } from './config';
import type { InternalCost, InternalEffect } from './internalEffects';
import { keywordAbilities, markManaAbilities } from './keywords/abilities';
import { parseManaCost, type ManaCost } from './mana';

/** Card type bits (CR 300.1). */
export const T = {
  land: 1,
  creature: 2,
  artifact: 4,
  enchantment: 8,
  planeswalker: 16,
  instant: 32,
  sorcery: 64,
  tribal: 128,
} as const;
export type TypeName = keyof typeof T;

/** Supertype bits (CR 205.4). */
export const SUPER = { basic: 1, legendary: 2, snow: 4, world: 8 } as const;

/** Colour bits, the same order as mana (W U B R G). */
export const COLOR_BIT: Record<string, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

/** An effect the core runs: the compiler's, or one the core adds for keyword abilities. */
export type XEffect = Effect | InternalEffect;

/** A target reference numbered for its ability (see the module comment). */
export type SlotRef = Extract<Ref, { ref: 'target' }> & { slot: number };

export type XCost = Cost | InternalCost;

/** What every core ability carries besides the compiled parts. */
interface AbilityExtra {
  /** Where it works from when not the battlefield (cycling from the hand, CR 702.29). */
  zone?: 'hand' | 'graveyard';
  /** A mana ability (CR 605.1a): resolves at once, never uses the stack. */
  mana?: boolean;
  /** The number of target slots of this ability. */
  slots: number;
  /** Which keyword made it, for the log ("Equip", "Cycling"). */
  keyword?: Keyword;
}

type Activated = Extract<Ability, { type: 'activated' }>;
type Triggered = Extract<Ability, { type: 'triggered' }>;

/** An ability as the core runs it: the compiled {@link Ability} with the core's own parts allowed. */
export type RAbility = AbilityExtra &
  (
    | { type: 'spell'; effects: XEffect[] }
    | { type: 'static'; effects: XEffect[] }
    | { type: 'additionalCost'; costs: XCost[] }
    | (Omit<Triggered, 'effects'> & { effects: XEffect[] })
    | (Omit<Activated, 'effects' | 'costs'> & { effects: XEffect[]; costs: XCost[] })
  );

/** An ability before its target slots are numbered. */
export type RAbilityDraft = RAbility extends infer A ? (A extends unknown ? Omit<A, 'slots'> : never) : never;

export interface KeywordInst {
  keyword: Keyword;
  of?: string;
}

export interface CardDef {
  name: string;
  manaCost: string;
  cost: ManaCost;
  mv: number;
  typeLine: string;
  types: number;
  supertypes: number;
  subtypes: string[];
  colors: number;
  /** Printed power/toughness; null when not a creature or '*' (defined by an ability, CR 208.2). */
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  /** Oracle text, for the table and the log. */
  text: string;
  abilities: RAbility[];
  /** Printed keyword abilities (from "Flying", "Protection from red" lines). */
  keywords: KeywordInst[];
  /** Sentences the compiler did not understand: the card plays without them ("plays as vanilla"). */
  unknown: string[];
  token: boolean;
  /** Split cards: each half is cast on its own (CR 709.3). */
  halves?: CardDef[];
}

function num(s: string | undefined): number | null {
  if (s === undefined) return null;
  const m = /^-?\d+/.exec(s);
  return m ? Number(m[0]) : null;
}

function typeBits(line: string): { types: number; supertypes: number; subtypes: string[] } {
  const tl = parseTypeLine(line);
  let types = 0;
  for (const t of tl.types) {
    const key = t.toLowerCase() === 'kindred' ? 'tribal' : (t.toLowerCase() as TypeName);
    types |= T[key] ?? 0;
  }
  let supertypes = 0;
  for (const s of tl.supertypes) supertypes |= SUPER[s.toLowerCase() as keyof typeof SUPER] ?? 0;
  return { types, supertypes, subtypes: tl.subtypes };
}

/** Colours from the mana cost (CR 202.2) unless the card data says otherwise. */
function colorBits(card: { manaCost: string; colors?: string[] }): number {
  let c = 0;
  if (card.colors) for (const x of card.colors) c |= COLOR_BIT[x] ?? 0;
  else for (const m of card.manaCost.matchAll(/[WUBRG]/g)) c |= COLOR_BIT[m[0]] ?? 0;
  return c;
}

/** Deep-copies an ability numbering its target references; quoted granted abilities get their own. */
export function numberSlots(ability: Ability | RAbilityDraft): RAbility {
  let slot = 0;
  const visit = (x: unknown, key?: string): unknown => {
    if (Array.isArray(x)) return x.map((v) => visit(v));
    if (x === null || typeof x !== 'object') return x;
    if (key === 'ability') return numberSlots(x as Ability);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) out[k] = visit(v, k);
    if ((x as { ref?: string }).ref === 'target') out['slot'] = slot++;
    return out;
  };
  const copy = visit(ability) as RAbility;
  copy.slots = slot;
  return copy;
}

function buildFace(face: RulesCard, token: boolean): CardDef {
  const compiled = compileOracle(face.name, face.oracleText ?? '', face.typeLine);
  const { types, supertypes, subtypes } = typeBits(face.typeLine);
  const cost = parseManaCost(face.manaCost);
  // CR 601.2: a spell's paragraphs resolve as one list; its target slots are numbered across all of them.
  const spell = compiled.abilities.filter((a) => a.type === 'spell');
  const merged = spell.length > 1 ? [{ type: 'spell' as const, effects: spell.flatMap((a) => a.effects) }] : spell;
  const abilities = [...merged, ...compiled.abilities.filter((a) => a.type !== 'spell')].map(numberSlots);
  const keywords: KeywordInst[] = [];
  for (const a of abilities)
    if (a.type === 'static')
      for (const e of a.effects)
        if (e.kind === 'keyword') keywords.push({ keyword: e.keyword, ...(e.of !== undefined ? { of: e.of } : {}) });
  const def: CardDef = {
    name: face.name,
    manaCost: face.manaCost,
    cost,
    mv: cost.mv,
    typeLine: face.typeLine,
    types,
    supertypes,
    subtypes,
    colors: colorBits(face),
    power: num(face.power),
    toughness: num(face.toughness),
    loyalty: num(face.loyalty),
    text: face.oracleText ?? '',
    abilities,
    keywords,
    unknown: compiled.unknown,
    token,
  };
  def.abilities = [...abilities, ...keywordAbilities(def).map(numberSlots)];
  markManaAbilities(def.abilities);
  // CR 113.6k: an ability whose cost exiles its card from the graveyard works only from there.
  for (const a of def.abilities)
    if (a.type === 'activated' && a.costs.some((c) => c.cost === 'exileSelfFromGraveyard')) a.zone = 'graveyard';
  return def;
}

const memo = new Map<string, CardDef>();
/** The same card object asks again and again (every setup from one pool): answer by identity first. */
const byObject = new WeakMap<RulesCard, CardDef>();

/**
 * The definition of a card. Split cards keep both halves (`halves`); transform, flip and adventure
 * cards play as their front face (the compiler has no "transform" effect; CR 711 is not modelled).
 */
export function buildDef(card: RulesCard, token = false): CardDef {
  const same = token ? undefined : byObject.get(card);
  if (same) return same;
  const key = `${token ? 'T' : 'C'}\u0000${card.name}\u0000${card.typeLine}\u0000${card.oracleText}\u0000${card.power ?? ''}/${card.toughness ?? ''}`;
  const hit = memo.get(key);
  if (hit) {
    if (!token) byObject.set(card, hit);
    return hit;
  }
  let def: CardDef;
  const faces = card.faces ?? [];
  if (faces.length >= 2 && (card.layout === 'split' || card.layout === 'aftermath')) {
    const halves = faces.map((f) => buildFace({ ...f, colors: undefined } as RulesCard, token));
    def = {
      ...buildFace({ ...card, oracleText: '' }, token),
      halves,
      unknown: halves.flatMap((h) => h.unknown),
      mv: halves.reduce((s, h) => s + h.mv, 0),
    };
  } else if (faces.length >= 2) {
    const front = faces[0]!;
    def = buildFace({ ...front, colors: card.colors, layout: card.layout } as RulesCard, token);
  } else def = buildFace(card, token);
  if (memo.size > 20_000) memo.clear();
  memo.set(key, def);
  if (!token) byObject.set(card, def);
  return def;
}

export const isType = (def: CardDef, t: TypeName): boolean => (def.types & T[t]) !== 0;
export const isPermanentCard = (def: CardDef): boolean => (def.types & (T.instant | T.sorcery)) === 0;
