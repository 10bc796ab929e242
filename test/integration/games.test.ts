import { describe, expect, it } from 'vitest';
import { callOk, tempDirs } from '../support/backend';
import { createBackend, type Backend } from '../../src/backend/api';
import { runCli } from '../../src/cli/run';

type Snap = {
  gameId: number;
  seat: number;
  legal: { index: number; label: string }[];
  botToMove: boolean;
  status: string;
  step: number;
  view: { turn: number; players: { life: number; hand: string[] | null }[] };
  log: { text: string }[];
  result: unknown;
};

const tmp = tempDirs('kt-games-');

const call = callOk;

/** Plays to the end: the person takes the first legal action, bots move in the backend. */
async function playOut(b: Backend, snap: Snap, maxMoves = 5000): Promise<Snap> {
  for (let i = 0; i < maxMoves && snap.status !== 'finished'; i++) {
    if (snap.botToMove) snap = await call<Snap>(b, 'games.bot', { gameId: snap.gameId });
    else snap = await call<Snap>(b, 'games.act', { gameId: snap.gameId, seat: 0, index: i % snap.legal.length });
  }
  return snap;
}

describe('games API', () => {
  it('starts a game vs a bot, acts, saves to SQLite, resumes after a restart, replays step by step', async () => {
    const dataDir = tmp();
    let b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    let snap = await call<Snap>(b, 'games.start', {
      variant: 'magic-54',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      config: { starter: 0 },
      seed: 'api-1',
    });
    expect(snap.seat).toBe(0);
    expect(snap.view.players[0]!.hand).toHaveLength(5);
    expect(snap.view.players[1]!.hand).toBeNull();
    expect(snap.legal[0]!.label).toBe('End this phase');
    // Illegal moves are refused: an index out of range, a bot's seat, a stale step.
    expect((await b.call('games.act', { gameId: snap.gameId, seat: 0, index: 999 })).ok).toBe(false);
    expect((await b.call('games.act', { gameId: snap.gameId, seat: 1, index: 0 })).ok).toBe(false);
    expect((await b.call('games.act', { gameId: snap.gameId, seat: 0, index: 0, step: 5 })).ok).toBe(false);
    for (let i = 0; i < 30; i++) {
      snap = snap.botToMove
        ? await call<Snap>(b, 'games.bot', { gameId: snap.gameId })
        : await call<Snap>(b, 'games.act', { gameId: snap.gameId, seat: 0, index: 0, step: snap.step });
    }
    const mid = snap;
    await call(b, 'games.save', { gameId: snap.gameId, name: 'Mid game' });
    await b.close();

    b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const list = await call<{ games: { gameId: number; name: string; status: string; steps: number }[] }>(
      b,
      'games.list',
      {},
    );
    expect(list.games).toEqual([
      expect.objectContaining({ gameId: mid.gameId, name: 'Mid game', status: 'in_progress', steps: mid.step }),
    ]);
    const resumed = await call<Snap>(b, 'games.get', { gameId: mid.gameId });
    expect(resumed.view).toEqual(mid.view);
    expect(resumed.legal).toEqual(mid.legal);
    expect(resumed.log).toEqual(mid.log);

    const end = await playOut(b, resumed);
    expect(end.status).toBe('finished');
    expect(end.result).not.toBeNull();
    const finished = await call<{ games: { status: string }[] }>(b, 'games.list', { status: 'finished' });
    expect(finished.games).toHaveLength(1);

    const r0 = await call<Snap & { totalSteps: number }>(b, 'games.replay', { gameId: mid.gameId, step: 0 });
    expect(r0.totalSteps).toBe(end.step);
    expect(r0.view.turn).toBe(1);
    expect(r0.log).toEqual([]);
    const rMid = await call<Snap>(b, 'games.replay', { gameId: mid.gameId, step: mid.step });
    expect(rMid.view).toEqual(mid.view);
    const rEnd = await call<Snap>(b, 'games.replay', { gameId: mid.gameId, step: end.step });
    expect(rEnd.view).toEqual(end.view);
    await b.close();
  });

  it('CLI simulate plays Magic Combat with Dice (004) with starter-pool decks', async () => {
    let out = '';
    const args = [
      'simulate',
      '--variant',
      'combat-with-dice',
      '--seats',
      'random,random',
      '--games',
      '2',
      '--seed',
      'd',
    ];
    const code = await runCli([...args, '--data', tmp(), '--json'], { stdout: (t) => (out += t), stderr: () => {} });
    expect(code).toBe(0);
    const r = JSON.parse(out) as { games: number; wins: number[]; draws: number };
    expect(r.games).toBe(2);
    expect(r.wins.reduce((x, y) => x + y, 0) + r.draws).toBe(2);
  });

  it('CLI simulate plays Classic Magic on the rules core with starter-pool decks', async () => {
    let out = '';
    const args = [
      'simulate',
      '--variant',
      'classic',
      '--seats',
      'random,greedy',
      '--games',
      '3',
      '--seed',
      'c',
      '--data',
      tmp(),
      '--json',
    ];
    const code = await runCli(args, { stdout: (t) => (out += t), stderr: () => {} });
    expect(code).toBe(0);
    const r = JSON.parse(out) as { games: number; wins: number[]; draws: number };
    expect(r.games).toBe(3);
    expect(r.wins.reduce((x, y) => x + y, 0) + r.draws).toBe(3);
  });

  it('CLI simulate goes through the API and is deterministic', async () => {
    const dataDir = tmp();
    const run = async () => {
      let out = '';
      const code = await runCli(
        [
          'simulate',
          '--variant',
          'magic-54',
          '--seats',
          'random,greedy',
          '--games',
          '10',
          '--seed',
          's',
          '--data',
          dataDir,
          '--json',
        ],
        {
          stdout: (t) => (out += t),
          stderr: () => {},
        },
      );
      expect(code).toBe(0);
      return JSON.parse(out) as {
        games: number;
        wins: number[];
        draws: number;
        averageTurns: number;
        gamesPerSecond: number;
      };
    };
    const a = await run();
    const b = await run();
    expect(Object.keys(a).sort()).toEqual(['averageTurns', 'draws', 'games', 'gamesPerSecond', 'wins']);
    expect(a.games).toBe(10);
    expect(a.wins.reduce((x, y) => x + y, 0) + a.draws).toBe(10);
    expect({ ...a, gamesPerSecond: 0 }).toEqual({ ...b, gamesPerSecond: 0 });
    expect(a.gamesPerSecond).toBeGreaterThan(0);
  });

  it('refuses an unknown variant and a wrong seat count in plain words', async () => {
    const b = createBackend({ dataDir: tmp(), host: 'test', version: '0.0.0' });
    const r = await b.call('games.start', { variant: 'nope', seats: [{ kind: 'human' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/no variant "nope"/);
    const r2 = await b.call('games.start', { variant: 'magic-54', seats: [{ kind: 'human' }] });
    if (!r2.ok) expect(r2.error.message).toMatch(/2–2 seats/);
    expect(r2.ok).toBe(false);
    await b.close();
  });
});

describe('the opening of a game in the log', () => {
  it("shows Dice Duel's who-starts roll before the first move, also after a restart", async () => {
    const dataDir = tmp();
    let b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    type Opened = Omit<Snap, 'log'> & { log: { step: number; type: string; text: string; dice?: unknown[] }[] };
    const snap = await call<Opened>(b, 'games.start', {
      variant: 'dice-duel',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      seed: 'opening-1',
    });
    const opening = snap.log.filter((e) => e.step === -1);
    // 000: "Highest dice roll decides who starts." — one d6 each (again on a tie), then who starts.
    expect(opening.filter((e) => e.type === 'dice').length).toBeGreaterThanOrEqual(2);
    expect(opening.some((e) => /rolled highest and starts/.test(e.text))).toBe(true);
    await b.close();
    b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const again = await call<Opened>(b, 'games.get', { gameId: snap.gameId, seat: 0 });
    expect(again.log.filter((e) => e.step === -1)).toEqual(opening);
    await b.close();
  });
});
