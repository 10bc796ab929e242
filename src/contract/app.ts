import { z } from 'zod';
import { method } from './define';

export const appInfo = z.object({
  name: z.string(),
  version: z.string(),
  dataDir: z.string(),
  dbPath: z.string(),
  schemaVersion: z.number().int(),
  host: z.enum(['electron', 'web', 'cli', 'test']),
});

/** Methods about the app itself: version, where data lives, jobs. */
export const appMethods = {
  'app.info': method('Version, data folder and database of this installation', z.object({}), appInfo),
  'app.ping': method(
    'Echo a message back (a transport check)',
    z.object({ message: z.string().min(1).max(1000) }),
    z.object({ message: z.string(), at: z.string() }),
  ),
  'db.migrate': method(
    'Apply pending database migrations (they also run on start)',
    z.object({}),
    z.object({ from: z.number().int(), to: z.number().int(), applied: z.array(z.string()) }),
  ),
  'db.check': method(
    "Check the database: SQLite's integrity and foreign keys, and every row the app reads as JSON; with quarantine, set unreadable rows aside",
    z.object({ quarantine: z.boolean().default(false) }),
    z.object({
      dbPath: z.string(),
      problems: z.array(
        z.object({
          table: z.string(),
          id: z.string().nullable(),
          reason: z.string(),
          /** What quarantine does: move the row, reset its unreadable columns (copy kept), or nothing. */
          fix: z.enum(['move', 'reset', 'none']),
        }),
      ),
      rowsChecked: z.number().int(),
      quarantined: z.number().int(),
    }),
  ),
  'jobs.cancel': method(
    'Cancel a running long job by its id',
    z.object({ jobId: z.string().min(1) }),
    z.object({ cancelled: z.boolean() }),
  ),
};
