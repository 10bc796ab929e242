import { APP_VERSION } from '../../backend/version';
import type { Command } from '../command';

export const appCommands: Command[] = [
  {
    name: 'version',
    summary: 'Print the Kitchen Table version',
    run: async () => ({ name: 'Kitchen Table', version: APP_VERSION }),
    print: (r) => `Kitchen Table ${(r as { version: string }).version}`,
  },
  {
    name: 'db migrate',
    summary: 'Create the database if needed and apply pending migrations',
    run: async (ctx) => {
      const info = await ctx.call<{ dbPath: string; schemaVersion: number }>('app.info', {});
      const report = await ctx.call<{ from: number; to: number; applied: string[] }>('db.migrate', {});
      return { dbPath: info.dbPath, schemaVersion: report.to };
    },
    print: (r) => {
      const { dbPath, schemaVersion } = r as { dbPath: string; schemaVersion: number };
      return `Database ${dbPath} is at schema version ${schemaVersion}.`;
    },
  },
];
