/** Who decides now and every legal choice (002). One list serves the bots and the Play screen. */
import type { Seat } from '../../engine';
import { canDraw, canInstant, canKill, canSteal, isCreature, isLand, neighbours, typeKey } from './cards';
import { removableTargets, unblockableTargets } from './fight';
import type { PubCard, PubMagicAction, PubMagicState } from './types';

type ActionState = PubMagicState;

export function activeSeatsOf(s: ActionState): Seat[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'discard':
      // 002: everyone discards at once; any seat still holding more than 3 may act.
      return s.hands.flatMap((h, seat) => (h.length > s.config.keep ? [seat] : []));
    case 'main':
    case 'declare':
      return [s.active];
    case 'respond':
      return s.fight && s.fight.queue.length > 0 ? [s.fight.queue[0]!] : [];
    case 'giveLand':
      return s.fight ? [s.fight.defender] : [];
  }
}

/**
 * One card per kind: cards with the same types are interchangeable in Pub Magic (only the type
 * matters, 002), so offering each would only multiply identical choices.
 */
function oneOfEachKind(
  cards: readonly PubCard[],
  ids: readonly number[],
  keep: (c: PubCard) => boolean,
  by = typeKey,
): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const id of ids) {
    const c = cards[id]!;
    if (!keep(c)) continue;
    const k = by(c);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(id);
  }
  return out;
}

/** Enemy creatures, one per (owner, kind): what a sorcery may kill or an enchantment steal. */
function enemyCreatures(s: ActionState, seat: Seat): number[] {
  const out: number[] = [];
  for (let other = 0; other < s.tables.length; other++) {
    if (other === seat) continue;
    out.push(...oneOfEachKind(s.cards, s.tables[other]!, isCreature));
  }
  return out;
}

/** Non-empty subsets of `ids` (only called for a handful). */
function subsets(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let mask = (1 << ids.length) - 1; mask > 0; mask--) out.push(ids.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Creatures that may attack: 002 "A creature can only attack if it was not placed in front of you this turn." */
export function eligibleAttackers(s: ActionState, seat: Seat): number[] {
  return s.tables[seat]!.filter((id) => isCreature(s.cards[id]!) && s.placed[id] !== s.turn);
}

/**
 * With up to this many eligible creatures every group is offered as one action; with more, "all
 * of them" is one action and `declare` lets the player (or a bot, sampling) choose any other group
 * creature by creature.
 */
export const ATTACK_SUBSETS_UP_TO = 3;

/**
 * The neighbours `seat` may still attack this turn. 002 "You may attack a player adjacent to you"
 * sets no limit: by default each neighbour once a turn; option `attacks: 'one'`, one attack a turn.
 */
export function attackableNeighbours(s: ActionState, seat: Seat): Seat[] {
  if (s.config.attacks === 'one' && s.attacked) return [];
  return neighbours(seat, s.tables.length).filter((t) => !s.attackedSeats.includes(t));
}

export function legalActionsOf(s: ActionState, seat: Seat): PubMagicAction[] {
  if (!activeSeatsOf(s).includes(seat)) return [];
  const table = s.tables[seat]!;
  switch (s.phase) {
    case 'discard':
      // 002: "They must then discard 3 cards face-down."
      return s.hands[seat]!.map((card) => ({ kind: 'bury', card }));
    case 'main': {
      const out: PubMagicAction[] = [];
      // 002 Creatures: "You may attack a player adjacent to you with one or more creatures".
      const eligible = eligibleAttackers(s, seat);
      if (eligible.length > 0)
        for (const target of attackableNeighbours(s, seat)) {
          if (eligible.length <= ATTACK_SUBSETS_UP_TO)
            for (const attackers of subsets(eligible)) out.push({ kind: 'attack', target, attackers });
          else out.push({ kind: 'attack', target, attackers: eligible }, { kind: 'declare', target });
        }
      const enemies = enemyCreatures(s, seat);
      // 002 Sorcery: "discarded from play during a player's own turn to kill an enemy creature".
      for (const card of oneOfEachKind(s.cards, table, canKill))
        for (const target of enemies) if (target !== card) out.push({ kind: 'kill', card, target });
      // 002 Enchantment: "discarded … during a player's own turn to steal a creature from another player".
      for (const card of oneOfEachKind(s.cards, table, canSteal))
        for (const target of enemies) if (target !== card) out.push({ kind: 'steal', card, target });
      // 002 Artifact: "discarded … during a player's own turn to draw a new card from the deck" (not from an empty deck).
      if (s.deck.length > 0)
        for (const card of oneOfEachKind(s.cards, table, canDraw)) out.push({ kind: 'draw', card });
      out.push({ kind: 'endTurn' });
      return out;
    }
    case 'declare': {
      // Any group: each eligible creature not chosen yet may join; the attack goes once one is in.
      const d = s.declaring!;
      const out: PubMagicAction[] = eligibleAttackers(s, seat)
        .filter((id) => !d.attackers.includes(id))
        .map((card) => ({ kind: 'addAttacker', card }));
      if (d.attackers.length > 0) out.push({ kind: 'attack', target: d.target, attackers: d.attackers.slice() });
      return out;
    }
    case 'respond': {
      const f = s.fight!;
      const out: PubMagicAction[] = [];
      // 002 Instant: "discarded from play at any time to make a creature unblockable or to remove an enemy creature from combat".
      const sources = oneOfEachKind(s.cards, table, canInstant);
      const unblock = oneOfEachKind(s.cards, unblockableTargets(f), () => true);
      const remove = oneOfEachKind(s.cards, removableTargets(f, seat), () => true);
      for (const card of sources) {
        for (const target of unblock) if (target !== card) out.push({ kind: 'unblockable', card, target });
        for (const target of remove) if (target !== card) out.push({ kind: 'remove', card, target });
      }
      out.push({ kind: 'pass' });
      return out;
    }
    case 'giveLand':
      // 002: the land stolen is "of the defending player's choice".
      return oneOfEachKind(s.cards, table, isLand).map((card) => ({ kind: 'giveLand', card }));
    case 'over':
      return [];
  }
}
