/**
 * The web host in a process of its own, for tests that need the backend's event loop apart from
 * the test's (a blocked backend must not also block the clock that measures it). Prints one JSON
 * line `{ url, token }` once it listens. Started from a bundle (scriptBundle.ts) or with `node --import tsx test/support/webHost.ts <data dir>`.
 */
import { createBackend } from '../../src/backend/api';
import { startWebServer } from '../../src/web/server';

const backend = createBackend({ dataDir: process.argv[2]!, host: 'test', version: '0.0.0-test' });
const server = await startWebServer({ backend, port: 0 });
process.stdout.write(`${JSON.stringify({ url: server.url, token: server.token })}\n`);
