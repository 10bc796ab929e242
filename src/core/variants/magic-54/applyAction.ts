/** Magic 54 applyAction: each action checked and applied (001). */
import { shuffleInPlace, type ApplyResult, type GameEvent, type Seat } from '../../engine';
import { info, longName, rankOf, shortName } from './cards';
import { cloneState, draw, findPerm, HAND_SIZE, legalActions, sameAction, targetText, who } from './game';
import type { M54Action, M54State } from './state';
import { payMana, removeOne } from './damage';
import { resolveStack } from './resolveStack';
import { startCombatDamage } from './combatDamage';
import { afterResolution, endTurn, pass, push } from './turnEnd';
/** Applies one action (see Variant.apply). */
export function applyAction(state: M54State, seat: Seat, action: M54Action, trusted = false): ApplyResult<M54State> {
  if (!trusted && !legalActions(state, seat).some((a) => sameAction(a, action))) {
    throw new Error(`not a legal action for seat ${seat} in phase ${state.phase}: ${JSON.stringify(action)}`);
  }
  const s = cloneState(state);
  const ev: GameEvent[] = [];
  const p = s.players[seat]!;
  const me = who(s, seat);
  switch (action.type) {
    case 'pass':
      pass(s, seat, ev);
      break;
    case 'mana':
      // 001 §VI.2: put a Mana card into play, once per round.
      removeOne(p.hand, action.card);
      p.field.push({ uid: s.nextUid++, card: action.card, tapped: false, sick: false, damage: 0 });
      p.manaPlayed = true;
      s.passes = 0;
      ev.push({
        type: 'mana',
        seat,
        card: action.card,
        text: `${me} puts ${shortName(action.card)} into play as mana`,
      });
      break;
    case 'creature':
      // 001 §VI.2: put a creature into play, paying its summoning cost; it is summoning sick (§VII).
      payMana(s, seat, info(action.card).cost);
      removeOne(p.hand, action.card);
      p.field.push({ uid: s.nextUid++, card: action.card, tapped: false, sick: true, damage: 0 });
      s.passes = 0;
      ev.push({ type: 'creature', seat, card: action.card, text: `${me} summons ${longName(action.card)}` });
      break;
    case 'cast':
      payMana(s, seat, info(action.card).cost);
      removeOne(p.hand, action.card);
      push(s, { seat, card: action.card, kind: 'spell', source: null, target: action.target });
      ev.push({
        type: 'cast',
        seat,
        card: action.card,
        text: `${me} plays ${shortName(action.card)}${action.target ? ' on ' + targetText(s, action.target) : ''}`,
      });
      break;
    case 'special': {
      // 001 §VII Special: paid before it is activated, does not tap the creature.
      const f = findPerm(s, action.uid)!;
      payMana(s, seat, info(f.perm.card).specialCost);
      push(s, { seat, card: f.perm.card, kind: 'special', source: action.uid, target: action.target });
      const label = { J: 'Sacrifice', Q: 'Protection', K: 'Knowledge' }[rankOf(f.perm.card) as 'J' | 'Q' | 'K'];
      ev.push({
        type: 'activate',
        seat,
        text: `${me} activates ${shortName(f.perm.card)}'s ${label}${action.target ? ' on ' + targetText(s, action.target) : ''}`,
      });
      break;
    }
    case 'growth':
      removeOne(p.hand, action.card);
      push(s, {
        seat,
        card: action.card,
        kind: 'growth',
        source: action.uid,
        target: { kind: 'creature', uid: action.uid },
      });
      ev.push({
        type: 'cast',
        seat,
        card: action.card,
        text: `${me} plays ${shortName(action.card)} as Growth on ${targetText(s, { kind: 'creature', uid: action.uid })}`,
      });
      break;
    case 'attack': {
      // 001 §VII Attack: "A creature designated as Attacker taps immediately."
      const f = findPerm(s, action.uid)!;
      f.perm.tapped = true;
      s.combat!.attackers.push({ uid: action.uid, blockers: [], split: null });
      ev.push({ type: 'attack', seat, text: `${me} attacks with ${shortName(f.perm.card)}` });
      break;
    }
    case 'endAttack':
      if (s.combat!.attackers.length === 0) {
        s.combat = null;
        s.phase = 'main2';
        s.priority = s.active;
        s.passes = 0;
        ev.push({ type: 'noAttack', seat, text: `${me} does not attack` });
      } else s.phase = 'block';
      break;
    case 'block': {
      s.combat!.attackers.find((a) => a.uid === action.attacker)!.blockers.push(action.uid);
      ev.push({
        type: 'block',
        seat,
        text: `${me} blocks ${targetText(s, { kind: 'creature', uid: action.attacker })} with ${shortName(findPerm(s, action.uid)!.perm.card)}`,
      });
      break;
    }
    case 'endBlock':
      // 001 §VI.3 Combat: starting with the attacker, both play in turn until both pass.
      s.phase = 'combat';
      s.priority = s.active;
      s.passes = 0;
      ev.push({ type: 'combat', seat, text: `${me} is done blocking: combat` });
      break;
    case 'assign': {
      const c = s.combat!;
      const as = c.assigning!;
      const a = c.attackers[as.index]!;
      a.split = { ...(a.split ?? {}) };
      a.split[String(action.blocker)] = (a.split[String(action.blocker)] ?? 0) + action.amount;
      as.remaining -= action.amount;
      ev.push({
        type: 'assign',
        seat,
        text: `${me} assigns ${action.amount} damage to ${targetText(s, { kind: 'creature', uid: action.blocker })}`,
      });
      if (as.remaining <= 0) {
        c.assigning = null;
        startCombatDamage(s, ev);
      }
      break;
    }
    case 'discard':
      removeOne(p.hand, action.card);
      p.discard.push(action.card);
      ev.push({ type: 'discard', seat, card: action.card, text: `${me} discards ${shortName(action.card)}` });
      if (p.hand.length <= HAND_SIZE) s.phase = 'tuck';
      break;
    case 'tuck':
    case 'skipTuck':
      // 001 §VI.5: one card (only one) under the deck, then draw one; the turn ends either way.
      if (action.type === 'tuck') {
        removeOne(p.hand, action.card);
        p.deck = [action.card, ...p.deck];
        ev.push({ type: 'tuck', seat, text: `${me} puts a card under the deck` });
        draw(s, seat, ev);
      }
      endTurn(s, ev);
      break;
    case 'tutor': {
      // 001 §V Joker: the chosen card goes to the hand, then the deck is shuffled.
      p.deck = p.deck.slice();
      removeOne(p.deck, action.card);
      p.hand.push(action.card);
      shuffleInPlace(s.rng, p.deck);
      ev.push({ type: 'tutor', seat, text: `${me} takes a card from the deck into their hand and shuffles` });
      const resume = s.pending!.resume;
      s.pending = null;
      s.phase = resume;
      if (resolveStack(s, ev)) afterResolution(s, resume, ev);
      break;
    }
  }
  return { state: s, events: ev };
}
