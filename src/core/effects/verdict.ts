import type { OracleCard } from '../cards/card';
import { compileOracle } from './parse';
import type { Ability, CardVerdict, CompiledCard, CompiledFace, Verdict } from './types';

interface FaceText {
  name: string;
  manaCost: string;
  typeLine: string;
  text: string;
}

export type VerdictInput = Pick<OracleCard, 'name' | 'oracleText' | 'typeLine'> &
  Partial<Pick<OracleCard, 'faces' | 'manaCost'>>;

/**
 * The faces of a multi-faced card, or undefined for a one-faced card. Each face is compiled alone:
 * a split card's halves are two spells, a transform card's back is another object (CR 709, 711).
 * A caller that has only the merged text (`fromScryfall` joins face texts with a line `//`) still
 * gets the faces, when the name, type line and text split into the same number of parts.
 */
export function cardFaces(card: VerdictInput): FaceText[] | undefined {
  const faces = card.faces ?? [];
  if (faces.length >= 2)
    return faces.map((f) => ({ name: f.name, manaCost: f.manaCost, typeLine: f.typeLine, text: f.oracleText }));
  const names = card.name.split(' // ');
  const texts = (card.oracleText ?? '').split(/\r?\n\/\/\r?\n/);
  const types = card.typeLine.split(' // ');
  if (names.length < 2 || texts.length !== names.length || types.length !== names.length) return undefined;
  const costs = (card.manaCost ?? '').split(' // ');
  return names.map((name, i) => ({
    name,
    manaCost: costs.length === names.length ? costs[i]! : '',
    typeLine: types[i]!,
    text: texts[i]!,
  }));
}

/**
 * Compiles a card. A multi-faced card is compiled face by face, each with its own name (its
 * self-reference), cost and type line; the card keeps no merged list of abilities, only `faces`
 * and the union of what was not understood.
 */
export function compileCard(card: VerdictInput): CompiledCard {
  const faces = cardFaces(card);
  if (!faces) return compileOracle(card.name, card.oracleText || card.faces?.[0]?.oracleText || '', card.typeLine);
  const compiled: CompiledFace[] = faces.map((f) => {
    const c = compileOracle(f.name, f.text, f.typeLine);
    return { name: f.name, manaCost: f.manaCost, typeLine: f.typeLine, ...c, verdict: verdictOf(c) };
  });
  return { abilities: [], unknown: compiled.flatMap((f) => f.unknown), faces: compiled };
}

/** full: every sentence understood (a vanilla card too); none: nothing understood; partial otherwise. */
export function verdictOf(compiled: CompiledCard): Verdict {
  if (compiled.unknown.length === 0) return 'full';
  const understood = compiled.abilities.length + (compiled.faces ?? []).reduce((n, f) => n + f.abilities.length, 0);
  return understood === 0 ? 'none' : 'partial';
}

/** The abilities to run or weigh: the card's own, or those of every face. */
export function abilitiesOf(compiled: CompiledCard): Ability[] {
  return compiled.faces ? compiled.faces.flatMap((f) => f.abilities) : compiled.abilities;
}

const memo = new Map<string, CardVerdict>();
const MEMO_LIMIT = 50_000;

/**
 * The verdict the deck builder, the bots and the UI use. Memoised per name + oracle text
 * (the name matters: it is the card's self-reference).
 */
export function cardVerdict(card: VerdictInput): CardVerdict {
  const faces = (card.faces ?? []).map((f) => `${f.name}\u0002${f.typeLine}\u0002${f.oracleText}`).join('\u0001');
  const key = `${card.name}\u0000${card.typeLine}\u0000${card.oracleText ?? ''}\u0000${faces}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const compiled = compileCard(card);
  const v: CardVerdict = { verdict: verdictOf(compiled), unknown: compiled.unknown };
  if (compiled.faces) v.faces = compiled.faces.map((f) => ({ name: f.name, verdict: f.verdict, unknown: f.unknown }));
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, v);
  return v;
}
