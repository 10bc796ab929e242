/**
 * One measurement of the cards benchmark in its own process, so its peak memory (maxRSS) is its
 * own: `tsx bench/cards-child.ts parse|import <bulk file> [<data dir>]`. Prints one JSON line.
 */
import { openDatabase } from '../src/backend/db/open';
import { importBulkFile, readBulkRecords } from '../src/backend/cards/bulk';
import { dbPathIn } from '../src/backend/paths';

async function main(): Promise<void> {
  const [mode, file, dataDir] = process.argv.slice(2);
  if (!file || (mode !== 'parse' && mode !== 'import'))
    throw new Error('usage: cards-child.ts parse|import <file> [dir]');
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let records = 0;
  if (mode === 'parse') {
    // Merely parsing: the same streaming reader the importer uses, every record materialised.
    for await (const rec of readBulkRecords(file)) if (rec) records++;
  } else {
    const { db } = openDatabase(dbPathIn(dataDir ?? '.'));
    records = (await importBulkFile(db, file)).records;
    db.close();
  }
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const cpuMs = (c.user + c.system) / 1000;
  process.stdout.write(
    `${JSON.stringify({ mode, records, ms, cpuMs, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
