/** Magic 54 resolution: the stack resolves last in, first out (001 "last played, first solved"). */
import { randInt, type GameEvent } from '../../engine';
import { info, rankOf, shortName, type CardId } from './cards';
import { draw, findPerm, inCreatureFight, other, targetText, who } from './game';
import type { M54State, StackItem } from './state';
import { bounce, checkDeaths, checkEnd, dealDamage, targetValid } from './damage';
/** Solves one item of the pile (001 §VI.3 Resolution). */
export function resolveItem(s: M54State, item: StackItem, ev: GameEvent[]): void {
  const caster = item.seat;
  const p = s.players[caster]!;
  const name = shortName(item.card);
  if (item.kind === 'growth') {
    // 001 §V Growth: the card stays with the creature until the end of combat, then goes to the discard pile.
    if (s.combat && inCreatureFight(s, item.source!)) {
      s.combat.growth.push({ card: item.card, uid: item.source!, amount: info(item.card).growth, seat: caster });
      ev.push({
        type: 'growth',
        seat: caster,
        text: `Growth: ${targetText(s, { kind: 'creature', uid: item.source! })} gets +${info(item.card).growth}/+${info(item.card).growth}`,
      });
    } else {
      p.discard.push(item.card);
      ev.push({ type: 'fizzle', seat: caster, text: `Growth ${name} has no creature in combat to grow` });
    }
    return;
  }
  if (item.kind === 'special') {
    const src = findPerm(s, item.source!);
    if (!src) {
      ev.push({ type: 'fizzle', seat: caster, text: `${name}'s special does nothing: it left play` });
      return;
    }
    const rank = rankOf(item.card);
    if (rank === 'J') {
      if (item.target && targetValid(s, item.target)) {
        // 001 §V Jack Sacrifice: damage to that creature goes to the Jack (this turn, docs).
        s.shields.push({ kind: 'sacrifice', target: item.target, jack: item.source });
        ev.push({
          type: 'special',
          seat: caster,
          text: `Sacrifice: damage to ${targetText(s, item.target)} will go to ${name}`,
        });
      } else ev.push({ type: 'fizzle', seat: caster, text: `Sacrifice does nothing: its creature left play` });
    } else if (rank === 'Q') {
      // 001 §V Queen Protection: damage to the Queen goes to her controller (this turn, docs).
      s.shields.push({ kind: 'protect', target: { kind: 'creature', uid: item.source! }, jack: null });
      ev.push({ type: 'special', seat: caster, text: `Protection: damage to ${name} will go to ${who(s, caster)}` });
    } else {
      // 001 §V King Knowledge: the controller draws a card.
      ev.push({ type: 'special', seat: caster, text: `Knowledge: ${who(s, caster)} draws` });
      draw(s, caster, ev);
    }
    return;
  }
  // A Damage or Action card: solved, then to the discard pile (001 §V "Once ... activated its effect it goes to the discard pile").
  p.discard.push(item.card);
  const rank = rankOf(item.card);
  const ci = info(item.card);
  if (ci.kind === 'damage') {
    if (item.target && targetValid(s, item.target)) {
      dealDamage(s, item.target, ci.damage, ev, name);
      checkDeaths(s, ev);
      checkEnd(s, ev);
    } else ev.push({ type: 'fizzle', seat: caster, text: `${name} does nothing: its target left play` });
  } else if (rank === 'A') {
    if (item.target && targetValid(s, item.target)) {
      // 001 §V Ace "Cancel all damage on a target": marked damage is removed and further damage is cancelled this turn (docs).
      // Option ace 'marked': only the damage marked now is removed.
      if (item.target.kind === 'creature') findPerm(s, item.target.uid)!.perm.damage = 0;
      const lasting = s.config.ace !== 'marked';
      if (lasting) s.shields.push({ kind: 'prevent', target: item.target, jack: null });
      ev.push({
        type: 'cancel',
        seat: caster,
        text: `${name}: all damage on ${targetText(s, item.target)} is cancelled${lasting ? ' this turn' : ''}`,
      });
    } else ev.push({ type: 'fizzle', seat: caster, text: `${name} does nothing: its target left play` });
  } else if (rank === '8') {
    if (item.target && item.target.kind === 'creature' && targetValid(s, item.target)) bounce(s, item.target.uid, ev);
    else ev.push({ type: 'fizzle', seat: caster, text: `${name} does nothing: its target left play` });
  } else if (rank === '10') {
    // 001 §V Ten: a random card of the opponent's hand goes to their discard pile (from the game's RNG).
    const opp = s.players[other(caster)]!;
    if (opp.hand.length > 0) {
      const [card] = opp.hand.splice(randInt(s.rng, opp.hand.length), 1) as [CardId];
      opp.discard.push(card);
      ev.push({
        type: 'randomDiscard',
        seat: other(caster),
        card,
        text: `${name}: ${who(s, other(caster))} discards ${shortName(card)} at random`,
      });
    } else ev.push({ type: 'fizzle', seat: caster, text: `${name}: ${who(s, other(caster))} has no card in hand` });
  } else if (rank === 'Joker') {
    // 001 §V Joker: choose a card in your deck — the caster chooses now (phase 'tutor').
    if (p.deck.length > 0) {
      s.pending = { seat: caster, resume: s.phase as 'main1' | 'main2' | 'combat' };
      s.phase = 'tutor';
      ev.push({ type: 'tutorStart', seat: caster, text: `${name}: ${who(s, caster)} searches their deck` });
    } else ev.push({ type: 'fizzle', seat: caster, text: `${name}: ${who(s, caster)}'s deck is empty` });
  }
}

/**
 * 001 §VI.3 Resolution / §VII Solving Effects pile: "last played, first solved". Returns false
 * when it paused for a Joker choice (the rest of the pile waits in `s.stack`).
 */
export function resolveStack(s: M54State, ev: GameEvent[]): boolean {
  while (s.stack.length > 0) {
    const item = s.stack.pop()!;
    resolveItem(s, item, ev);
    if (s.result) return true;
    if (s.phase === 'tutor') return false;
  }
  return true;
}
