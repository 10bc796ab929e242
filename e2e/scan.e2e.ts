import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHandle } from './harness';
import { writeY4m } from './y4m';

const PHOTOS = path.resolve(process.cwd(), '../shared/fixtures/ocr-photos');

/**
 * Three real cards from the fixture photos, each cut out of its photo as a person would hold it
 * up to the camera (crop in the photo's own pixels), shown in turn. The last one stays long, so
 * the camera can be stopped while it is still held (the fake device loops the video).
 */
const SHOTS = [
  { card: 'Chasm Skulker', file: 'hj3/test20.jpg', crop: '520:640:110:290', seconds: 14 },
  { card: 'Preordain', file: 'hj3/test14.jpg', crop: '320:440:575:70', seconds: 14 },
  { card: 'Young Pyromancer', file: 'hj3/test11.jpg', crop: '440:500:690:130', seconds: 40 },
] as const;

/** The fake webcam's video (960x720, 3 fps: a still card needs few frames), made with sharp (e2e/y4m.ts). */
async function makeVideo(dir: string): Promise<string> {
  const video = path.join(dir, 'cards.y4m');
  await writeY4m(
    video,
    SHOTS.map((s) => ({ file: path.join(PHOTOS, s.file), crop: s.crop, seconds: s.seconds })),
  );
  return video;
}

describe('scan: cards held up to a (fake) webcam', () => {
  let app: AppHandle;
  let tmp: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-scan-e2e-'));
    const video = await makeVideo(tmp);
    app = await startApp({
      browserArgs: [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    // The card database (not the collection): the bundled starter pool's real cards, as a bulk file.
    const starter = JSON.parse(fs.readFileSync('resources/starter/starter-pool.json', 'utf8')) as { data: unknown[] };
    // Written into the app's data folder: the one folder a bulk import may read without being allowed one.
    const bulk = path.join(app.dataDir, 'starter-bulk.json');
    fs.writeFileSync(bulk, JSON.stringify(starter.data));
    const r = await app.backend.call('cards.importBulk', { path: bulk });
    if (!r.ok) throw new Error(r.error.message);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('lists each card shown once, commits, and the cards appear in the collection', async () => {
    const { page } = app;
    await page.click('[data-testid="nav-scan"]');
    await page.waitForSelector('main[data-screen="scan"] [data-testid="scan-camera-start"]');
    await page.click('[data-testid="scan-camera-start"]');
    const names = () => page.locator('[data-testid="scan-list"] [data-testid="scan-entry-name"]').allTextContents();
    let shot = false;
    await expect
      .poll(
        async () => {
          const n = await names();
          if (n.length >= 2 && !shot) {
            shot = true;
            await app.screenshot('scan-mid-session');
          }
          return n.length;
        },
        { timeout: 200_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(3);
    await page.click('[data-testid="scan-camera-stop"]');
    expect(await names()).toEqual(SHOTS.map((s) => s.card));
    // The last card stayed in view for many frames and was still listed once.
    await app.screenshot('scan-session-done');

    await page.click('[data-testid="scan-commit"]');
    await expect.poll(() => page.textContent('[data-testid="scan-info"]')).toMatch(/Added 3 cards/);
    await page.click('[data-testid="nav-collection"]');
    await page.waitForSelector('[data-testid="collection-table"]');
    for (const s of SHOTS) {
      await expect.poll(() => page.locator('[data-testid="collection-row"]', { hasText: s.card }).count()).toBe(1);
    }
    await app.screenshot('scan-collection-after');
    expect(app.consoleErrors).toEqual([]);
  }, 300_000);

  it('keeps an uncommitted session across a restart of the backend', async () => {
    // A photo read into the session, then the app restarted on the same data folder.
    const img = fs.readFileSync(path.join(PHOTOS, 'hj3/test20.jpg')).toString('base64');
    const session = await app.backend.call('scan.session', {});
    if (!session.ok) throw new Error(session.error.message);
    const sid = (session.value as { id: number }).id;
    const added = await app.backend.call('scan.photos', {
      sessionId: sid,
      photos: [{ name: 'test20.jpg', image: img }],
    });
    expect(added.ok).toBe(true);
    const dataDir = app.dataDir;
    await app.close();
    app = await startApp({ dataDir });
    await app.page.click('[data-testid="nav-scan"]');
    await expect
      .poll(() => app.page.locator('[data-testid="scan-list"] [data-testid="scan-entry-name"]').allTextContents())
      .toEqual(['Chasm Skulker']);
  }, 120_000);

  it('reads a chosen photo into the session (people without a webcam)', async () => {
    const { page } = app;
    await page.setInputFiles('[data-testid="scan-photo-input"]', path.join(PHOTOS, 'hj3/test14.jpg'));
    await expect.poll(() => page.textContent('[data-testid="scan-info"]'), { timeout: 90_000 }).toMatch(/Read 1 photo/);
    const names = await page.locator('[data-testid="scan-list"] [data-testid="scan-entry-name"]').allTextContents();
    expect(names).toContain('Preordain');
    await app.screenshot('scan-photo');
    expect(app.consoleErrors).toEqual([]);
  }, 120_000);
});
