/**
 * The scan pipeline on real photos (../shared/fixtures/ocr-photos), names from Scryfall's 2023
 * catalog: the text detector against the photo set's own ground-truth title quadrilaterals, and
 * whole photos through detection, tesseract and the matcher.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogNames } from '../../src/backend/ocr/catalog';
import { TextDetector } from '../../src/backend/ocr/detector';
import { OcrEngine } from '../../src/backend/ocr/engine';
import { loadCv } from '../../src/backend/ocr/opencv';
import { scanImage } from '../../src/backend/ocr/pipeline';
import { NameMatcher } from '../../src/core/scan/matcher';

const FIXTURES = path.resolve(process.cwd(), '../shared/fixtures');
const PHOTOS = path.join(FIXTURES, 'ocr-photos');
const engines = { ocr: new OcrEngine(), detector: new TextDetector() };
const matcher = new NameMatcher(
  loadCatalogNames(path.join(FIXTURES, 'scryfall/aioscryfall-catalog-card-names-2023.json')),
);

afterAll(async () => {
  await engines.ocr.close();
  await engines.detector.close();
});

async function confidentNames(file: string): Promise<string[]> {
  const out = await scanImage(engines, matcher, fs.readFileSync(path.join(PHOTOS, file)), { mode: 'photo' });
  return out.reads.flatMap((r) => (r.name ? [r.name] : [])).sort();
}

describe('text detector', () => {
  it('finds every labelled title of a fanned hand, at its angle (visions ground truth)', async () => {
    const cv = await loadCv();
    const image = 'IMG_20191130154729';
    const { data, info } = await sharp(path.join(PHOTOS, `visions/${image}.jpg`))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const boxes = await engines.detector.detect(cv, data, info.width, info.height);
    // ICDAR 2015 lines: x1,y1,...,x4,y4,text.
    const truth = fs
      .readFileSync(path.join(PHOTOS, `visions/gt/gt_${image}.txt`), 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(',').slice(0, 8).map(Number));
    expect(truth.length).toBe(5);
    for (const q of truth) {
      const cx = (q[0]! + q[2]! + q[4]! + q[6]!) / 4;
      const cy = (q[1]! + q[3]! + q[5]! + q[7]!) / 4;
      // The quadrilaterals start at any corner: compare directions modulo 180 degrees.
      const angle = (Math.atan2(q[3]! - q[1]!, q[2]! - q[0]!) * 180) / Math.PI;
      const turn = (a: number) => Math.abs(((((a - angle) % 180) + 270) % 180) - 90);
      // The title's box: a detected line whose centre is near the title's and runs the same way.
      const hit = boxes.find((b) => Math.hypot(b.cx - cx, b.cy - cy) < 40 && turn(b.angle) < 8);
      expect(hit, `title at ${Math.round(cx)},${Math.round(cy)}`).toBeDefined();
    }
  }, 60_000);
});

describe('scan pipeline', () => {
  it('reads every title of a fanned, tilted hand, two copies as two cards', async () => {
    expect(await confidentNames('visions/IMG_20191130154729.jpg')).toEqual([
      'Doomed Dissenter',
      'Infernal Scarring',
      'Infernal Scarring',
      'Mighty Leap',
      'Take Vengeance',
    ]);
  }, 60_000);

  it('does not take rules text that names a card ("… or a Mountain.") for a title', async () => {
    expect(await confidentNames('hj3/test7.jpg')).toEqual(['Steam Vents', 'Sulfur Falls']);
  }, 60_000);

  it('reads the collector lines of a lone card (M15 frame: "046/269 R", "M15 • EN")', async () => {
    const out = await scanImage(engines, matcher, fs.readFileSync(path.join(PHOTOS, 'hj3/test20.jpg')), {
      mode: 'photo',
    });
    const named = out.reads.filter((r) => r.name);
    expect(named.map((r) => r.name)).toEqual(['Chasm Skulker']);
    expect(named[0]?.collector?.numbers).toContain('46');
  }, 60_000);

  it('reads the small titles of a far webcam frame by detecting it again enlarged (hj3/test27)', async () => {
    // Ten cards in a 1280x720 frame, titles ~8 px tall: read at the frame's own size, 3 of them.
    const labels = 'Cyclonic Rift|Force of Will|Frantic Search|Island|Mountain|Ponder|Snapcaster Mage|Steam Vents';
    const labelled = new Set(labels.split('|'));
    const names = await confidentNames('hj3/test27.jpg');
    expect(names.filter((n) => !labelled.has(n))).toEqual([]);
    expect(names.length).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('enlarges a small digital hand too, whose lines are 12–16 px (hj3/hand_of_card_ktk.png)', async () => {
    // Five cards fanned in a small screenshot: read at its own size, 3 of them.
    const labelled = ['Disdainful Stroke', "Hero's Downfall", "Hero's Downfall", 'Opulent Palace', 'Swamp'];
    expect((await confidentNames('hj3/hand_of_card_ktk.png')).sort()).toEqual(labelled);
  }, 60_000);

  it('names nothing in a photo with no card', async () => {
    expect(await confidentNames('hj3/frilly_0007.jpg')).toEqual([]);
  }, 60_000);
});
