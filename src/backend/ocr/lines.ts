import sharp from 'sharp';
import { PSM } from 'tesseract.js';
import type { NameMatcher } from '../../core/scan/matcher';
import { readsFromLines, TITLE_FLOOR, type CardRead } from '../../core/scan/reads';
import { boxCorners, type TextBox } from './detector';
import type { OcrEngine } from './engine';
import type { Cv, CvMat } from './opencv';

/** Height of a straightened line crop: the box is padded, so capitals come out about 25 px tall. */
const CROP_HEIGHT = 48;
/** Text this close to vertical may read either way up (a card turned by 90 degrees). */
const NEAR_VERTICAL = 60;
/**
 * Boxes that cannot hold a card name are not read (each read costs ~25 ms): shorter along the
 * text than 1.5 times their height (a mana cost, a power/toughness, a lone symbol), or with
 * boxes under 8 px tall in the working image (text of about 5 px: too small to read at all).
 */
const MIN_ASPECT = 1.5;
const MIN_HEIGHT = 8;

/**
 * Reads detected text lines one by one (tesseract's single-line mode on each straightened crop)
 * and keeps the ones that resemble a card name. `boxes` are in the detector's pixels; `scale`
 * maps them onto `src` (the full-resolution grey image the crops are cut from).
 */
export async function readTextBoxes(
  engine: OcrEngine,
  matcher: NameMatcher,
  cv: Cv,
  src: CvMat,
  boxes: TextBox[],
  scale: number,
): Promise<CardRead[]> {
  const reads: CardRead[] = [];
  for (const box of boxes) {
    if (box.w < MIN_ASPECT * box.h || box.h * scale < MIN_HEIGHT) continue;
    const full: TextBox = { ...box, cx: box.cx * scale, cy: box.cy * scale, w: box.w * scale, h: box.h * scale };
    const turns = Math.abs(box.angle) > NEAR_VERTICAL ? [0, 180] : [0];
    for (const turn of turns) {
      const crop = await cropLine(cv, src, { ...full, angle: full.angle + turn });
      const lines = await engine.lines(crop, PSM.SINGLE_LINE);
      const text = lines.map((l) => l.text).join(' ');
      const bbox = boundsOf(full);
      const found = readsFromLines([{ text, bbox }], matcher, 'line');
      if (found.length > 0 && (found[0]!.suggestions[0]?.score ?? 0) >= TITLE_FLOOR) {
        reads.push(found[0]!);
        break;
      }
    }
  }
  return reads;
}

/** A box straightened into a grey PNG `CROP_HEIGHT` tall, contrast stretched. */
async function cropLine(cv: Cv, src: CvMat, box: TextBox): Promise<Buffer> {
  const height = CROP_HEIGHT;
  const width = Math.max(height, Math.round((box.w / box.h) * height));
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, boxCorners(box).flat());
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  try {
    cv.warpPerspective(src, out, m, new cv.Size(width, height), cv.INTER_CUBIC, cv.BORDER_REPLICATE, new cv.Scalar());
    return await sharp(Buffer.from(out.data), { raw: { width, height, channels: 1 } })
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } finally {
    from.delete();
    to.delete();
    m.delete();
    out.delete();
  }
}

function boundsOf(box: TextBox): CardRead['bbox'] {
  const pts = boxCorners(box);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
