/** Applying one decision (002). Pure from the outside: the input state is copied, never changed. */
import { actionKey, type ApplyResult, type GameEvent, type Seat } from '../../engine';
import { seatName } from './cards';
import { activeSeatsOf, legalActionsOf } from './actions';
import { advanceWindow, defendersOf, roundFrom } from './fight';
import { checkWin, drawAndPlace, placeCard, startTurn, takeFromTable } from './turn';
import type { PubMagicAction, PubMagicState } from './types';

/** A copy deep enough that the helpers may change it (cards and config are never changed, so they are shared). */
/** A copy of the fight in progress whose lists can be changed without touching the original. */
export function cloneFight(f: PubMagicState['fight']): PubMagicState['fight'] {
  return f
    ? {
        ...f,
        attackers: f.attackers.slice(),
        blockers: f.blockers.slice(),
        unblockable: f.unblockable.slice(),
        removed: f.removed.slice(),
        queue: f.queue.slice(),
      }
    : null;
}

export function cloneState(s: PubMagicState): PubMagicState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    deck: s.deck.slice(),
    // Hands and face-down discards change only in the discard (copied there) and when a hand is placed (replaced).
    hands: s.hands.slice(),
    buried: s.buried.slice(),
    discard: s.discard.slice(),
    tables: s.tables.map((t) => t.slice()),
    placed: s.placed.slice(),
    started: s.started.slice(),
    attackedSeats: s.attackedSeats.slice(),
    declaring: s.declaring && { ...s.declaring, attackers: s.declaring.attackers.slice() },
    fight: cloneFight(s.fight),
  };
}

function name(s: PubMagicState, id: number): string {
  return s.cards[id]!.name;
}

/** 002: cards used for their ability are "discarded from play" onto the face-up discard pile. */
function discardFromPlay(s: PubMagicState, id: number): void {
  takeFromTable(s, id);
  s.discard.push(id);
}

export function applyPubMagic(
  state: PubMagicState,
  seat: Seat,
  action: PubMagicAction,
  trusted = false,
): ApplyResult<PubMagicState> {
  if (!trusted) {
    if (!activeSeatsOf(state).includes(seat)) throw new Error(`${seatName(seat)} has no decision to make now`);
    const key = actionKey(action);
    if (!legalActionsOf(state, seat).some((a) => actionKey(a) === key))
      throw new Error(`${seatName(seat)} cannot do ${key} now`);
  }
  const s = cloneState(state);
  const events: GameEvent[] = [];
  const who = seatName(seat);
  switch (action.kind) {
    case 'bury': {
      s.hands[seat] = s.hands[seat]!.filter((id) => id !== action.card);
      s.buried[seat] = [...s.buried[seat]!, action.card];
      // The card stays secret: the log only says that a card went face down.
      events.push({ type: 'bury', seat, text: `${who} discards a card face down` });
      if (s.hands.every((h) => h.length <= s.config.keep)) startTurn(s, s.active, events);
      break;
    }
    case 'declare':
      s.declaring = { target: action.target, attackers: [] };
      s.phase = 'declare';
      events.push({
        type: 'declare',
        seat,
        target: action.target,
        text: `${who} prepares an attack on ${seatName(action.target)}`,
      });
      break;
    case 'addAttacker':
      s.declaring!.attackers.push(action.card);
      break;
    case 'attack': {
      s.attacked = true;
      s.attackedSeats.push(action.target);
      s.declaring = null;
      const blockers = defendersOf(s, action.target);
      s.fight = {
        attacker: seat,
        defender: action.target,
        attackers: action.attackers.slice(),
        blockers,
        unblockable: [],
        removed: [],
        // The response window: the defender first, then round the table, the attacker last.
        queue: roundFrom(action.target, s.tables.length),
      };
      events.push({
        type: 'attack',
        seat,
        target: action.target,
        attackers: action.attackers,
        blockers,
        text: `${who} attacks ${seatName(action.target)} with ${action.attackers.map((id) => name(s, id)).join(', ')}; ${
          blockers.length
            ? `${seatName(action.target)} blocks with ${blockers.map((id) => name(s, id)).join(', ')}`
            : 'no creature to block'
        }`,
      });
      advanceWindow(s, events);
      break;
    }
    case 'kill': {
      discardFromPlay(s, action.card);
      const owner = takeFromTable(s, action.target);
      s.discard.push(action.target);
      events.push({
        type: 'kill',
        seat,
        target: owner,
        card: action.target,
        text: `${who} discards ${name(s, action.card)} to kill ${seatName(owner)}'s ${name(s, action.target)}`,
      });
      break;
    }
    case 'steal': {
      discardFromPlay(s, action.card);
      const owner = takeFromTable(s, action.target);
      // Placed in front of the thief this turn: it cannot attack until their next turn (002 Creatures, see docs).
      placeCard(s, seat, action.target);
      events.push({
        type: 'steal',
        seat,
        target: owner,
        card: action.target,
        text: `${who} discards ${name(s, action.card)} to steal ${seatName(owner)}'s ${name(s, action.target)}`,
      });
      checkWin(s, seat, events);
      break;
    }
    case 'draw': {
      discardFromPlay(s, action.card);
      events.push({
        type: 'use',
        seat,
        card: action.card,
        text: `${who} discards ${name(s, action.card)} to draw a card`,
      });
      drawAndPlace(s, seat, events);
      checkWin(s, seat, events);
      break;
    }
    case 'unblockable':
    case 'remove': {
      const f = s.fight!;
      discardFromPlay(s, action.card);
      if (action.kind === 'unblockable') f.unblockable.push(action.target);
      else f.removed.push(action.target);
      events.push({
        type: 'instant',
        seat,
        card: action.card,
        target: action.target,
        text:
          action.kind === 'unblockable'
            ? `${who} discards ${name(s, action.card)}: ${name(s, action.target)} is unblockable`
            : `${who} discards ${name(s, action.card)}: ${name(s, action.target)} is removed from combat`,
      });
      // After an instant everyone may answer again, starting with the next seat and ending with this one.
      f.queue = roundFrom((seat + 1) % s.tables.length, s.tables.length);
      advanceWindow(s, events);
      break;
    }
    case 'pass': {
      s.fight!.queue.shift();
      advanceWindow(s, events);
      break;
    }
    case 'giveLand': {
      const f = s.fight!;
      takeFromTable(s, action.card);
      placeCard(s, f.attacker, action.card);
      events.push({
        type: 'steal-land',
        seat: f.attacker,
        target: f.defender,
        card: action.card,
        text: `${seatName(f.defender)} gives ${name(s, action.card)} to ${seatName(f.attacker)}`,
      });
      s.fight = null;
      s.phase = 'main';
      checkWin(s, f.attacker, events);
      break;
    }
    case 'endTurn': {
      events.push({ type: 'end-turn', seat, text: `${who} ends their turn` });
      startTurn(s, (s.active + 1) % s.tables.length, events);
      break;
    }
  }
  return { state: s, events };
}
