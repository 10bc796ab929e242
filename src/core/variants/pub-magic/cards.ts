/** What each card type can do in Pub Magic (002 "Card types"). Only the type line is read. */
import { typesOf } from '../../cards/typeLine';
import type { PubCard, PubType } from './types';

const PUB_TYPES: readonly PubType[] = [
  'Land',
  'Creature',
  'Instant',
  'Sorcery',
  'Enchantment',
  'Artifact',
  'Planeswalker',
];

/**
 * The Pub Magic types of a type line, over every face. 002: "Should a card have multiple card
 * types … then it counts as all types and has all abilities of those card types."
 */
export function pubTypesOf(typeLine: string): PubType[] {
  const all = typesOf(typeLine);
  return PUB_TYPES.filter((t) => all.has(t));
}

export function has(card: PubCard, type: PubType): boolean {
  return card.types.includes(type);
}

/** 002 Land: "contribute towards your winning points total"; 002 Artifact: "count towards your land total". */
export function countsToTotal(card: PubCard): boolean {
  // 002 Planeswalkers "do not count as any of those card types": a planeswalker is no artifact, so it does not count.
  return has(card, 'Land') || has(card, 'Artifact');
}

/** Can be stolen after a lost fight: 002 "steal one land" — lands only, artifacts "are not considered lands". */
export function isLand(card: PubCard): boolean {
  return has(card, 'Land');
}

export function isCreature(card: PubCard): boolean {
  return has(card, 'Creature');
}

/** 002 Instant; 002 Planeswalkers "have all the abilities of Artifact, Sorcery and Instant cards". */
export function canInstant(card: PubCard): boolean {
  return has(card, 'Instant') || has(card, 'Planeswalker');
}

/** 002 Sorcery: kill an enemy creature (planeswalkers too). */
export function canKill(card: PubCard): boolean {
  return has(card, 'Sorcery') || has(card, 'Planeswalker');
}

/** 002 Enchantment: steal a creature. Planeswalkers do NOT have this (002 lists Artifact, Sorcery and Instant only). */
export function canSteal(card: PubCard): boolean {
  return has(card, 'Enchantment');
}

/** 002 Artifact: draw a card (planeswalkers too). */
export function canDraw(card: PubCard): boolean {
  return has(card, 'Artifact') || has(card, 'Planeswalker');
}

/** A short signature of a card's types: cards with the same signature are interchangeable in Pub Magic. */
export function typeKey(card: PubCard): string {
  return card.types.join('+') || 'none';
}

/** A seat's land total: its lands plus its artifacts (002). */
export function totalOf(cards: readonly PubCard[], table: readonly number[]): number {
  let n = 0;
  for (const id of table) if (countsToTotal(cards[id]!)) n++;
  return n;
}

/** The seats either side in the circle; with 2 players, the one opponent. */
export function neighbours(seat: number, seats: number): number[] {
  const left = (seat + seats - 1) % seats;
  const right = (seat + 1) % seats;
  return left === right ? [left] : [left, right];
}

export function seatName(seat: number): string {
  return `Seat ${seat + 1}`;
}
