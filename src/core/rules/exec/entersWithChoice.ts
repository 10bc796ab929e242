/**
 * "As this enters" choices that give +1/+1 counters, asked as the creature spell resolves, just
 * before it enters (like unleash; `cr702.ts` gives such cards a spell ability with the effect): the
 * number of counters is kept in the spell's `cast` record, which `resolve.ts` reads as it enters.
 *
 * Devour N (CR 702.82a): "As this enters, you may sacrifice any number of creatures. This permanent
 * enters with N +1/+1 counters on it for each creature sacrificed this way."
 * Amplify N (CR 702.38a): "As this enters, put N +1/+1 counters on it for each card you reveal that
 * shares a creature type with it from your hand." The reveal is asked even when no card could be
 * revealed (`search`: ended by done), so whether it is asked tells the others nothing of the hand.
 */
import { charsOf } from '../chars/compute';
import { T } from '../defs';
import { objName, seatName } from '../names';
import { chooseFrom, objectsIn, type ExecCtx } from '../refs';
import type { Target } from '../types';
import { allSeats, moveObject } from '../zones';
import type { ExecTable } from './types';

/** The spell still on the stack (resolving), or null: then there is nothing to enter. */
function spellOf(x: ExecCtx): number | null {
  const o = x.d.obj(x.p.ctx.source);
  return o.zone === 'stack' && o.next < 0 ? o.id : null;
}

function addCounters(x: ExecCtx, id: number, n: number): void {
  const o = x.d.obj(id);
  if (n > 0) x.d.mut(id).cast = { ...(o.cast ?? { x: 0, kicked: false }), counters: (o.cast?.counters ?? 0) + n };
}

const ALL = Number.MAX_SAFE_INTEGER;

/** The creatures to devour are public: once none is left to pick, the choice ends without a done. */
function allChosen(x: ExecCtx, ch: Target[] | null): Target[] | null {
  const p = x.d.s.pending;
  if (ch || p?.d !== 'choose' || p.options.length) return ch;
  x.d.s.pending = null;
  const acc = x.f.acc ?? [];
  delete x.f.acc;
  return acc;
}

export const ENTERS_WITH_CHOICE: ExecTable = {
  devour: (x, e) => {
    const id = spellOf(x);
    if (id === null) return 'done';
    const seat = x.p.ctx.controller;
    const mine = (): Target[] =>
      x.d.s.battlefield
        .filter((b) => {
          const c = charsOf(x.d, b);
          return c.controller === seat && (c.types & T.creature) !== 0;
        })
        .map((o) => ({ o }));
    if (x.f.acc === undefined && x.f.ans === undefined && !mine().length) return 'done';
    const ch = allChosen(x, chooseFrom(x, mine, ALL, seat, false, `Devour ${e.count}: sacrifice a creature`, 'search'));
    if (!ch) return 'wait';
    const eaten = objectsIn(ch).filter((b) => x.d.obj(b).zone === 'battlefield' && x.d.obj(b).next < 0);
    for (const b of eaten) moveObject(x.d, b, 'graveyard');
    if (eaten.length) x.d.say(`${objName(x.d, id)} devours ${eaten.length} creature(s).`, seat);
    addCounters(x, id, e.count * eaten.length);
    return 'done';
  },
  amplify: (x, e) => {
    const id = spellOf(x);
    if (id === null) return 'done';
    const seat = x.p.ctx.controller;
    const mine = x.d.s.cards[x.d.obj(id).card]!.subtypes;
    const shares = (): Target[] =>
      x.d.s.players[seat]!.hand.filter((h) => {
        const def = x.d.s.cards[x.d.obj(h).card]!;
        return def.subtypes.some((t) => mine.includes(t)) && (def.types & (T.creature | T.tribal)) !== 0;
      }).map((o) => ({ o }));
    const ch = chooseFrom(x, shares, ALL, seat, true, `Amplify ${e.count}: reveal a card`, 'search');
    if (!ch) return 'wait';
    const shown = objectsIn(ch);
    for (const h of shown) x.d.mut(h).seenBy = allSeats(x.d);
    if (shown.length)
      x.d.say(`${seatName(seat)} reveals ${shown.map((h) => objName(x.d, h)).join(', ')} (amplify).`, seat);
    addCounters(x, id, e.count * shown.length);
    return 'done';
  },
};
