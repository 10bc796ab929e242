import sharp from 'sharp';
import { PSM } from 'tesseract.js';
import type { NameMatcher } from '../../core/scan/matcher';
import { readCollectorLines } from '../../core/scan/collector';
import { mergePasses, readsFromLines, TITLE_FLOOR, type CardRead } from '../../core/scan/reads';
import type { TextDetector } from './detector';
import type { OcrEngine } from './engine';
import { readTextBoxes } from './lines';
import { pinMmapThreshold } from './malloc';
import { loadCv } from './opencv';
import { findCardQuads, flipQuad, inside, TITLE_BAND, warpBand, type Quad } from './quads';

export interface ScanOutcome {
  /** Confident reads first, then the unsure ones ("check these"). */
  reads: CardRead[];
  /** Card outlines tried (webcam frames only; image pixels). */
  quads: Quad[];
  width: number;
  height: number;
  ms: number;
}

export interface ScanOptions {
  /**
   * `photo`: every card in the image (every text line the detector finds is read). `frame`: a
   * webcam frame with one card held up: the card's outline (or the guide) first, stopping at the
   * first confident title; the text lines only when that finds nothing.
   */
  mode?: 'photo' | 'frame';
}

/** The two warm engines a scan needs: tesseract (reading) and the text detector (finding lines). */
export interface ScanEngines {
  ocr: OcrEngine;
  detector: TextDetector;
}

// libvips' operation cache (50 MB by default) only holds memory here: every frame is a new image.
sharp.cache(false);

/**
 * The working image's longest side: big photos are reduced to MAX_SIDE (titles stay readable),
 * small ones enlarged to WORK_MIN (libvips' Lanczos gives line crops that read better than
 * enlarging each crop in the perspective warp).
 */
const MAX_SIDE = 2400;
const WORK_MIN = 1280;
/**
 * The text detector sees the image's longest side scaled into this range: small photos are
 * enlarged (their titles would be below the detector's smallest text), large ones reduced (its
 * cost grows with the area: ~0.25 s at 960 px, ~0.45 s at 1280 px on 2 cores).
 */
const DETECT_MIN = 960;
const DETECT_MAX = 1280;
/**
 * Below this median line height (detector pixels) a photo is detected again, enlarged by
 * SMALL_TEXT_ZOOM. On the fixture photos: far frames, piles, card grids and small digital
 * hands have medians of 8–16 px and read more cards enlarged (10 more below 12 px, 17 below
 * 16 px: 448 of 545, median 448 ms a photo once glibc's mmap threshold was pinned; 503–546 ms
 * before); fanned hands held close (30–48 px) read fewer.
 */
const SMALL_TEXT = 16;
const SMALL_TEXT_ZOOM = 1.5;
/** Width of a straightened title band: capitals come out about 30 px tall. */
const BAND_WIDTH = 640;
/** Card outlines tried in a photo (largest first). */
const PHOTO_QUADS = 8;

/**
 * One image through the pipeline (issue 10): decode and orient (EXIF); find the text lines at
 * any angle (a DB text detector), straighten each one and read it as a single line (tesseract);
 * match every line against the card names; then read the title band of each card outline
 * (OpenCV) that holds no title yet. A webcam frame tries its card's outline first, which is
 * quicker when it works, and the detector only when that finds nothing.
 */
export async function scanImage(
  engines: ScanEngines,
  matcher: NameMatcher,
  image: Buffer,
  options: ScanOptions = {},
): Promise<ScanOutcome> {
  const started = performance.now();
  // Once per process, before the first big buffer: keeps long scanning sessions from creeping.
  await pinMmapThreshold();
  const { ocr: engine } = engines;
  const mode = options.mode ?? 'photo';
  const oriented = sharp(image, { failOn: 'none' }).rotate();
  const meta = await oriented.metadata();
  const w0 = meta.autoOrient?.width ?? meta.width ?? 0;
  const h0 = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!w0 || !h0) throw new Error('not an image');
  const long = Math.max(w0, h0);
  const scale = Math.min(MAX_SIDE, Math.max(WORK_MIN, long)) / long;
  const width = Math.round(w0 * scale);
  const height = Math.round(h0 * scale);
  // Decoded once (a JPEG decode is the costly part); the grey and detector images derive from it.
  // Transparent parts of a PNG (a digital composite) become white, as paper would be.
  const colour = await oriented
    .resize({ width, height })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const raw = { raw: { width, height, channels: 3 as const } };
  const grey = await sharp(colour, raw).greyscale().raw().toBuffer();

  const cv = await loadCv();
  // Issue 10: a webcam frame's card is the largest card-shaped outline, else the screen's guide.
  const quads: Quad[] = [];
  if (mode === 'frame') quads.push(...findCardQuads(cv, grey, width, height).slice(0, 3), guideQuad(width, height));
  const passes: CardRead[][] = [];
  // Every line read, for the collector lines (set code and number) of a lone card.
  const texts: string[] = [];
  const src = new cv.Mat(height, width, cv.CV_8UC1);
  try {
    src.data.set(grey);
    // Reads the title band of each card outline; a frame stops at its first confident title.
    const readQuads = async (list: Quad[]): Promise<CardRead[]> => {
      const out: CardRead[] = [];
      for (const quad of list) {
        let read = await readTitle(engine, matcher, cv, src, quad, 3);
        // Nothing title-like: the card may be upside down or turned the other way (one quick try).
        if (!read) read = await readTitle(engine, matcher, cv, src, flipQuad(quad), 1);
        if (read) out.push(unscale(read, scale));
        if (read?.name && mode === 'frame') {
          texts.push(...(await readCollectorBand(engine, cv, src, quad)));
          break;
        }
      }
      return out;
    };
    if (mode === 'frame') passes.push(await readQuads(quads));
    if (mode === 'photo' || !passes[0]!.some((r) => r.name)) {
      const detectAt = async (side: number) => {
        const ds = side / long;
        const dw = Math.round(w0 * ds);
        const dh = Math.round(h0 * ds);
        const rgb = await sharp(colour, raw).resize({ width: dw, height: dh }).raw().toBuffer();
        return { ds, boxes: await engines.detector.detect(cv, rgb, dw, dh) };
      };
      let { ds, boxes } = await detectAt(Math.min(DETECT_MAX, Math.max(DETECT_MIN, long)));
      // Small text (far webcam frames, piles, grids of cards): the detector finds more of it
      // enlarged; big text (a hand held close) it finds better as it is, so only then.
      if (mode === 'photo' && median(boxes.map((b) => b.h)) < SMALL_TEXT) {
        ({ ds, boxes } = await detectAt(Math.round(ds * long * SMALL_TEXT_ZOOM)));
      }
      // Detector pixels -> working pixels (`src`), then reads back to the image's own pixels.
      const lines = await readTextBoxes(engine, matcher, cv, src, boxes, scale / ds);
      texts.push(...lines.texts);
      passes.push(lines.reads.map((r) => unscale(r, scale)));
    }
    // Card outlines holding no title read yet: old frames' small, low-contrast titles, and
    // cards in piles, read better in the title band of the outline (a wider, straightened crop
    // of the card's top) than as a detected line.
    if (mode === 'photo') {
      const named = passes.flat().filter((r) => r.name);
      const bare = findCardQuads(cv, grey, width, height)
        .slice(0, PHOTO_QUADS)
        .filter((q) => !named.some((r) => inside(centre(r.bbox, scale), q)));
      quads.push(...bare);
      passes.push(await readQuads(bare));
    }
  } finally {
    src.delete();
  }
  // A photo's passes read different cards (outlines with no title read yet), so their reads
  // add up; a frame's passes may read the same card twice.
  const reads = mergePasses(mode === 'photo' ? [passes.flat()] : passes);
  if (mode === 'frame') reads.splice(1); // one card per frame: the best read
  // With one card in the image its collector lines are its own: they pin the printing.
  const named = reads.filter((r) => r.name);
  const collector = readCollectorLines(texts);
  if (named.length === 1 && collector.numbers.length > 0) named[0]!.collector = collector;
  return {
    reads,
    quads: quads.map((q) => q.map((p) => ({ x: p.x / scale, y: p.y / scale })) as Quad),
    width: w0,
    height: h0,
    ms: performance.now() - started,
  };
}

/**
 * The bottom-left collector lines of a card outline (M15 frames and later: number and rarity
 * over set code and language), read as a block. Older frames have none there; nothing matches.
 */
async function readCollectorBand(
  engine: OcrEngine,
  cv: Awaited<ReturnType<typeof loadCv>>,
  src: InstanceType<Awaited<ReturnType<typeof loadCv>>['Mat']>,
  quad: Quad,
): Promise<string[]> {
  const band = warpBand(cv, src, quad, COLLECTOR_BAND, BAND_WIDTH);
  const png = await sharp(band.data, { raw: { width: band.width, height: band.height, channels: 1 } })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return (await engine.lines(png, PSM.SINGLE_BLOCK)).map((l) => l.text);
}

/** Where the collector lines sit on a card (fractions of its width and height). */
const COLLECTOR_BAND = { x0: 0.02, x1: 0.6, y0: 0.915, y1: 0.99 };

async function readTitle(
  engine: OcrEngine,
  matcher: NameMatcher,
  cv: Awaited<ReturnType<typeof loadCv>>,
  src: InstanceType<Awaited<ReturnType<typeof loadCv>>['Mat']>,
  quad: Quad,
  tries: number,
): Promise<CardRead | undefined> {
  const band = warpBand(cv, src, quad, TITLE_BAND, BAND_WIDTH);
  const raw = { raw: { width: band.width, height: band.height, channels: 1 as const } };
  // tesseract's layout analysis is fragile on a band with frame lines above and below the
  // title; a few preparations are tried in turn, stopping at the first confident read.
  const strip = titleStrip(band.data, band.width, band.height);
  const attempts: [() => Promise<Buffer>, PSM][] = [
    [
      () =>
        sharp(band.data, raw)
          .extract({ left: 0, top: strip.top, width: band.width, height: strip.height })
          .normalise()
          .png({ compressionLevel: 1 })
          .toBuffer(),
      PSM.SINGLE_LINE,
    ],
    [() => sharp(band.data, raw).normalise().png({ compressionLevel: 1 }).toBuffer(), PSM.SINGLE_BLOCK],
    [
      () =>
        sharp(band.data, raw)
          .resize({ width: Math.round(band.width * 0.625) })
          .normalise()
          .sharpen()
          .threshold(110)
          .png({ compressionLevel: 1 })
          .toBuffer(),
      PSM.SPARSE_TEXT,
    ],
  ];
  let best: CardRead | undefined;
  for (const [prepare, mode] of attempts.slice(0, tries)) {
    const reads = readsFromLines(await engine.lines(await prepare(), mode), matcher);
    for (const r of reads) if (!best || r.confidence > best.confidence) best = r;
    if (best?.name) break;
  }
  if (!best || (best.suggestions[0]?.score ?? 0) < TITLE_FLOOR) return undefined;
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  return { ...best, bbox: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } };
}

/**
 * The title bar inside a title band: the longest run of rows brighter (or, on old black-framed
 * cards, darker) than the band's middle grey, padded a little. Reading just that strip as one
 * line avoids tesseract's layout analysis tripping over the frame lines above and below.
 */
export function titleStrip(grey: Buffer, width: number, height: number): { top: number; height: number } {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    let sum = 0;
    for (let x = 0; x < width; x++) sum += grey[y * width + x]!;
    rows.push(sum / width);
  }
  const mid = (Math.max(...rows) + Math.min(...rows)) / 2;
  let best = { top: 0, len: 0 };
  for (const bright of [true, false]) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const inRun = y < height && rows[y]! > mid === bright;
      if (inRun && start < 0) start = y;
      if (!inRun && start >= 0) {
        if (y - start > best.len) best = { top: start, len: y - start };
        start = -1;
      }
    }
  }
  if (best.len < height * 0.2) return { top: 0, height };
  const pad = Math.round(best.len * 0.15);
  const top = Math.max(0, best.top - pad);
  return { top, height: Math.min(height, best.top + best.len + pad) - top };
}

/**
 * The Scan screen's card-shaped guide (styles.css `.scan-guide`): centred, 84 % of the frame's
 * height, 63:88.
 */
export function guideQuad(width: number, height: number): Quad {
  const h = 0.84 * height;
  const w = Math.min(width, (h * 63) / 88);
  const x0 = (width - w) / 2;
  const y0 = 0.08 * height;
  return [
    { x: x0, y: y0 },
    { x: x0 + w, y: y0 },
    { x: x0 + w, y: y0 + h },
    { x: x0, y: y0 + h },
  ];
}

function median(xs: number[]): number {
  if (xs.length === 0) return Infinity;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A read's centre in working pixels (reads are in the image's own pixels). */
function centre(b: CardRead['bbox'], scale: number): { x: number; y: number } {
  return { x: ((b.x0 + b.x1) / 2) * scale, y: ((b.y0 + b.y1) / 2) * scale };
}

function unscale(read: CardRead, scale: number): CardRead {
  const b = read.bbox;
  return { ...read, bbox: { x0: b.x0 / scale, y0: b.y0 / scale, x1: b.x1 / scale, y1: b.y1 / scale } };
}
