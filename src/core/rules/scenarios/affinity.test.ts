import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('affinity for artifacts (CR 702.41)', () => {
  it('costs {1} less for each artifact you control: Frogmite for {0} with four', () => {
    const s = scenario(refCard)
      .battlefield(0, "Accorder's Shield", "Accorder's Shield", "Accorder's Shield", "Accorder's Shield")
      .castResolved(0, 'Frogmite');
    expect(s.has('Frogmite')).toBe(true);
  });

  it("the other player's artifacts do not count; with one of yours and three lands it is castable", () => {
    const theirs = scenario(refCard)
      .battlefield(0, 'Plains', 'Plains')
      .battlefield(1, "Accorder's Shield", "Accorder's Shield")
      .hand(0, 'Frogmite')
      .start();
    expect(theirs.legal(0).some((a) => a.t === 'cast')).toBe(false);
    const mine = scenario(refCard)
      .battlefield(0, 'Plains', 'Plains', 'Plains', "Accorder's Shield")
      .hand(0, 'Frogmite')
      .start();
    mine.cast(0, 'Frogmite').resolve();
    expect(mine.tappedCount()).toBe(3);
    expect(mine.has('Frogmite')).toBe(true);
  });
});
