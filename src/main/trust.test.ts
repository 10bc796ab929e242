import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CSP,
  DEV_CSP,
  isAppFrame,
  isAppUrl,
  isExternalLink,
  permissionAllowed,
  rendererEntry,
  withCspHeader,
  type RendererEntry,
} from './trust';

const INDEX = path.resolve('/opt/Kitchen Table/resources/app.asar/out/renderer/index.html');
const APP: RendererEntry = { kind: 'file', value: INDEX };
const PAGE = pathToFileURL(INDEX).href;
const DEV: RendererEntry = { kind: 'url', value: 'http://localhost:5173/' };

describe('the app page (finding 8: trust only the app’s own files)', () => {
  it('is that exact index.html, on any #/route', () => {
    expect(isAppUrl(PAGE, APP)).toBe(true);
    expect(isAppUrl(`${PAGE}#/collection`, APP)).toBe(true);
  });

  it('is not any other file:// URL', () => {
    const others = [
      pathToFileURL(path.resolve('/tmp/evil.html')).href,
      pathToFileURL(path.resolve('/opt/Kitchen Table/resources/app.asar/out/renderer/other.html')).href,
      pathToFileURL(path.resolve('/opt/Kitchen Table/resources/app.asar/out/renderer/index.html.evil')).href,
      `${PAGE}?x=1`,
      'file://evil-host/opt/Kitchen%20Table/resources/app.asar/out/renderer/index.html',
      'file:///',
    ];
    for (const url of others) expect(isAppUrl(url, APP), url).toBe(false);
  });

  it('is not another scheme or garbage', () => {
    for (const url of ['https://evil.example/', 'http://localhost:5173/', 'about:blank', 'data:text/html,x', '', 'x']) {
      expect(isAppUrl(url, APP), url).toBe(false);
    }
  });

  it('in a dev run, is the dev server’s origin only', () => {
    expect(isAppUrl('http://localhost:5173/#/decks', DEV)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', DEV)).toBe(false);
    expect(isAppUrl(PAGE, DEV)).toBe(false);
  });
});

describe('rendererEntry', () => {
  it('takes the dev server only when not packaged and only on loopback http', () => {
    expect(rendererEntry(INDEX, 'http://localhost:5173/', false)).toEqual(DEV);
    expect(rendererEntry(INDEX, 'http://localhost:5173/', true)).toEqual(APP);
    expect(rendererEntry(INDEX, 'https://evil.example/', false)).toEqual(APP);
    expect(rendererEntry(INDEX, undefined, false)).toEqual(APP);
  });
});

describe('frames that may call the backend', () => {
  it('are the app page’s top-level frame only', () => {
    expect(isAppFrame({ url: PAGE, parent: null }, APP)).toBe(true);
    expect(isAppFrame({ url: PAGE, parent: {} }, APP)).toBe(false); // an iframe of the app
    expect(isAppFrame({ url: 'file:///etc/passwd', parent: null }, APP)).toBe(false);
    expect(isAppFrame(null, APP)).toBe(false);
    const disposed = {
      get url(): string {
        throw new Error('Render frame was disposed');
      },
      parent: null,
    };
    expect(isAppFrame(disposed, APP)).toBe(false);
  });
});

describe('permissions (finding 8: media only for the app)', () => {
  it('grants the webcam to the app page only', () => {
    expect(permissionAllowed('media', PAGE, APP, ['video'])).toBe(true);
    expect(permissionAllowed('media', PAGE, APP)).toBe(true);
    expect(permissionAllowed('media', 'file:///tmp/evil.html', APP, ['video'])).toBe(false);
    expect(permissionAllowed('media', 'https://evil.example/', APP, ['video'])).toBe(false);
  });

  it('never the microphone, never anything else', () => {
    expect(permissionAllowed('media', PAGE, APP, ['video', 'audio'])).toBe(false);
    for (const p of ['geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown']) {
      expect(permissionAllowed(p, PAGE, APP), p).toBe(false);
    }
  });
});

describe('external links', () => {
  it('are https only', () => {
    expect(isExternalLink('https://scryfall.com/card/x')).toBe(true);
    for (const url of ['http://example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'x']) {
      expect(isExternalLink(url), url).toBe(false);
    }
  });
});

describe('the CSP header', () => {
  it('is strict: own files, data/blob images, the webcam, no remote origin', () => {
    expect(CSP).toContain("script-src 'self';");
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("img-src 'self' data: blob:;");
    expect(CSP).toContain('mediastream:');
    expect(CSP).not.toMatch(/https?:\/\//);
    expect(CSP).not.toContain('unsafe-eval');
  });

  it('replaces whatever policy a response brought, on file:// responses too', () => {
    const headers = withCspHeader(PAGE, { 'content-security-policy': ['default-src *'], 'x-a': ['1'] }, APP);
    expect(headers).toEqual({ 'x-a': ['1'], 'Content-Security-Policy': [CSP] });
    expect(withCspHeader('https://evil.example/', undefined, APP)).toEqual({ 'Content-Security-Policy': [CSP] });
  });

  it('allows the dev server’s inline refresh preamble, and nothing more, in a dev run', () => {
    expect(withCspHeader('http://localhost:5173/', {}, DEV)).toEqual({ 'Content-Security-Policy': [DEV_CSP] });
    expect(DEV_CSP).toBe(CSP.replace("script-src 'self';", "script-src 'self' 'unsafe-inline';"));
    expect(withCspHeader('https://evil.example/', {}, DEV)).toEqual({ 'Content-Security-Policy': [CSP] });
  });
});
