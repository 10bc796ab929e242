import { nextU32, shuffleInPlace, type GameResult, type RngState, type Seat } from '../../engine';
import { info, teamCards, type CardId, type Team } from './cards';
import { availableMana, decider, growthOf, powerOf } from './game';
import type { Combat, M54Config, M54State, Perm, Phase, Shield, StackItem } from './state';

/**
 * A permanent as the table shows it: whether it is a creature and its power with Growth are
 * worked out here, so the renderer displays them and never re-derives the rules.
 */
export interface M54PermView extends Perm {
  creature: boolean;
  /** Attack = Defense (001 §V): base plus Growth; 0 for Mana cards. */
  power: number;
  /** Growth on it until the end of combat. */
  growth: number;
}

export interface M54PlayerView {
  team: Team;
  life: number;
  handCount: number;
  /** Only for the seat looking (null for the other seat: hidden). */
  hand: CardId[] | null;
  /** Only the count: the order (and for the other seat the content) stays hidden. */
  deckCount: number;
  discard: CardId[];
  field: M54PermView[];
  manaPlayed: boolean;
  availableMana: number;
}

/** What one seat may see of a Magic 54 game. */
export interface M54View {
  /** The seat looking (-1: a spectator, no hand shown). */
  seat: Seat;
  config: M54Config;
  turn: number;
  active: Seat;
  starter: Seat;
  phase: Phase;
  /** Whose decision it is now. */
  decider: Seat | null;
  priority: Seat;
  passes: number;
  stack: StackItem[];
  shields: Shield[];
  combat: Combat | null;
  pending: M54State['pending'];
  players: [M54PlayerView, M54PlayerView];
  nextUid: number;
  result: GameResult | null;
}

/** 001 §III: hands are secret and decks face down; everything in play, on the pile and in discard piles is public. */
export function view(s: M54State, seat: Seat): M54View {
  return {
    seat,
    config: s.config,
    turn: s.turn,
    active: s.active,
    starter: s.starter,
    phase: s.phase,
    decider: decider(s),
    priority: s.priority,
    passes: s.passes,
    stack: s.stack.slice(),
    shields: s.shields.slice(),
    combat: s.combat && JSON.parse(JSON.stringify(s.combat)),
    pending: s.pending,
    players: s.players.map((p, i) => ({
      team: p.team,
      life: p.life,
      handCount: p.hand.length,
      hand: i === seat ? p.hand.slice() : null,
      deckCount: p.deck.length,
      discard: p.discard.slice(),
      field: p.field.map((x) => permView(s, x)),
      manaPlayed: p.manaPlayed,
      availableMana: availableMana(p),
    })) as [M54PlayerView, M54PlayerView],
    nextUid: s.nextUid,
    result: s.result,
  };
}

function permView(s: M54State, x: Perm): M54PermView {
  const creature = info(x.card).kind === 'creature';
  return { ...x, creature, power: creature ? powerOf(s, x) : 0, growth: growthOf(s, x.uid) };
}

/** Cards of `team` visible anywhere (in play, discard, on the pile, as Growth) and, if known, in hand. */
function visibleCards(v: M54View, i: number): CardId[] {
  const p = v.players[i]!;
  const out: CardId[] = [...p.discard, ...p.field.map((x) => x.card)];
  if (p.hand) out.push(...p.hand);
  for (const item of v.stack) if (item.kind !== 'special' && item.seat === i) out.push(item.card);
  if (v.combat) for (const g of v.combat.growth) if (g.seat === i) out.push(g.card);
  return out;
}

/**
 * A full state consistent with `v` (see Variant.determinize): each player's unseen cards (their
 * team minus every visible card) are shuffled with `rng`; the other seat's hand gets as many as
 * it holds, the rest is the deck. The game RNG is re-seeded from `rng` too.
 */
export function determinize(v: M54View, _seat: Seat, rng: RngState): M54State {
  const players = v.players.map((p, i) => {
    const unseen = teamCards(p.team);
    for (const c of visibleCards(v, i)) {
      const k = unseen.indexOf(c);
      if (k >= 0) unseen.splice(k, 1);
    }
    shuffleInPlace(rng, unseen);
    const hand = p.hand ? p.hand.slice() : unseen.splice(0, p.handCount);
    return {
      team: p.team,
      life: p.life,
      deck: unseen,
      hand,
      discard: p.discard.slice(),
      field: p.field.map(({ uid, card, tapped, sick, damage }) => ({ uid, card, tapped, sick, damage })),
      manaPlayed: p.manaPlayed,
    };
  }) as M54State['players'];
  return {
    config: v.config,
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng)],
    turn: v.turn,
    active: v.active,
    starter: v.starter,
    phase: v.phase,
    priority: v.priority,
    passes: v.passes,
    stack: v.stack.slice(),
    shields: v.shields.slice(),
    combat: v.combat && JSON.parse(JSON.stringify(v.combat)),
    pending: v.pending,
    players,
    nextUid: v.nextUid,
    result: v.result,
  };
}
