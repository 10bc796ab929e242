/** A best of three: score, end, and who chooses the next start (the loser; after a draw, the same chooser). */
import { describe, expect, it } from 'vitest';
import { chooserAfter, firstSeatOf, matchStanding } from './matchPlan';

describe('matchStanding', () => {
  it('goes on after one game, with the loser choosing the next start', () => {
    expect(matchStanding([0])).toEqual({ wins: [1, 0], winner: null, over: false, next: { game: 2, chooser: 1 } });
  });

  it('is not between games while a game is played', () => {
    expect(matchStanding([0, undefined]).next).toBeNull();
    expect(matchStanding([undefined])).toMatchObject({ wins: [0, 0], over: false, next: null });
  });

  it('ends when a seat has won two games, 2–0 or 2–1', () => {
    expect(matchStanding([1, 1])).toMatchObject({ wins: [0, 2], winner: 1, over: true, next: null });
    expect(matchStanding([0, 1, 0])).toMatchObject({ wins: [2, 1], winner: 0, over: true });
  });

  it('ends drawn after three games without two wins', () => {
    expect(matchStanding([0, null, 1])).toMatchObject({ wins: [1, 1], winner: null, over: true, next: null });
    expect(matchStanding([null, null])).toMatchObject({ over: false, next: { game: 3, chooser: null } });
  });
});

describe('who chooses who starts', () => {
  it('is the loser of the previous game; after a draw the one who chose before; at random before any decided game', () => {
    expect(chooserAfter([])).toBeNull();
    expect(chooserAfter([null])).toBeNull();
    expect(chooserAfter([1])).toBe(0);
    expect(chooserAfter([1, null])).toBe(0);
    expect(chooserAfter([1, 0])).toBe(1);
  });

  it('turns the choice into the first seat', () => {
    expect(firstSeatOf(1, true)).toBe(1);
    expect(firstSeatOf(1, false)).toBe(0);
    expect(firstSeatOf(null, true)).toBe(-1);
  });
});
