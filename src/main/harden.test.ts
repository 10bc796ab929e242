import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { hardenContents, hardenSession } from './harden';
import { CSP, type RendererEntry } from './trust';

const INDEX = path.resolve('/opt/kt/resources/app.asar/out/renderer/index.html');
const APP: RendererEntry = { kind: 'file', value: INDEX };
const PAGE = pathToFileURL(INDEX).href;

type Fn = (...args: never[]) => unknown;

/** A fake session: records the handlers hardenSession installs. */
function fakeSession() {
  const got: { headers?: Fn; request?: Fn; check?: Fn } = {};
  const session = {
    webRequest: { onHeadersReceived: (fn: Fn) => (got.headers = fn) },
    setPermissionRequestHandler: (fn: Fn) => (got.request = fn),
    setPermissionCheckHandler: (fn: Fn) => (got.check = fn),
  };
  hardenSession(session as unknown as Session, APP);
  const contents = (url: string) => ({ getURL: () => url });
  return {
    headers(url: string, responseHeaders: Record<string, string[]>) {
      let out: unknown;
      (got.headers as (d: unknown, cb: (r: unknown) => void) => void)({ url, responseHeaders }, (r) => (out = r));
      return out;
    },
    request(permission: string, requestingUrl: string, extra: Record<string, unknown> = {}) {
      let granted: boolean | undefined;
      const fn = got.request as (wc: unknown, p: string, cb: (g: boolean) => void, d: unknown) => void;
      fn(contents(requestingUrl), permission, (g) => (granted = g), { requestingUrl, isMainFrame: true, ...extra });
      return granted;
    },
    check(permission: string, requestingUrl: string, extra: Record<string, unknown> = {}) {
      const fn = got.check as (wc: unknown, p: string, o: string, d: unknown) => boolean;
      return fn(contents(requestingUrl), permission, 'file:///', { requestingUrl, isMainFrame: true, ...extra });
    },
  };
}

describe('the session (finding 8)', () => {
  it('puts the CSP on every response, file:// included', () => {
    const s = fakeSession();
    expect(s.headers(PAGE, {})).toEqual({ responseHeaders: { 'Content-Security-Policy': [CSP] } });
    expect(s.headers('https://x.example/', { 'Content-Security-Policy': ['default-src *'] })).toEqual({
      responseHeaders: { 'Content-Security-Policy': [CSP] },
    });
  });

  it('asks: grants the webcam to the app page only, nothing else', () => {
    const s = fakeSession();
    expect(s.request('media', PAGE, { mediaTypes: ['video'] })).toBe(true);
    expect(s.request('media', PAGE, { mediaTypes: ['video', 'audio'] })).toBe(false);
    expect(s.request('media', 'file:///tmp/evil.html', { mediaTypes: ['video'] })).toBe(false);
    expect(s.request('media', PAGE, { mediaTypes: ['video'], isMainFrame: false })).toBe(false);
    expect(s.request('geolocation', PAGE)).toBe(false);
    expect(s.request('notifications', PAGE)).toBe(false);
    expect(s.request('openExternal', PAGE)).toBe(false);
  });

  it('checks: the same answers', () => {
    const s = fakeSession();
    expect(s.check('media', PAGE, { mediaType: 'video' })).toBe(true);
    expect(s.check('media', PAGE, { mediaType: 'audio' })).toBe(false);
    expect(s.check('media', 'file:///tmp/evil.html', { mediaType: 'video' })).toBe(false);
    expect(s.check('clipboard-read', PAGE)).toBe(false);
  });
});

/** A fake web contents: records listeners and the window-open handler. */
function fakeContents() {
  const listeners = new Map<string, (event: { url?: string; preventDefault(): void }) => void>();
  let openHandler: ((d: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, fn: (event: { url?: string; preventDefault(): void }) => void) => listeners.set(name, fn),
    setWindowOpenHandler: (fn: (d: { url: string }) => { action: string }) => (openHandler = fn),
  };
  const opened: string[] = [];
  hardenContents(contents as unknown as WebContents, APP, (url) => opened.push(url));
  /** True when the listener cancelled the event. */
  const fire = (name: string, url?: string): boolean => {
    let prevented = false;
    const fn = listeners.get(name);
    if (!fn) throw new Error(`no ${name} listener`);
    fn({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { fire, open: (url: string) => openHandler?.({ url }), opened };
}

describe('every web contents (finding 8)', () => {
  it('navigates and redirects only to the app page', () => {
    const c = fakeContents();
    expect(c.fire('will-navigate', `${PAGE}#/decks`)).toBe(false);
    expect(c.fire('will-navigate', 'file:///tmp/evil.html')).toBe(true);
    expect(c.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(c.fire('will-redirect', 'file:///etc/passwd')).toBe(true);
  });

  it('opens no window; https links go to the system browser', () => {
    const c = fakeContents();
    expect(c.open('https://scryfall.com/')).toEqual({ action: 'deny' });
    expect(c.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(c.open(PAGE)).toEqual({ action: 'deny' });
    expect(c.opened).toEqual(['https://scryfall.com/']);
  });

  it('never attaches a <webview>', () => {
    expect(fakeContents().fire('will-attach-webview')).toBe(true);
  });
});
