/**
 * Characteristics as the layers make them (CR 613): what each permanent is right now, plus the
 * rule-changing effects in force (can't attack, lure, cost changes …), computed once per state.
 */
import type { Filter, Keyword } from '../../effects/types';
import type { AbilityRef, ObjId, Seat } from '../types';
import type { KeywordInst } from '../defs';

export interface ObjChars {
  id: ObjId;
  controller: Seat;
  types: number;
  supertypes: number;
  subtypes: string[];
  colors: number;
  power: number;
  toughness: number;
  keywords: KeywordInst[];
  /** The abilities it has (its card's, minus none, plus granted quoted abilities). */
  abilities: AbilityRef[];
}

/** A restriction or requirement in force on one object (CR 508.1c–d, 509.1b–c). */
export interface RuleMod {
  obj: ObjId;
  source: ObjId;
  kind:
    | 'restrict'
    | 'lure'
    | 'mustAttack'
    | 'mustBlock'
    /** CR 702.39a: must block `source` (the provoking attacker) if able. */
    | 'mustBlockSource'
    | 'blockedByAtMostOne'
    | 'extraBlocks'
    | 'untargetable'
    | 'preventAllTo'
    | 'mayNotUntap'
    | 'assignAsUnblocked'
    | 'uncounterable';
  cannot?: string[];
  by?: Filter;
  exceptBy?: Filter;
  unlessDefenderControls?: Filter;
  count?: number | 'any';
  combatOnly?: boolean;
  alsoDealtBy?: boolean;
}

/** A rule on players (CR 101.2): can't cast, cost changes, spell limits, extra land drops, hand size. */
export interface PlayerMod {
  seat: Seat;
  source: ObjId;
  kind: 'cantCast' | 'costChange' | 'spellLimit' | 'extraLand' | 'noMaxHandSize';
  spells?: Filter;
  by?: number;
  perTurn?: number;
  count?: number;
}

export interface Chars {
  /**
   * Battlefield objects only; other zones read their card (CR 400.7: effects don't follow). Never
   * changed after the computation: states whose layers are the same share it (chars/signature.ts).
   */
  byId: Map<ObjId, ObjChars>;
  /** Objects in other zones, printed characteristics filled as they are asked for (one state's own). */
  other?: Map<ObjId, ObjChars>;
  /** Bookkeeping of chars/signature.ts (fields, not weak maps: this is read and written every action). */
  reads?: number;
  sig?: unknown[];
  untracked?: boolean;
  mods: RuleMod[];
  players: PlayerMod[];
}

export type { Keyword };
