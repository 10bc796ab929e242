/**
 * Optional costs, side by side: an additional cost (CR 601.2b: buyback 702.27, entwine 702.42,
 * replicate 702.56) or an alternative one (CR 118.9: evoke 702.74) is offered as a cast of its own
 * exactly when the lands can pay it. One table, so a new optional cost is checked the same way;
 * what each does once paid is in its own file (buyback.test.ts, entwine.test.ts, …).
 */
import { describe, expect, it } from 'vitest';
import { scenario, type CastOptions } from '../testkit';
import { refCard } from './reference';

/** A number of lands in play and the casts offered with them. */
type Offer = [lands: number, casts: CastOptions[]];

// The cost, its card, the card's lands, then a count of lands that pays the cost and one that falls short.
const COSTS: [cost: string, card: string, land: string, pays: Offer, short: Offer][] = [
  ['buyback {4}', 'Searing Touch', 'Mountain', [5, [{}, { buyback: true }]], [4, [{}]]],
  ['entwine {2}', 'Barbed Lightning', 'Mountain', [5, [{}, { entwine: true }]], [4, [{}]]],
  [
    'replicate {1}{R}',
    'Pyromatics',
    'Mountain',
    [6, [{}, { replicate: 1 }, { replicate: 2 }]],
    [5, [{}, { replicate: 1 }]],
  ],
  ['evoke {2}{U}', 'Mulldrifter', 'Island', [5, [{}, { evoke: true }]], [3, [{ evoke: true }]]],
];

describe.each(COSTS)('%s', (_cost, card, land, pays, short) => {
  it.each([pays, short])(`with %i lands, ${card} is offered as %j`, (lands, casts) => {
    // The opponent's creature is there for entwine: Barbed Lightning's first mode targets a creature.
    const t = scenario(refCard).lands(0, lands, land).battlefield(1, 'Hill Giant').hand(0, card).start();
    expect(t.castOptions(0, card)).toEqual(casts);
  });
});
