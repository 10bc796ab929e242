/** Where the renderer comes from: the dev server in development, the built file otherwise. */
export function rendererEntry(builtFile: string): { kind: 'url' | 'file'; value: string } {
  const dev = process.env.ELECTRON_RENDERER_URL;
  return dev ? { kind: 'url', value: dev } : { kind: 'file', value: builtFile };
}

/** True for the app's own pages (the built files or the dev server), false for any other origin. */
export function isAppUrl(url: string): boolean {
  if (url.startsWith('file://')) return true;
  const dev = process.env.ELECTRON_RENDERER_URL;
  if (!dev) return false;
  try {
    return new URL(url).origin === new URL(dev).origin;
  } catch {
    return false;
  }
}
