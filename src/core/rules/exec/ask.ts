/** A "you may" the resolving ability's controller answers (graft, unleash): one place builds the question. */
import type { ExecCtx } from '../refs';

/** Asks the ability's controller `prompt` (yes or no); the executor runs again with the answer. */
export function askController(x: ExecCtx, prompt: string): 'wait' {
  x.d.s.pending = { d: 'yesNo', seat: x.p.ctx.controller, prompt };
  return 'wait';
}
