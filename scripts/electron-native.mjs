#!/usr/bin/env node
// Builds better-sqlite3 for Electron's ABI into .native/electron/, leaving node_modules'
// Node build untouched (the CLI, `npm run serve` and the tests load that one). The backend is
// told to use this copy through KITCHEN_TABLE_SQLITE_BINDING (better-sqlite3's nativeBinding).
// Packaged apps don't need this: electron-builder rebuilds native modules for Electron itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const electronVersion = require('electron/package.json').version;
const out = path.resolve('.native/electron');
const stamp = path.join(out, 'version.txt');
const sqliteDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const sqliteVersion = require('better-sqlite3/package.json').version;
const want = `electron ${electronVersion} better-sqlite3 ${sqliteVersion}`;

if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) process.exit(0);

console.log(`Building better-sqlite3 ${sqliteVersion} for Electron ${electronVersion} (once)…`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-native-'));
fs.cpSync(sqliteDir, work, { recursive: true, filter: (src) => !src.includes(`${path.sep}build${path.sep}`) });
const nodeGyp = path.join(path.dirname(require.resolve('node-gyp/package.json')), 'bin', 'node-gyp.js');
execFileSync(
  process.execPath,
  [
    nodeGyp,
    'rebuild',
    '--release',
    `--target=${electronVersion}`,
    '--runtime=electron',
    '--dist-url=https://electronjs.org/headers',
  ],
  { cwd: work, stdio: 'inherit' },
);
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(path.join(work, 'build', 'Release', 'better_sqlite3.node'), path.join(out, 'better_sqlite3.node'));
fs.writeFileSync(stamp, want);
fs.rmSync(work, { recursive: true, force: true });
