import type { AnyVariant } from '../engine';
import { diceDuel } from './dice-duel';
import { magic54 } from './magic-54';
import { pubMagic } from './pub-magic';
import { classic } from './classic';
import { magicCombat } from './magic-combat';
import { combatWithDice } from './combat-with-dice';

/**
 * Every playable variant, by id. Each variant adds ONE line here (its `Variant` object); the
 * backend, the CLI `simulate` and the Play screen's picker read this list.
 */
export const variants: AnyVariant[] = [magic54, diceDuel, pubMagic, classic, magicCombat, combatWithDice];

export function getVariant(id: string): AnyVariant | undefined {
  return variants.find((v) => v.id === id);
}
