import fs from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { cspMetaPlugin, rendererConfig } from '../../renderer.vite';
import { CONTENT_SECURITY_POLICY, CSP_META_TAG, META_CONTENT_SECURITY_POLICY, withCspMeta } from './csp';

const SOURCE = fs.readFileSync('src/renderer/index.html', 'utf8');

describe('the CSP meta tag on the built page (finding 8: CSP on file://)', () => {
  it('is added by both renderer builds, first in <head> after the charset', () => {
    const plugins = (rendererConfig.plugins ?? []).flat() as Plugin[];
    expect(plugins.map((p) => p?.name)).toContain('kitchen-table:csp-meta');
    const hook = cspMetaPlugin().transformIndexHtml as { handler: (html: string) => string };
    const built = hook.handler(SOURCE);
    const at = built.indexOf(CSP_META_TAG);
    expect(at).toBeGreaterThan(built.indexOf('<meta charset'));
    // Before anything it governs: the built page's script and stylesheet links go into <head>.
    for (const tag of ['<link', '<script', '</head>']) expect(at, tag).toBeLessThan(built.indexOf(tag));
  });

  it('is the header policy without frame-ancestors (ignored in a meta tag, with a console error)', () => {
    expect(META_CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
    expect(`${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`).toBe(CONTENT_SECURITY_POLICY);
  });

  it('is added once, and a page without <head> fails the build', () => {
    expect(withCspMeta(withCspMeta(SOURCE))).toBe(withCspMeta(SOURCE));
    expect(() => withCspMeta('<html><body></body></html>')).toThrow(/no <head>/);
    expect(() => withCspMeta('<head><meta http-equiv="Content-Security-Policy" content="default-src *" />')).toThrow();
  });
});
