/** What one seat may see of a Dice Duel, and the search bot's determinize. */
import { nextU32, seedRng, shuffleInPlace, type RngState } from '../../engine/rng';
import type { DuelCard, DuelState, DuelView, PlayerViewState } from './types';

/**
 * 000 hides: the other player's hand, both decks (order and contents), and the other player's
 * face-down creatures (that is what face down means). Discard piles, lands and face-up creatures
 * are open. A spectator (seat -1) sees no hand and no face-down card.
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
    const hiddenCards = hidden
      .map((id) => ({ ...(s.cards[id] as DuelCard), id: -1 }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
 * A full state consistent with `v`: each player's hidden cards are shuffled with `rng` and dealt
 * to the hidden ids (in id order the zones are: that player's library, hand, face-down creatures),
 * and the game's RNG is re-seeded from `rng`.
 */
export function determinize(v: DuelView, _seat: number, rng: RngState): DuelState {
  const total = Object.keys(v.known).length + v.players.reduce((n, p) => n + p.hiddenIds.length, 0);
  const cards: DuelCard[] = new Array<DuelCard>(total);
  for (const [id, c] of Object.entries(v.known)) cards[Number(id)] = c;
  const players = v.players.map((p) => {
    const ids = p.hiddenIds.slice();
    const pool = shuffleInPlace(rng, p.hiddenCards.slice());
    ids.forEach((id, i) => {
      cards[id] = { ...(pool[i] as DuelCard), id };
    });
    // Deal the hidden ids to the hidden places at random.
    shuffleInPlace(rng, ids);
    let k = 0;
    const hand = p.hand.map((id) => (id >= 0 ? id : (ids[k++] as number)));
    const creatures = p.creatures.map((c) => (c.id >= 0 ? { ...c } : { id: ids[k++] as number, faceUp: false }));
    const library = ids.slice(k);
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
