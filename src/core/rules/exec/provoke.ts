/**
 * Provoke (CR 702.39a): "Whenever this creature attacks, you may have target creature defending
 * player controls untap and block it if able." The "you may" is asked as the trigger resolves; the
 * requirement is a continuous effect (`provoked`) whose source is the provoker, which the blockers'
 * requirements read (combat/requirements.ts).
 */
import { askController } from './ask';
import type { ExecTable } from './types';

export const PROVOKE: ExecTable = {
  provoke: (x, e) => {
    if (x.f.ans?.t === 'no') return 'done';
    if (x.f.ans?.t !== 'yes') return askController(x, 'Provoke: have the target untap and block this creature?');
    return {
      push: [
        { kind: 'untap', what: e.what },
        { kind: 'provoked', what: { ref: 'it' }, duration: 'endOfTurn' },
      ],
    };
  },
};
