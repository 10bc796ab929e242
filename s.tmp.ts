import { greedyBot, makeSearchBot, SEARCH_LEVELS } from './src/core/bots';
import { playGame } from './src/core/engine/simulate';
import { STARTER } from './src/core/rules/scenarios/cards';
import { classic } from './src/core/variants/classic';
const config = classic.parseConfig({ pool: STARTER, deckSeed: 'bench' });
const search = makeSearchBot({ ...SEARCH_LEVELS.normal });
let wins = 0; const n = Number(process.argv[2] ?? 6);
const times: number[] = [];
const timed = { id: 'search', choose: (i: any) => { const t = performance.now(); const r = search.choose({ variant: i.variant, seat: i.seat, view: i.view, legal: i.legal, rng: i.rng, now: () => performance.now() }); times.push(performance.now() - t); return r; } };
for (let g = 0; g < n; g++) {
  const bots = g % 2 ? [greedyBot, timed] : [timed, greedyBot];
  const r = playGame(classic, config, `s${g}`, bots as any);
  if (r.result?.winners.includes(g % 2)) wins++;
  console.log(g, r.result?.reason, r.turns);
}
times.sort((a, b) => a - b);
console.log('search wins', wins, '/', n, 'p50', times[Math.floor(times.length / 2)]?.toFixed(0), 'p95', times[Math.floor(times.length * 0.95)]?.toFixed(0), 'decisions', times.length);
