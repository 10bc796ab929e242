import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackend } from '../backend/api';
import { defaultDataDir } from '../backend/paths';
import { APP_VERSION } from '../backend/version';
import { startWebServer } from './server';

/** `npm run serve`: the app for a browser on 127.0.0.1 (offline machines, e2e tests). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    // --allow-folder: a folder whose files the API may read by path (a bulk file, a card set for
    // effects reports); the browser cannot hand the backend a path it picked (src/backend/fileAccess.ts).
    options: { port: { type: 'string' }, data: { type: 'string' }, 'allow-folder': { type: 'string', multiple: true } },
    strict: true,
  });
  const dataDir = values.data ? path.resolve(values.data) : defaultDataDir();
  const backend = createBackend({ dataDir, host: 'web', version: APP_VERSION });
  const allowed = (values['allow-folder'] ?? []).map((dir) => path.resolve(dir));
  for (const dir of allowed) backend.context.files.allowFolder(dir);
  const port = Number(values.port ?? process.env.PORT ?? 5199);
  const server = await startWebServer({ backend, port, staticDir: path.resolve('out/web') });
  console.log(`Kitchen Table is running at ${server.url} (data: ${dataDir}). Press Ctrl+C to stop.`);
  if (allowed.length) console.log(`Files the app may read by path: those under ${allowed.join(', ')}.`);
  const stop = () => {
    void server
      .close()
      .then(() => backend.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`Kitchen Table could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
