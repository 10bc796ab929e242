/**
 * The d20 is fair and comes from the game's RNG: 20,000 rolls pass a chi-square test, the same state
 * rolls the same faces (a replay rolls what the game rolled), and an attack's natural is the next
 * draw of the state's RNG.
 */
import { describe, expect, it } from 'vitest';
import { cloneRng, randInt } from '../../engine/rng';
import { Draft } from '../../rules/draft';
import { attackWith, dice, openRoll } from './testkit';
import { rollD20 } from './strikes';

describe('the d20', () => {
  const t = dice().battlefield(0, 'Grizzly Bears').start();

  it('20,000 rolls are uniform on 1–20 (chi-square, 19 degrees of freedom, p = 0.001)', () => {
    const d = new Draft(t.state);
    const counts = Array<number>(20).fill(0);
    for (let i = 0; i < 20_000; i++) counts[rollD20(d) - 1]!++;
    const chi = counts.reduce((a, n) => a + (n - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(43.82);
    expect(d.s.rng).not.toEqual(t.state.rng); // drawn from the state's RNG, which moved on
    const again = new Draft(t.state);
    const replay = Array<number>(20).fill(0);
    for (let i = 0; i < 20_000; i++) replay[rollD20(again) - 1]!++;
    expect(replay).toEqual(counts);
    expect(again.s.rng).toEqual(d.s.rng);
  });

  it("an attack's natural is the next draw of the game's RNG", () => {
    const u = dice().battlefield(0, 'Grizzly Bears').start();
    const next = randInt(cloneRng(u.state.rng), 20) + 1;
    attackWith(u, ['Grizzly Bears']);
    expect(openRoll(u)!.natural).toBe(next);
  });
});
