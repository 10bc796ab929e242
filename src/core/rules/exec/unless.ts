/**
 * "Sacrifice it unless you discard a card" (`unless`): the player may do the other thing instead,
 * but only if they can do all of it (CR 101.3 — an instruction that can't be carried out is
 * ignored; a player can't choose to do an impossible "instead" and dodge the effects). Only the
 * shapes whose feasibility is checked here are executable (`UNLESS_INSTEAD_KINDS` in legal.ts).
 */
import type { Effect } from '../../effects/types';
import { charsOf } from '../chars/compute';
import { objectMatches } from '../match';
import { objName, seatName } from '../names';
import { amountOf, eachMatching, objectsIn, playersIn, resolveRef, type ExecCtx } from '../refs';
import type { ExecResult } from './types';

/** Can `seat` carry out every part of `instead` in full now? */
function feasible(x: ExecCtx, seat: number, instead: readonly Effect[]): boolean {
  return instead.every((e) => {
    switch (e.kind) {
      case 'discard':
        return x.d.player(seat).hand.length >= amountOf(x, e.count);
      case 'discardHand':
        return true;
      case 'sacrifice': {
        if (e.what === 'self') return x.d.obj(x.p.ctx.source).zone === 'battlefield';
        const f = { ...e.what, controller: undefined };
        const ctx = { controller: seat, source: x.p.ctx.source };
        const n = x.d.s.battlefield.filter((id) => {
          const c = charsOf(x.d, id);
          return c.controller === seat && objectMatches(x.d, c, f, ctx);
        }).length;
        return n >= amountOf(x, e.count);
      }
      case 'bounce':
      case 'exile':
        // "return another creature you control": the chosen objects must exist.
        // (asked of the resolving ability's controller, so only when they are the one doing it).
        return (
          seat === x.p.ctx.controller &&
          e.what.ref === 'choose' &&
          eachMatching(x, e.what.filter).length >= amountOf(x, e.what.count)
        );
      default:
        return false;
    }
  });
}

export function unless(x: ExecCtx, e: Extract<Effect, { kind: 'unless' }>): ExecResult {
  const who = resolveRef(x, e.who);
  if (!who) return 'wait';
  const seat = playersIn(who)[0] ?? objectsIn(who).map((id) => x.d.obj(id).controller)[0];
  if (seat === undefined || !feasible(x, seat, e.instead)) return { push: e.effects };
  if (x.f.ans?.t === 'yes') {
    x.d.say(`${seatName(seat)} chooses to ${e.instead.map((f) => f.kind).join(', ')} instead.`, seat);
    return { push: e.instead };
  }
  if (x.f.ans?.t === 'no') return { push: e.effects };
  const what = e.instead.map((f) => f.kind).join(', ');
  const other = e.effects.map((f) => f.kind).join(', ');
  x.d.s.pending = { d: 'yesNo', seat, prompt: `${objName(x.d, x.p.ctx.source)}: ${what} (or else ${other})?` };
  return 'wait';
}
