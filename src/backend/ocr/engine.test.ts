import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localLangPath } from './engine';

describe('OCR language data location', () => {
  it('uses the packaged resources/tessdata when present, else the local npm package (never a CDN)', () => {
    const res = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-res-'));
    expect(localLangPath(res)).toMatch(/@tesseract\.js-data[\\/]eng[\\/]4\.0\.0_best_int$/);
    fs.mkdirSync(path.join(res, 'tessdata'));
    fs.writeFileSync(path.join(res, 'tessdata', 'eng.traineddata.gz'), '');
    expect(localLangPath(res)).toBe(path.join(res, 'tessdata'));
    expect(fs.existsSync(path.join(localLangPath(), 'eng.traineddata.gz'))).toBe(true);
  });
});
