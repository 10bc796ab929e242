/** A child process for the concurrency test: opens (and so migrates) the app's database, prints ok or the error. */
import { openDatabase } from '../../src/backend/db/open';

// Start together: wait for the agreed moment, so the opens really overlap.
const startAt = Number(process.argv[3] ?? 0);
while (Date.now() < startAt) {
  /* spin: a few milliseconds at most after the module loaded */
}
try {
  openDatabase(process.argv[2]!).db.close();
  process.stdout.write('ok');
} catch (err) {
  process.stdout.write(`error: ${String(err)}`);
}
