/**
 * Bot strength at 4-player Pub Magic tables, 200 seeded games each, the tested bot's seat rotating
 * so no seat order favours it. Fixed playout counts (no clock), so the figures are the same on
 * every machine; runs in seconds.
 */
import { describe, expect, it } from 'vitest';
import { greedyBot, makeSearchBot, randomBot } from '../../bots';
import { playGame, type Bot } from '../../engine';
import { pubMagic } from './variant';

const GAMES = 200;

/** Win share of `hero` seated among three `others`, seat rotating game by game. */
function winShare(hero: Bot, other: Bot, seed: string): { share: number; draws: number } {
  const config = pubMagic.parseConfig({ seats: 4 });
  let wins = 0;
  let draws = 0;
  for (let g = 0; g < GAMES; g++) {
    const seat = g % 4;
    const bots = [other, other, other, other];
    bots[seat] = hero;
    const r = playGame(pubMagic, config, `${seed}/${g}`, bots);
    expect(r.result).toBeDefined();
    if (r.result!.winners.length === 0) draws++;
    else if (r.result!.winners.includes(seat)) wins++;
  }
  return { share: wins / GAMES, draws };
}

describe('Pub Magic bot strength (4 players, 200 games)', () => {
  it('a greedy bot among three random bots wins at least 60% (chance is 25%)', () => {
    const { share } = winShare(greedyBot, randomBot, 'strength-greedy');
    expect(share).toBeGreaterThanOrEqual(0.6);
  });

  it('a search bot among three greedy bots wins at least 40% (chance is 25%)', () => {
    // Fixed samples (no clock): every candidate is played out to the end of the next player's turn
    // on the same 32 sampled decks and hands and judged by the fitted win chance (the variant's
    // search hints, variant.ts; winChance.ts).
    const search = makeSearchBot({ samples: 32, budgetMs: undefined });
    const { share } = winShare(search, greedyBot, 'strength-search');
    console.log(`search among 3 greedy: ${(share * 100).toFixed(1)}% of ${GAMES} games`);
    // Measured before these seeds were run: 50.5% of 800 held-out games (seeds heldout-a, heldout-b),
    // a greedy bot in the same seat 27.6%, the previous search 34% (docs/variants/pub-magic.md "Bots").
    expect(share).toBeGreaterThanOrEqual(0.4);
  }, 400_000);
});
