import { randInt, seedRng, shuffleInPlace, type GameEvent, type Seat } from '../../engine';
import { info, rankOf, shortName, teamCards, teamOf, type CardId } from './cards';
import type { Attack, M54Action, M54Config, M54State, Perm, PlayerState, Target } from './state';

/** 001 §II: hitpoints start at 20. */
export const START_LIFE = 20;
/** 001 §III/§VI: five cards in the opening hand; §VI.5/§VII Hand: at most five at the end of a round. */
export const HAND_SIZE = 5;

export const other = (seat: Seat): Seat => 1 - seat;
const TEAM_LABEL = { red: 'Red', black: 'Black' } as const;
/** "Red" / "Black": the log names the players by team. */
export const who = (s: M54State, seat: Seat): string => TEAM_LABEL[s.players[seat]!.team];

/** A copy that `apply` may mutate: every mutable part is copied, immutable records (targets, shields, stack items) are shared. */
export function cloneState(s: M54State): M54State {
  return {
    config: s.config,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    turn: s.turn,
    active: s.active,
    starter: s.starter,
    phase: s.phase,
    priority: s.priority,
    passes: s.passes,
    stack: s.stack.slice(),
    shields: s.shields.slice(),
    combat: s.combat && {
      attackers: s.combat.attackers.map((a) => ({
        uid: a.uid,
        blockers: a.blockers.slice(),
        split: a.split && { ...a.split },
      })),
      growth: s.combat.growth.slice(),
      assigning: s.combat.assigning && { ...s.combat.assigning },
    },
    pending: s.pending,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    nextUid: s.nextUid,
    result: s.result,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  // Team, life and the mana flag are values; the deck is copy-on-write (it changes rarely: draws,
  // tuck, Joker), so those places copy it first. Hand, discard and the permanents are copied here.
  return { ...p, hand: p.hand.slice(), discard: p.discard.slice(), field: p.field.map((x) => ({ ...x })) };
}

/** The owner of a card is the player of its team (nothing changes control in Magic 54). */
export function ownerOf(s: M54State, card: CardId): Seat {
  return s.players[0].team === teamOf(card) ? 0 : 1;
}

export function findPerm(s: M54State, uid: number): { seat: Seat; perm: Perm } | null {
  for (let seat = 0; seat < 2; seat++) {
    for (const perm of s.players[seat]!.field) if (perm.uid === uid) return { seat, perm };
  }
  return null;
}

export const isCreature = (card: CardId): boolean => info(card).kind === 'creature';
export const isMana = (card: CardId): boolean => info(card).kind === 'mana';

/** Untapped Mana cards in play: each gives 1 mana when tapped (001 §V Mana, §VII Mana). */
export function availableMana(p: PlayerState): number {
  let n = 0;
  for (const x of p.field) if (!x.tapped && isMana(x.card)) n++;
  return n;
}

/** Growth bonus on a creature: only while its combat lasts (001 §V Growth). */
/** Growth on a creature until the end of combat (001 §V Growth). */
export function growthOf(s: M54State, uid: number): number {
  if (!s.combat) return 0;
  let g = 0;
  for (const x of s.combat.growth) if (x.uid === uid) g += x.amount;
  return g;
}

/** Attack = Defense for every creature (001 §V): base plus Growth. */
export function powerOf(s: M54State, perm: Perm): number {
  return info(perm.card).power + growthOf(s, perm.uid);
}

/**
 * 001 §VI.1 / §VII Deck: when a draw finds the deck empty, the discard pile becomes the deck.
 * The text says "turning it face down"; by default it is shuffled face down with the game's RNG
 * (otherwise both players would know the new deck's order from the public discard pile); option
 * `emptyDeck: 'turn-over'` turns it over as it lies.
 */
export function draw(s: M54State, seat: Seat, ev: GameEvent[]): void {
  const p = s.players[seat]!;
  if (p.deck.length === 0 && p.discard.length > 0) {
    const turnOver = s.config.emptyDeck === 'turn-over';
    // Turned over, the face-up pile's bottom card (the oldest) is the new top (the deck's last element).
    p.deck = turnOver ? p.discard.slice().reverse() : shuffleInPlace(s.rng, p.discard.slice());
    p.discard = [];
    ev.push({
      type: 'reshuffle',
      seat,
      text: turnOver
        ? `${who(s, seat)}'s deck is empty: the discard pile (${p.deck.length}) is turned face down as the deck`
        : `${who(s, seat)}'s deck is empty: the discard pile (${p.deck.length}) becomes the deck`,
    });
  }
  const card = p.deck[p.deck.length - 1];
  if (card !== undefined) p.deck = p.deck.slice(0, -1);
  if (card === undefined) {
    ev.push({ type: 'noDraw', seat, text: `${who(s, seat)} has no card left to draw` });
    return;
  }
  p.hand.push(card);
  ev.push({ type: 'draw', seat, text: `${who(s, seat)} draws a card` });
}

/** 001 §VI "Beginning of the game": shuffle both decks, draw five each, decide who starts. */
export function setup(config: M54Config, seed: string): M54State {
  const rng = seedRng(seed);
  const players = config.teams.map((team): PlayerState => {
    const deck = shuffleInPlace(rng, teamCards(team));
    const hand = deck.splice(deck.length - HAND_SIZE, HAND_SIZE).reverse();
    return { team, life: START_LIFE, deck, hand, discard: [], field: [], manaPlayed: false };
  }) as [PlayerState, PlayerState];
  const starter = config.starter === 'random' ? randInt(rng, 2) : config.starter;
  // 001 §VI.1: the starter does not draw in their first round, so turn 1 begins in the main phase.
  return {
    config,
    rng,
    turn: 1,
    active: starter,
    starter,
    phase: 'main1',
    priority: starter,
    passes: 0,
    stack: [],
    shields: [],
    combat: null,
    pending: null,
    players,
    nextUid: 1,
    result: null,
  };
}

/** Whose decision it is (always one seat in Magic 54), or null once the game is over. */
export function decider(s: M54State): Seat | null {
  switch (s.phase) {
    case 'over':
      return null;
    case 'main1':
    case 'main2':
    case 'combat':
      return s.priority;
    case 'block':
      return other(s.active);
    case 'tutor':
      return s.pending ? s.pending.seat : null;
    default:
      return s.active;
  }
}

/** Can this creature attack? 001 §VII Attack: untapped and without summoning sickness. */
export function canAttack(perm: Perm): boolean {
  return isCreature(perm.card) && !perm.tapped && !perm.sick;
}

/** Is the creature in "a fight between creatures" (001 §V Growth): a blocked attacker or a blocker, facing a creature in play. */
export function inCreatureFight(s: M54State, uid: number): boolean {
  if (!s.combat) return false;
  for (const a of s.combat.attackers) {
    if (a.uid === uid && a.blockers.some((b) => findPerm(s, b))) return true;
    if (a.blockers.includes(uid) && findPerm(s, a.uid)) return true;
  }
  return false;
}

/** Every creature in play as a target, then both players (001 §VII Target: creature or player). */
function allTargets(s: M54State, creaturesOnly: boolean): Target[] {
  const out: Target[] = [];
  for (const p of s.players)
    for (const x of p.field) if (isCreature(x.card)) out.push({ kind: 'creature', uid: x.uid });
  if (!creaturesOnly) out.push({ kind: 'player', seat: 0 }, { kind: 'player', seat: 1 });
  return out;
}

/** The first card of each rank in `hand`: cards of one rank are interchangeable, one action each. */
function onePerRank(hand: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return hand.filter((card) => !seen.has(rankOf(card)) && (seen.add(rankOf(card)), true));
}

/**
 * Instant-speed plays (001 §VI.2/§VI.3): Damage and Action cards, creature Specials (§VII
 * Special: "considered as playing an Action card"), and in creature combat, Growth (§V).
 * Cards of the same rank are interchangeable, so one action per rank is offered.
 */
function addInstants(s: M54State, seat: Seat, out: M54Action[], inCombat: boolean): void {
  const p = s.players[seat]!;
  const mana = availableMana(p);
  for (const card of onePerRank(p.hand)) {
    const rank = rankOf(card);
    const ci = info(card);
    if (ci.kind === 'mana') {
      // 001 §V Growth: cost 0, only in combat between creatures; on one of your creatures (docs: interpretation).
      if (inCombat)
        for (const x of p.field)
          if (isCreature(x.card) && inCreatureFight(s, x.uid)) out.push({ type: 'growth', card, uid: x.uid });
      continue;
    }
    if (ci.kind === 'creature' || ci.cost > mana) continue;
    if (ci.kind === 'damage' || rank === 'A') {
      for (const target of allTargets(s, false)) out.push({ type: 'cast', card, target });
    } else if (rank === '8') {
      for (const target of allTargets(s, true)) out.push({ type: 'cast', card, target });
    } else out.push({ type: 'cast', card, target: null }); // Ten, Joker: no target
  }
  for (const x of p.field) {
    if (!isCreature(x.card)) continue;
    const ci = info(x.card);
    if (ci.specialCost > mana) continue;
    const rank = rankOf(x.card);
    if (rank === 'J') {
      // 001 §V Jack Sacrifice: damage to a creature is redirected to the Jack — one of your other creatures (docs).
      for (const y of p.field)
        if (y.uid !== x.uid && isCreature(y.card))
          out.push({ type: 'special', uid: x.uid, target: { kind: 'creature', uid: y.uid } });
    } else out.push({ type: 'special', uid: x.uid, target: null });
  }
}

/** Every legal action of `seat` now (empty when it is not that seat's decision). */
export function legalActions(s: M54State, seat: Seat): M54Action[] {
  if (decider(s) !== seat) return [];
  const p = s.players[seat]!;
  const out: M54Action[] = [];
  switch (s.phase) {
    case 'main1':
    case 'main2': {
      out.push({ type: 'pass' });
      // 001 §VI.2/§VI.4: only the player whose turn it is puts Mana (once per round) and creatures into play.
      if (seat === s.active && s.stack.length === 0) {
        const mana = availableMana(p);
        for (const card of onePerRank(p.hand)) {
          if (isMana(card) && !p.manaPlayed) out.push({ type: 'mana', card });
          else if (isCreature(card) && info(card).cost <= mana) out.push({ type: 'creature', card });
        }
      }
      addInstants(s, seat, out, false);
      break;
    }
    case 'combat':
      out.push({ type: 'pass' });
      addInstants(s, seat, out, true);
      break;
    case 'attack': {
      const declared = new Set(s.combat ? s.combat.attackers.map((a) => a.uid) : []);
      for (const x of p.field) if (canAttack(x) && !declared.has(x.uid)) out.push({ type: 'attack', uid: x.uid });
      out.push({ type: 'endAttack' });
      break;
    }
    case 'block': {
      // 001 §VII Block: each untapped creature may block one attacking creature; several may block the same one.
      const blocking = new Set<number>();
      for (const a of s.combat!.attackers) for (const b of a.blockers) blocking.add(b);
      for (const x of p.field) {
        if (!isCreature(x.card) || x.tapped || blocking.has(x.uid)) continue;
        for (const a of s.combat!.attackers)
          if (findPerm(s, a.uid)) out.push({ type: 'block', uid: x.uid, attacker: a.uid });
      }
      out.push({ type: 'endBlock' });
      break;
    }
    case 'assign': {
      const as = s.combat!.assigning!;
      const a = s.combat!.attackers[as.index]!;
      for (const b of a.blockers) {
        if (!findPerm(s, b)) continue;
        out.push({ type: 'assign', blocker: b, amount: 1 });
        if (as.remaining > 1) out.push({ type: 'assign', blocker: b, amount: as.remaining });
      }
      break;
    }
    case 'discard':
    case 'tuck': {
      if (s.phase === 'tuck') out.push({ type: 'skipTuck' });
      const seen = new Set<string>();
      for (const card of p.hand) {
        if (seen.has(rankOf(card))) continue;
        seen.add(rankOf(card));
        out.push(s.phase === 'discard' ? { type: 'discard', card } : { type: 'tuck', card });
      }
      break;
    }
    case 'tutor': {
      // Sorted, so the list of choices never reveals the deck's order.
      const seen = new Set<string>();
      for (const card of p.deck.slice().sort()) {
        if (seen.has(rankOf(card))) continue;
        seen.add(rankOf(card));
        out.push({ type: 'tutor', card });
      }
      break;
    }
    case 'over':
      break;
  }
  return out;
}

export function sameAction(a: M54Action, b: M54Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function targetText(s: M54State, t: Target | null): string {
  if (!t) return '';
  if (t.kind === 'player') return who(s, t.seat);
  const f = findPerm(s, t.uid);
  return f ? `${who(s, f.seat)}'s ${shortName(f.perm.card)}` : 'a creature no longer in play';
}

export type { Attack };
