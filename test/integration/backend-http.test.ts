import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBackend, type Backend } from '../../src/backend/api';
import { migrate } from '../../src/backend/db/migrate';
import { migrations } from '../../src/backend/db/migrations';
import { startWebServer, type WebServer } from '../../src/web/server';
import { TOKEN_HEADER } from '../../src/web/guard';

async function post(server: WebServer, method: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.url}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe('backend over the HTTP transport, on a real SQLite file', () => {
  let dataDir: string;
  let backend: Backend;
  let server: WebServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-http-'));
    backend = createBackend({ dataDir, host: 'test', version: '0.0.0-test' });
    server = await startWebServer({ backend, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await backend.close();
  });

  it('creates the database in WAL mode with every migration applied', () => {
    const file = path.join(dataDir, 'kitchen-table.sqlite');
    expect(fs.existsSync(file)).toBe(true);
    expect(backend.context.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const versions = backend.context.db.prepare('SELECT version FROM schema_version ORDER BY version').all();
    expect(versions).toEqual(migrations.map((m) => ({ version: m.version })));
  });

  it('runs migrations twice without change (idempotent)', async () => {
    const first = await post(server, 'db.migrate', { input: {} });
    const second = await post(server, 'db.migrate', { input: {} });
    const latest = migrations.at(-1)!.version;
    expect(first.json).toEqual({ ok: true, value: { from: latest, to: latest, applied: [] } });
    expect(second.json).toEqual(first.json);
  });

  it('answers a valid call', async () => {
    const { status, json } = await post(server, 'app.ping', { input: { message: 'hello' } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: true, value: { message: 'hello' } });
    const info = await post(server, 'app.info', { input: {} });
    expect(info.json).toMatchObject({
      ok: true,
      value: { dbPath: path.join(dataDir, 'kitchen-table.sqlite'), host: 'test' },
    });
  });

  it('rejects invalid input with a clear validation error, and keeps serving', async () => {
    const { status, json } = await post(server, 'app.ping', { input: { message: 42 } });
    expect(status).toBe(400);
    expect(json).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect((json as { error: { message: string } }).error.message).toMatch(/Invalid input for app\.ping: .*message/);
    const missing = await post(server, 'app.ping', { input: {} });
    expect(missing.status).toBe(400);
    const after = await post(server, 'app.ping', { input: { message: 'still here' } });
    expect(after.status).toBe(200);
  });

  it('rejects malformed JSON, unknown methods and GET', async () => {
    expect((await post(server, 'app.ping', '{not json')).status).toBe(400);
    const unknown = await post(server, 'no.such', { input: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect((await fetch(`${server.url}/api/app.ping`)).status).toBe(405);
  });

  it('binds to 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('opens the progress-event WebSocket', async () => {
    const ws = new WebSocket(server.url.replace('http', 'ws') + `/events?token=${server.token}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.close();
  });
});

describe('migrations', () => {
  it('refuse a database whose history diverges', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, migrations);
    db.prepare("INSERT INTO schema_version (version, name) VALUES (999, 'from_the_future')").run();
    expect(() => migrate(db, migrations)).toThrow(/migration 999 "from_the_future".*newer or different build/);
    db.close();
  });

  it('roll back a failing migration whole', () => {
    const db = new BetterSqlite3(':memory:');
    const broken = [
      ...migrations,
      { version: 900, name: 'broken', sql: 'CREATE TABLE half (x INTEGER) STRICT; SELECT nope FROM nowhere;' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: migrations.at(-1)!.version });
    db.close();
  });
});

describe('migrations apply what is missing, once, however many processes open the folder', () => {
  it('applies a missing lower number (001 and 004 recorded: 002 is applied, in order)', () => {
    const db = new BetterSqlite3(':memory:');
    const byVersion = (v: number) => migrations.find((m) => m.version === v)!;
    migrate(db, [byVersion(1)]);
    // A build that shipped 004 without 002 (the gap the issue found): 002 must still be applied later.
    db.exec(byVersion(4).sql.replace(/REFERENCES cards\([^)]*\)/g, ''));
    db.prepare('INSERT INTO schema_version (version, name) VALUES (?, ?)').run(4, byVersion(4).name);
    const r = migrate(
      db,
      migrations.filter((m) => m.version <= 4),
    );
    expect(r.applied).toContain(`002_${byVersion(2).name}`);
    expect(db.prepare('SELECT version FROM schema_version ORDER BY version').all()).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 4 },
    ]);
    db.close();
  });
});
