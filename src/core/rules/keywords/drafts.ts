/**
 * The parts every keyword ability is built from (abilities.ts, cr702.ts, cr702late.ts): a keyword
 * maps to a function giving its abilities, and the triggered and activated ones are written through
 * {@link triggered} and {@link activated}. Parts may be shared between drafts: `numberSlots` copies
 * every draft before the core uses it. Types only (`defs.ts` builds definitions with this).
 */
import type { Keyword, Trigger } from '../../effects/types';
import type { CardDef, RAbilityDraft, XCost, XEffect } from '../defs';

/** The abilities a keyword stands for, from its `of` ("" when none) and the card's definition. */
export type KeywordAbilities = (cost: string, def: CardDef) => RAbilityDraft[];
export type KeywordTable = Partial<Record<Keyword, KeywordAbilities>>;

type Activated = Extract<RAbilityDraft, { type: 'activated' }>;

export const SELF = { ref: 'self' } as const;
export const YOU = { ref: 'you' } as const;

/** A triggered ability; `keyword` names it where the log and the keyword's own rules look for it. */
export function triggered(trigger: Trigger, effects: XEffect[], keyword?: Keyword): RAbilityDraft {
  return keyword ? { type: 'triggered', trigger, effects, keyword } : { type: 'triggered', trigger, effects };
}

/** An activated ability; `more` in the order the drafts list it: timing, zone, mana, keyword. */
export function activated(
  costs: XCost[],
  effects: XEffect[],
  more: Pick<Activated, 'sorcerySpeed' | 'zone' | 'mana' | 'keyword'>,
): RAbilityDraft {
  return { type: 'activated', costs, effects, ...more };
}

/** "[Cost]" as a mana cost. */
export const manaCost = (mana: string): XCost => ({ cost: 'mana', mana });

/** The N of "keyword N", `none` when the keyword has no number. */
export const countOf = (cost: string, none: number): number => Number(cost) || none;
