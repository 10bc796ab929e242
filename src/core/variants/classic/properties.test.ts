import { describe, expect, it } from 'vitest';
import { randomBot, greedyBot } from '../../bots';
import { playGame } from '../../engine/simulate';
import { seedRng } from '../../engine/rng';
import { STARTER } from '../../rules/scenarios/cards';
import { cardsInZones, conservedCards } from '../../rules/conservation.testkit';
import type { GameState } from '../../rules/types';
import { HIDDEN_NEXT, viewOf } from '../../rules/view';
import { expectSameReplay, randomGame } from '../botPlay.testkit';
import { classic } from '.';

const config = (seed: string, seats = 2) => classic.parseConfig({ seats, pool: STARTER, deckSeed: seed });

describe('Classic on the rules core: whole games', () => {
  it('random and greedy bots finish games with only legal actions', () => {
    for (let g = 0; g < 4; g++) {
      const r = playGame(classic, config(`p${g}`), `g${g}`, g % 2 ? [greedyBot, randomBot] : [randomBot, randomBot]);
      expect(r.result).toBeDefined();
      expect(r.actions).toBeGreaterThan(10);
    }
  });

  it('no card is created or lost: every card is in exactly one zone after every action', () => {
    let s = classic.setup(config('conserve'), 'conserve');
    const conserved = conservedCards(s.objs.filter((o) => !o.token && o.next < 0).length);
    const rng = seedRng('conserve-bots');
    for (let i = 0; i < 400 && !s.result; i++) {
      const seat = classic.activeSeats(s)[0]!;
      const legal = classic.legalActions(s, seat);
      s = classic.apply(s, seat, randomBot.choose({ variant: classic, seat, view: null, legal, rng }) as never).state;
      conserved(s);
      const places = cardsInZones(s);
      // Cards moved during a spell's announcement stay where they are until it is paid for.
      const moving = places.filter((id) => s.objs[id]!.next !== -1);
      if (moving.length) expect(moving).toEqual([]);
    }
  });

  it('three and four players: the game ends with one winner or a draw', () => {
    for (const seats of [3, 4]) {
      const r = playGame(
        classic,
        config(`m${seats}`, seats),
        `g${seats}`,
        Array.from({ length: seats }, () => randomBot),
      );
      expect(r.result).toBeDefined();
      expect(r.result!.winners.length).toBeLessThanOrEqual(1);
    }
  });

  it('the same seed and actions replay to the same state (a saved game is its seed and actions)', () => {
    expectSameReplay(() => randomGame(classic, config('replay'), 'replay', 300));
  });

  it('a seat’s view does not depend on the other seat’s hidden cards', () => {
    const strip = (v: ReturnType<typeof viewOf>) =>
      JSON.stringify({ ...v, cards: v.cards.map((c) => c?.name ?? null) });
    const sameViewWithSwap = (s: GameState) => {
      // Swap two hidden cards of seat 1 (hand and library): seat 0's view must not change.
      const p1 = s.players[1]!;
      const h = p1.hand[0];
      const l = p1.library[0];
      if (h === undefined || l === undefined) return;
      const swapped = {
        ...s,
        objs: s.objs.map((o) =>
          o.id === h ? { ...o, card: s.objs[l]!.card } : o.id === l ? { ...o, card: s.objs[h]!.card } : o,
        ),
      };
      const seenBy0 = (id: number) => (s.objs[id]!.seenBy & 1) !== 0;
      if (seenBy0(h) || seenBy0(l)) return;
      expect(strip(viewOf(swapped, 0))).toBe(strip(viewOf(s, 0)));
    };
    randomGame(classic, config('leak'), 'leak', 60, sameViewWithSwap, 'leak-bots');
  });

  it('library order never shows: hidden cards, and cards shuffled back lose their trail (CR 103.5)', () => {
    let s = classic.setup(config('mull'), 'mull');
    const seat = s.pending!.seat;
    const hand = s.players[seat]!.hand.slice();
    s = classic.apply(s, seat, { t: 'mulligan' }).state;
    const v = viewOf(s, seat);
    for (const id of v.players[seat]!.library) expect(v.objs[id]!.card).toBe(-1);
    for (const id of hand) expect(v.objs[id]!.next).toBe(HIDDEN_NEXT);
  });

  it('determinize gives a playable state consistent with the view', () => {
    const s = classic.setup(config('det'), 'det');
    const seat = classic.activeSeats(s)[0]!;
    const full = classic.determinize(classic.view(s, seat), seat, seedRng('d'));
    expect(full.players[seat]!.hand.map((id) => full.cards[full.objs[id]!.card]!.name)).toEqual(
      s.players[seat]!.hand.map((id) => s.cards[s.objs[id]!.card]!.name),
    );
    expect(classic.legalActions(full, seat)).toEqual(classic.legalActions(s, seat));
  });

  it('bad configs get plain messages', () => {
    expect(() => classic.parseConfig({ seats: 7 })).toThrow('seats must be 2, 3 or 4');
    expect(() => classic.setup(classic.parseConfig({}), 'x')).toThrow('give each seat a deck');
  });
});
