/**
 * Issue 17: the precision of the effects compiler on the hand-labelled set
 * (test/fixtures/effects-labelled, see its README): 300 cards drawn at random from those judged
 * `full` in the reference set, and 60 cards chosen for the six classes of misreading.
 * Precision = cards whose compiled tree is exactly the label / labelled cards.
 */
import { describe, expect, it } from 'vitest';
import { matchesLabel, readLabelled } from '../support/effectsLabelled';

const random = readLabelled('random.json');
const classes = readLabelled('classes.json');

describe('the labelled precision set', () => {
  it('holds 300 random cards and 10 cards for each of the six classes', () => {
    expect(random).toHaveLength(300);
    expect(new Set(random.map((c) => c.name)).size).toBe(300);
    for (const k of [1, 2, 3, 4, 5, 6]) expect(classes.filter((c) => c.class === k)).toHaveLength(10);
    // Class 5 cards carry their faces, and their labels are per face.
    for (const c of classes.filter((x) => x.class === 5)) {
      expect(c.faces?.length).toBeGreaterThanOrEqual(2);
      expect(c.expected.faces?.map((f) => f.name)).toEqual(c.faces?.map((f) => f.name));
    }
  });

  it('random part: at least 98% of the trees are exactly as labelled', () => {
    const wrong = random.filter((c) => !matchesLabel(c)).map((c) => c.name);
    expect(
      (random.length - wrong.length) / random.length,
      `not as labelled: ${wrong.join(', ')}`,
    ).toBeGreaterThanOrEqual(0.98);
  });

  it('class part: every tree is exactly as labelled', () => {
    expect(classes.filter((c) => !matchesLabel(c)).map((c) => `${c.class}: ${c.name}`)).toEqual([]);
  });
});
