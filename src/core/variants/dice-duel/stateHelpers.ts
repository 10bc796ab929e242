/** Dice Duel state helpers: copying the state for apply, seats, the log, drawing. */
import type { GameEvent, LogEvent } from '../../engine/events';
import { cloneRng, shuffleInPlace } from '../../engine/rng';
import type { DuelCard, DuelState, PlayerState } from './types';
/** A copy deep enough for apply to change: players' zones, combat, rng. Cards are never changed. */
export function cloneState(s: DuelState): DuelState {
  const out: DuelState = {
    ...s,
    rng: cloneRng(s.rng),
    players: s.players.map((p) => ({
      ...p,
      // Copy-on-write: library and discard are replaced (never changed in place) by the code below.
      library: p.library,
      hand: p.hand.slice(),
      discard: p.discard,
      lands: p.lands.map((l) => ({ ...l })),
      creatures: p.creatures.map((c) => ({ ...c })),
    })),
  };
  if (s.combat)
    out.combat = {
      ...s.combat,
      attackers: s.combat.attackers.slice(),
      defenders: s.combat.defenders.slice(),
      attachments: s.combat.attachments.map((a) => ({ ...a })),
      destroyed: s.combat.destroyed.slice(),
      minus: { ...s.combat.minus },
      plus: { ...s.combat.plus },
    };
  return out;
}

export const card = (s: DuelState, id: number): DuelCard => s.cards[id] as DuelCard;
export const player = (s: DuelState, seat: number): PlayerState => s.players[seat] as PlayerState;
export const other = (seat: number): number => 1 - seat;
export const log = (
  events: GameEvent[],
  type: string,
  seat: number | undefined,
  text: string,
  extra: Record<string, unknown> = {},
) => {
  const e: LogEvent = { type, text, ...extra };
  if (seat !== undefined) e.seat = seat;
  events.push(e);
};

/**
 * Draws one card. 000 Clean Up: "The Discard pile can be re-shuffled if there are not enough Draw
 * cards." Interpretation: this holds for every draw, and only when the deck is empty.
 */
export function drawOne(s: DuelState, seat: number, events: GameEvent[]): boolean {
  const p = player(s, seat);
  if (p.library.length === 0) {
    if (p.discard.length === 0) return false;
    p.library = shuffleInPlace(s.rng, p.discard.slice());
    p.discard = [];
    log(
      events,
      'reshuffle',
      seat,
      `${s.names[seat]} shuffles the discard pile (${p.library.length} cards) into a new deck`,
    );
  }
  p.hand.push(p.library[0] as number);
  p.library = p.library.slice(1);
  return true;
}

export const landCount = (s: DuelState, ids: readonly number[]) =>
  ids.reduce((n, id) => n + (card(s, id).kind === 'land' ? 1 : 0), 0);
