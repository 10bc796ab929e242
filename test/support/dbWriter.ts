/**
 * A child process for the concurrency tests: opens the app's database like the app does and writes
 * `count` rows, each in a transaction that reads before it writes (the shape of a save), then prints
 * how many writes failed. `DEFERRED=1` uses plain deferred transactions (to show what the fix fixes).
 */
import { openDatabase } from '../../src/backend/db/open';
import { waitForGo } from './together';

const [file, tag, countText] = process.argv.slice(2);
const count = Number(countText);
const { db } = openDatabase(file!);
await waitForGo();
let failures = 0;
const write = (i: number) => {
  db.prepare("SELECT count(*) FROM settings WHERE key LIKE 'w-%'").get();
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(`w-${tag}-${i}`, String(i));
};
for (let i = 0; i < count; i++) {
  try {
    const t = db.transaction(write);
    if (process.env['DEFERRED'] === '1') t.deferred(i);
    else t(i);
  } catch {
    failures++;
  }
}
db.close();
process.stdout.write(JSON.stringify({ failures }));
