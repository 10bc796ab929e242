/** The search's judgement (winChance.ts) and its fitting (winChanceFit.ts). */
import { describe, expect, it } from 'vitest';
import { greedyBot, makeSearchBot } from '../../bots';
import { seedRng } from '../../engine';
import { Game, table } from './testkit';
import type { PubMagicState } from './types';
import { pubMagic } from './variant';
import { FEATURE_COUNT, FEATURES, winChances } from './winChance';
import { collectPositions, fitWinChance } from './winChanceFit';

const deck = ['Island', 'Swamp', 'Forest'];

/** A late position: testkit tables hold no dealt cards, so the deck reads as nearly used up. */
function late(seats: number, build: (t: ReturnType<typeof table>) => ReturnType<typeof table>): PubMagicState {
  const s = build(table(seats))
    .deckTop(...deck)
    .build().state;
  return { ...s, config: { ...s.config, deal: 0 } };
}

describe('Pub Magic win chance (the search bot judgement)', () => {
  it('gives every seat a chance, adding up to 1; more lands and out-numbering the neighbours are worth more', () => {
    const even = late(4, (t) => t.lands(0, 4).lands(1, 4).lands(2, 4).lands(3, 4));
    const p = winChances(even);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    for (const x of p) expect(x).toBeGreaterThan(0.05);
    const richer = late(4, (t) => t.lands(0, 7).lands(1, 4).lands(2, 4).lands(3, 4));
    expect(winChances(richer)[0]).toBeGreaterThan(p[0]!);
    const armed = late(4, (t) =>
      t.lands(0, 4).on(0, 'Grizzly Bears', 'Hill Giant').lands(1, 4).lands(2, 4).lands(3, 4),
    );
    expect(winChances(armed)[0]).toBeGreaterThan(p[0]!);
  });

  it('a won game is certain; a fight won counts the land as moved before it is given', () => {
    const g = new Game(late(2, (t) => t.lands(0, 5).on(0, 'Grizzly Bears').lands(1, 3)));
    expect(winChances({ ...g.state, result: { winners: [1], reason: 'test' } })).toEqual([0, 1]);
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.state.phase).toBe('giveLand');
    const owed = winChances(g.state);
    g.act(1, { kind: 'giveLand', card: g.id(1, 'Forest') });
    expect(winChances(g.state)[0]).toBeCloseTo(owed[0]!, 9);
  });

  it('the fit learns from who won: a bigger land total late in the game is good', () => {
    const positions = collectPositions(30, 'fit-test', () => [greedyBot, greedyBot, greedyBot, greedyBot]);
    expect(positions.length).toBeGreaterThan(300);
    expect(positions[0]!.x).toHaveLength(4 * FEATURE_COUNT);
    const w = fitWinChance(positions, 100);
    expect(w[FEATURES.indexOf('totalLate')]).toBeGreaterThan(0);
  });

  it('the search decides from the view only and the same seed gives the same choice', () => {
    const s = pubMagic.setup(pubMagic.parseConfig({ seats: 4 }), 'wc-view');
    const seat = pubMagic.activeSeats(s)[0]!;
    const legal = pubMagic.legalActions(s, seat);
    const bot = makeSearchBot({ samples: 4, budgetMs: undefined });
    const choose = () =>
      bot.choose({ variant: pubMagic, seat, view: pubMagic.view(s, seat), legal, rng: seedRng('x') });
    expect(choose()).toEqual(choose());
    expect(legal).toContainEqual(choose());
  });
});
