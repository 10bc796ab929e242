/** Ingest (CR 702.115a): "… that player exiles the top card of their library." (face up: it is seen). */
import { moveObject } from '../zones';
import type { ExecTable } from './types';

export const INGEST: ExecTable = {
  ingest: (x) => {
    for (const t of x.p.ctx.subject) {
      if (!('p' in t)) continue;
      const top = x.d.s.players[t.p]!.library.at(-1);
      if (top !== undefined) moveObject(x.d, top, 'exile');
    }
    return 'done';
  },
};
