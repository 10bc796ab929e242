/**
 * The renderer's Content-Security-Policy, the same for the Electron window and `npm run serve`:
 * the app's own scripts, styles and fonts; images only from itself or `data:`/`blob:` (card
 * images arrive as data URLs from the backend); the webcam stream; no remote origin, no WASM,
 * no workers, no frames, no forms. The renderer needs nothing more (decision 003).
 */
const DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // The web host's event socket (same origin; the explicit loopback source for older browsers).
  "connect-src 'self' ws://127.0.0.1:*",
  "media-src 'self' blob: mediastream:",
  "worker-src 'none'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/** As an HTTP header (the web host's responses; the Electron session's responses). */
export const CONTENT_SECURITY_POLICY: string = DIRECTIVES.join('; ');

/**
 * As a `<meta http-equiv>` in the built index.html, which is what protects the packaged window's
 * `file://` page. `frame-ancestors` is left out: browsers ignore it in a meta tag (with a
 * console error), and a file:// page is never framed by anything else.
 */
export const META_CONTENT_SECURITY_POLICY: string = DIRECTIVES.filter((d) => !d.startsWith('frame-ancestors')).join(
  '; ',
);

/** The meta tag itself. */
export const CSP_META_TAG = `<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}" />`;

/**
 * Puts the CSP meta tag first in `<head>` (right after the charset declaration, before any script
 * or stylesheet). Throws when the page has no `<head>`: a build must not ship a page without it.
 */
export function withCspMeta(html: string): string {
  if (html.includes(CSP_META_TAG)) return html;
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('index.html has another CSP meta tag.');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${CSP_META_TAG}${html.slice(end)}`;
  }
  if (!html.includes('<head>')) throw new Error('index.html has no <head>: cannot add the Content-Security-Policy.');
  return html.replace('<head>', `<head>\n    ${CSP_META_TAG}`);
}
