/**
 * How {@link WIN_CHANCE_WEIGHTS} were found: play seeded 4-player games, record every seat's
 * features at the start of every turn with who went on to win, and fit the softmax of
 * winChance.ts to them (maximum likelihood, Adam, a little L2). Run it with
 * `npx tsx -e "import('./src/core/variants/pub-magic/winChanceFit.ts').then((m) => m.refitWinChance())"`
 * (about half an hour on one core); it prints the weights to paste into winChance.ts.
 */
import { greedyBot, makeSearchBot } from '../../bots';
import { seedRng, type Bot } from '../../engine';
import { pubMagic } from './variant';
import { FEATURE_COUNT, FEATURES, seatFeatures, softmaxOfScores, winChances } from './winChance';
import type { PubMagicState } from './types';

/** One position: every seat's features (seat i at `i * FEATURE_COUNT`) and the seat that won. */
export interface Position {
  x: Float64Array;
  seats: number;
  winner: number;
}

/** Positions at every turn start of `games` seeded games (drawn games are left out: nobody won). */
export function collectPositions(games: number, seed: string, botsFor: (game: number) => Bot[]): Position[] {
  const config = pubMagic.parseConfig({ seats: 4 });
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const bots = botsFor(g);
    const rngs = bots.map((_, i) => seedRng(`${seed}/${g}/bot/${i}`));
    let s: PubMagicState = pubMagic.setup(config, `${seed}/${g}`);
    const mine: Float64Array[] = [];
    let turn = s.turn;
    while (!s.result) {
      const seat = pubMagic.activeSeats(s)[0]!;
      const legal = pubMagic.legalActions(s, seat);
      const input = { variant: pubMagic, seat, view: pubMagic.view(s, seat), legal, rng: rngs[seat]! };
      const action = legal.length === 1 ? legal[0]! : (bots[seat]!.choose(input) as (typeof legal)[number]);
      s = pubMagic.apply(s, seat, action, true).state;
      if (s.turn !== turn && !s.result) {
        turn = s.turn;
        const x = new Float64Array(4 * FEATURE_COUNT);
        seatFeatures(s, x);
        mine.push(x);
      }
    }
    if (s.result.winners.length === 1) for (const x of mine) out.push({ x, seats: 4, winner: s.result.winners[0]! });
  }
  return out;
}

/** Maximum likelihood of the winners under the softmax of linear scores (full-batch Adam). */
export function fitWinChance(positions: readonly Position[], iterations = 400, l2 = 1e-4): number[] {
  const F = FEATURE_COUNT;
  const w = new Float64Array(F);
  const m = new Float64Array(F);
  const v = new Float64Array(F);
  const p = new Float64Array(8);
  const grad = new Float64Array(F);
  for (let it = 1; it <= iterations; it++) {
    grad.fill(0);
    for (const { x, seats, winner } of positions) {
      softmaxOfScores(w, x, seats, p);
      for (let i = 0; i < seats; i++) {
        const g = p[i]! - (i === winner ? 1 : 0);
        for (let k = 0; k < F; k++) grad[k]! += g * x[i * F + k]!;
      }
    }
    for (let k = 0; k < F; k++) {
      const g = grad[k]! / positions.length + l2 * w[k]!;
      m[k] = 0.9 * m[k]! + 0.1 * g;
      v[k] = 0.999 * v[k]! + 0.001 * g * g;
      w[k]! -= (0.05 * (m[k]! / (1 - 0.9 ** it))) / (Math.sqrt(v[k]! / (1 - 0.999 ** it)) + 1e-8);
    }
  }
  return Array.from(w, (x) => Math.round(x * 1000) / 1000);
}

/** A search bot (32 samples, no clock) that judges with `weights` instead of the shipped ones. */
function searchWith(weights: readonly number[]): Bot {
  const bot = makeSearchBot({ samples: 32, budgetMs: undefined });
  const variant = {
    ...pubMagic,
    search: { ...pubMagic.search!, winChance: (s: PubMagicState, seat: number) => winChances(s, weights)[seat]! },
  };
  return { id: 'search', choose: (input) => bot.choose({ ...input, variant }) };
}

/**
 * The recipe behind the shipped weights: greedy games first, then games with the search (judging
 * by the first fit) in one seat, so the fit also sees the positions the search leads to.
 */
export function refitWinChance(log: (line: string) => void = console.log): number[] {
  const greedy = collectPositions(4000, 'fit-greedy', () => [greedyBot, greedyBot, greedyBot, greedyBot]);
  const first = fitWinChance(greedy);
  log(`greedy games: ${greedy.length} positions; weights ${JSON.stringify(first)}`);
  const hero = searchWith(first);
  const searched = collectPositions(3000, 'fit-search', (g) => {
    const bots = [greedyBot, greedyBot, greedyBot, greedyBot];
    bots[g % 4] = hero;
    return bots;
  });
  const weights = fitWinChance([...greedy, ...searched]);
  log(`+ search games: ${searched.length} positions`);
  log(FEATURES.map((name, k) => `  ${name}: ${weights[k]},`).join('\n'));
  return weights;
}
