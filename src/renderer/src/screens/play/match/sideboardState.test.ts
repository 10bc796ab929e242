import { describe, expect, it } from 'vitest';
import { chooserLine, matchHeadline, scoreLine, type MatchInfo } from './matchWords';
import { namesLine, NO_SWAP, pick, sizesAfter, unpick } from './sideboardState';

describe('the swap being put together', () => {
  it('picks no more copies than there are, unpicks one at a time, and says the sizes after', () => {
    let s = pick(NO_SWAP, 'out', 'Shock', 2);
    s = pick(pick(s, 'out', 'Shock', 2), 'out', 'Shock', 2);
    expect(s.out).toEqual(['Shock', 'Shock']);
    s = pick(s, 'into', 'Naturalize', 1);
    expect(namesLine(s.out)).toBe('Shock ×2');
    expect(sizesAfter(60, 3, s)).toEqual({ main: 59, side: 4 });
    expect(unpick(s, 'out', 'Shock').out).toEqual(['Shock']);
    expect(unpick(s, 'into', 'Shock')).toBe(s);
  });
});

const match = (over: Partial<MatchInfo>): MatchInfo => ({
  matchId: 1,
  game: 1,
  games: [],
  wins: [1, 0],
  winner: null,
  over: false,
  currentGameId: 1,
  next: { game: 2, chooser: 1 },
  deck: null,
  ...over,
});
const name = (s: number) => (s === 0 ? 'You' : `Seat ${s + 1}`);

describe('the match in words', () => {
  it('gives the score, the match winner from the viewer’s side, and a draw', () => {
    expect(scoreLine(match({}), name)).toBe('You 1 – Seat 2 0');
    expect(matchHeadline(match({}), 0, true, name)).toBe('Best of three, game 1: You 1 – Seat 2 0');
    expect(matchHeadline(match({ over: true, winner: 0, wins: [2, 1] }), 0, true, name)).toBe('You won the match 2–1');
    expect(matchHeadline(match({ over: true, winner: 1, wins: [0, 2] }), 0, true, name)).toBe('You lost the match 0–2');
    expect(matchHeadline(match({ over: true, winner: 1, wins: [0, 2] }), -1, false, name)).toBe(
      'Seat 2 won the match 2–0',
    );
    expect(matchHeadline(match({ over: true, wins: [1, 1] }), 0, true, name)).toBe('The match is drawn 1–1');
  });

  it('says who chooses the next start', () => {
    expect(chooserLine(match({}), 0, name)).toBe('Seat 2 lost the last game and chooses to play first in game 2.');
    expect(chooserLine(match({ next: { game: 3, chooser: 0 } }), 0, name)).toMatch(
      /^You lost the last game: you choose/,
    );
    expect(chooserLine(match({ next: { game: 2, chooser: null } }), 0, name)).toMatch(/drawn at random/);
  });
});
