import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** One line of text tesseract found, with where it is in the image it was given. */
export interface OcrLine {
  text: string;
  /** tesseract's own 0..100 line confidence. */
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

const require = createRequire(import.meta.url);

/**
 * Where the language data lives: the local `@tesseract.js-data/eng` package, never a CDN
 * (issue 10: works with no network). The LSTM "best_int" model reads the title font best.
 * A packaged app has it as a plain file in `<resources>/tessdata` (electron-builder.yml), since
 * tesseract's worker thread may not read inside the asar archive; it is preferred when present.
 */
export function localLangPath(resourcesDir?: string): string {
  const bundled = resourcesDir && path.join(resourcesDir, 'tessdata');
  if (bundled && fs.existsSync(path.join(bundled, 'eng.traineddata.gz'))) return bundled;
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * The tesseract.js worker, created once and kept warm (its own worker thread, so the backend's
 * event loop and the UI stay free). Calls are queued by tesseract.js itself.
 */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;
  private mode: PSM | undefined;

  /** `resourcesDir`: the app's bundled resources (see {@link localLangPath}). */
  constructor(private readonly resourcesDir?: string) {}

  private get(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: localLangPath(this.resourcesDir),
      gzip: true,
      // No cache files in the working folder: the data is read from node_modules each start.
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    return this.worker;
  }

  /** Reads every text line of an encoded image (PNG/JPEG buffer). Sparse mode finds scattered titles. */
  async lines(image: Buffer, mode: PSM = PSM.SPARSE_TEXT): Promise<OcrLine[]> {
    const worker = await this.get();
    if (this.mode !== mode) {
      // A fixed resolution: our PNGs carry none, and tesseract would guess (and warn on stdout).
      // debug_file: Tesseract's own diagnostics ("Detected N diacritics") would otherwise flood stderr.
      await worker.setParameters({ tessedit_pageseg_mode: mode, user_defined_dpi: '300', debug_file: '/dev/null' });
      this.mode = mode;
    }
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    const out: OcrLine[] = [];
    for (const block of data.blocks ?? []) {
      for (const para of block.paragraphs) {
        for (const line of para.lines) {
          out.push({ text: line.text.trim(), confidence: line.confidence, bbox: line.bbox });
        }
      }
    }
    return out;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }
}
