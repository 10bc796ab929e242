/** Turn sequence, placing cards and the end of the game (002 "Turn sequence", "objective"). Mutating helpers on a fresh copy. */
import type { GameEvent } from '../../engine';
import { seatName, totalOf } from './cards';
import type { PubMagicState } from './types';

/** Puts `id` in front of `seat`, marking it placed this turn (creatures placed this turn cannot attack, 002). */
export function placeCard(s: PubMagicState, seat: number, id: number): void {
  s.tables[seat]!.push(id);
  s.placed[id] = s.turn;
}

/** Takes `id` off whichever table holds it. Returns the seat it was in front of, or -1. */
export function takeFromTable(s: PubMagicState, id: number): number {
  for (let seat = 0; seat < s.tables.length; seat++) {
    const t = s.tables[seat]!;
    const i = t.indexOf(id);
    if (i >= 0) {
      t.splice(i, 1);
      s.placed[id] = -1;
      return seat;
    }
  }
  return -1;
}

/** The seat whose table holds `id`, or -1. */
export function ownerOf(s: Pick<PubMagicState, 'tables'>, id: number): number {
  for (let seat = 0; seat < s.tables.length; seat++) if (s.tables[seat]!.includes(id)) return seat;
  return -1;
}

/** 002 objective: "own 10 lands on the table in front of you to be the winner" — checked after every change. */
export function checkWin(s: PubMagicState, seat: number, events: GameEvent[]): boolean {
  if (s.result) return true;
  const total = totalOf(s.cards, s.tables[seat]!);
  if (total < s.config.target) return false;
  s.result = {
    winners: [seat],
    reason: `${seatName(seat)} has ${total} lands on the table (target ${s.config.target})`,
  };
  s.phase = 'over';
  s.fight = null;
  events.push({ type: 'win', seat, text: `${seatName(seat)} wins with ${total} lands on the table` });
  return true;
}

/**
 * Gap: 002 does not say what happens when the deck runs out. Interpretation: when a player must
 * draw and the deck is empty, the game ends; the most lands (plus artifacts) wins, a tie at the top is a draw.
 */
function endByDeckOut(s: PubMagicState, events: GameEvent[]): void {
  const totals = s.tables.map((t) => totalOf(s.cards, t));
  const best = Math.max(...totals);
  const top = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  s.phase = 'over';
  s.fight = null;
  if (top.length === 1) {
    s.result = { winners: top, reason: `The deck ran out: ${seatName(top[0]!)} has the most lands (${best})` };
    events.push({
      type: 'win',
      seat: top[0]!,
      text: `The deck ran out. ${seatName(top[0]!)} has the most lands (${best}) and wins`,
    });
  } else {
    s.result = {
      winners: [],
      reason: `Draw: the deck ran out with ${top.map(seatName).join(' and ')} tied on ${best} lands`,
    };
    events.push({
      type: 'draw-game',
      text: `The deck ran out with ${top.map(seatName).join(' and ')} tied on ${best} lands: a draw`,
    });
  }
}

/** Draws the top card for `seat` and places it in front of them (002: "draw a card and place it in front of them"). */
export function drawAndPlace(s: PubMagicState, seat: number, events: GameEvent[]): void {
  const id = s.deck.pop()!;
  placeCard(s, seat, id);
  const c = s.cards[id]!;
  events.push({ type: 'place', seat, card: id, text: `${seatName(seat)} draws and places ${c.name} (${c.typeLine})` });
}

/** Starts `seat`'s turn: turn one places the whole hand, later turns draw one card (002 "Turn sequence"). */
export function startTurn(s: PubMagicState, seat: number, events: GameEvent[]): void {
  s.turn++;
  s.active = seat;
  s.attacked = false;
  s.attackedSeats = [];
  s.declaring = null;
  s.fight = null;
  s.phase = 'main';
  events.push({ type: 'turn', seat, turn: s.turn, text: `Turn ${s.turn}: ${seatName(seat)}` });
  if (!s.started[seat]) {
    // 002: "On turn one, players place their entire hand in front of them instead of drawing a card."
    s.started[seat] = true;
    const hand = s.hands[seat]!;
    s.hands[seat] = [];
    for (const id of hand) placeCard(s, seat, id);
    events.push({
      type: 'place-hand',
      seat,
      cards: hand,
      text: `${seatName(seat)} places their hand: ${hand.map((id) => s.cards[id]!.name).join(', ') || 'nothing'}`,
    });
  } else if (s.deck.length === 0) {
    endByDeckOut(s, events);
    return;
  } else {
    // 002: "Each turn, except the first, players draw a card and place it in front of them."
    drawAndPlace(s, seat, events);
  }
  checkWin(s, seat, events);
}
