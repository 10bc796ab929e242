import { describe, expect, it } from 'vitest';
import { baseVerb, inSecondPerson } from './secondPerson';

describe('the log in the second person for the person at the table', () => {
  it.each([
    ['Seat 1 plays Forest.', 'You play Forest.'],
    ['Seat 1 casts Lightning Bolt targeting Seat 2.', 'You cast Lightning Bolt targeting Seat 2.'],
    ['Seat 2 attacks Seat 1 with Hill Giant.', 'Seat 2 attacks you with Hill Giant.'],
    ['Thorn Elemental deals 7 damage to Seat 1.', 'Thorn Elemental deals 7 damage to you.'],
    ["Turn 3: Seat 1's turn.", 'Turn 3: Your turn.'],
    ['Seat 1 loses: has 0 or less life.', 'You lose: have 0 or less life.'],
    ['Seat 1 keeps 7 cards.', 'You keep 7 cards.'],
    ['Seat 1 passes.', 'You pass.'],
    ['Seat 1 wins.', 'You win.'],
    ["Seat 2 destroys Seat 1's Grizzly Bears.", 'Seat 2 destroys your Grizzly Bears.'],
    ['Seat 12 plays Island.', 'Seat 12 plays Island.'],
    ['Seat 2 plays Island.', 'Seat 2 plays Island.'],
  ])('%s → %s', (text, want) => {
    expect(inSecondPerson(text, 'Seat 1')).toBe(want);
  });

  it('conjugates the verbs the log uses', () => {
    expect(['casts', 'passes', 'copies', 'has', 'is', 'reaches', 'mulligans', 'draws'].map(baseVerb)).toEqual([
      'cast',
      'pass',
      'copy',
      'have',
      'are',
      'reach',
      'mulligan',
      'draw',
    ]);
  });
});
