import type { BackendContext } from '../context';
import { cardRepository } from '../cards';
import type { CardRepository } from '../cards';
import { NameMatcher, type MatchableName } from '../../core/scan/matcher';
import { TextDetector } from './detector';
import { OcrEngine } from './engine';
import type { ScanEngines } from './pipeline';

/**
 * Every card name of the local database for the matcher: one entry per card with its faces
 * (split, transform, modal DFC, adventure...), so a face read answers with the whole card.
 */
export function localNames(repo: CardRepository): MatchableName[] {
  const byCard = new Map<string, { name?: string; faces: string[] }>();
  for (const n of repo.allNames()) {
    const c = byCard.get(n.oracleId) ?? { faces: [] };
    if (n.isFace) c.faces.push(n.name);
    else c.name = n.name;
    byCard.set(n.oracleId, c);
  }
  const out: MatchableName[] = [];
  for (const c of byCard.values()) {
    if (c.name) out.push(c.faces.length > 1 ? { name: c.name, faces: c.faces } : { name: c.name });
  }
  return out;
}

/**
 * The scan services of one backend: the warm OCR worker, the text detector and a matcher over
 * the local card names.
 */
export class ScanService {
  readonly engines: ScanEngines;
  private cached: { cards: number; printings: number; matcher: NameMatcher } | undefined;

  constructor(private readonly ctx: BackendContext) {
    this.engines = {
      ocr: new OcrEngine(ctx.options.resourcesDir),
      detector: new TextDetector(ctx.options.resourcesDir),
    };
    ctx.onClose(async () => {
      await this.engines.ocr.close();
      await this.engines.detector.close();
    });
  }

  get repo(): CardRepository {
    return cardRepository(this.ctx);
  }

  /** Rebuilt when the card database changed size (an import); ~0.2 s for 30,000 names. */
  matcher(): NameMatcher {
    const counts = this.repo.counts();
    if (!this.cached || this.cached.cards !== counts.cards || this.cached.printings !== counts.printings) {
      this.cached = { ...counts, matcher: new NameMatcher(localNames(this.repo)) };
    }
    return this.cached.matcher;
  }
}

export function scanService(ctx: BackendContext): ScanService {
  return ctx.service('scan.service', () => new ScanService(ctx));
}

/** The bytes of a `data:` URL or bare base64 string. */
export function imageBytes(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
}
