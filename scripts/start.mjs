#!/usr/bin/env node
// `npm start`: opens the desktop window through electron-vite. Without the Electron binary
// (an offline install with ELECTRON_SKIP_BINARY_DOWNLOAD=1) it says so in one line and points
// to `npm run serve`, which serves the same app to a browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const pkgDir = path.dirname(require.resolve('electron/package.json'));
    const pathFile = path.join(pkgDir, 'path.txt');
    if (!fs.existsSync(pathFile)) return undefined;
    const bin = path.join(pkgDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
    return fs.existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

if (!electronBinary()) {
  console.error(
    'Kitchen Table: the Electron binary is not installed (offline install with ELECTRON_SKIP_BINARY_DOWNLOAD=1), so the desktop window cannot open — run `npm run serve` to use the same app in a browser.',
  );
  process.exit(1);
}

// better-sqlite3 must match Electron's ABI in the window; build a copy for Electron beside
// Node's own build (which the CLI, the web host and the tests keep using).
const native = spawnSync(process.execPath, ['scripts/electron-native.mjs'], { stdio: 'inherit' });
if (native.status !== 0) process.exit(native.status ?? 1);

const env = { ...process.env, KITCHEN_TABLE_SQLITE_BINDING: path.resolve('.native/electron/better_sqlite3.node') };
const dev = process.argv.includes('--dev');
const bin = path.resolve('node_modules/.bin/electron-vite');
const result = spawnSync(bin, dev ? ['dev'] : ['preview'], { stdio: 'inherit', env });
process.exit(result.status ?? 0);
