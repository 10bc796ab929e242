/** Magic 54 damage: paying mana, targets, prevention, damage and deaths, bouncing (001). */
import { type GameEvent, type Seat } from '../../engine';
import { info, shortName, type CardId } from './cards';
import { findPerm, isCreature, other, ownerOf, powerOf, targetText, who } from './game';
import type { M54State, Target } from './state';
export function removeOne(list: CardId[], card: CardId): void {
  const i = list.indexOf(card);
  if (i < 0) throw new Error(`${card} is not there`);
  list.splice(i, 1);
}

/** 001 §VII Cost: paid before the effect, by tapping that many untapped Mana cards. */
export function payMana(s: M54State, seat: Seat, cost: number): void {
  let left = cost;
  for (const x of s.players[seat]!.field) {
    if (left <= 0) break;
    if (!x.tapped && info(x.card).kind === 'mana') {
      x.tapped = true;
      left--;
    }
  }
  if (left > 0) throw new Error('not enough mana');
}

/** Is this target still there (a player always is; a creature while in play)? */
export function targetValid(s: M54State, t: Target): boolean {
  return t.kind === 'player' || findPerm(s, t.uid) !== null;
}

export function isPrevented(s: M54State, t: Target): boolean {
  for (const sh of s.shields) {
    if (sh.kind !== 'prevent') continue;
    if (sh.target.kind === 'player' && t.kind === 'player' && sh.target.seat === t.seat) return true;
    if (sh.target.kind === 'creature' && t.kind === 'creature' && sh.target.uid === t.uid) return true;
  }
  return false;
}

/**
 * Where damage aimed at `t` really lands, or null when it is cancelled:
 * 001 §V Ace "cancel all damage on a target" first; then the most recent redirection on a creature:
 * Jack's Sacrifice (to the Jack, while it is in play) or Queen's Protection (to her controller).
 */
export function damageDestination(s: M54State, t: Target): Target | null {
  if (isPrevented(s, t)) return null;
  if (t.kind === 'creature') {
    for (let i = s.shields.length - 1; i >= 0; i--) {
      const sh = s.shields[i]!;
      if (sh.target.kind !== 'creature' || sh.target.uid !== t.uid) continue;
      if (sh.kind === 'sacrifice' && sh.jack !== null && sh.jack !== t.uid && findPerm(s, sh.jack)) {
        const jack: Target = { kind: 'creature', uid: sh.jack };
        return isPrevented(s, jack) ? null : jack;
      }
      if (sh.kind === 'protect') {
        const f = findPerm(s, t.uid);
        if (!f) continue;
        const player: Target = { kind: 'player', seat: f.seat };
        return isPrevented(s, player) ? null : player;
      }
    }
  }
  return t;
}

/** Marks damage (already redirected) on a creature or takes it off a player's life. */
export function hit(s: M54State, t: Target, amount: number, ev: GameEvent[], from: string): void {
  if (amount <= 0) return;
  if (t.kind === 'player') {
    s.players[t.seat]!.life -= amount;
    ev.push({
      type: 'damage',
      seat: t.seat,
      amount,
      text: `${from} deals ${amount} damage to ${who(s, t.seat)} (life ${s.players[t.seat]!.life})`,
    });
  } else {
    const f = findPerm(s, t.uid);
    if (!f) return;
    f.perm.damage += amount;
    ev.push({ type: 'damage', seat: f.seat, amount, text: `${from} deals ${amount} damage to ${targetText(s, t)}` });
  }
}

/** Damage from a source to a target, through Ace / Sacrifice / Protection. */
export function dealDamage(s: M54State, t: Target, amount: number, ev: GameEvent[], from: string): void {
  const dest = damageDestination(s, t);
  if (!dest) {
    ev.push({ type: 'prevented', text: `${from}: the damage to ${targetText(s, t)} is cancelled` });
    return;
  }
  if (dest.kind !== t.kind || (dest.kind === 'creature' && t.kind === 'creature' && dest.uid !== t.uid)) {
    ev.push({ type: 'redirect', text: `Damage to ${targetText(s, t)} is redirected to ${targetText(s, dest)}` });
  }
  hit(s, dest, amount, ev, from);
}

/** 001 §VII Attack/Defense: a creature whose damage equals or exceeds its defense dies and goes to the discard pile. */
export function checkDeaths(s: M54State, ev: GameEvent[]): void {
  for (let seat = 0; seat < 2; seat++) {
    const p = s.players[seat]!;
    for (let i = p.field.length - 1; i >= 0; i--) {
      const x = p.field[i]!;
      if (!isCreature(x.card) || x.damage < powerOf(s, x)) continue;
      p.field.splice(i, 1);
      p.discard.push(x.card);
      ev.push({ type: 'dies', seat, card: x.card, text: `${who(s, seat)}'s ${shortName(x.card)} dies` });
    }
  }
}

/** 001 "End of the game": a player at 0 life loses (both at once: a draw). */
export function checkEnd(s: M54State, ev: GameEvent[]): boolean {
  if (s.result) return true;
  const dead = [0, 1].filter((seat) => s.players[seat]!.life <= 0);
  if (dead.length === 0) return false;
  s.phase = 'over';
  if (dead.length === 2) s.result = { winners: [], reason: 'Both players reached 0 life at once: a draw' };
  else {
    const loser = dead[0]!;
    s.result = { winners: [other(loser)], reason: `${who(s, other(loser))} reduced ${who(s, loser)} to 0 life` };
  }
  ev.push({ type: 'gameOver', text: s.result.reason });
  return true;
}

/** Takes a creature out of play into its owner's hand (001 §V Eight). */
export function bounce(s: M54State, uid: number, ev: GameEvent[]): void {
  const f = findPerm(s, uid);
  if (!f) return;
  const p = s.players[f.seat]!;
  p.field.splice(p.field.indexOf(f.perm), 1);
  const owner = ownerOf(s, f.perm.card);
  s.players[owner]!.hand.push(f.perm.card);
  ev.push({
    type: 'bounce',
    seat: owner,
    card: f.perm.card,
    text: `${shortName(f.perm.card)} returns to ${who(s, owner)}'s hand`,
  });
}
