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
 * Whether a box can hold a card name; the others are not read (each read costs ~25 ms). Not one
 * shorter along the text than 1.5 times its height (a mana cost, a power/toughness, a lone
 * symbol), nor one under 8 px tall in the working image (text of about 5 px: too small to read).
 */
function canHoldName(box: TextBox, scale: number): boolean {
  return box.w >= 1.5 * box.h && box.h * scale >= 8;
}

/**
 * Reads detected text lines one by one (tesseract's single-line mode on each straightened crop)
 * and keeps the ones that resemble a card name (`reads`); `texts` is every line read. `boxes`
 * are in the detector's pixels; `scale` maps them onto `src` (the full-resolution grey image
 * the crops are cut from).
 *
 * A title starts its line and only mana symbols follow it, so a line with other text just
 * before it on the same baseline ("Creature —" before "Squid Horror"), or words just after it
 * ("Sulfur Falls" then "enters the battlefield"), is a piece of a longer line: it goes to
 * "check these" at best.
 */
export async function readTextBoxes(
  engine: OcrEngine,
  matcher: NameMatcher,
  cv: Cv,
  src: CvMat,
  boxes: TextBox[],
  scale: number,
): Promise<{ reads: CardRead[]; texts: string[] }> {
  const read: { box: TextBox; text: string; card?: CardRead }[] = [];
  for (const box of boxes) {
    if (!canHoldName(box, scale)) continue;
    const full: TextBox = { ...box, cx: box.cx * scale, cy: box.cy * scale, w: box.w * scale, h: box.h * scale };
    const turns = Math.abs(box.angle) > NEAR_VERTICAL ? [0, 180] : [0];
    for (const turn of turns) {
      const turned = { ...full, angle: full.angle + turn };
      const lines = await engine.lines(await cropLine(cv, src, turned), PSM.SINGLE_LINE);
      const text = lines.map((l) => l.text).join(' ');
      const found = readsFromLines([{ text, bbox: boundsOf(full) }], matcher, 'line')[0];
      const card = found && (found.suggestions[0]?.score ?? 0) >= TITLE_FLOOR ? found : undefined;
      if (card || turn === turns[turns.length - 1]) {
        read.push({ box: { ...turned, cx: box.cx, cy: box.cy, w: box.w, h: box.h }, text, card });
        break;
      }
    }
  }
  const reads: CardRead[] = [];
  for (const r of read) {
    if (!r.card) continue;
    const before = boxes.some((b) => (b.cx !== r.box.cx || b.cy !== r.box.cy) && sameLine(r.box, b) === 'before');
    const after = read.some((o) => o !== r && sameLine(r.box, o.box) === 'after' && /[a-z]{3}/.test(o.text));
    // A title's letters fill its box (about 0.6 text heights a letter); a box half again longer
    // than the text read holds more words that tesseract dropped ("Skirsdag cultists meet
    // behind…" read as "Skirsdag cultisi"). Read titles measure 0.8–1.4 on the photo set.
    const unread = r.box.w / r.box.h > 1.5 * 0.6 * r.text.trim().length;
    reads.push(before || after || unread ? { ...r.card, name: null } : r.card);
  }
  return { reads, texts: read.map((r) => r.text) };
}

/**
 * Whether `other` sits on `box`'s line (same direction, same baseline, similar height) right
 * before or right after it (a gap under 1.5 text heights), in `box`'s reading direction.
 */
function sameLine(box: TextBox, other: TextBox): 'before' | 'after' | undefined {
  const turn = Math.abs(((((other.angle - box.angle) % 180) + 270) % 180) - 90);
  if (turn > 8 || other.h < 0.6 * box.h || other.h > 1.6 * box.h) return undefined;
  const a = (box.angle * Math.PI) / 180;
  const dx = other.cx - box.cx;
  const dy = other.cy - box.cy;
  const along = dx * Math.cos(a) + dy * Math.sin(a);
  const across = -dx * Math.sin(a) + dy * Math.cos(a);
  if (Math.abs(across) > 0.6 * Math.max(box.h, other.h)) return undefined;
  const gap = Math.abs(along) - (box.w + other.w) / 2;
  if (gap > 1.5 * box.h) return undefined;
  return along < 0 ? 'before' : 'after';
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
