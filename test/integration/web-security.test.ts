/**
 * The local server answers only the app's own page (issue 23, finding 1): a rebinding Host, a
 * foreign Origin, a text/plain "simple" POST, a call without the launch token and an event socket
 * without it are all refused — with a real HTTP client and a real WebSocket against a real server.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createBackend, type Backend } from '../../src/backend/api';
import { TOKEN_HEADER } from '../../src/web/guard';
import { startWebServer, type WebServer } from '../../src/web/server';
import { SCRYFALL_FIXTURES } from '../support/fake-scryfall';

function request(
  server: WebServer,
  opts: { path: string; method?: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path: opts.path, method: opts.method ?? 'POST', headers: opts.headers },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body ?? '');
  });
}

/** The app's own API call over real HTTP (right Host, JSON, the token): status and parsed answer. */
function apiCaller(server: WebServer) {
  return async (method: string, input: unknown) => {
    const r = await request(server, {
      path: `/api/${method}`,
      headers: { host: `127.0.0.1:${server.port}`, 'content-type': 'application/json', [TOKEN_HEADER]: server.token },
      body: JSON.stringify({ input }),
    });
    return { status: r.status, body: JSON.parse(r.body) as { ok: boolean; error?: { code: string; message: string } } };
  };
}

describe('the local web server refuses other pages', () => {
  let backend: Backend;
  let server: WebServer;
  let staticDir: string;
  const ping = JSON.stringify({ input: { message: 'hi' } });
  const good = () => ({
    host: `127.0.0.1:${server.port}`,
    'content-type': 'application/json',
    [TOKEN_HEADER]: server.token,
  });

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-web-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    backend = createBackend({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kt-websec-')),
      host: 'test',
      version: '0.0.0-test',
    });
    server = await startWebServer({ backend, staticDir, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await backend.close();
  });

  it('answers the app’s own call', async () => {
    const r = await request(server, { path: '/api/app.ping', headers: good(), body: ping });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: true, value: { message: 'hi' } });
  });

  it('refuses a DNS-rebinding Host', async () => {
    const r = await request(server, {
      path: '/api/app.ping',
      headers: { ...good(), host: `evil.example:${server.port}` },
      body: ping,
    });
    expect(r.status).toBe(403);
    const page = await request(server, { path: '/', method: 'GET', headers: { host: `evil.example:${server.port}` } });
    expect(page.status).toBe(403);
    expect(page.body).not.toContain(server.token);
  });

  it('refuses a foreign Origin (CSRF)', async () => {
    const r = await request(server, {
      path: '/api/app.ping',
      headers: { ...good(), origin: 'https://evil.example' },
      body: ping,
    });
    expect(r.status).toBe(403);
  });

  it('refuses a text/plain simple POST and a call without the token', async () => {
    const plain = await request(server, {
      path: '/api/app.ping',
      headers: { ...good(), 'content-type': 'text/plain' },
      body: ping,
    });
    expect(plain.status).toBe(415);
    const { [TOKEN_HEADER]: _omit, ...noToken } = good();
    void _omit;
    const bare = await request(server, { path: '/api/app.ping', headers: noToken, body: ping });
    expect(bare.status).toBe(403);
  });

  it('gives the token to its own page only, in a meta tag', async () => {
    const page = await request(server, { path: '/', method: 'GET', headers: { host: `127.0.0.1:${server.port}` } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<meta name="kitchen-table-token" content="${server.token}"`);
  });

  it('refuses the event socket without the token, accepts it with', async () => {
    const open = (url: string) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(url);
        ws.once('open', () => (ws.close(), resolve(true)));
        ws.once('error', () => resolve(false));
      });
    const base = server.url.replace('http', 'ws') + '/events';
    expect(await open(base)).toBe(false);
    expect(await open(`${base}?token=${server.token}`)).toBe(true);
  });
});

describe('plain answers to odd requests (issue 23, finding 9)', () => {
  it('a null body is a 400 with a message, not a 500', async () => {
    const backend = createBackend({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kt-null-')),
      host: 'test',
      version: '0.0.0-test',
    });
    const server = await startWebServer({ backend, port: 0 });
    try {
      const headers = {
        host: `127.0.0.1:${server.port}`,
        'content-type': 'application/json',
        [TOKEN_HEADER]: server.token,
      };
      const r = await request(server, { path: '/api/app.ping', headers, body: 'null' });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body)).toMatchObject({
        ok: false,
        error: { code: 'validation', message: expect.stringContaining('must be an object') },
      });
    } finally {
      await server.close();
      await backend.close();
    }
  });
});

describe('files.preview reads only files the user picked', () => {
  it('refuses a path from the HTTP API (403 forbidden), while uploaded text and picked files work', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-files-access-'));
    // The web host itself: it reads only picked files (src/backend/fileAccess.ts).
    const backend = createBackend({ dataDir, host: 'web', version: '0.0.0-test' });
    const server = await startWebServer({ backend, port: 0 });
    const call = apiCaller(server);
    try {
      for (const source of [{ path: '/etc/passwd' }, { path: '/no/such/file.txt' }]) {
        const r = await call('files.preview', { source });
        expect(r.status).toBe(403);
        expect(r.body.error?.code).toBe('forbidden');
        expect(r.body.error?.message).toMatch(/^Not allowed: Kitchen Table reads only files you chose in the app/);
        expect(r.body.error?.message).not.toMatch(/root:/);
      }
      const commit = await call('files.commit', { source: { path: '/etc/passwd' }, target: { into: 'collection' } });
      expect(commit.body.error?.code).toBe('forbidden');
      // A link inside a chosen folder does not lead out of it.
      const chosen = fs.mkdtempSync(path.join(dataDir, 'chosen-'));
      fs.symlinkSync('/etc/passwd', path.join(chosen, 'deck.txt'));
      backend.context.files.allowFolder(chosen);
      expect((await call('files.preview', { source: { path: path.join(chosen, 'deck.txt') } })).status).toBe(403);
      expect((await call('files.preview', { source: { path: `${chosen}/../../../etc/passwd` } })).status).toBe(403);

      // The app's own flows: the browser sends the file's text; a file picked in a dialog is read.
      const upload = await call('files.preview', { source: { fileName: 'deck.txt', text: '4 Lightning Bolt' } });
      expect(upload.body.ok).toBe(true);
      // Outside the data folder (which the app may always read): only the pick makes it readable.
      const picked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kt-picked-')), 'picked.txt');
      fs.writeFileSync(picked, '4 Lightning Bolt\n');
      expect((await call('files.preview', { source: { path: picked } })).status).toBe(403);
      backend.context.files.allowFile(picked);
      expect((await call('files.preview', { source: { path: picked } })).body.ok).toBe(true);
      fs.writeFileSync(path.join(chosen, 'other.txt'), '2 Shock\n');
      expect((await call('files.preview', { source: { path: path.join(chosen, 'other.txt') } })).body.ok).toBe(true);
    } finally {
      await server.close();
      await backend.close();
    }
  });
});

describe('every method that takes a path checks it', () => {
  it('cards.importBulk, effects.report and effects.explain refuse paths the user did not choose; the data folder and allowed folders work', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-paths-'));
    const backend = createBackend({ dataDir, host: 'web', version: '0.0.0-test' });
    const server = await startWebServer({ backend, port: 0 });
    const call = apiCaller(server);
    // A real Scryfall card list (two cards), outside the data folder.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-elsewhere-'));
    const cards = path.join(elsewhere, 'cards.json');
    const fixture = JSON.parse(fs.readFileSync(path.join(SCRYFALL_FIXTURES, 'mtgssm-cards-88-mixed-layouts.json'), 'utf8')) as unknown[]; // prettier-ignore
    fs.writeFileSync(cards, JSON.stringify(fixture.slice(0, 2)));
    try {
      for (const [method, input] of [
        ['cards.importBulk', { path: '/etc/passwd' }],
        ['cards.importBulk', { path: cards }],
        ['effects.report', { set: '/etc/passwd' }],
        ['effects.report', { set: '/no/such/file.json' }],
        ['effects.explain', { name: 'root', set: '/etc/passwd' }],
      ] as const) {
        const r = await call(method, input);
        expect([method, r.status, r.body.error?.code]).toEqual([method, 403, 'forbidden']);
        expect(r.body.error?.message).not.toMatch(/root:|No card named|There is no card file/);
      }
      // The app's own data folder (where cards.downloadBulk saves) is readable…
      const own = path.join(dataDir, 'bulk', 'cards.json');
      fs.mkdirSync(path.dirname(own), { recursive: true });
      fs.copyFileSync(cards, own);
      expect((await call('cards.importBulk', { path: own })).body.ok).toBe(true);
      // …and so is a folder the user allowed (npm run serve -- --allow-folder).
      backend.context.files.allowFolder(elsewhere);
      expect((await call('cards.importBulk', { path: cards })).body.ok).toBe(true);
      expect((await call('effects.report', { set: cards })).body.ok).toBe(true);
    } finally {
      await server.close();
      await backend.close();
    }
  });
});
