/** Names and words the table shows, read from the view (a hidden card is never named). */
import type { RView, StepId } from './types';

/** The card an object is, or null when this seat cannot see it (`card: -1`). */
export function cardOf(v: RView, id: number) {
  const o = v.objs[id];
  if (!o || o.card < 0) return null;
  return v.cards[o.card] ?? null;
}

export function nameOf(v: RView, id: number): string {
  return cardOf(v, id)?.name ?? 'a hidden card';
}

/** "You" for the viewing seat, else "Seat n" (the log's words). */
export function seatLabel(v: RView, seat: number): string {
  return seat === v.seat ? 'You' : `Seat ${seat + 1}`;
}

export const STEP_LABEL: Record<StepId, string> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'Main 1',
  beginCombat: 'Combat',
  declareAttackers: 'Attack',
  declareBlockers: 'Block',
  firstStrikeDamage: '1st strike',
  combatDamage: 'Damage',
  endCombat: 'End combat',
  main2: 'Main 2',
  end: 'End',
  cleanup: 'Cleanup',
};

/** "Protection from red", "Flying": a keyword as printed. */
export function keywordText(k: { keyword: string; of?: string }): string {
  const word = k.keyword.replace(/([a-z])([A-Z])/g, '$1 $2');
  const cap = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return k.of ? `${cap} ${k.of}` : cap;
}

/** The frame colour class of a card from its colour bits and types: w u b r g, gold, land, artifact, colorless. */
export function frameClass(colors: number, types: number): string {
  const bits = [1, 2, 4, 8, 16].filter((b) => colors & b);
  if (bits.length > 1) return 'gold';
  if (bits.length === 1) return ['w', 'u', 'b', 'r', 'g'][[1, 2, 4, 8, 16].indexOf(bits[0]!)]!;
  if (types & 1) return 'land';
  if (types & 4) return 'artifact';
  return 'colorless';
}
