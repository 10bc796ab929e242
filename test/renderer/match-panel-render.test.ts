/**
 * The best-of-three panel after a game of Magic Combat with Dice (issue 20), rendered with React's
 * server renderer from the snapshot's `match` as the backend sends it: the score game by game, the
 * sideboarding lists with a button per card, who chooses the next start, and the match's winner.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MatchPanel } from '../../src/renderer/src/screens/play/match/MatchPanel';
import type { MatchInfo } from '../../src/renderer/src/screens/play/match/matchWords';
import type { GameSnapshot } from '../../src/renderer/src/screens/play/types';

// The panel's buttons call the backend; rendering calls nothing (the client needs a window).
vi.mock('../../src/renderer/src/api/client', () => ({ api: { call: vi.fn() } }));

const baseMatch: MatchInfo = {
  matchId: 1,
  game: 2,
  games: [
    { gameId: 10, number: 1, status: 'finished', winner: 0 },
    { gameId: 11, number: 2, status: 'finished', winner: 1 },
  ],
  wins: [1, 1],
  winner: null,
  over: false,
  currentGameId: 11,
  next: { game: 3, chooser: 0 },
  deck: {
    main: [
      { name: 'Forest', count: 24 },
      { name: 'Grizzly Bears', count: 4 },
    ],
    side: [{ name: 'Naturalize', count: 2 }],
    mainCount: 60,
    sideCount: 2,
  },
};

function render(match: MatchInfo, gameId = 11) {
  const snap = {
    gameId,
    seat: 0,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random', strength: 'normal' }],
    status: 'finished',
    result: { winners: [1], reason: 'Seat 1 has 0 life' },
    match,
  } as unknown as GameSnapshot & { match: MatchInfo };
  const html = renderToStaticMarkup(
    createElement(MatchPanel, {
      snap,
      seatName: (s: number) => (s === 0 ? 'You' : `Seat ${s + 1}`),
      onMatch: () => {},
      onOpenGame: () => {},
    }),
  );
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}

describe('the match panel', () => {
  it('between games after a loss: the score, sideboarding lists with a button per card, and your choice of start', () => {
    const html = render(baseMatch);
    expect(html).toContain('Best of three, game 2: You 1 – Seat 2 1');
    expect(html).toMatch(/Game 1: You won/);
    expect(html).toMatch(/Game 2: Seat 2 won \(this game\)/);
    expect(html).toContain('Sideboarding for game 3');
    expect(html).toContain('aria-label="Take out one Grizzly Bears"');
    expect(html).toContain('aria-label="Bring in one Naturalize"');
    expect(html).toContain('Your deck (60)');
    expect(html).toContain('Sideboard (2)');
    expect(html).toContain('You lost the last game: you choose who plays first in game 3.');
    expect(html).toContain('data-testid="match-play-first"');
    expect(html).toContain('Draw first (Seat 2 plays first)');
    // Nothing picked yet: the swap button waits.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="match-swap-apply"/);
  });

  it('after a win the bot chooses: one button starts the next game', () => {
    const html = render(
      {
        ...baseMatch,
        game: 1,
        games: baseMatch.games.slice(0, 1),
        wins: [1, 0],
        currentGameId: 10,
        next: { game: 2, chooser: 1 },
      },
      10,
    );
    expect(html).toContain('Seat 2 lost the last game and chooses to play first in game 2.');
    expect(html).toContain('data-testid="match-start-next"');
    expect(html).not.toContain('data-testid="match-play-first"');
  });

  it('the match is over: who won it, no sideboarding, no next game', () => {
    const html = render(
      {
        ...baseMatch,
        game: 3,
        games: [...baseMatch.games, { gameId: 12, number: 3, status: 'finished', winner: 0 }],
        wins: [2, 1],
        winner: 0,
        over: true,
        currentGameId: 12,
        next: null,
      },
      12,
    );
    expect(html).toMatch(/data-testid="match-headline">You won the match 2–1</);
    expect(html).not.toContain('match-sideboard');
    expect(html).not.toContain('match-next');
  });

  it('an earlier game of a match that went on points to the game being played', () => {
    const html = render(
      {
        ...baseMatch,
        games: [...baseMatch.games, { gameId: 12, number: 3, status: 'in_progress', winner: null }],
        currentGameId: 12,
        next: null,
      },
      10,
    );
    expect(html).toContain('Game 3 of this match has started.');
    expect(html).toContain('data-testid="match-go-current"');
    expect(html).not.toContain('match-sideboard');
  });
});
