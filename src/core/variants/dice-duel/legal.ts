/** Dice Duel decisions: who decides and the legal actions. */
import type { Combat, DuelAction, DuelCard, DuelState } from './types';
import { card, other, player } from './stateHelpers';
import { payCombat, payCost } from './mana';
export function activeSeats(s: DuelState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'defend') return [other(s.active)];
  if (s.phase === 'spells') return [s.spellsSeat];
  return [s.active];
}

/** Keeps the first of each group of identical choices (two copies of a card are one choice). */
export function distinctBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const inCombat = (cb: Combat | undefined, id: number) =>
  !!cb && (cb.attackers.includes(id) || cb.defenders.includes(id));

/** Face-up creatures not already in the battle: 000 "Only active (face-up) creatures" fight. */
export function readyCreatures(s: DuelState, seat: number): number[] {
  return player(s, seat)
    .creatures.filter((c) => c.faceUp && !inCombat(s.combat, c.id))
    .map((c) => c.id);
}

/** Where an instant may be attached: own creatures for pumps, opposing ones for harm (000 Spells). */
export function spellTargets(s: DuelState, seat: number, inst: DuelCard): number[] {
  const cb = s.combat;
  if (!cb || !inst.spell) return [];
  const mine = seat === s.active ? cb.attackers : cb.defenders;
  const theirs = seat === s.active ? cb.defenders : cb.attackers;
  const sp = inst.spell;
  let pool: number[];
  switch (sp.kind) {
    case 'pump':
      pool = mine;
      break;
    case 'unrunnable':
      // Option unrunnableInstants: 'one-die' attaches it to an own creature for one extra die.
      pool = s.config.unrunnableInstants === 'one-die' ? mine : [];
      break;
    default:
      pool = theirs;
  }
  return pool.filter((id) => {
    if (sp.side === 'attacker' && !cb.attackers.includes(id)) return false;
    if (sp.side === 'defender' && !cb.defenders.includes(id)) return false;
    const cols = card(s, id).colors;
    if (sp.notColors && cols.some((c) => sp.notColors!.includes(c))) return false;
    if (sp.colors && !cols.some((c) => sp.colors!.includes(c))) return false;
    return true;
  });
}

export function legalActions(s: DuelState, seat: number): DuelAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  const p = player(s, seat);
  const byName = (id: number) => card(s, id).name;
  switch (s.phase) {
    case 'build': {
      // 000 Build: "The player can place a land … Only one land can be played per turn."
      const lands = distinctBy(
        p.hand.filter((id) => card(s, id).kind === 'land'),
        byName,
      );
      return [...lands.map((id): DuelAction => ({ type: 'playLand', card: id })), { type: 'skipLand' }];
    }
    case 'cast': {
      const out: DuelAction[] = [];
      // 000 Cast: "Either: place creatures … face down … OR place creatures into combat."
      if (s.castMode !== 'attack')
        for (const id of distinctBy(
          p.hand.filter((id) => card(s, id).kind === 'creature'),
          byName,
        ))
          if (payCost(s, seat, card(s, id))) out.push({ type: 'cast', card: id });
      if (s.castMode !== 'cast')
        for (const id of distinctBy(readyCreatures(s, seat), byName))
          if (payCombat(s, seat, card(s, id))) out.push({ type: 'attack', card: id });
      out.push(s.castMode === 'attack' ? { type: 'confirmAttack' } : { type: 'endTurn' });
      return out;
    }
    case 'defend': {
      const cb = s.combat as Combat;
      const out: DuelAction[] = [];
      for (const id of distinctBy(readyCreatures(s, seat), byName))
        if (payCombat(s, seat, card(s, id))) out.push({ type: 'defend', card: id });
      out.push(cb.defenders.length ? { type: 'confirmDefence' } : { type: 'noDefence' });
      return out;
    }
    case 'spells': {
      const out: DuelAction[] = [];
      for (const id of distinctBy(
        p.hand.filter((id) => card(s, id).kind === 'instant'),
        byName,
      )) {
        const inst = card(s, id);
        if (!payCost(s, seat, inst)) continue;
        for (const target of distinctBy(spellTargets(s, seat, inst), byName))
          out.push({ type: 'attach', card: id, target });
      }
      out.push({ type: 'passSpells' });
      return out;
    }
    case 'cleanup':
      return distinctBy(p.hand, byName).map((id): DuelAction => ({ type: 'discard', card: id }));
    default:
      return [];
  }
}
