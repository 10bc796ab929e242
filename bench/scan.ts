import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { NameMatcher } from '../src/core/scan/matcher';
import { loadCatalogNames } from '../src/backend/ocr/catalog';
import { TextDetector } from '../src/backend/ocr/detector';
import { OcrEngine } from '../src/backend/ocr/engine';
import { scanImage } from '../src/backend/ocr/pipeline';
import type { BenchSuite, Figure } from './types';

const FIXTURES = path.resolve(process.cwd(), '../shared/fixtures');
const PHOTOS = path.join(FIXTURES, 'ocr-photos');
/** The names matched against: Scryfall's 2023 catalog (the photos include cards newer than the starter pool). */
const CATALOG = path.join(FIXTURES, 'scryfall/aioscryfall-catalog-card-names-2023.json');

interface Label {
  file: string;
  names: string[];
  /** What the photo shows and what is hard; names cards whose titles are cut off (not listed). */
  notes: string;
}

export function loadLabels(): Label[] {
  const csv = fs.readFileSync(path.join(PHOTOS, 'labels.csv'), 'utf8');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  return rows.map((r) => ({ file: r.file!, names: r.names ? r.names.split('|') : [], notes: r.notes ?? '' }));
}

export interface PhotoScore {
  file: string;
  ms: number;
  labels: number;
  /** Labelled cards added with confidence and right. */
  addedRight: number;
  /** Confident adds that are not on the photo (beyond the labelled count). */
  addedWrong: string[];
  /** Labelled cards found only as the top suggestion of a "check these" read. */
  checkRight: number;
  missed: string[];
}

/**
 * Scores one photo per card (multiset): a name counts as many times as it is labelled. A card
 * the labels leave out because its title is cut off, but whose name the notes give, is neither
 * right nor wrong when read (the fixture README: "a reader that finds them anyway is not wrong").
 */
export function scorePhoto(
  file: string,
  labels: string[],
  confident: string[],
  unsureTop: string[],
  ms: number,
  notes = '',
): PhotoScore {
  const left = new Map<string, number>();
  for (const n of labels) left.set(n, (left.get(n) ?? 0) + 1);
  let addedRight = 0;
  const addedWrong: string[] = [];
  const asLabel = (n: string): string =>
    labels.includes(n) ? n : (n.split(' // ').find((f) => labels.includes(f)) ?? n);
  confident = confident.map(asLabel);
  unsureTop = unsureTop.map(asLabel);
  for (const n of confident) {
    const k = left.get(n) ?? 0;
    if (k > 0) {
      addedRight++;
      left.set(n, k - 1);
    } else if (!labels.includes(n) && !notes.includes(n)) addedWrong.push(n);
    // A second read of a labelled card (e.g. rules text naming it) is a duplicate, not a wrong card.
  }
  let checkRight = 0;
  for (const n of unsureTop) {
    const k = left.get(n) ?? 0;
    if (k > 0) {
      checkRight++;
      left.set(n, k - 1);
    }
  }
  const missed = [...left.entries()].flatMap(([n, k]) => Array<string>(k).fill(n));
  return { file, ms, labels: labels.length, addedRight, addedWrong, checkRight, missed };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function runScanBench(
  options: { passes?: number; subset?: number; verbose?: boolean } = {},
): Promise<Figure[]> {
  const passes = options.passes ?? 2;
  let labels = loadLabels();
  if (options.subset) labels = labels.filter((_, i) => i % Math.ceil(labels.length / options.subset!) === 0);
  const names = loadCatalogNames(CATALOG);
  const matcher = new NameMatcher(names);
  // Labelled cards the name list cannot answer with (printed after the 2023 catalog).
  const known = new Set(names.flatMap((n) => [n.name, ...n.name.split(' // ')]));
  const engines = { ocr: new OcrEngine(), detector: new TextDetector() };
  const memory: number[] = [];
  // JS heap apart from RSS: RSS also holds tesseract's and OpenCV's WebAssembly memories, which
  // grow to their high-water mark and never shrink.
  const heap: number[] = [];
  let scores: PhotoScore[] = [];
  try {
    for (let pass = 0; pass < passes; pass++) {
      scores = [];
      for (const label of labels) {
        const image = fs.readFileSync(path.join(PHOTOS, label.file));
        const out = await scanImage(engines, matcher, image, { mode: 'photo' });
        const confident = out.reads.flatMap((r) => (r.name ? [r.name] : []));
        const unsure = out.reads.flatMap((r) => (r.name ? [] : [r.suggestions[0]?.name ?? '']));
        const s = scorePhoto(label.file, label.names, confident, unsure, out.ms, label.notes);
        scores.push(s);
        if (options.verbose && pass === 0) {
          console.log(
            `${label.file} ${Math.round(out.ms)}ms right=${s.addedRight}/${s.labels} check=${s.checkRight}` +
              (s.addedWrong.length ? ` WRONG=${JSON.stringify(s.addedWrong)}` : '') +
              (s.missed.length ? ` missed=${JSON.stringify(s.missed)}` : ''),
          );
        }
      }
      (globalThis as { gc?: () => void }).gc?.();
      memory.push(process.memoryUsage().rss / 2 ** 20);
      heap.push(process.memoryUsage().heapUsed / 2 ** 20);
    }
  } finally {
    await engines.ocr.close();
    await engines.detector.close();
  }
  const cards = scores.reduce((a, s) => a + s.labels, 0);
  const right = scores.reduce((a, s) => a + s.addedRight, 0);
  const check = scores.reduce((a, s) => a + s.checkRight, 0);
  const wrong = scores.reduce((a, s) => a + s.addedWrong.length, 0);
  const adds = right + wrong;
  const unknown = labels.flatMap((l) => l.names).filter((n) => !known.has(n)).length;
  // Per source folder: where it works and where it does not (docs/architecture.md, Scan).
  const folders = new Map<string, [number, number]>();
  for (const s of scores) {
    const f = s.file.split('/')[0]!;
    const [r, n] = folders.get(f) ?? [0, 0];
    folders.set(f, [r + s.addedRight, n + s.labels]);
  }
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  const figures: Figure[] = [
    { name: 'photos', value: scores.length, unit: 'images' },
    { name: 'labelled cards', value: cards, unit: 'cards' },
    {
      name: 'top-1 accuracy (added with confidence, right)',
      value: pct(right, cards),
      unit: '%',
      target: '>= 90',
      ok: pct(right, cards) >= 90,
    },
    { name: 'top-1 incl. "check these" reads (best suggestion right)', value: pct(right + check, cards), unit: '%' },
    {
      name: `top-1 over the ${cards - unknown} cards the 2023 name list has`,
      value: pct(right, cards - unknown),
      unit: '%',
    },
    {
      name: 'confidently wrong (of confident adds)',
      value: pct(wrong, adds),
      unit: '%',
      target: '<= 1',
      ok: pct(wrong, adds) <= 1,
    },
    { name: 'confidently wrong (of labelled cards)', value: pct(wrong, cards), unit: '%' },
    {
      name: 'median time per photo',
      value: Math.round(quantile(times, 0.5)),
      unit: 'ms',
      target: '<= 500',
      ok: quantile(times, 0.5) <= 500,
    },
    { name: 'p95 time per photo', value: Math.round(quantile(times, 0.95)), unit: 'ms' },
  ];
  for (const [folder, [r, n]] of folders) figures.push({ name: `  ${folder}/ right`, value: r, unit: `of ${n}` });
  memory.forEach((mb, i) => figures.push({ name: `RSS after pass ${i + 1}`, value: Math.round(mb), unit: 'MiB' }));
  heap.forEach((mb, i) =>
    figures.push({
      name: `JS heap after pass ${i + 1}${globalThis.gc ? ' (after gc)' : ''}`,
      value: Math.round(mb),
      unit: 'MiB',
    }),
  );
  // Growth from each pass to the next: the first says whether a second look at the same photos
  // costs memory, the later ones whether that growth goes on (a leak) or levels off.
  for (let i = 1; i < memory.length; i++) {
    const growth = memory[i]! - memory[i - 1]!;
    figures.push({
      name: `RSS growth, pass ${i} -> ${i + 1}`,
      value: Math.round(growth),
      unit: 'MiB',
      target: '<= 0 (+noise)',
      ok: growth <= 5,
    });
  }
  if (options.verbose) {
    for (const s of scores) if (s.addedWrong.length) console.log('wrong', s.file, s.addedWrong);
  }
  return figures;
}

function pct(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((1000 * a) / b) / 10;
}

export const scanSuite: BenchSuite = {
  id: 'scan',
  title: 'Scan: OCR card recognition over ../shared/fixtures/ocr-photos (names from the 2023 Scryfall catalog)',
  run: () => runScanBench({ passes: 3, verbose: process.env.SCAN_BENCH_VERBOSE === '1' }),
};
