import { randInt, shuffleInPlace, type ApplyResult, type GameEvent, type Seat } from '../../engine';
import { info, longName, rankOf, shortName, type CardId } from './cards';
import {
  canAttack,
  cloneState,
  draw,
  findPerm,
  HAND_SIZE,
  inCreatureFight,
  isCreature,
  legalActions,
  other,
  ownerOf,
  powerOf,
  sameAction,
  targetText,
  who,
} from './game';
import type { M54Action, M54State, StackItem, Target } from './state';

function removeOne(list: CardId[], card: CardId): void {
  const i = list.indexOf(card);
  if (i < 0) throw new Error(`${card} is not there`);
  list.splice(i, 1);
}

/** 001 §VII Cost: paid before the effect, by tapping that many untapped Mana cards. */
function payMana(s: M54State, seat: Seat, cost: number): void {
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
function targetValid(s: M54State, t: Target): boolean {
  return t.kind === 'player' || findPerm(s, t.uid) !== null;
}

function isPrevented(s: M54State, t: Target): boolean {
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
function hit(s: M54State, t: Target, amount: number, ev: GameEvent[], from: string): void {
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
function dealDamage(s: M54State, t: Target, amount: number, ev: GameEvent[], from: string): void {
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
function checkDeaths(s: M54State, ev: GameEvent[]): void {
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
function checkEnd(s: M54State, ev: GameEvent[]): boolean {
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
function bounce(s: M54State, uid: number, ev: GameEvent[]): void {
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

/** Solves one item of the pile (001 §VI.3 Resolution). */
function resolveItem(s: M54State, item: StackItem, ev: GameEvent[]): void {
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
      if (item.target.kind === 'creature') findPerm(s, item.target.uid)!.perm.damage = 0;
      s.shields.push({ kind: 'prevent', target: item.target, jack: null });
      ev.push({
        type: 'cancel',
        seat: caster,
        text: `${name}: all damage on ${targetText(s, item.target)} is cancelled this turn`,
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

/** The next attacker whose owner must divide its damage among several blockers, or -1. */
function nextToAssign(s: M54State): number {
  const c = s.combat!;
  for (let i = 0; i < c.attackers.length; i++) {
    const a = c.attackers[i]!;
    const att = findPerm(s, a.uid);
    if (!att || a.split) continue;
    const live = a.blockers.filter((b) => findPerm(s, b));
    if (live.length >= 2 && powerOf(s, att.perm) > 0) return i;
  }
  return -1;
}

/** After the combat pile is solved: divisions, then damage. */
export function startCombatDamage(s: M54State, ev: GameEvent[]): void {
  if (s.result) return;
  const i = nextToAssign(s);
  if (i >= 0) {
    const a = s.combat!.attackers[i]!;
    s.combat!.assigning = { index: i, remaining: powerOf(s, findPerm(s, a.uid)!.perm) };
    s.phase = 'assign';
    return;
  }
  dealCombatDamage(s, ev);
}

/**
 * 001 §VI.3 Resolution / §VII Attack & Block: blocked attackers and their blockers hurt each other
 * (blockers' damage adds up; the attacker's is divided as its owner chose); unblocked attackers
 * hurt the defending player. "Damage are applied to the Creatures and then apply to Players."
 */
export function dealCombatDamage(s: M54State, ev: GameEvent[]): void {
  const c = s.combat!;
  const defender = other(s.active);
  const hits: { t: Target; n: number; from: string }[] = [];
  for (const a of c.attackers) {
    const att = findPerm(s, a.uid);
    if (!att) continue;
    const pw = powerOf(s, att.perm);
    const from = `${who(s, att.seat)}'s ${shortName(att.perm.card)}`;
    const live = a.blockers.filter((b) => findPerm(s, b));
    if (a.blockers.length === 0) hits.push({ t: { kind: 'player', seat: defender }, n: pw, from });
    else if (live.length === 1) hits.push({ t: { kind: 'creature', uid: live[0]! }, n: pw, from });
    else for (const b of live) hits.push({ t: { kind: 'creature', uid: b }, n: a.split?.[String(b)] ?? 0, from });
    // (a blocked attacker whose blockers all left deals no damage: docs)
    for (const b of live) {
      const bp = findPerm(s, b)!;
      hits.push({
        t: { kind: 'creature', uid: a.uid },
        n: powerOf(s, bp.perm),
        from: `${who(s, bp.seat)}'s ${shortName(bp.perm.card)}`,
      });
    }
  }
  const dests = hits.map((h) => ({ ...h, d: damageDestination(s, h.t) }));
  for (const h of dests)
    if (!h.d && h.n > 0)
      ev.push({ type: 'prevented', text: `${h.from}: the damage to ${targetText(s, h.t)} is cancelled` });
  for (const h of dests) if (h.d && h.d.kind === 'creature') hit(s, h.d, h.n, ev, h.from);
  for (const h of dests) if (h.d && h.d.kind === 'player') hit(s, h.d, h.n, ev, h.from);
  checkDeaths(s, ev);
  if (checkEnd(s, ev)) return;
  endCombat(s, ev);
}

/** End of combat: Growth cards go to the discard pile (001 §V) and combat damage wears off (docs). */
function endCombat(s: M54State, ev: GameEvent[]): void {
  for (const g of s.combat!.growth) s.players[g.seat]!.discard.push(g.card);
  s.combat = null;
  for (const p of s.players) for (const x of p.field) x.damage = 0;
  ev.push({ type: 'combatEnd', text: 'Combat ends' });
  s.phase = 'main2';
  s.priority = s.active;
  s.passes = 0;
}

/** 001 §VI.5 End of turn, then §VI.1 beginning of the next player's round. */
function endTurn(s: M54State, ev: GameEvent[]): void {
  ev.push({ type: 'endTurn', seat: s.active, text: `${who(s, s.active)} ends the turn` });
  // Effects last until the end of the turn; damage wears off; summoning sickness ends (docs).
  s.shields = [];
  for (const p of s.players) {
    p.manaPlayed = false;
    for (const x of p.field) {
      x.damage = 0;
      x.sick = false;
    }
  }
  s.turn++;
  if (s.turn > s.config.maxTurns) {
    s.phase = 'over';
    s.result = { winners: [], reason: `Draw: the ${s.config.maxTurns}-turn limit was reached` };
    ev.push({ type: 'gameOver', text: s.result.reason });
    return;
  }
  s.active = other(s.active);
  // 001 §VI.1: untap all his cards, then draw (only the starter's very first round skips the draw).
  for (const x of s.players[s.active]!.field) x.tapped = false;
  ev.push({ type: 'turn', seat: s.active, text: `Turn ${s.turn}: ${who(s, s.active)} untaps` });
  draw(s, s.active, ev);
  s.phase = 'main1';
  s.priority = s.active;
  s.passes = 0;
}

/** 001 §VI.5: discard down to five, then the optional put-under-and-draw. */
function startEndOfTurn(s: M54State, ev: GameEvent[]): void {
  const p = s.players[s.active]!;
  if (p.hand.length > HAND_SIZE) s.phase = 'discard';
  else if (p.hand.length > 0) s.phase = 'tuck';
  else endTurn(s, ev);
}

/** Both players passed with nothing on the pile: the main phase ends. */
function endMain(s: M54State, ev: GameEvent[]): void {
  if (s.phase === 'main1') {
    // 001 §VI.3: the attack step, when the player has a creature able to attack.
    if (s.players[s.active]!.field.some(canAttack)) {
      s.phase = 'attack';
      s.combat = { attackers: [], growth: [], assigning: null };
      return;
    }
    s.phase = 'main2';
    s.priority = s.active;
    s.passes = 0;
    return;
  }
  startEndOfTurn(s, ev);
}

/** After a pile is solved in a window: main phases give the active player priority again; combat goes to damage. */
function afterResolution(s: M54State, resume: 'main1' | 'main2' | 'combat', ev: GameEvent[]): void {
  if (s.result) return;
  s.phase = resume;
  if (resume === 'combat') startCombatDamage(s, ev);
  else {
    s.priority = s.active;
    s.passes = 0;
  }
}

function pass(s: M54State, seat: Seat, ev: GameEvent[]): void {
  s.passes++;
  ev.push({ type: 'pass', seat, text: `${who(s, seat)} passes` });
  if (s.passes < 2) {
    s.priority = other(seat);
    return;
  }
  // Both players passed in a row.
  const phase = s.phase as 'main1' | 'main2' | 'combat';
  if (phase === 'combat' || s.stack.length > 0) {
    if (resolveStack(s, ev)) afterResolution(s, phase, ev);
  } else endMain(s, ev);
}

/** Puts a spell, Special or Growth on the pile; the other player may answer (001 §VI.2/§VI.3). */
function push(s: M54State, item: StackItem): void {
  s.stack.push(item);
  s.priority = other(item.seat);
  s.passes = 0;
}

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
      // 001 §VI.5: one card (only one) under the deck, then draw one.
      removeOne(p.hand, action.card);
      p.deck = [action.card, ...p.deck];
      ev.push({ type: 'tuck', seat, text: `${me} puts a card under the deck` });
      draw(s, seat, ev);
      endTurn(s, ev);
      break;
    case 'skipTuck':
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
