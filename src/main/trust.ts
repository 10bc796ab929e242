import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY } from '../web/csp';

// The desktop window's trust rules, as pure functions (no Electron here; tests: trust.test.ts).

/** Where the renderer comes from: the built index.html, or the dev server in development. */
export type RendererEntry = { kind: 'file'; value: string } | { kind: 'url'; value: string };

/** The policy on every response the window's session receives (src/web/csp.ts). */
export const CSP = CONTENT_SECURITY_POLICY;

/** The dev server's policy: the same, but its React refresh preamble is an inline script. */
export const DEV_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/**
 * The built index.html, unless this is a development run with electron-vite's dev server (a
 * loopback http URL). A packaged app never takes its page from the environment.
 */
export function rendererEntry(builtFile: string, devUrl: string | undefined, packaged: boolean): RendererEntry {
  if (!packaged && devUrl && isLoopbackHttp(devUrl)) return { kind: 'url', value: devUrl };
  return { kind: 'file', value: path.resolve(builtFile) };
}

function isLoopbackHttp(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
  } catch {
    return false;
  }
}

/**
 * True only for the app's own page: that exact index.html (any `#/route`, no query), or the dev
 * server's origin in development. Any other file:// URL is not the app.
 */
export function isAppUrl(url: string, entry: RendererEntry): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (entry.kind === 'url') return u.origin === new URL(entry.value).origin;
  if (u.protocol !== 'file:' || u.search !== '' || u.host !== '') return false;
  u.hash = '';
  let file: string;
  try {
    file = fileURLToPath(u);
  } catch {
    return false;
  }
  const a = path.resolve(file);
  const b = path.resolve(entry.value);
  return process.platform === 'win32' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** What IPC and permission checks see of a frame (Electron's WebFrameMain, structurally). */
export interface FrameLike {
  readonly url: string;
  readonly parent: unknown;
}

/** The app's own top-level frame: not an iframe, not another page. */
export function isAppFrame(frame: FrameLike | null | undefined, entry: RendererEntry): boolean {
  try {
    return !!frame && frame.parent == null && isAppUrl(frame.url, entry);
  } catch {
    return false; // a frame disposed while the call was in flight
  }
}

/** Links the app may hand to the system browser (never file:, javascript:, custom schemes). */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The only permission granted is `media` — the webcam, for the Scan screen — and only to the
 * app's own page, and never the microphone. Everything else is denied.
 */
export function permissionAllowed(
  permission: string,
  requestingUrl: string,
  entry: RendererEntry,
  mediaTypes: readonly string[] = [],
): boolean {
  return permission === 'media' && isAppUrl(requestingUrl, entry) && !mediaTypes.includes('audio');
}

/** The response headers with the window's CSP (replacing any a response brought). */
export function withCspHeader(
  url: string,
  headers: Record<string, string | string[]> | undefined,
  entry: RendererEntry,
): Record<string, string | string[]> {
  const kept = Object.fromEntries(
    Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
  );
  const devPage = entry.kind === 'url' && isAppUrl(url, entry);
  return { ...kept, 'Content-Security-Policy': [devPage ? DEV_CSP : CSP] };
}
