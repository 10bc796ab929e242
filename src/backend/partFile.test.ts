import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWhole } from './partFile';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-partfile-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writeWhole', () => {
  it('a complete source becomes the file, and no .part remains', async () => {
    const file = path.join(dir, 'whole.json');
    await writeWhole(Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]), file);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1}');
    expect(fs.readdirSync(dir)).toEqual(['whole.json']);
  });

  it('a source refused at its first chunk leaves nothing behind, however early it fails', async () => {
    // Fifty times: a plain finally left the .part about one time in four (the stream opened after it).
    for (let i = 0; i < 50; i++) {
      const file = path.join(dir, `refused-${i}.img`);
      const source = new Readable({
        read() {
          this.destroy(new Error('over the cap'));
        },
      });
      await expect(writeWhole(source, file)).rejects.toThrow('over the cap');
      await new Promise((r) => setTimeout(r, 1));
      expect(fs.existsSync(`${file}.part`)).toBe(false);
      expect(fs.existsSync(file)).toBe(false);
    }
  });

  it('a check before the rename that throws keeps the old file and removes the part', async () => {
    const file = path.join(dir, 'kept.json');
    fs.writeFileSync(file, 'old');
    const cancelled = () => {
      throw new Error('cancelled');
    };
    await expect(writeWhole(Readable.from([Buffer.from('new')]), file, { beforeRename: cancelled })).rejects.toThrow(
      'cancelled',
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.existsSync(`${file}.part`)).toBe(false);
  });
});
