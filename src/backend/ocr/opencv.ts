import { createRequire } from 'node:module';

/** The few OpenCV.js calls the card finder uses (the package's own typings need `mirada`, not installed). */
export interface CvMat {
  rows: number;
  cols: number;
  data: Uint8Array;
  data32S: Int32Array;
  delete(): void;
}
export interface CvMatVector {
  size(): number;
  get(i: number): CvMat;
  delete(): void;
}
export interface CvRotatedRect {
  center: { x: number; y: number };
  size: { width: number; height: number };
  angle: number;
}
export interface Cv {
  Mat: new (...args: unknown[]) => CvMat;
  MatVector: new () => CvMatVector;
  Size: new (w: number, h: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  Scalar: new (...v: number[]) => unknown;
  CV_8UC1: number;
  CV_32FC2: number;
  RETR_LIST: number;
  CHAIN_APPROX_SIMPLE: number;
  MORPH_RECT: number;
  BORDER_CONSTANT: number;
  BORDER_REPLICATE: number;
  INTER_LINEAR: number;
  INTER_CUBIC: number;
  matFromArray(rows: number, cols: number, type: number, data: number[]): CvMat;
  GaussianBlur(src: CvMat, dst: CvMat, size: unknown, sigma: number): void;
  Canny(src: CvMat, dst: CvMat, t1: number, t2: number): void;
  dilate(src: CvMat, dst: CvMat, kernel: CvMat, anchor: unknown, iterations: number): void;
  getStructuringElement(shape: number, size: unknown): CvMat;
  findContours(src: CvMat, contours: CvMatVector, hierarchy: CvMat, mode: number, method: number): void;
  contourArea(contour: CvMat): number;
  minAreaRect(contour: CvMat): CvRotatedRect;
  arcLength(contour: CvMat, closed: boolean): number;
  approxPolyDP(contour: CvMat, out: CvMat, epsilon: number, closed: boolean): void;
  isContourConvex(contour: CvMat): boolean;
  getPerspectiveTransform(src: CvMat, dst: CvMat): CvMat;
  warpPerspective(src: CvMat, dst: CvMat, m: CvMat, size: unknown, flags: number, border: number, value: unknown): void;
}

let loading: Promise<Cv> | undefined;

/**
 * Loads OpenCV.js (WebAssembly, ~0.4 s, once per process). Its Emscripten glue installs
 * process-wide `uncaughtException`/`unhandledRejection` handlers that would abort the whole
 * backend on any stray rejection; they are removed again right after loading.
 */
export function loadCv(): Promise<Cv> {
  loading ??= new Promise<Cv>((resolve) => {
    const before = {
      uncaught: new Set(process.listeners('uncaughtException')),
      unhandled: new Set(process.listeners('unhandledRejection')),
    };
    const require = createRequire(import.meta.url);
    const mod = require('@techstark/opencv-js') as Cv & { onRuntimeInitialized?: () => void; Mat?: unknown };
    const done = (): void => {
      for (const l of process.listeners('uncaughtException'))
        if (!before.uncaught.has(l)) process.removeListener('uncaughtException', l);
      for (const l of process.listeners('unhandledRejection'))
        if (!before.unhandled.has(l)) process.removeListener('unhandledRejection', l);
      // The module is a thenable whose `then` calls back forever; a promise must not see it.
      delete (mod as { then?: unknown }).then;
      resolve(mod);
    };
    // Emscripten calls onRuntimeInitialized once the wasm is compiled.
    mod.onRuntimeInitialized = done;
  });
  return loading;
}
