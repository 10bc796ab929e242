/**
 * A fake-webcam video for Chromium (`--use-file-for-fake-video-capture`) made from photos without
 * ffmpeg: a YUV4MPEG2 file is a one-line header and raw I420 frames ("FRAME\n" + Y, U, V planes),
 * and sharp (already a dependency) gives the pixels. Colour conversion: BT.601, full range (JPEG).
 */
import fs from 'node:fs';
import sharp from 'sharp';

export interface Shot {
  file: string;
  /** `w:h:x:y`, as ffmpeg's crop. */
  crop?: string;
  seconds: number;
}

const W = 960;
const H = 720;
const FPS = 3;
/** The green felt around a photo that does not fill the frame. */
const BACKGROUND = { r: 0x24, g: 0x51, b: 0x3a };

async function frameOf(shot: Shot): Promise<Buffer> {
  let img = sharp(shot.file);
  if (shot.crop) {
    const [width, height, left, top] = shot.crop.split(':').map(Number) as [number, number, number, number];
    img = img.extract({ left, top, width, height });
  }
  const rgb = await img.resize(W, H, { fit: 'contain', background: BACKGROUND }).removeAlpha().raw().toBuffer();
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  for (let j = 0; j < H; j++)
    for (let i = 0; i < W; i++) {
      const k = (j * W + i) * 3;
      y[j * W + i] = 0.299 * rgb[k]! + 0.587 * rgb[k + 1]! + 0.114 * rgb[k + 2]!;
    }
  // Chroma from the average of each 2×2 block.
  for (let j = 0; j < H / 2; j++)
    for (let i = 0; i < W / 2; i++) {
      let r = 0,
        g = 0,
        b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const k = ((2 * j + dy) * W + 2 * i + dx) * 3;
        r += rgb[k]!;
        g += rgb[k + 1]!;
        b += rgb[k + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      u[j * (W / 2) + i] = Math.max(0, Math.min(255, 128 - 0.168736 * r - 0.331264 * g + 0.5 * b));
      v[j * (W / 2) + i] = Math.max(0, Math.min(255, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b));
    }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
}

/** Writes `out`: each shot shown for its seconds at 3 frames a second, one after the other. */
export async function writeY4m(out: string, shots: readonly Shot[]): Promise<void> {
  const fd = fs.openSync(out, 'w');
  try {
    fs.writeSync(fd, `YUV4MPEG2 W${W} H${H} F${FPS}:1 Ip A1:1 C420jpeg XYSCSS=420JPEG\n`);
    for (const shot of shots) {
      const frame = await frameOf(shot);
      for (let n = 0; n < shot.seconds * FPS; n++) fs.writeSync(fd, frame);
    }
  } finally {
    fs.closeSync(fd);
  }
}
