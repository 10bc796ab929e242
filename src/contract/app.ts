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
  'jobs.cancel': method(
    'Cancel a running long job by its id',
    z.object({ jobId: z.string().min(1) }),
    z.object({ cancelled: z.boolean() }),
  ),
};
