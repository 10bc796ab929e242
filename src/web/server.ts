import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import type { Backend } from '../backend/api';
import { CONTENT_SECURITY_POLICY } from './csp';
import { checkApiCall, checkOrigin, checkSocket, withToken } from './guard';

const MAX_BODY = 64 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

export interface WebServer {
  url: string;
  port: number;
  /** The per-launch token API calls and the event socket must carry (src/web/guard.ts). */
  token: string;
  close(): Promise<void>;
}

export interface WebServerOptions {
  backend: Backend;
  /** The built renderer (`out/web`); when absent only the API is served. */
  staticDir?: string;
  port?: number;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('Request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

const STATUS: Record<string, number> = {
  validation: 400,
  bad_input: 400,
  unknown_method: 404,
  not_found: 404,
  conflict: 409,
  cancelled: 409,
  forbidden: 403,
  busy: 503,
  storage: 500,
  network: 502,
  internal: 500,
};

/**
 * Serves the backend API as `POST /api/<method>` (body `{"input": …, "jobId"?: …}`), progress
 * events on the WebSocket `/events`, and the built renderer. Binds to 127.0.0.1 only.
 */
export async function startWebServer({ backend, staticDir, port = 0 }: WebServerOptions): Promise<WebServer> {
  const token = crypto.randomBytes(24).toString('base64url');
  let actualPort = port;
  const server = http.createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      send(res, 500, { ok: false, error: { code: 'internal', message: String(err) } });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const origin = checkOrigin(req, actualPort);
    if (!origin.ok)
      return send(res, origin.status!, { ok: false, error: { code: 'bad_input', message: origin.message! } });
    if (url.pathname.startsWith('/api/')) {
      if (req.method !== 'POST')
        return send(res, 405, { ok: false, error: { code: 'bad_input', message: 'Use POST.' } });
      const call = checkApiCall(req, token);
      if (!call.ok) return send(res, call.status!, { ok: false, error: { code: 'bad_input', message: call.message! } });
      const name = decodeURIComponent(url.pathname.slice('/api/'.length));
      let body: { input?: unknown; jobId?: unknown };
      try {
        const text = await readBody(req);
        body = text ? (JSON.parse(text) as typeof body) : {};
      } catch {
        return send(res, 400, {
          ok: false,
          error: { code: 'validation', message: 'The request body is not valid JSON.' },
        });
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        return send(res, 400, {
          ok: false,
          error: { code: 'validation', message: 'The request body must be an object: {"input": …}.' },
        });
      const jobId = typeof body.jobId === 'string' ? body.jobId : undefined;
      const result = await backend.call(name, body.input ?? {}, { jobId });
      return send(res, result.ok ? 200 : (STATUS[result.error.code] ?? 500), result);
    }
    if (!staticDir)
      return send(res, 404, { ok: false, error: { code: 'not_found', message: 'No UI is served here.' } });
    serveStatic(staticDir, url.pathname, res, token);
  }

  const wss = new WebSocketServer({
    server,
    path: '/events',
    verifyClient: ({ req }: { req: http.IncomingMessage }) => checkSocket(req, actualPort, token),
  });
  const unsubscribe = backend.onProgress((event) => {
    const text = JSON.stringify(event);
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.send(text);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    token,
    close: async () => {
      unsubscribe();
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serveStatic(root: string, pathname: string, res: http.ServerResponse, token: string): void {
  const rel = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  let file = path.join(root, rel);
  if (!file.startsWith(path.resolve(root))) {
    res.writeHead(403).end();
    return;
  }
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html'); // SPA routes
  if (!fs.existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('The UI is not built: run npm run build:web');
    return;
  }
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': type,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  // The page gets the launch token (src/web/guard.ts); other files are sent as they are.
  if (path.basename(file) === 'index.html') res.end(withToken(fs.readFileSync(file, 'utf8'), token));
  else fs.createReadStream(file).pipe(res);
}
