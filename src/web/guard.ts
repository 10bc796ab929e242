/**
 * Who may talk to the local server (docs/security.md): only the app's own page. A web page the user
 * visits elsewhere can send requests to 127.0.0.1 (CSRF) and, through DNS rebinding, even read the
 * answers — so every request must name this server as its Host, carry no foreign Origin, and API
 * calls and the event socket must present the per-launch token that only the served page receives
 * (the approach of Jupyter and VS Code's server). API calls must also be JSON (no "simple" form posts).
 */
import type http from 'node:http';

export const TOKEN_HEADER = 'x-kitchen-table-token';

/** The hosts this server answers to, for its port. */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export interface GuardResult {
  ok: boolean;
  status?: number;
  message?: string;
}

const deny = (status: number, message: string): GuardResult => ({ ok: false, status, message });

/** Host and Origin: the request comes to this server by its own name, from its own page or no page. */
export function checkOrigin(req: http.IncomingMessage, port: number): GuardResult {
  const hosts = allowedHosts(port);
  const host = req.headers.host ?? '';
  if (!hosts.has(host)) return deny(403, `This server answers only to 127.0.0.1:${port} (Host "${host}" refused).`);
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.has(origin.replace(/^http:\/\//, '')))
    return deny(403, `Requests from other web pages are refused (Origin "${origin}").`);
  return { ok: true };
}

/** An API call: JSON, with the launch token. */
export function checkApiCall(req: http.IncomingMessage, token: string): GuardResult {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return deny(415, 'API calls must be sent as application/json.');
  if (req.headers[TOKEN_HEADER] !== token) return deny(403, 'Missing or wrong launch token: reload the app page.');
  return { ok: true };
}

/** The event socket: the token comes as `?token=` (browsers cannot set headers on a WebSocket). */
export function checkSocket(req: http.IncomingMessage, port: number, token: string): boolean {
  if (!checkOrigin(req, port).ok) return false;
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  return url.searchParams.get('token') === token;
}

/** The served page learns the token from a meta tag: other origins cannot read this page. */
export function withToken(html: string, token: string): string {
  return html.replace('<head>', `<head>\n    <meta name="kitchen-table-token" content="${token}" />`);
}
