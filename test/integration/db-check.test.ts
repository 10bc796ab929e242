/**
 * `db check` and `db check --quarantine` (issue 23, finding 6), as a real CLI process against a
 * real SQLite file: a saved game and a deck damaged by raw SQL are reported (table, id, reason,
 * exit 1), then moved into the quarantine table in one go, after which games.list no longer
 * reports the game and the check is clean.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../src/backend/api';
import { dbPathIn } from '../../src/backend/paths';
import { runCli } from '../../src/cli/run';
import { callOk, tempDirs } from '../support/backend';

const tmp = tempDirs('kt-db-check-');

/** `kitchen-table <args>` as a separate process, through the bin entry. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/kitchen-table.js', ...args], { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same CLI in this process (a real process takes seconds to start: the quarantine run is the real one). */
async function cliHere(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

type GameList = { games: { gameId: number }[]; unreadable: { gameId: number; reason: string }[] };

describe('db check', () => {
  it('reports damaged rows, quarantines them, and the app stops tripping over them', async () => {
    const dataDir = tmp();
    const b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'random' }];
    const good = await callOk<{ gameId: number }>(b, 'games.start', {
      variant: 'magic-54',
      seats,
      config: { starter: 0 },
      seed: 'ok',
    });
    const bad = await callOk<{ gameId: number }>(b, 'games.start', {
      variant: 'magic-54',
      seats,
      config: { starter: 0 },
      seed: 'bad',
    });
    const deck = await callOk<{ id: number }>(b, 'decks.create', { name: 'Broken', variant: 'magic-54' });
    await b.close();

    // The damage, by raw SQL on the file (as a crash, a bad sync or a hand edit would leave it).
    const raw = new BetterSqlite3(dbPathIn(dataDir));
    raw.prepare("UPDATE saved_games SET config = '{broken' WHERE id = ?").run(bad.gameId);
    raw.prepare("UPDATE decks SET variant = 'no-such-variant' WHERE id = ?").run(deck.id);
    raw.close();

    const clean = await cliHere('db', 'check', '--data', tmp());
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/is healthy: integrity and foreign keys ok/);

    const report = await cliHere('db', 'check', '--data', dataDir);
    expect(report.code).toBe(1);
    expect(report.stdout).toContain('2 problems.');
    expect(report.stdout).toMatch(new RegExp(`saved_games ${bad.gameId}: config is not valid JSON`));
    expect(report.stdout).toContain(`decks ${deck.id}: unknown variant "no-such-variant"`);
    expect(report.stdout).toContain('db check --quarantine');

    const asJson = await cliHere('db', 'check', '--data', dataDir, '--json');
    expect(asJson.code).toBe(1);
    const parsed = JSON.parse(asJson.stdout) as { problems: { table: string; id: string; fix: string }[] };
    expect(parsed.problems.map((p) => [p.table, p.id, p.fix])).toEqual([
      ['saved_games', String(bad.gameId), 'move'],
      ['decks', String(deck.id), 'move'],
    ]);

    const fix = cli('db', 'check', '--quarantine', '--data', dataDir);
    expect(fix.code).toBe(1); // problems were found (and set aside)
    expect(fix.stdout).toMatch(/moved to the quarantine table/);
    expect(fix.stdout).toContain('2 rows set aside');

    const db = new BetterSqlite3(dbPathIn(dataDir), { readonly: true });
    const quarantined = db
      .prepare('SELECT table_name, row_id, reason, raw, quarantined_at FROM quarantine ORDER BY id')
      .all() as { table_name: string; row_id: string; reason: string; raw: string; quarantined_at: string }[];
    expect(quarantined.map((q) => [q.table_name, q.row_id])).toEqual([
      ['saved_games', String(bad.gameId)],
      ['decks', String(deck.id)],
    ]);
    expect(JSON.parse(quarantined[0]!.raw)).toMatchObject({ id: bad.gameId, config: '{broken', seed: 'bad' });
    expect(JSON.parse(quarantined[1]!.raw)).toMatchObject({ name: 'Broken', deck_entries: [] });
    expect(quarantined[0]!.quarantined_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM saved_games').get()).toEqual({ n: 1 });
    db.close();

    const again = await cliHere('db', 'check', '--data', dataDir);
    expect(again.code).toBe(0);

    const after = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const list = await callOk<GameList>(after, 'games.list', {});
    expect(list.unreadable).toEqual([]);
    expect(list.games.map((g) => g.gameId)).toEqual([good.gameId]);
    const decks = await callOk<unknown[]>(after, 'decks.list', {});
    expect(decks).toEqual([]);
    await after.close();
  }, 60_000);

  it('keeps referenced rows in place (resets the bad value) and moves orphaned deck entries', async () => {
    const dataDir = tmp();
    const b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    await callOk(b, 'collection.addStarter', {});
    const deck = await callOk<{ id: number }>(b, 'decks.create', { name: 'Fine', variant: 'magic-54' });
    const db = b.context.db;
    const printing = (db.prepare('SELECT id FROM printings LIMIT 1').get() as { id: string }).id;
    db.prepare("UPDATE printings SET image_uris = '[1,2]' WHERE id = ?").run(printing);
    db.pragma('foreign_keys = OFF'); // as an old build or a hand edit could have left it
    db.prepare("INSERT INTO deck_entries (deck_id, oracle_id, quantity) VALUES (?, 'no-such-card', 2)").run(deck.id);
    db.pragma('foreign_keys = ON');
    const r = await callOk<{ problems: { table: string; reason: string; fix: string }[]; quarantined: number }>(
      b,
      'db.check',
      { quarantine: true },
    );
    expect(r.problems).toEqual([
      {
        table: 'deck_entries',
        id: expect.any(String),
        reason: 'points at a row of cards that does not exist',
        fix: 'move',
      },
      {
        table: 'printings',
        id: printing,
        reason: expect.stringMatching(/^image_uris has the wrong shape/),
        fix: 'reset',
      },
    ]);
    expect(r.quarantined).toBe(2);
    expect(db.prepare('SELECT image_uris FROM printings WHERE id = ?').get(printing)).toEqual({ image_uris: '{}' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM deck_entries').get()).toEqual({ n: 0 });
    expect((await callOk<{ problems: unknown[] }>(b, 'db.check', {})).problems).toEqual([]);
    await b.close();
  }, 60_000);

  it('sets aside a best of three whose decks cannot be read; its game stays, as a single game', async () => {
    const dataDir = tmp();
    const b = createBackend({ dataDir, host: 'test', version: '0.0.0' });
    const game = await callOk<{ gameId: number; match: { id: number } | null }>(b, 'games.start', {
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      config: { match: 'best-of-three' },
      seed: 'match',
    });
    const db = b.context.db;
    const matchId = (
      db.prepare('SELECT match_id FROM saved_games WHERE id = ?').get(game.gameId) as {
        match_id: number;
      }
    ).match_id;
    expect(matchId).toEqual(expect.any(Number));
    expect((await callOk<{ problems: unknown[] }>(b, 'db.check', {})).problems).toEqual([]);
    db.prepare(`UPDATE matches SET decks = '[{"main":[]}]' WHERE id = ?`).run(matchId);
    const r = await callOk<{ problems: { table: string; id: string; reason: string; fix: string }[] }>(b, 'db.check', {
      quarantine: true,
    });
    expect(r.problems).toEqual([
      {
        table: 'matches',
        id: String(matchId),
        reason: expect.stringMatching(/^decks.0.side has the wrong shape/),
        fix: 'move',
      },
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM matches').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT match_id FROM saved_games WHERE id = ?').get(game.gameId)).toEqual({ match_id: null });
    const list = await callOk<GameList>(b, 'games.list', {});
    expect(list.games.map((g) => g.gameId)).toEqual([game.gameId]);
    expect((await callOk<{ problems: unknown[] }>(b, 'db.check', {})).problems).toEqual([]);
    await b.close();
  }, 60_000);

  it('names a damaged database file in plain words instead of SQLite text', async () => {
    const dataDir = tmp();
    // Not a database at all (junk bytes, as a half-copied or overwritten file).
    fs.writeFileSync(dbPathIn(dataDir), Buffer.alloc(8192, 0x5a));
    const r = await cliHere('db', 'check', '--data', dataDir, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr)).toEqual({
      error: { code: 'storage', message: expect.stringMatching(/is damaged or is not a Kitchen Table database/) },
    });
  });
});
