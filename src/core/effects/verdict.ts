import type { OracleCard } from '../cards/card';
import { compileOracle } from './parse';
import type { Ability, CardVerdict, CompiledCard, Verdict } from './types';

/** The faces to compile: multi-faced cards carry their text on the faces. */
function faces(card: Pick<OracleCard, 'name' | 'oracleText' | 'typeLine' | 'faces'>) {
  if (card.faces && card.faces.length > 0 && card.faces.some((f) => f.oracleText))
    return card.faces.map((f) => ({ name: f.name, text: f.oracleText, typeLine: f.typeLine }));
  return [{ name: card.name, text: card.oracleText ?? '', typeLine: card.typeLine }];
}

export type VerdictInput = Pick<OracleCard, 'name' | 'oracleText' | 'typeLine'> & Partial<Pick<OracleCard, 'faces'>>;

/** Compiles every face of a card; the abilities of all faces and every sentence not understood. */
export function compileCard(card: VerdictInput): CompiledCard {
  const abilities: Ability[] = [];
  const unknown: string[] = [];
  for (const f of faces({ faces: [], ...card })) {
    const c = compileOracle(f.name, f.text, f.typeLine);
    abilities.push(...c.abilities);
    unknown.push(...c.unknown);
  }
  return { abilities, unknown };
}

/** full: every sentence understood (a vanilla card too); none: nothing understood; partial otherwise. */
export function verdictOf(compiled: CompiledCard): Verdict {
  if (compiled.unknown.length === 0) return 'full';
  return compiled.abilities.length === 0 ? 'none' : 'partial';
}

const memo = new Map<string, CardVerdict>();
const MEMO_LIMIT = 50_000;

/**
 * The verdict the deck builder, the bots and the UI use. Memoised per name + oracle text
 * (the name matters: it is the card's self-reference).
 */
export function cardVerdict(card: VerdictInput): CardVerdict {
  const key = `${card.name}\u0000${card.typeLine}\u0000${card.oracleText ?? ''}\u0000${(card.faces ?? []).map((f) => f.oracleText).join('\u0001')}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const compiled = compileCard(card);
  const v: CardVerdict = { verdict: verdictOf(compiled), unknown: compiled.unknown };
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, v);
  return v;
}
