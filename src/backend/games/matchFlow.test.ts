/**
 * A best of three of Magic Combat with Dice through the real backend (SQLite in a temporary folder):
 * the match's score from its games, sideboarding between games (errors leave the decks whole), the
 * loser choosing who starts, the bot's deck kept, the match's end, and resuming from a new backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodOutput } from '../../contract';
import type { Backend } from '../api';
import { backendAt, callOk, dropBackend, starterBackend } from '../../../test/support/backend';

type Snap = MethodOutput<'games.get'>;
type Match = NonNullable<Snap['match']>;
type Built = { ok: boolean; main: { card: { oracleId: string; name: string; typeLine: string }; quantity: number }[] };

async function refused(b: Backend, method: string, input: unknown): Promise<string> {
  const r = await b.call(method, input);
  if (r.ok) throw new Error(`${method} should have been refused`);
  expect(r.error.code).toBe('bad_input');
  return r.error.message;
}

describe('best-of-three matches (Magic Combat with Dice)', () => {
  let dir: string;
  let b: Backend;
  let deckId: number;
  let sideNames: string[];
  let mainSpell: string;
  beforeAll(async () => {
    ({ dir, b } = await starterBackend('kt-match-'));
    const built = await callOk<Built>(b, 'decks.build', { variant: 'combat-with-dice', seed: 7 });
    const other = await callOk<Built>(b, 'decks.build', { variant: 'combat-with-dice', seed: 8, colors: ['W', 'U'] });
    const inMain = new Set(built.main.map((e) => e.card.oracleId));
    const side = other.main
      .filter((e) => !inMain.has(e.card.oracleId) && !e.card.typeLine.includes('Land'))
      .slice(0, 3);
    sideNames = side.map((e) => e.card.name);
    mainSpell = built.main.find((e) => !e.card.typeLine.includes('Land'))!.card.name;
    const entry = (e: Built['main'][number], quantity = e.quantity) => ({ oracleId: e.card.oracleId, quantity });
    deckId = (
      await callOk<{ id: number; legal: boolean }>(b, 'decks.create', {
        name: 'Green match',
        variant: 'combat-with-dice',
        main: built.main.map((e) => entry(e)),
        sideboard: side.map((e) => entry(e, 1)),
      })
    ).id;
  }, 60_000);
  afterAll(() => dropBackend({ dir, b }));

  const start = () =>
    callOk<Snap>(b, 'games.start', {
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      config: { match: 'best-of-three' },
      seed: 'match-1',
      decks: [{ kind: 'saved', deckId }, { kind: 'auto' }],
    });
  /** Ends a game as if played out (the score is read from the saved games' results). */
  const finish = (gameId: number, winners: number[]) =>
    b.context.db
      .prepare(`UPDATE saved_games SET status = 'finished', result = ? WHERE id = ?`)
      .run(JSON.stringify({ winners, reason: 'test' }), gameId);
  const get = (gameId: number) => callOk<Snap>(b, 'games.get', { gameId, seat: 0 });

  it('starts game 1 with the saved deck and its sideboard, no score yet, nothing to swap while it is played', async () => {
    const snap = await start();
    expect(snap.name).toMatch(/ · game 1$/);
    expect(snap.match).toMatchObject({ game: 1, wins: [0, 0], winner: null, over: false, next: null });
    expect(snap.match!.deck).toMatchObject({ mainCount: 60, sideCount: 3 });
    expect(snap.match!.deck!.side.map((c) => c.name).sort()).toEqual([...sideNames].sort());
    expect(snap.tableOptions.find((o) => o.label === 'Match')?.value).toMatch(/Best of three/);
    expect(await refused(b, 'matches.sideboard', { gameId: snap.gameId, seat: 0, into: [sideNames[0]] })).toMatch(
      /being played/,
    );
    expect(await refused(b, 'matches.next', { gameId: snap.gameId, seat: 0 })).toMatch(/being played/);
  });

  it('refuses a match of more than two seats, and a single game has no match', async () => {
    const three = await b.call('games.start', {
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      config: { match: 'best-of-three' },
    });
    expect(!three.ok && three.error.message).toMatch(/two seats|2 seats/);
    const single = await callOk<Snap>(b, 'games.start', {
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    expect(single.match).toBeNull();
  });

  it('sideboards between games with the swap checked, the loser choosing the start, and ends 2–1', async () => {
    const g1 = await start();
    finish(g1.gameId, [0]); // you win game 1: the bot chooses, and plays first
    let m = (await get(g1.gameId)).match!;
    expect(m).toMatchObject({ wins: [1, 0], over: false, next: { game: 2, chooser: 1 } });

    // A swap that breaks a rule changes nothing and says why.
    const tooMany = await refused(b, 'matches.sideboard', { gameId: g1.gameId, seat: 0, out: [mainSpell] });
    expect(tooMany).toBe('59 cards — the deck needs at least 60.');
    expect(await refused(b, 'matches.sideboard', { gameId: g1.gameId, seat: 0, into: ['No Such Card'] })).toMatch(
      /No Such Card is not in the sideboard/,
    );
    expect(await refused(b, 'matches.sideboard', { gameId: g1.gameId, seat: 1, into: [sideNames[0]] })).toMatch(
      /bot: it keeps its deck/,
    );
    expect((await get(g1.gameId)).match!.deck).toMatchObject({ mainCount: 60, sideCount: 3 });

    // Card for card.
    m = await callOk<Match>(b, 'matches.sideboard', {
      gameId: g1.gameId,
      seat: 0,
      out: [mainSpell],
      into: [sideNames[0]],
    });
    expect(m.deck).toMatchObject({ mainCount: 60, sideCount: 3 });
    expect(m.deck!.side.map((c) => c.name)).toContain(mainSpell);
    expect(m.deck!.main.map((c) => c.name)).toContain(sideNames[0]);

    // The bot chose: it plays first in game 2, with the decks as they are now.
    const g2 = await callOk<Snap>(b, 'matches.next', { gameId: g1.gameId, seat: 0 });
    expect(g2.gameId).not.toBe(g1.gameId);
    expect(g2.name).toMatch(/ · game 2$/);
    expect(g2.match).toMatchObject({ game: 2, wins: [1, 0], next: null, currentGameId: g2.gameId });
    expect((await get(g1.gameId)).match!.currentGameId).toBe(g2.gameId);
    const saved = JSON.parse(
      (b.context.db.prepare('SELECT config FROM saved_games WHERE id = ?').get(g2.gameId) as { config: string }).config,
    ) as { config: { firstSeat: number } };
    expect(saved.config.firstSeat).toBe(1);
    expect(await refused(b, 'matches.next', { gameId: g1.gameId, seat: 0 })).toMatch(/being played/);

    finish(g2.gameId, [1]); // you lose game 2: you choose
    expect((await get(g2.gameId)).match).toMatchObject({ wins: [1, 1], next: { game: 3, chooser: 0 } });
    expect(await refused(b, 'matches.next', { gameId: g2.gameId, seat: 0 })).toMatch(/choose whether you play first/);
    const g3 = await callOk<Snap>(b, 'matches.next', { gameId: g2.gameId, seat: 0, playFirst: false });
    expect(g3.match).toMatchObject({ game: 3 });

    finish(g3.gameId, [0]);
    m = (await get(g3.gameId)).match!;
    expect(m).toMatchObject({ wins: [2, 1], winner: 0, over: true, next: null });
    expect(m.games.map((g) => g.winner)).toEqual([0, 1, 0]);
    expect(await refused(b, 'matches.next', { gameId: g3.gameId, seat: 0 })).toMatch(/match is over/);
    expect(await refused(b, 'matches.sideboard', { gameId: g3.gameId, seat: 0, into: [mainSpell] })).toMatch(
      /match is over/,
    );
  });

  it('plays the chosen decks and start: the swapped-in card is in game 2 and the chooser’s seat goes first', async () => {
    const g1 = await start();
    finish(g1.gameId, [1]);
    await callOk(b, 'matches.sideboard', { gameId: g1.gameId, seat: 0, into: sideNames });
    const g2 = await callOk<Snap>(b, 'matches.next', { gameId: g1.gameId, seat: 0, playFirst: true });
    expect(g2.match!.deck).toMatchObject({ mainCount: 63, sideCount: 0 });
    const config = JSON.parse(
      (b.context.db.prepare('SELECT config FROM saved_games WHERE id = ?').get(g2.gameId) as { config: string }).config,
    ) as { config: { decks: { name: string }[][]; firstSeat: number } };
    expect(config.config.firstSeat).toBe(0);
    expect(config.config.decks[0]!.length).toBe(63);
    for (const n of sideNames) expect(config.config.decks[0]!.map((c) => c.name)).toContain(n);
    // The bot keeps its deck.
    const g1config = JSON.parse(
      (b.context.db.prepare('SELECT config FROM saved_games WHERE id = ?').get(g1.gameId) as { config: string }).config,
    ) as { config: { decks: { name: string }[][] } };
    expect(config.config.decks[1]).toEqual(g1config.config.decks[1]);
  });

  it('a game played out by moves counts in the match (a drawn game: the next start is drawn at random)', async () => {
    let snap = await callOk<Snap>(b, 'games.start', {
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      config: { match: 'best-of-three', maxTurns: 2 },
      seed: 'match-short',
      decks: [{ kind: 'saved', deckId }, { kind: 'auto' }],
    });
    for (let i = 0; i < 2000 && snap.status !== 'finished'; i++) {
      snap = snap.botToMove
        ? await callOk<Snap>(b, 'games.bot', { gameId: snap.gameId, seat: 0 })
        : await callOk<Snap>(b, 'games.act', { gameId: snap.gameId, seat: 0, index: snap.legal.length - 1 });
    }
    expect(snap.status).toBe('finished');
    const winner = snap.result!.winners.length === 1 ? snap.result!.winners[0]! : null;
    expect(snap.match).toMatchObject({
      games: [{ status: 'finished', winner }],
      next: { game: 2, chooser: winner === null ? null : 1 - winner },
    });
  });

  it('resumes a match from the database in a new backend: score, current decks, what comes next', async () => {
    const g1 = await start();
    finish(g1.gameId, [1]);
    await callOk(b, 'matches.sideboard', { gameId: g1.gameId, seat: 0, out: [mainSpell], into: [sideNames[1]] });
    const again = backendAt(dir);
    try {
      const m = (await callOk<Snap>(again, 'games.get', { gameId: g1.gameId, seat: 0 })).match!;
      expect(m).toMatchObject({ wins: [0, 1], next: { game: 2, chooser: 0 }, deck: { mainCount: 60, sideCount: 3 } });
      expect(m.deck!.main.map((c) => c.name)).toContain(sideNames[1]);
      // The saved games list offers to continue the match from its newest game.
      const list = await callOk<{ games: { gameId: number; match: { game: number; open: boolean } | null }[] }>(
        again,
        'games.list',
        {},
      );
      expect(list.games.find((g) => g.gameId === g1.gameId)?.match).toEqual({ game: 1, open: true });
      const g2 = await callOk<Snap>(again, 'matches.next', { gameId: g1.gameId, seat: 0, playFirst: true });
      const after = await callOk<{ games: { gameId: number; match: { game: number; open: boolean } | null }[] }>(
        again,
        'games.list',
        {},
      );
      expect(after.games.find((g) => g.gameId === g1.gameId)?.match).toEqual({ game: 1, open: false });
      expect(g2.match).toMatchObject({ game: 2, wins: [0, 1] });
    } finally {
      await again.close();
    }
  });

  it('under an agreed format, a match refuses a deck with a banned sideboard card (it could come in); one game does not', async () => {
    b.context.db
      .prepare(`UPDATE cards SET legalities = ? WHERE name = ?`)
      .run(JSON.stringify({ modern: 'banned' }), sideNames[2]);
    const input = (match: string) => ({
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      config: { match, format: 'modern' },
      decks: [{ kind: 'saved', deckId }, { kind: 'auto' }],
    });
    expect(await refused(b, 'games.start', input('best-of-three'))).toMatch(
      new RegExp(`${sideNames[2]} is banned in Modern`),
    );
    expect((await callOk<Snap>(b, 'games.start', input('single'))).match).toBeNull();
    // The Play screen's offer says so before Start, with the same options.
    type Offer = { decks: { id: number; legal: boolean; problems: string[] }[] };
    const offered = async (match: string) =>
      (
        await callOk<Offer>(b, 'games.decks', {
          variant: 'combat-with-dice',
          players: 2,
          config: { match, format: 'modern' },
        })
      ).decks.find((d) => d.id === deckId)!;
    const refusedDeck = await offered('best-of-three');
    expect(refusedDeck.legal).toBe(false);
    expect(refusedDeck.problems.join('\n')).toMatch(new RegExp(`^${sideNames[2]} is banned in Modern`, 'm'));
    expect(await offered('single')).toMatchObject({ legal: true, problems: [] });
  });
});
