/**
 * A full game consistent with one seat's view (for the search bot, which never sees the real state):
 * every hidden card gets a definition sampled from what that seat could know — its own unseen deck
 * cards for its own library; for an opponent, the cards that opponent has shown so far (else the
 * seat's own deck, as a stand-in for an unknown deck list) — and the game's RNG is reseeded from the
 * bot's RNG, so the future is not the real one either.
 */
import { nextU32, randInt, shuffleInPlace, type RngState } from '../engine/rng';
import { buildDef, type CardDef } from './defs';
import type { GameState, Seat } from './types';
import type { RulesView } from './view';

export function determinize(view: RulesView, seat: Seat, rng: RngState): GameState {
  const cards = view.cards.slice() as (CardDef | null)[];
  const objs = view.objs.slice();
  const hidden = objs.filter((o) => o.card < 0 && o.next < 0);
  // Own unseen cards: the deck list minus the cards of this seat that are visible.
  const ownDeck = (view.config.decks[seat] ?? []).map((c) => buildDef(c));
  const ownLeft = ownDeck.slice();
  for (const o of objs) {
    if (o.owner !== seat || o.card < 0 || o.next >= 0 || o.token) continue;
    const name = cards[o.card]?.name;
    const i = ownLeft.findIndex((c) => c.name === name);
    if (i >= 0) ownLeft.splice(i, 1);
  }
  shuffleInPlace(rng, ownLeft);
  const seenBy = new Map<Seat, CardDef[]>();
  for (const o of objs) {
    if (o.card < 0 || o.token || o.owner === seat) continue;
    const c = cards[o.card];
    if (c) seenBy.set(o.owner, [...(seenBy.get(o.owner) ?? []), c]);
  }
  for (const o of hidden) {
    let def: CardDef | undefined;
    if (o.owner === seat) def = ownLeft.pop();
    else {
      const pool = seenBy.get(o.owner);
      def = pool?.length
        ? pool[randInt(rng, pool.length)]
        : ownDeck.length
          ? ownDeck[randInt(rng, ownDeck.length)]
          : undefined;
    }
    if (!def) def = buildDef({ name: 'Unknown card', manaCost: '', typeLine: 'Land', oracleText: '' });
    cards.push(def);
    objs[o.id] = { ...o, card: cards.length - 1 };
  }
  // Library order is unknown too: shuffle the hidden part of each library.
  const players = view.players.map((p) => {
    const known = p.library.filter((id) => view.objs[id]!.card >= 0);
    const unknown = p.library.filter((id) => view.objs[id]!.card < 0);
    shuffleInPlace(rng, unknown);
    return { ...p, library: [...unknown, ...known] };
  });
  const filled = cards.map(
    (c) => c ?? buildDef({ name: 'Unknown card', manaCost: '', typeLine: 'Land', oracleText: '' }),
  );
  // A face-down spell's hidden card slot (view.ts) is the card sampled for its object.
  const stack = view.stack.map((it) =>
    it.ability.card < 0 ? { ...it, ability: { ...it.ability, card: objs[it.obj]!.card } } : it,
  );
  const { seat: _seat, looks: _looks, ...rest } = view;
  void _seat;
  void _looks;
  return {
    ...rest,
    cards: filled,
    objs,
    stack,
    players,
    config: { ...view.config, decks: view.config.decks },
    rng: [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1],
  };
}
