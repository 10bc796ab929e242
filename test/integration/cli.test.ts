import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('CLI', () => {
  it('prints the version as JSON', async () => {
    const r = await cli('version', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ name: 'Kitchen Table', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('migrates a database in the given data folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cli-'));
    const r = await cli('db', 'migrate', '--data', dir, '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { dbPath: string; schemaVersion: number };
    expect(out.dbPath).toBe(path.join(dir, 'kitchen-table.sqlite'));
    expect(out.schemaVersion).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(out.dbPath)).toBe(true);
  });

  it('prints usage and exits non-zero for an unknown command or a bad flag', async () => {
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command "frobnicate"[\s\S]*Usage: kitchen-table/);
    const badFlag = await cli('version', '--colour');
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toMatch(/--colour[\s\S]*Usage:/);
    const none = await cli();
    expect(none.code).toBe(2);
  });

  it('reports errors as JSON on stderr with --json', async () => {
    const r = await cli('frobnicate', '--json');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(JSON.parse(r.stderr)).toEqual({ error: { code: 'usage', message: expect.stringContaining('frobnicate') } });
  });

  it('lists every command in help', async () => {
    const r = await cli('help');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/db migrate/);
  });

  it('runs as a real process through the npm script and the bin entry', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-cli-'));
    const viaNpm = execFileSync('npm', ['run', '-s', 'cli', '--', 'db', 'migrate', '--data', dir, '--json'], {
      encoding: 'utf8',
    });
    expect(JSON.parse(viaNpm)).toMatchObject({ schemaVersion: expect.any(Number) });
    const viaBin = spawnSync(process.execPath, ['bin/kitchen-table.js', 'version', '--json'], { encoding: 'utf8' });
    expect(viaBin.status).toBe(0);
    expect(JSON.parse(viaBin.stdout)).toMatchObject({ name: 'Kitchen Table' });
  });
});
