/** What one seat may see of a Dice Duel, and the search bot's determinize. */
import { nextU32, seedRng, shuffleInPlace, type RngState } from '../../engine/rng';
import type { DuelCard, DuelState, DuelView, PlayerViewState } from './types';

/** A stand-in when the viewer has no creature of its own to sample a face-down slot from: a vanilla 2/2. */
const UNKNOWN_CREATURE: DuelCard = {
  id: -1,
  owner: -1,
  name: 'Unknown creature',
  manaCost: '{1}{C}',
  manaValue: 2,
  typeLine: 'Creature',
  text: '',
  power: 2,
  toughness: 2,
  colors: [],
  kind: 'creature',
  produces: [],
};

/**
 * 000 hides: the other player's hand, both decks (order and contents), and the other player's
 * face-down creatures (that is what face down means). Discard piles, lands and face-up creatures
 * are open. A spectator (seat -1) sees no hand and no face-down card. A seat knows its own deck
 * list, so its own library's cards are listed (sorted by name, no ids); the other seat's hidden
 * cards are only counted (their ids are the ids missing from `known`, so they say nothing).
 */
export function view(s: DuelState, seat: number): DuelView {
  const known: Record<string, DuelCard> = {};
  const show = (id: number) => {
    known[String(id)] = s.cards[id] as DuelCard;
  };
  const players: PlayerViewState[] = s.players.map((p, owner) => {
    const mine = owner === seat;
    const hidden: number[] = [...p.library];
    if (mine) p.hand.forEach(show);
    else hidden.push(...p.hand);
    p.discard.forEach(show);
    p.lands.forEach((l) => show(l.id));
    const creatures = p.creatures.map((c) => {
      if (c.faceUp || mine) {
        show(c.id);
        return { ...c };
      }
      hidden.push(c.id);
      return { id: -1, faceUp: false };
    });
    hidden.sort((a, b) => a - b);
    const hiddenCards = mine ? hidden.map((id) => ({ ...(s.cards[id] as DuelCard), id: -1 })).sort(byName) : [];
    return {
      hand: mine ? p.hand.slice() : p.hand.map(() => -1),
      libraryCount: p.library.length,
      discard: p.discard.slice(),
      lands: p.lands.map((l) => ({ ...l })),
      creatures,
      points: p.points,
      hiddenIds: hidden,
      hiddenCards,
    };
  });
  if (s.combat) for (const a of s.combat.attachments) show(a.card);
  const v: DuelView = {
    seat,
    config: s.config,
    known,
    players,
    active: s.active,
    turn: s.turn,
    phase: s.phase,
    castMode: s.castMode,
    landPlayed: s.landPlayed,
    spellsSeat: s.spellsSeat,
    names: s.names,
  };
  if (s.combat) v.combat = structuredCloneCombat(s.combat);
  if (s.lastBattle) v.lastBattle = s.lastBattle;
  if (s.winner !== undefined) v.winner = s.winner;
  if (s.endReason !== undefined) v.endReason = s.endReason;
  return v;
}

const byName = (a: DuelCard, b: DuelCard) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function structuredCloneCombat(c: NonNullable<DuelState['combat']>): NonNullable<DuelState['combat']> {
  return {
    ...c,
    attackers: c.attackers.slice(),
    defenders: c.defenders.slice(),
    attachments: c.attachments.map((a) => ({ ...a })),
    destroyed: c.destroyed.slice(),
    minus: { ...c.minus },
    plus: { ...c.plus },
  };
}

/**
 * A full state consistent with `v`: the seat's own library is its own hidden cards, shuffled with
 * `rng`. The other seat's deck list is unknown, so its hidden cards are drawn (with replacement)
 * from the cards the viewer knows to be the kind a place holds: a face-down slot only ever holds
 * a creature (it was cast face down), so it gets one of the viewer's own creatures; a hand or
 * library card is any of the viewer's own cards (the viewer's deck is the only deck it knows;
 * both obey the same deck rules). The game's RNG is re-seeded from `rng`.
 */
export function determinize(v: DuelView, seat: number, rng: RngState): DuelState {
  const total = Object.keys(v.known).length + v.players.reduce((n, p) => n + p.hiddenIds.length, 0);
  const cards: DuelCard[] = new Array<DuelCard>(total);
  for (const [id, c] of Object.entries(v.known)) cards[Number(id)] = c;
  const me = seat >= 0 && seat < v.players.length ? seat : -1;
  const ownDeck = Object.values(v.known)
    .filter((c) => c.owner === me)
    .concat(me >= 0 ? (v.players[me] as PlayerViewState).hiddenCards : []);
  const ownCreatures = ownDeck.filter((c) => c.kind === 'creature');
  const players = v.players.map((p, owner) => {
    const ids = p.hiddenIds.slice();
    // Deal the hidden ids to the hidden places at random.
    shuffleInPlace(rng, ids);
    let k = 0;
    const inHand: number[] = [];
    const hand = p.hand.map((id) => {
      if (id >= 0) return id;
      inHand.push(ids[k] as number);
      return ids[k++] as number;
    });
    const faceDown: number[] = [];
    const creatures = p.creatures.map((c) => {
      if (c.id >= 0) return { ...c };
      const id = ids[k++] as number;
      faceDown.push(id);
      return { id, faceUp: false };
    });
    const library = ids.slice(k);
    if (owner === me) {
      const pool = shuffleInPlace(rng, p.hiddenCards.slice());
      library.forEach((id, i) => {
        cards[id] = { ...(pool[i] as DuelCard), id, owner };
      });
    } else {
      const sample = (from: readonly DuelCard[], id: number) => {
        const c = from.length ? (from[nextU32(rng) % from.length] as DuelCard) : UNKNOWN_CREATURE;
        cards[id] = { ...c, id, owner };
      };
      for (const id of faceDown) sample(ownCreatures, id);
      for (const id of [...inHand, ...library]) sample(ownDeck, id);
    }
    return {
      library,
      hand,
      discard: p.discard.slice(),
      lands: p.lands.map((l) => ({ ...l })),
      creatures,
      points: p.points,
    };
  });
  const s: DuelState = {
    config: v.config,
    rng: seedRng(`${nextU32(rng)}/${nextU32(rng)}`),
    cards,
    players,
    active: v.active,
    turn: v.turn,
    phase: v.phase,
    castMode: v.castMode,
    landPlayed: v.landPlayed,
    spellsSeat: v.spellsSeat,
    starter: 0,
    names: v.names,
    opening: [],
  };
  if (v.combat) s.combat = structuredCloneCombat(v.combat);
  if (v.lastBattle) s.lastBattle = v.lastBattle;
  if (v.winner !== undefined) s.winner = v.winner;
  if (v.endReason !== undefined) s.endReason = v.endReason;
  return s;
}
