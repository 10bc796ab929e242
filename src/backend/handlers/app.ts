import { checkDatabase } from '../db/check';
import { migrate, schemaVersion } from '../db/migrate';
import { migrations } from '../db/migrations';
import { defineHandlers } from './define';

export const appHandlers = defineHandlers({
  'app.info': (_input, ctx) => ({
    name: 'Kitchen Table',
    version: ctx.options.version,
    dataDir: ctx.options.dataDir,
    dbPath: ctx.dbPath,
    schemaVersion: schemaVersion(ctx.db),
    host: ctx.options.host,
  }),
  'app.ping': ({ message }) => ({ message, at: new Date().toISOString() }),
  'db.migrate': (_input, ctx) => migrate(ctx.db, migrations),
  'db.check': ({ quarantine }, ctx) => ({ dbPath: ctx.dbPath, ...checkDatabase(ctx.db, quarantine) }),
  // Handled by the backend itself (it owns the job registry); see api.ts.
  'jobs.cancel': () => ({ cancelled: false }),
});
