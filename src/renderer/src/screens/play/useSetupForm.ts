import { useReducer } from 'react';
import type { DeckPick } from './DeckChoices';
import type { StartSeats, VariantUi } from './types';

export type BotKind = 'random' | 'greedy' | 'search';
export type Strength = 'easy' | 'normal' | 'hard';

/** Everything the new-game form holds. */
export interface SetupState {
  variant: string;
  options: Record<string, unknown>;
  bot: BotKind;
  strength: Strength;
  seed: string;
  seatCount: number | null;
  /** Per seat (Dice Duel) or the one shared pile (Pub Magic). */
  decks: DeckPick[];
}

type SetupEvent =
  | { type: 'variant'; variant: string }
  /** A field of the form changed (the variant has its own event: it resets the others). */
  | { type: 'set'; set: Partial<Omit<SetupState, 'variant'>> };

export function setupReducer(s: SetupState, e: SetupEvent): SetupState {
  switch (e.type) {
    case 'variant':
      // A new variant: its own options, seats and decks.
      return { ...s, variant: e.variant, options: {}, seatCount: null, decks: [] };
    case 'set':
      return { ...s, ...e.set };
  }
}

export const INITIAL_SETUP: SetupState = {
  variant: 'magic-54',
  options: {},
  bot: 'search',
  strength: 'normal',
  seed: '',
  seatCount: null,
  decks: [],
};

export function useSetupForm() {
  return useReducer(setupReducer, INITIAL_SETUP);
}

/** The seats and config games.start gets from the form: the variant's own seat plan, or you and bots. */
export function seatsOf(
  s: SetupState,
  ui: VariantUi | undefined,
  range: { min: number; max: number },
): StartSeats & { names: string[] } {
  const own = ui?.startSeats?.(s.options);
  if (own) {
    const names = own.seats.map((x, i) => (x.kind === 'human' ? 'You' : `Seat ${i + 1} (bot)`));
    return { ...own, names };
  }
  const total = Math.min(range.max, Math.max(range.min, s.seatCount ?? range.min));
  const seats = Array.from({ length: total }, (_, i) =>
    i === 0 ? ({ kind: 'human' } as const) : ({ kind: 'bot', bot: s.bot, strength: s.strength } as const),
  );
  const names = seats.map((_, i) => (i === 0 ? 'You' : total > 2 ? `Bot ${i}` : 'The bot'));
  return { seats, config: s.options, names };
}
