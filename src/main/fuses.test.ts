import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// electron-builder reads electron-builder.yml with js-yaml. The keys must be ones the installed
// app-builder-lib's schema knows: a misspelt key would only fail at `npm run dist`.
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };
const scheme = require('app-builder-lib/scheme.json') as {
  definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
};

const FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
};

describe('Electron fuses in electron-builder.yml (finding 8)', () => {
  const config = yaml.load(fs.readFileSync('electron-builder.yml', 'utf8')) as {
    electronFuses?: unknown;
    asar?: unknown;
  };

  it('turns off run-as-node, NODE_OPTIONS and --inspect; encrypts cookies; loads only a checked app.asar', () => {
    expect(config.electronFuses).toEqual(FUSES);
  });

  it('uses only keys the installed electron-builder knows', () => {
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    for (const key of Object.keys(FUSES)) expect(known, key).toContain(key);
  });

  it('keeps the app in an asar archive (onlyLoadAppFromAsar needs one)', () => {
    expect(config.asar ?? true).toBe(true);
  });
});
