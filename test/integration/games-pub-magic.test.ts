/**
 * Pub Magic through the backend API (issue 8): the shared pile is built by the backend from the
 * bundled starter pool (simulate, and start with an empty collection), 2–8 seats, a game played to
 * the end by a person and bots, saved and replayed identically.
 */
import { describe, expect, it } from 'vitest';
import { callOk, tempDirs } from '../support/backend';
import { createBackend } from '../../src/backend/api';
import type { PubMagicView } from '../../src/core/variants/pub-magic';

type Snap = {
  gameId: number;
  seat: number;
  legal: { index: number; label: string }[];
  deciders: number[];
  botToMove: boolean;
  status: string;
  step: number;
  view: PubMagicView;
  result: { winners: number[]; reason: string } | null;
};

const tmp = tempDirs('kt-pub-');

const call = callOk;

describe('Pub Magic via the games API', () => {
  it('simulates 2 to 8 bot seats with no pile given (built from the starter pool with the seed)', async () => {
    const b = createBackend({ dataDir: tmp(), host: 'test', version: '0.0.0' });
    for (const seats of [2, 5, 8]) {
      const input = { variant: 'pub-magic', seats: new Array(seats).fill('random'), games: 10, seed: `sim-${seats}` };
      const r = await call<{ games: number; wins: number[]; draws: number }>(b, 'games.simulate', input);
      expect(r.games).toBe(10);
      expect(r.wins).toHaveLength(seats);
      expect(r.wins.reduce((a, n) => a + n, 0) + r.draws).toBe(10);
      // Same seed, same games.
      expect(await call(b, 'games.simulate', input)).toMatchObject({ wins: r.wins, draws: r.draws });
    }
    const bad = await b.call('games.simulate', { variant: 'pub-magic', seats: new Array(9).fill('random'), games: 1 });
    expect(bad.ok).toBe(false);
  });

  it("plays a 4-seat game (a person and 3 bots) to the end, hides the bots' hands, and replays it", async () => {
    const b = createBackend({ dataDir: tmp(), host: 'test', version: '0.0.0' });
    let snap = await call<Snap>(b, 'games.start', {
      variant: 'pub-magic',
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'greedy' },
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
      config: { target: 8 },
      seed: 'api-pub-1',
    });
    expect(snap.view.tables).toHaveLength(4);
    expect(snap.view.config.target).toBe(8);
    expect(snap.view.cards.length).toBe(4 * 24);
    expect(snap.view.hands[0]).toHaveLength(6);
    expect(snap.view.hands.slice(1)).toEqual([null, null, null]);
    const botLabels: string[] = [];
    for (let i = 0; i < 3000 && snap.status !== 'finished'; i++) {
      if (snap.legal.length > 0)
        snap = await call<Snap>(b, 'games.act', { gameId: snap.gameId, seat: 0, index: i % snap.legal.length });
      else {
        const r = await call<Snap & { botAction: string | null }>(b, 'games.bot', { gameId: snap.gameId });
        if (r.botAction) botLabels.push(r.botAction);
        snap = r;
      }
    }
    expect(snap.status).toBe('finished');
    // A bot's move is described from the person's view, not the bot's: its face-down discards say nothing about its hand.
    expect(botLabels.filter((l) => l.endsWith('face down'))).toEqual(new Array(9).fill('Discard a card face down'));
    expect(snap.result).not.toBeNull();
    const end = await call<Snap>(b, 'games.replay', { gameId: snap.gameId, step: snap.step });
    expect(end.view).toEqual(snap.view);
  });
});
