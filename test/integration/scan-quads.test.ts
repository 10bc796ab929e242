/**
 * The card finder and title-band reader on real fixture photos (OpenCV.js + sharp, no OCR):
 * three cards side by side on a playmat, a single sleeved card, and the no-card negative.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadCv } from '../../src/backend/ocr/opencv';
import { guideQuad, titleStrip } from '../../src/backend/ocr/pipeline';
import { findCardQuads, TITLE_BAND, warpBand } from '../../src/backend/ocr/quads';

const PHOTOS = path.resolve(process.cwd(), '../shared/fixtures/ocr-photos');

async function grey(file: string) {
  const { data, info } = await sharp(fs.readFileSync(path.join(PHOTOS, file)))
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('card finder', () => {
  it('finds the three cards of hj3/test14.jpg, each portrait and top edge first', async () => {
    const cv = await loadCv();
    const img = await grey('hj3/test14.jpg');
    const quads = findCardQuads(cv, img.data, img.width, img.height);
    expect(quads.length).toBe(3);
    for (const [tl, tr, br, bl] of quads) {
      expect(tl.y).toBeLessThan(bl.y);
      expect(tr.x).toBeGreaterThan(tl.x);
      const w = Math.hypot(tr.x - tl.x, tr.y - tl.y);
      const h = Math.hypot(br.x - tr.x, br.y - tr.y);
      expect(w / h).toBeGreaterThan(0.6);
      expect(w / h).toBeLessThan(0.85);
    }
    // Loading OpenCV left no process-wide handler that would abort the backend.
    expect(process.listeners('unhandledRejection').some((l) => String(l).includes('abort'))).toBe(false);
  });

  it('finds no card in the flower photo', async () => {
    const cv = await loadCv();
    const img = await grey('hj3/frilly_0007.jpg');
    expect(findCardQuads(cv, img.data, img.width, img.height).length).toBeLessThanOrEqual(1);
  });

  it('straightens a title band and finds the title bar strip inside it', async () => {
    const cv = await loadCv();
    const img = await grey('hj3/test14.jpg');
    const [quad] = findCardQuads(cv, img.data, img.width, img.height);
    const src = new cv.Mat(img.height, img.width, cv.CV_8UC1);
    src.data.set(img.data);
    const band = warpBand(cv, src, quad!, TITLE_BAND, 640);
    src.delete();
    expect(band.width).toBe(640);
    expect(band.data.length).toBe(band.width * band.height);
    const strip = titleStrip(band.data, band.width, band.height);
    expect(strip.height).toBeGreaterThan(band.height * 0.2);
    expect(strip.height).toBeLessThan(band.height);
  });

  it('the guide region is centred and card-shaped', () => {
    const [tl, tr, , bl] = guideQuad(1280, 720);
    expect((tl.x + tr.x) / 2).toBeCloseTo(640);
    expect((tr.x - tl.x) / (bl.y - tl.y)).toBeCloseTo(63 / 88);
  });
});
