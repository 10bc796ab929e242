/** Dice Duel mana: paying cards and combat with lands (000 Cast, Combat). */
import { costShape, payWith } from './cards';
import type { DuelCard, DuelState } from './types';
import { card, player } from './stateHelpers';
export function untappedLands(s: DuelState, seat: number) {
  return player(s, seat)
    .lands.filter((l) => !l.tapped)
    .map((l) => ({ id: l.id, produces: card(s, l.id).produces }));
}

/** The lands that pay a card's mana cost (000 Cast "lands equal to the required mana"; option colorsMatter). */
export function payCost(s: DuelState, seat: number, c: DuelCard): number[] | undefined {
  const lands = untappedLands(s, seat);
  return s.config.colorsMatter
    ? payWith(lands, costShape(c.manaCost, c.manaValue))
    : payWith(lands, { count: c.manaValue });
}

/** 000 Combat: "tap the required mana" to attack or defend with a creature (option combatMana). */
export function payCombat(s: DuelState, seat: number, c: DuelCard): number[] | undefined {
  if (s.config.combatMana === 'none') return [];
  if (s.config.combatMana === 'one-per-creature') return payWith(untappedLands(s, seat), { count: 1 });
  return payCost(s, seat, c);
}

export function tap(s: DuelState, seat: number, ids: readonly number[]): void {
  for (const l of player(s, seat).lands) if (ids.includes(l.id)) l.tapped = true;
}
