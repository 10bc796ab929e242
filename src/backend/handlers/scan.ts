import type { CardRead } from '../../core/scan/reads';
import { observeFrame } from '../../core/scan/session';
import type { BackendContext } from '../context';
import { ApiFailure } from '../errors';
import { scanImage, type ScanOutcome, type ScanOptions } from '../ocr/pipeline';
import { imageBytes, scanService } from '../ocr/service';
import { ScanSessions } from '../ocr/sessions';
import { defineHandlers } from './define';

function sessions(ctx: BackendContext): ScanSessions {
  return new ScanSessions(ctx.db, scanService(ctx).repo);
}

/** Runs the pipeline; an unreadable image is the caller's problem, reported in plain words. */
async function scan(ctx: BackendContext, image: string, name: string, options: ScanOptions): Promise<ScanOutcome> {
  const svc = scanService(ctx);
  const matcher = svc.matcher();
  if (matcher.size === 0) {
    throw new ApiFailure(
      'bad_input',
      'The local card database is empty: import cards (or the starter pool) before scanning.',
    );
  }
  try {
    return await scanImage(svc.engines, matcher, imageBytes(image), options);
  } catch (err) {
    if (err instanceof ApiFailure) throw err;
    throw new ApiFailure('bad_input', `Could not read the image ${name}: ${(err as Error).message}.`);
  }
}

const readDto = (r: CardRead) => ({
  name: r.name,
  confidence: r.confidence,
  suggestions: r.suggestions,
  text: r.text,
  bbox: r.bbox,
});

export const scanHandlers = defineHandlers({
  'scan.session': (_input, ctx) => {
    const s = sessions(ctx);
    return s.get(s.open());
  },

  'scan.frame': async ({ sessionId, image }, ctx) => {
    const store = sessions(ctx);
    store.get(sessionId); // exists?
    const out = await scan(ctx, image, 'from the camera', { mode: 'frame' });
    const best = out.reads[0];
    const frameRead = best ? { name: best.name ?? best.suggestions[0]!.name, confident: best.name !== null } : null;
    const { state, action } = observeFrame(store.hold(sessionId), frameRead);
    const entry = action === 'new' && best ? store.add(sessionId, best, 'camera', state) : null;
    if (!entry) store.saveHold(sessionId, state);
    return { action, read: best ? readDto(best) : null, entry, ms: out.ms };
  },

  'scan.photos': async ({ sessionId, photos }, ctx, job) => {
    const store = sessions(ctx);
    store.get(sessionId);
    const found: { read: CardRead; source: string }[] = [];
    for (const [i, photo] of photos.entries()) {
      job.throwIfCancelled();
      job.progress(`Reading ${photo.name}`, i, photos.length);
      const out = await scan(ctx, photo.image, photo.name, { mode: 'photo' });
      for (const read of out.reads) found.push({ read, source: photo.name });
    }
    job.progress('Done', photos.length, photos.length);
    // All photos' cards land in the session together (one transaction: all or nothing).
    const entries = ctx.db.transaction(() => found.map((f) => store.add(sessionId, f.read, f.source)))();
    return { entries, photos: photos.length };
  },

  'scan.recognize': async ({ images }, ctx, job) => {
    const out = [];
    for (const [i, img] of images.entries()) {
      job.throwIfCancelled();
      job.progress(`Reading ${img.name}`, i, images.length);
      const r = await scan(ctx, img.image, img.name, { mode: 'photo' });
      const best = r.reads[0];
      out.push({
        file: img.name,
        name: best?.name ?? null,
        confidence: best?.confidence ?? 0,
        suggestions: best?.suggestions ?? [],
        cards: r.reads.map(readDto),
        ms: Math.round(r.ms),
      });
    }
    return out;
  },

  'scan.update': ({ entryId, ...change }, ctx) => sessions(ctx).update(entryId, change),
  'scan.remove': ({ entryId }, ctx) => ({ removed: sessions(ctx).remove(entryId) }),
  'scan.suggest': ({ query, limit }, ctx) => {
    const svc = scanService(ctx);
    // Names starting with / containing the query first (typing), then the OCR matcher's fuzzy ones.
    const typed = svc.repo.suggest(query, limit);
    const fuzzy = svc
      .matcher()
      .match(query, limit)
      .suggestions.map((s) => s.name);
    return [...new Set([...typed, ...fuzzy])].slice(0, limit);
  },
  'scan.commit': ({ sessionId }, ctx) => sessions(ctx).commit(sessionId),
});
