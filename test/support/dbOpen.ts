/** A child process for the concurrency tests: opens (and so migrates) the app's database, prints ok or the error. */
import { openDatabase } from '../../src/backend/db/open';
import { waitForGo } from './together';

await waitForGo(); // all openers start together, so the opens really overlap
try {
  openDatabase(process.argv[2]!).db.close();
  process.stdout.write('ok');
} catch (err) {
  process.stdout.write(`error: ${String(err)}`);
}
