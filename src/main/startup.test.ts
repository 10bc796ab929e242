import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportStartupFailure, STARTUP_LOG_NAME, startupFailureMessage } from './startup';

function host(logsDir: string) {
  const shown: { title: string; content: string }[] = [];
  const exits: number[] = [];
  return {
    shown,
    exits,
    host: {
      logsDir,
      dataDir: '/home/u/.config/Kitchen Table',
      showErrorBox: (title: string, content: string) => shown.push({ title, content }),
      exit: (code: number) => exits.push(code),
    },
  };
}

describe('a backend that fails to start (finding 8)', () => {
  it('shows an error box with the reason, the data folder and the log path, then exits 1', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-startup-'));
    const logs = path.join(dir, 'logs');
    const h = host(logs);
    reportStartupFailure(new Error('the database is newer than this app'), h.host);
    const log = path.join(logs, STARTUP_LOG_NAME);
    expect(h.shown).toHaveLength(1);
    expect(h.shown[0]!.title).toBe('Kitchen Table could not start');
    expect(h.shown[0]!.content).toContain('the database is newer than this app');
    expect(h.shown[0]!.content).toContain('/home/u/.config/Kitchen Table');
    expect(h.shown[0]!.content).toContain(log);
    expect(fs.readFileSync(log, 'utf8')).toContain('Error: the database is newer than this app');
    expect(h.exits).toEqual([1]);
  });

  it('still shows the box when the log cannot be written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-startup-'));
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, '');
    const h = host(path.join(blocker, 'logs')); // a folder under a file: cannot be made
    reportStartupFailure('boom', h.host);
    expect(h.shown[0]!.content).toContain('boom');
    expect(h.shown[0]!.content).toContain('could not be written');
    expect(h.exits).toEqual([1]);
  });

  it('says it in plain lines', () => {
    expect(startupFailureMessage(new Error('x'), '/d', '/l/startup-error.log')).toBe(
      'Kitchen Table could not start: x\n\nData folder: /d\nDetails were written to: /l/startup-error.log',
    );
  });
});
