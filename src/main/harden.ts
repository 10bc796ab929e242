import type { Session, WebContents } from 'electron';
import { isAppUrl, isExternalLink, permissionAllowed, withCspHeader, type RendererEntry } from './trust';

// Applies the trust rules (trust.ts) to Electron's session and web contents. Tests: harden.test.ts.

/** The CSP header on every response; permissions: the webcam for the app's page, nothing else. */
export function hardenSession(session: Session, entry: RendererEntry): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCspHeader(details.url, details.responseHeaders, entry) });
  });
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    const url = details.requestingUrl || contents.getURL();
    const media = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    callback(details.isMainFrame && permissionAllowed(permission, url, entry, media));
  });
  session.setPermissionCheckHandler((contents, permission, _origin, details) => {
    const url = details.requestingUrl ?? contents?.getURL() ?? '';
    const media = details.mediaType ? [details.mediaType] : [];
    return details.isMainFrame && permissionAllowed(permission, url, entry, media);
  });
}

/**
 * Every web contents (the window, and anything else that ever appears) stays on the app's page:
 * navigation and redirects elsewhere are cancelled, new windows are denied (https links go to
 * the system browser instead), and `<webview>` is never attached.
 */
export function hardenContents(contents: WebContents, entry: RendererEntry, openExternal: (url: string) => void): void {
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, entry)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, entry)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
