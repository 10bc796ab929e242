/**
 * Saved games shared by two windows or hosts on one data folder (issue 23, findings 5 and 6): a
 * move made from a stale copy is refused with a plain message instead of erasing the other's move,
 * and one unreadable row is named in the list instead of breaking it.
 */
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../src/backend/api';
import { callOk, tempDirs } from '../support/backend';

const tmp = tempDirs('kt-games-conc-');
type Snap = { gameId: number; step: number; botToMove: boolean; legal: unknown[] };

describe('saved games shared by two hosts', () => {
  it('a stale save is refused and loses nothing', async () => {
    const dataDir = tmp();
    const a = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const start = await callOk<Snap>(a, 'games.start', {
      variant: 'magic-54',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      config: { starter: 0 },
      seed: 'conc-1',
    });
    const id = start.gameId;
    await callOk(b, 'games.get', { gameId: id }); // the second window loads it
    await callOk(a, 'games.act', { gameId: id, seat: 0, index: 0 }); // a move in the first
    const stale = await b.call('games.act', { gameId: id, seat: 0, index: 0 });
    expect(stale.ok).toBe(false);
    expect(stale.ok ? null : stale.error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('changed in another window'),
    });
    // The first window's move is still there; the second, reloaded, sees it and can play on.
    const reloaded = await callOk<{ step: number }>(b, 'games.get', { gameId: id });
    expect(reloaded.step).toBe(1);
    await a.close();
    await b.close();
  });

  it('one unreadable row is named, the others are listed', async () => {
    const dataDir = tmp();
    const a = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    for (const seed of ['r1', 'r2'])
      await callOk(a, 'games.start', {
        variant: 'magic-54',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
        config: { starter: 0 },
        seed,
      });
    a.context.db.prepare("UPDATE saved_games SET config = '{broken' WHERE seed = 'r1'").run();
    const list = await callOk<{ games: { gameId: number }[]; unreadable: { gameId: number; reason: string }[] }>(
      a,
      'games.list',
      {},
    );
    expect(list.games).toHaveLength(1);
    expect(list.unreadable).toHaveLength(1);
    expect(list.unreadable[0]!.reason).toMatch(/JSON/);
    await a.close();
  });
});
