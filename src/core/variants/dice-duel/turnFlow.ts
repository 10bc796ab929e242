/** Dice Duel turn flow (000 Play): untap, draw, build, cast, combat, clean up, winning. */
import type { GameEvent } from '../../engine/events';
import type { DuelState } from './types';
import { HAND_SIZE } from './constants';
import { card, drawOne, log, other, player } from './stateHelpers';
/** 000 Play: Untap – Draw – Build – Cast – Combat – Clean Up, for `s.active`. */
export function startTurn(s: DuelState, events: GameEvent[]): void {
  const seat = s.active;
  log(events, 'turn', seat, `Turn ${s.turn}: ${s.names[seat]}`);
  untap(s, events);
  // 000 Draw: "Pick a card from the deck."
  if (drawOne(s, seat, events)) log(events, 'draw', seat, `${s.names[seat]} draws a card`);
  s.landPlayed = false;
  s.castMode = 'none';
  s.phase = 'build';
  delete s.combat;
  skipEmptyPhases(s);
}

/**
 * 000 Untap: "Turn all face-down cards face-up." Tapping mana is "turn over" in 000 Combat, so a
 * tapped land is a face-down card too. Option `untap`: 'table' turns every face-down card on the
 * table (both players), so the defender's lands and creatures are back for the attacker's turn;
 * 'active' turns only the active player's creatures, and lands per `landsUntap`.
 */
function untap(s: DuelState, events: GameEvent[]): void {
  const seat = s.active;
  const all = s.config.untap === 'table';
  const creatureSeats = all ? [seat, other(seat)] : [seat];
  for (const owner of creatureSeats) {
    let flipped = 0;
    for (const c of player(s, owner).creatures)
      if (!c.faceUp) {
        c.faceUp = true;
        flipped++;
      }
    if (flipped)
      log(events, 'faceUp', owner, `${s.names[owner]} turns ${flipped} creature${flipped > 1 ? 's' : ''} face up`);
  }
  const landSeats = all || s.config.landsUntap === 'every-turn' ? s.players : [player(s, seat)];
  for (const q of landSeats) for (const l of q.lands) l.tapped = false;
}

/** Phases with no choice pass on their own: Build without a land in hand. */
export function skipEmptyPhases(s: DuelState): void {
  if (s.phase === 'build' && !player(s, s.active).hand.some((id) => card(s, id).kind === 'land')) s.phase = 'cast';
}

/** 000 Clean Up: "Discard or add cards from the deck until there are seven in hand." */
export function enterCleanup(s: DuelState, events: GameEvent[]): void {
  if (s.phase === 'over') return;
  s.phase = 'cleanup';
  delete s.combat;
  const seat = s.active;
  const p = player(s, seat);
  if (p.hand.length > HAND_SIZE) return; // the player chooses what to discard
  let drawn = 0;
  while (p.hand.length < HAND_SIZE && drawOne(s, seat, events)) drawn++;
  if (drawn) log(events, 'draw', seat, `${s.names[seat]} draws ${drawn} card${drawn > 1 ? 's' : ''} up to seven`);
  endTurn(s, events);
}

export function endTurn(s: DuelState, events: GameEvent[]): void {
  // Interpretation: the text has no end but 10 points; a turn limit (option maxTurns) makes it a draw.
  if (s.turn >= s.config.maxTurns) {
    s.phase = 'over';
    s.endReason = `Draw: ${s.config.maxTurns} turns played and nobody reached ${s.config.target} points`;
    log(events, 'gameOver', undefined, s.endReason);
    return;
  }
  s.turn++;
  s.active = other(s.active);
  startTurn(s, events);
}

/** 000 Winning: "The first player to gain 10 life points is the winner." Checked whenever points change. */
export function checkWin(s: DuelState, events: GameEvent[]): boolean {
  for (let seat = 0; seat < 2; seat++)
    if (player(s, seat).points >= s.config.target) {
      s.phase = 'over';
      s.winner = seat;
      s.endReason = `${s.names[seat]} reached ${player(s, seat).points} points`;
      delete s.combat;
      log(events, 'gameOver', seat, `${s.endReason} and wins`);
      return true;
    }
  return false;
}
