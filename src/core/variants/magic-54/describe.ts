import type { Seat } from '../../engine';
import { info, longName, rankOf, shortName } from './cards';
import type { M54Action, Target } from './state';
import type { M54View } from './view';

/**
 * Who the words speak to: the viewer's own buttons say "you"; another seat's move (a bot's, shown
 * to the person at the table and in the log) names every player by team, in the third person.
 */
interface Words {
  v: M54View;
  mine: boolean;
}

function name(w: Words, seat: Seat): string {
  if (w.mine && seat === w.v.seat) return 'you';
  return w.v.players[seat]!.team === 'red' ? 'Red' : 'Black';
}

function creature(w: Words, uid: number): string {
  for (let i = 0; i < 2; i++) {
    const x = w.v.players[i]!.field.find((p) => p.uid === uid);
    if (x) return `${w.mine && i === w.v.seat ? 'your' : name(w, i) + "'s"} ${shortName(x.card)}`;
  }
  return 'a creature';
}

function target(w: Words, t: Target | null): string {
  if (!t) return '';
  return t.kind === 'player' ? name(w, t.seat) : creature(w, t.uid);
}

/**
 * An action in plain words, for buttons and the log ("Play 4♥: 2 damage to Black"). Told to a
 * seat that is not the actor, it never names a card the move keeps hidden (the card put under the
 * deck, the Joker's pick) and never says "you".
 */
export function describeAction(v: M54View, seat: Seat, a: M54Action): string {
  const w: Words = { v, mine: seat === v.seat };
  const actor = name(w, seat);
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
        return `${shortName(a.card)}: ${i.damage} damage to ${target(w, a.target)} (${i.cost} mana)`;
      if (r === 'A') return `${shortName(a.card)}: cancel all damage on ${target(w, a.target)} (1 mana)`;
      if (r === '8') return `${shortName(a.card)}: return ${target(w, a.target)} to its owner's hand (1 mana)`;
      if (r === '10') return `${shortName(a.card)}: opponent discards a random card (1 mana)`;
      return `${shortName(a.card)}: take any card from ${w.mine ? 'your' : `${actor}'s`} deck (1 mana)`;
    }
    case 'special': {
      const c = creature(w, a.uid);
      const r = v.players.flatMap((p) => p.field).find((x) => x.uid === a.uid);
      const rank = r ? rankOf(r.card) : 'K';
      if (rank === 'J') return `Sacrifice (1): damage to ${target(w, a.target)} goes to ${c}`;
      if (rank === 'Q') return `Protection (2): damage to ${c} goes to ${w.mine ? 'you' : actor}`;
      return `Knowledge (3): ${c} draws ${w.mine ? 'you' : actor} a card`;
    }
    case 'growth':
      return `Growth: ${shortName(a.card)} gives ${creature(w, a.uid)} +${info(a.card).growth}/+${info(a.card).growth}`;
    case 'attack':
      return `Attack with ${creature(w, a.uid)}`;
    case 'endAttack':
      return v.combat && v.combat.attackers.length > 0 ? 'Done declaring attackers' : 'Do not attack';
    case 'block':
      return `Block ${creature(w, a.attacker)} with ${creature(w, a.uid)}`;
    case 'endBlock':
      return 'Done blocking';
    case 'assign':
      return `Assign ${a.amount} damage to ${creature(w, a.blocker)}`;
    case 'discard':
      return `Discard ${shortName(a.card)}`;
    case 'tuck':
      // The card goes under the deck face down: only its owner may read which.
      return w.mine
        ? `Put ${shortName(a.card)} under your deck and draw`
        : `${actor} puts a card under the deck and draws`;
    case 'skipTuck':
      return w.mine ? 'End the turn (keep your hand)' : `${actor} ends the turn`;
    case 'tutor':
      // The Joker's pick goes from the deck to the hand, both hidden.
      return w.mine ? `Take ${longName(a.card)}` : `${actor} takes a card from the deck`;
  }
}
