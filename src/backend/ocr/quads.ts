import type { Cv, CvMat } from './opencv';

export interface Point {
  x: number;
  y: number;
}

/** A card-shaped quadrilateral: corners in image pixels, top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

/** A card is 63 x 88 mm. */
const CARD_RATIO = 63 / 88;
/** Where card finding works: long side in pixels (edges survive, it stays fast). */
const FIND_SIDE = 1280;

/**
 * Finds card-shaped quadrilaterals in a greyscale image: edges (Canny), closed a little, outer
 * contours whose minimum-area rectangle has the card's 63:88 ratio and is filled by the contour
 * (so a fan's half-hidden cards are not taken for whole ones). Largest first; a quad whose centre
 * lies inside a larger one (the inner frame line, the art box) is dropped.
 */
export function findCardQuads(cv: Cv, grey: Buffer, width: number, height: number): Quad[] {
  const scale = Math.min(1, FIND_SIDE / Math.max(width, height));
  const mats: { delete(): void }[] = [];
  const keep = <T extends { delete(): void }>(m: T): T => (mats.push(m), m);
  try {
    const src = keep(new cv.Mat(height, width, cv.CV_8UC1));
    src.data.set(grey);
    let work = src;
    if (scale < 1) {
      work = keep(new cv.Mat());
      // resize through warpPerspective's sibling is not exported; a scaling matrix does the job.
      const m = keep(cv.matFromArray(3, 3, 6 /* CV_64F */, [scale, 0, 0, 0, scale, 0, 0, 0, 1]));
      cv.warpPerspective(
        src,
        work,
        m,
        new cv.Size(Math.round(width * scale), Math.round(height * scale)),
        cv.INTER_LINEAR,
        cv.BORDER_REPLICATE,
        new cv.Scalar(),
      );
    }
    const blurred = keep(new cv.Mat());
    cv.GaussianBlur(work, blurred, new cv.Size(5, 5), 0);
    const edges = keep(new cv.Mat());
    cv.Canny(blurred, edges, 40, 120);
    const kernel = keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3)));
    cv.dilate(edges, edges, kernel, new cv.Point(-1, -1), 1);
    const contours = keep(new cv.MatVector());
    const hierarchy = keep(new cv.Mat());
    cv.findContours(edges, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const imageArea = work.rows * work.cols;
    const found: { quad: Quad; area: number; center: Point }[] = [];
    const poly = keep(new cv.Mat());
    for (let i = 0; i < contours.size(); i++) {
      const c = contours.get(i);
      try {
        const area = cv.contourArea(c);
        if (area < imageArea * 0.004 || area > imageArea * 0.95) continue;
        const rect = cv.minAreaRect(c);
        // Four corners when the outline is a clean quadrilateral (keeps the perspective), else the rectangle.
        cv.approxPolyDP(c, poly, 0.03 * cv.arcLength(c, true), true);
        const isQuad = poly.rows === 4 && cv.isContourConvex(poly);
        const corners: Point[] = isQuad
          ? [0, 1, 2, 3].map((k) => ({ x: poly.data32S[2 * k]!, y: poly.data32S[2 * k + 1]! }))
          : rectCorners(rect);
        // The outline must fill its quadrilateral: a fan's half-hidden cards and background shapes do not.
        if (area / polygonArea(corners) < 0.85) continue;
        const quad = orient(corners.map((p) => ({ x: p.x / scale, y: p.y / scale })) as Quad);
        // Card-shaped: 63:88 seen square-on, squarer when photographed at an angle (foreshortened).
        const [w, h] = sides(quad);
        const ratio = Math.min(w, h) / Math.max(w, h);
        if (ratio < CARD_RATIO - 0.08) continue;
        found.push({ quad, area: polygonArea(quad), center: { x: rect.center.x / scale, y: rect.center.y / scale } });
      } finally {
        c.delete();
      }
    }
    found.sort((a, b) => b.area - a.area);
    const kept: typeof found = [];
    for (const f of found) if (!kept.some((k) => inside(f.center, k.quad))) kept.push(f);
    return kept.map((k) => k.quad);
  } finally {
    for (const m of mats) m.delete();
  }
}

function rectCorners(rect: { center: Point; size: { width: number; height: number }; angle: number }): Point[] {
  const a = (rect.angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const hw = rect.size.width / 2;
  const hh = rect.size.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([dx, dy]) => ({ x: rect.center.x + dx! * cos - dy! * sin, y: rect.center.y + dx! * sin + dy! * cos }));
}

function polygonArea(p: Point[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const q = p[i]!;
    const r = p[(i + 1) % p.length]!;
    a += q.x * r.y - r.x * q.y;
  }
  return Math.abs(a) / 2;
}

/** Mean width (top and bottom edges) and height (left and right edges) of a quad. */
function sides(q: Quad): [number, number] {
  const d = (p: Point, r: Point): number => Math.hypot(p.x - r.x, p.y - r.y);
  return [(d(q[0], q[1]) + d(q[3], q[2])) / 2, (d(q[0], q[3]) + d(q[1], q[2])) / 2];
}

/**
 * Orders corners clockwise from the card's top-left. The top edge is a short edge when the
 * outline is clearly portrait or landscape; when perspective makes it nearly square, the most
 * horizontal edge nearer the image top (cards are held and laid mostly upright). A card turned
 * the other way is tried again with {@link flipQuad}.
 */
function orient(pts: Quad): Quad {
  const cx = pts.reduce((s, p) => s + p.x, 0) / 4;
  const cy = pts.reduce((s, p) => s + p.y, 0) / 4;
  // Clockwise on screen (y grows downwards).
  const cw = [...pts].sort((p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx));
  const d = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y);
  const edge = (i: number): number => d(cw[i % 4]!, cw[(i + 1) % 4]!);
  const squareish =
    Math.min(edge(0) + edge(2), edge(1) + edge(3)) / Math.max(edge(0) + edge(2), edge(1) + edge(3)) > 0.85;
  let start = 0;
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    const p = cw[i]!;
    const q = cw[(i + 1) % 4]!;
    const short = edge(i) + edge(i + 2) <= edge(i + 1) + edge(i + 3);
    if (!squareish && !short) continue;
    const tilt = Math.abs(q.y - p.y) / Math.max(1, Math.abs(q.x - p.x));
    // An edge is a top candidate when it runs left to right on screen (p left of q).
    const score = (q.x > p.x ? 0 : 1e6) + (squareish ? tilt * 1e3 : 0) + (p.y + q.y) / 2;
    if (score < best) {
      best = score;
      start = i;
    }
  }
  return [0, 1, 2, 3].map((k) => cw[(start + k) % 4]!) as Quad;
}

/** The same quad read upside down (its top becomes the other short edge). */
export function flipQuad(q: Quad): Quad {
  return [q[2], q[3], q[0], q[1]];
}

/** Whether a point lies inside a (convex) quad. */
export function inside(p: Point, q: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross !== 0) {
      if (sign === 0) sign = Math.sign(cross);
      else if (Math.sign(cross) !== sign) return false;
    }
  }
  return true;
}

/**
 * The title band (fractions of the quad's width/height). Tall enough for both outlines the
 * finder may return: the card's outer edge (title at about 4-10 %) or the inner edge of the
 * black border (title at about 1-7 %); modern and old frames alike. The right end (mana cost)
 * is left out.
 */
export const TITLE_BAND = { x0: 0.03, x1: 0.84, y0: 0.0, y1: 0.13 };

/**
 * Straightens the quad's title band into a grey image `outWidth` wide (perspective warp from
 * the full-resolution image), so the title's capitals are about 30 px tall.
 */
export function warpBand(
  cv: Cv,
  src: CvMat,
  quad: Quad,
  band: { x0: number; x1: number; y0: number; y1: number },
  outWidth: number,
): { data: Buffer; width: number; height: number } {
  // Map the whole card to a rectangle placed so that the band lands at the output's origin.
  const cardW = outWidth / (band.x1 - band.x0);
  const cardH = (cardW * 88) / 63;
  const outHeight = Math.round(cardH * (band.y1 - band.y0));
  const ox = -band.x0 * cardW;
  const oy = -band.y0 * cardH;
  const from = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    quad.flatMap((q) => [q.x, q.y]),
  );
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [ox, oy, ox + cardW, oy, ox + cardW, oy + cardH, ox, oy + cardH]);
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  try {
    cv.warpPerspective(
      src,
      out,
      m,
      new cv.Size(outWidth, outHeight),
      cv.INTER_LINEAR,
      cv.BORDER_REPLICATE,
      new cv.Scalar(),
    );
    return { data: Buffer.from(out.data), width: outWidth, height: outHeight };
  } finally {
    from.delete();
    to.delete();
    m.delete();
    out.delete();
  }
}
