#!/usr/bin/env node
// The `kitchen-table` command: runs the TypeScript CLI through tsx (a runtime dependency).
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

register();
const here = path.dirname(fileURLToPath(import.meta.url));
await import(path.join(here, '..', 'src', 'cli', 'main.ts'));
