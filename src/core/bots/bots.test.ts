import { describe, expect, it } from 'vitest';
import { seedRng } from '../engine';
import { magic54 } from '../variants/magic-54';
import { pubMagic } from '../variants/pub-magic';
import { player, table } from '../variants/magic-54/table';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { makeSearchBot, searchChoice, SEARCH_LEVELS } from './search';

const lethal = () => table().hand(0, 'H6', 'H3').field(0, 'H5', 'H7', 'H9').life(1, 3);

describe('bots', () => {
  it('random picks every legal action sometimes', () => {
    const s = lethal().build();
    const legal = magic54.legalActions(s, 0);
    const rng = seedRng('r');
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++)
      seen.add(JSON.stringify(randomBot.choose({ variant: magic54, seat: 0, view: null, legal, rng })));
    expect(seen.size).toBe(legal.length);
  });

  it('greedy and search take a lethal Damage card to the face', () => {
    const s = lethal().build();
    const legal = magic54.legalActions(s, 0);
    const want = { type: 'cast', card: 'H6', target: player(1) };
    const input = { variant: magic54, seat: 0, view: magic54.view(s, 0), legal, rng: seedRng('g') };
    expect(greedyBot.choose(input)).toEqual(want);
    expect(
      makeSearchBot({ ...SEARCH_LEVELS.easy, budgetMs: undefined }).choose({ ...input, rng: seedRng('s') }),
    ).toEqual(want);
  });

  it('search sees only the view: two games that differ in hidden cards get the same decision', () => {
    const a = table().hand(0, 'H4', 'HK').field(0, 'H5', 'H7', 'H9').field(1, 'CQ').hand(1, 'C6', 'CA').build();
    const b = table().hand(0, 'H4', 'HK').field(0, 'H5', 'H7', 'H9').field(1, 'CQ').hand(1, 'S2', 'SJ').build();
    const va = magic54.view(a, 0);
    expect(magic54.view(b, 0)).toEqual(va);
    const legal = magic54.legalActions(a, 0);
    const opts = { ...SEARCH_LEVELS.easy, budgetMs: undefined, playouts: 40 };
    const ra = searchChoice(magic54, 0, va, legal, seedRng('same'), { epsilon: 0.15, ...opts });
    const rb = searchChoice(magic54, 0, magic54.view(b, 0), legal, seedRng('same'), { epsilon: 0.15, ...opts });
    expect(rb).toEqual(ra);
    expect(ra.playouts).toBe(40);
  });

  it('search stops at its time budget when given a clock', () => {
    const s = table().hand(0, 'H4', 'HK', 'H2').field(0, 'H5', 'H7', 'H9').field(1, 'CQ').build();
    let t = 0;
    const now = () => (t += 10); // 10 ms per clock read
    const r = searchChoice(
      magic54,
      0,
      magic54.view(s, 0),
      magic54.legalActions(s, 0),
      seedRng('t'),
      { ...SEARCH_LEVELS.normal, epsilon: 0.15 },
      now,
    );
    expect(r.playouts).toBeLessThan(SEARCH_LEVELS.normal.playouts);
  });

  it("with a variant's search hints, plays every candidate on the given number of samples, deterministically", () => {
    // A Pub Magic position with a real choice (the variant gives hints: to the end of the turn, all candidates).
    let s = pubMagic.setup(pubMagic.defaultConfig(4), 'hints');
    while (pubMagic.legalActions(s, pubMagic.activeSeats(s)[0]!).length < 2) {
      const seat = pubMagic.activeSeats(s)[0]!;
      s = pubMagic.apply(s, seat, pubMagic.legalActions(s, seat)[0]!).state;
    }
    const seat = pubMagic.activeSeats(s)[0]!;
    const legal = pubMagic.legalActions(s, seat);
    const opts = { ...SEARCH_LEVELS.easy, budgetMs: undefined, epsilon: 0.15, samples: 5 };
    const r = searchChoice(pubMagic, seat, pubMagic.view(s, seat), legal, seedRng('h'), opts);
    expect(r.playouts).toBe(5 * legal.length);
    expect(searchChoice(pubMagic, seat, pubMagic.view(s, seat), legal, seedRng('h'), opts)).toEqual(r);
    expect(r.index).toBeGreaterThanOrEqual(0);
    expect(r.index).toBeLessThan(legal.length);
  });
});
