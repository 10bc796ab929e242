import type { Seat } from '../../engine';
import { info, longName, rankOf, shortName } from './cards';
import type { M54Action, Target } from './state';
import type { M54View } from './view';

function name(v: M54View, seat: Seat): string {
  if (seat === v.seat) return 'you';
  return v.players[seat]!.team === 'red' ? 'Red' : 'Black';
}

function creature(v: M54View, uid: number): string {
  for (let i = 0; i < 2; i++) {
    const x = v.players[i]!.field.find((p) => p.uid === uid);
    if (x) return `${i === v.seat ? 'your' : name(v, i) + "'s"} ${shortName(x.card)}`;
  }
  return 'a creature';
}

function target(v: M54View, t: Target | null): string {
  if (!t) return '';
  return t.kind === 'player' ? name(v, t.seat) : creature(v, t.uid);
}

/** An action in plain words, for buttons and the log ("Play 4♥: 2 damage to Black"). */
export function describeAction(v: M54View, _seat: Seat, a: M54Action): string {
  switch (a.type) {
    case 'pass':
      if (v.phase === 'combat' || v.stack.length > 0)
        return v.stack.length > 0 ? 'Pass (let the pile resolve)' : 'Pass';
      return v.decider === v.active ? 'End this phase' : 'Pass';
    case 'mana':
      return `Play ${shortName(a.card)} as mana`;
    case 'creature':
      return `Summon ${longName(a.card)} (${info(a.card).cost} mana)`;
    case 'cast': {
      const r = rankOf(a.card);
      const i = info(a.card);
      if (i.kind === 'damage')
        return `${shortName(a.card)}: ${i.damage} damage to ${target(v, a.target)} (${i.cost} mana)`;
      if (r === 'A') return `${shortName(a.card)}: cancel all damage on ${target(v, a.target)} (1 mana)`;
      if (r === '8') return `${shortName(a.card)}: return ${target(v, a.target)} to its owner's hand (1 mana)`;
      if (r === '10') return `${shortName(a.card)}: opponent discards a random card (1 mana)`;
      return `${shortName(a.card)}: take any card from your deck (1 mana)`;
    }
    case 'special': {
      const c = creature(v, a.uid);
      const r = v.players.flatMap((p) => p.field).find((x) => x.uid === a.uid);
      const rank = r ? rankOf(r.card) : 'K';
      if (rank === 'J') return `Sacrifice (1): damage to ${target(v, a.target)} goes to ${c}`;
      if (rank === 'Q') return `Protection (2): damage to ${c} goes to you`;
      return `Knowledge (3): ${c} draws you a card`;
    }
    case 'growth':
      return `Growth: ${shortName(a.card)} gives ${creature(v, a.uid)} +${info(a.card).growth}/+${info(a.card).growth}`;
    case 'attack':
      return `Attack with ${creature(v, a.uid)}`;
    case 'endAttack':
      return v.combat && v.combat.attackers.length > 0 ? 'Done declaring attackers' : 'Do not attack';
    case 'block':
      return `Block ${creature(v, a.attacker)} with ${creature(v, a.uid)}`;
    case 'endBlock':
      return 'Done blocking';
    case 'assign':
      return `Assign ${a.amount} damage to ${creature(v, a.blocker)}`;
    case 'discard':
      return `Discard ${shortName(a.card)}`;
    case 'tuck':
      return `Put ${shortName(a.card)} under your deck and draw`;
    case 'skipTuck':
      return 'End the turn (keep your hand)';
    case 'tutor':
      return `Take ${longName(a.card)}`;
  }
}
