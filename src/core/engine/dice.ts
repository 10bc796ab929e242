import { randInt, type RngState } from './rng';

/** One die: how many sides, the face it shows, and optionally its colour (Dice Duel uses two colours). */
export interface Die {
  sides: number;
  face: number;
  color?: string;
}

/**
 * Dice are first-class events: who rolled, why, which dice and what they show, so the log can say
 * it in words and the UI can animate the dice tray. Emit one per roll from `apply`.
 */
export interface DiceEvent {
  type: 'dice';
  seat: number;
  /** Why the dice were rolled, in plain words: "attack roll", "who starts". */
  reason: string;
  dice: Die[];
  /** Plain-words log line. */
  text: string;
}

/** What to roll: `{ sides: 6, color: 'red' }`, or a count of identical dice. */
export interface DieSpec {
  sides: number;
  color?: string;
  count?: number;
}

/** Rolls dice from the game's RNG (mutates `rng`) and returns the event that records them. */
export function rollDice(
  rng: RngState,
  seat: number,
  reason: string,
  specs: DieSpec[],
  who = `Seat ${seat + 1}`,
): DiceEvent {
  const dice: Die[] = [];
  for (const spec of specs) {
    for (let i = 0; i < (spec.count ?? 1); i++) {
      const die: Die = { sides: spec.sides, face: randInt(rng, spec.sides) + 1 };
      if (spec.color !== undefined) die.color = spec.color;
      dice.push(die);
    }
  }
  const faces = dice.map((d) => `${d.color ? d.color + ' ' : ''}d${d.sides}=${d.face}`).join(', ');
  return { type: 'dice', seat, reason, dice, text: `${who} rolls for ${reason}: ${faces}` };
}

/** Sum of the faces. */
export function diceTotal(dice: readonly Die[]): number {
  let total = 0;
  for (const d of dice) total += d.face;
  return total;
}
