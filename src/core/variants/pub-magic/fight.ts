/** Fights (002 Creatures, Instants): who may respond, and how a fight resolves. */
import type { GameEvent } from '../../engine';
import { canInstant, isCreature, isLand, seatName } from './cards';
import type { Fight, PubMagicState } from './types';

/** Every seat once, starting with `first` and going round the table. */
export function roundFrom(first: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, k) => (first + k) % seats);
}

/** Attackers still attacking and not yet unblockable: what "make a creature unblockable" can target. */
export function unblockableTargets(f: Fight): number[] {
  return f.attackers.filter((id) => !f.removed.includes(id) && !f.unblockable.includes(id));
}

/**
 * What "remove an enemy creature from combat (essentially making it count as blocked)" can target:
 * an attacker still in the fight, for anyone but the attacking player (it is not their enemy).
 * Only an attacker can "count as blocked", so blockers are never removed (002 Instant).
 */
export function removableTargets(f: Fight, seat: number): number[] {
  return seat === f.attacker ? [] : f.attackers.filter((id) => !f.removed.includes(id));
}

/** Can `seat` use an instant in this fight at all? (Seats that cannot are skipped: the game never waits on them.) */
export function canRespond(s: PubMagicState, f: Fight, seat: number): boolean {
  if (!s.tables[seat]!.some((id) => canInstant(s.cards[id]!))) return false;
  return unblockableTargets(f).length > 0 || removableTargets(f, seat).length > 0;
}

/** The attack wins if any attacker is unblockable or there are more blockable attackers than blockers (002 Creatures). */
export function fightWon(f: Fight): boolean {
  const live = f.attackers.filter((id) => !f.removed.includes(id));
  // 002 Instant: an attacker removed from combat "count[s] as blocked"; an unblockable one cannot be blocked.
  if (live.some((id) => f.unblockable.includes(id))) return true;
  const blockable = live.length;
  const blockers = f.blockers.length;
  // 002: "Each defending creature blocks an attacking creature. If one or more creatures are unblocked, you win the fight".
  return blockable > blockers;
}

/** Moves the response window on to the next seat that can act; resolves the fight when nobody is left. */
export function advanceWindow(s: PubMagicState, events: GameEvent[]): void {
  const f = s.fight!;
  while (f.queue.length > 0 && !canRespond(s, f, f.queue[0]!)) f.queue.shift();
  if (f.queue.length > 0) {
    s.phase = 'respond';
    return;
  }
  resolveFight(s, events);
}

function resolveFight(s: PubMagicState, events: GameEvent[]): void {
  const f = s.fight!;
  const live = f.attackers.filter((id) => !f.removed.includes(id));
  const blockers = f.blockers;
  s.lastFight = { attacker: f.attacker, defender: f.defender, turn: s.turn, won: fightWon(f) };
  // 002: "no damage is dealt, creatures neither die nor get 'tapped' in fights" — the fight only decides the steal.
  if (!fightWon(f)) {
    events.push({
      type: 'fight-lost',
      seat: f.attacker,
      target: f.defender,
      text: `${seatName(f.defender)} blocks all ${live.length} attacker${live.length === 1 ? '' : 's'} with ${blockers.length} creature${blockers.length === 1 ? '' : 's'}: no land is stolen`,
    });
    s.fight = null;
    s.phase = 'main';
    return;
  }
  const lands = s.tables[f.defender]!.filter((id) => isLand(s.cards[id]!));
  if (lands.length === 0) {
    events.push({
      type: 'fight-won',
      seat: f.attacker,
      target: f.defender,
      text: `${seatName(f.attacker)} wins the fight, but ${seatName(f.defender)} has no land to steal`,
    });
    s.fight = null;
    s.phase = 'main';
    return;
  }
  events.push({
    type: 'fight-won',
    seat: f.attacker,
    target: f.defender,
    text: `${seatName(f.attacker)} wins the fight: ${seatName(f.defender)} must give up a land`,
  });
  // 002: "steal one land from that player, of the defending player's choice".
  f.queue = [];
  s.phase = 'giveLand';
}

/** The defender's creatures at the moment of the attack: 002 "That player defends with all their creatures". */
export function defendersOf(s: PubMagicState, defender: number): number[] {
  return s.tables[defender]!.filter((id) => isCreature(s.cards[id]!));
}
