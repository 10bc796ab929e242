/**
 * Where the end-to-end tests find Chromium: `CHROMIUM_PATH` when set, else where Debian, Ubuntu and
 * Google install it. Without one the suite stops with one line naming the install command.
 */
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

export const INSTALL_HINT =
  'Chromium is needed for the end-to-end tests: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chrome/Chromium binary).';

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (p: string) => boolean = fs.existsSync,
): string | null {
  const set = env['CHROMIUM_PATH'];
  if (set) return exists(set) ? set : null;
  return CANDIDATES.find((p) => exists(p)) ?? null;
}
