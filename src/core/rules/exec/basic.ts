/**
 * Executors of the one-shot effects that act on objects and players directly (CR 701): damage,
 * life, cards, counters, destroy/exile/bounce, tap/untap, sacrifice, tokens, mana.
 */
import { charsOf } from '../chars/compute';
import { addCounter, dealDamage, destroy } from '../damage';
import { buildDef } from '../defs';
import { objectMatches, withoutController } from '../match';
import { resolveRef, amountOf, chooseFrom, onBattlefield, playersIn, objectsIn, type ExecCtx } from '../refs';
import { names } from './names';
import { moveObject, newObject, shuffleLibrary } from '../zones';
import { drawOrDredge } from '../keywords/dredge';
import { randInt } from '../../engine/rng';
import type { ExecResult, ExecTable } from './types';
import type { Amount, Ref } from '../../effects/types';
import type { GameObject, Target } from '../types';
import { enterBattlefield } from '../resolve';

/** Remember what this effect named, for a following "it" / "that creature" (CR 608.2c). */
export function named(x: ExecCtx, ts: Target[]): void {
  if (ts.length && ts !== x.p.ctx.it) x.p.ctx.it = ts;
}

/** The object dealing damage: "~ deals", "it deals", "that creature deals". */
function sourceOf(x: ExecCtx, from: Ref): number {
  if (from.ref === 'self') return x.p.ctx.source;
  const ts = resolveRef(x, from) ?? [];
  const o = objectsIn(ts)[0];
  return o ?? x.p.ctx.source;
}

export const BASIC: ExecTable = {
  renown: (x, e) => {
    const id = x.p.ctx.source;
    const o = x.d.obj(id);
    if (o.zone !== 'battlefield' || o.next >= 0 || o.renowned) return 'done';
    addCounter(x.d, id, '+1/+1', e.count);
    x.d.mut(id).renowned = true;
    return 'done';
  },
  damage: (x, e) => {
    const to = resolveRef(x, e.to);
    if (!to) return 'wait';
    const n = amountOf(x, e.amount);
    const src = sourceOf(x, e.from);
    for (const t of to) dealDamage(x.d, src, t, n, false);
    named(x, to);
    return 'done';
  },
  gainLife: (x, e) => changeLife(x, e.who, e.amount, 'gainLife'),
  loseLife: (x, e) => changeLife(x, e.who, e.amount, 'loseLife'),
  draw: (x, e) => {
    // The draws went to a draw proc (dredge may replace them, CR 702.52a), which has run since.
    if (x.f.stage === 1) return 'done';
    const ts = resolveRef(x, e.who);
    if (!ts) return 'wait';
    named(x, ts);
    let queued = false;
    for (const p of playersIn(ts).reverse()) queued = drawOrDredge(x.d, p, amountOf(x, e.count)) || queued;
    if (!queued) return 'done';
    x.f.stage = 1;
    return 'wait';
  },
  discard: (x, e) => {
    const who = resolveRef(x, e.who);
    if (!who) return 'wait';
    named(x, who);
    const n = amountOf(x, e.count);
    const seats = playersIn(who);
    // CR 701.8: the player chooses unless it is random; one player at a time (the stage counts seats).
    const i = x.f.stage ?? 0;
    const seat = seats[i];
    if (seat === undefined) return 'done';
    const hand = x.d.player(seat).hand;
    let picked: number[];
    if (e.random) {
      picked = [];
      const left = hand.slice();
      for (let k = 0; k < n && left.length; k++) picked.push(left.splice(randInt(x.d.s.rng, left.length), 1)[0]!);
    } else {
      const ch = chooseFrom(
        x,
        () => hand.map((o) => ({ o })),
        Math.min(n, hand.length),
        seat,
        true,
        'Choose a card to discard',
      );
      if (!ch) return 'wait';
      picked = objectsIn(ch).filter((id) => hand.includes(id));
    }
    for (const id of picked) {
      x.d.emit({ e: 'discard', seat, obj: id });
      moveObject(x.d, id, 'graveyard');
    }
    x.f.stage = i + 1;
    return i + 1 < seats.length ? BASIC.discard!(x, e) : 'done';
  },
  discardHand: (x, e) =>
    forPlayers(x, e.who, (p) => {
      for (const id of x.d.player(p).hand.slice()) {
        x.d.emit({ e: 'discard', seat: p, obj: id });
        moveObject(x.d, id, 'graveyard');
      }
    }),
  counters: (x, e) => forPermanents(x, e.what, (id) => addCounter(x.d, id, e.counter, amountOf(x, e.count))),
  destroy: (x, e) => forPermanents(x, e.what, (id) => destroy(x.d, id, !e.noRegenerate)),
  exile: (x, e) => moveAll(x, e.what, 'exile'),
  bounce: (x, e) => moveAll(x, e.what, 'hand'),
  tap: (x, e) =>
    forPermanents(x, e.what, (id) => {
      x.d.mut(id).tapped = true;
      x.d.emit({ e: 'tap', obj: id, forMana: false });
    }),
  untap: (x, e) =>
    forPermanents(x, e.what, (id) => {
      x.d.mut(id).tapped = false;
    }),
  // The shield's permanent is named too, like every other instruction's ("Regenerate it. Tap it.").
  regenerate: (x, e) =>
    forPermanents(x, e.what, (id) => {
      x.d.mut(id).regen++;
    }),
  mill: (x, e) =>
    forPlayers(x, e.who, (p) => {
      for (let k = 0; k < amountOf(x, e.count); k++) {
        const top = x.d.player(p).library.at(-1);
        if (top === undefined) break;
        moveObject(x.d, top, 'graveyard');
      }
    }),
  sacrifice: (x, e) => {
    const who = resolveRef(x, e.who);
    if (!who) return 'wait';
    named(x, who);
    if (e.what === 'self') {
      const id = x.p.ctx.source;
      if (x.d.obj(id).zone === 'battlefield' && x.d.obj(id).next < 0) moveObject(x.d, id, 'graveyard');
      return 'done';
    }
    const seats = playersIn(who);
    const i = x.f.stage ?? 0;
    const seat = seats[i];
    if (seat === undefined) return 'done';
    // CR 701.17: each player sacrifices permanents they control; they choose which.
    const f = e.what;
    const mine = () =>
      x.d.s.battlefield
        .filter((id) => {
          const c = charsOf(x.d, id);
          return (
            c.controller === seat &&
            objectMatches(x.d, c, withoutController(f), { controller: seat, source: x.p.ctx.source })
          );
        })
        .map((o) => ({ o }));
    const ch = chooseFrom(x, mine, amountOf(x, e.count), seat, false, 'Choose a permanent to sacrifice');
    if (!ch) return 'wait';
    const mineChosen = onBattlefield(x, ch).filter((id) => charsOf(x.d, id).controller === seat);
    const held = (x.f.held = [...(x.f.held ?? []), ...mineChosen]);
    x.f.stage = i + 1;
    if (i + 1 < seats.length) return BASIC.sacrifice!(x, e);
    // CR 101.4: chosen in turn order, sacrificed at once — one event, each death seeing the others (CR 603.10a).
    for (const id of held) moveObject(x.d, id, 'graveyard');
    return 'done';
  },
  returnFromGraveyard: (x, e) =>
    forObjects(x, e.what, (id, o) => {
      if (o.zone !== 'graveyard') return;
      if (e.to === 'hand') moveObject(x.d, id, 'hand');
      else enterBattlefield(x.d, id, x.p.ctx.controller, !!e.tapped);
    }),
  putOnLibrary: (x, e) =>
    forObjects(x, e.what, (id, o) => {
      moveObject(x.d, id, 'library', { where: e.position === 'bottom' ? 'bottom' : 'top' });
      if (e.position === 'shuffle') shuffleLibrary(x.d, o.owner);
    }),
  shuffle: (x, e) =>
    forPlayers(x, e.who, (p) => {
      if (e.graveyard) for (const id of x.d.player(p).graveyard.slice()) moveObject(x.d, id, 'library');
      shuffleLibrary(x.d, p);
    }),
  fight: (x, e) => {
    const a = resolveRef(x, e.what);
    const b = a && resolveRef(x, e.other);
    if (!a || !b) return 'wait';
    const [p, q] = [onBattlefield(x, a)[0], onBattlefield(x, b)[0]];
    // CR 701.12b: if either is gone, no damage is dealt.
    if (p === undefined || q === undefined) return 'done';
    const pp = charsOf(x.d, p).power;
    const qp = charsOf(x.d, q).power;
    dealDamage(x.d, p, { o: q }, pp, false);
    dealDamage(x.d, q, { o: p }, qp, false);
    return 'done';
  },
  addMana: (x, e) => {
    const seat = x.p.ctx.controller;
    let opt = e.options[0] ?? '';
    if (e.options.length > 1) {
      if (x.f.ans?.t !== 'color') {
        x.d.s.pending = { d: 'color', seat, options: e.options, prompt: 'Choose the mana to add' };
        return 'wait';
      }
      opt = x.f.ans.c;
    }
    for (const m of opt.matchAll(/\{([WUBRGC])\}/g)) x.d.player(seat).pool.push(m[1]!);
    return 'done';
  },
  createToken: (x, e) => {
    const seat = x.p.ctx.controller;
    const n = amountOf(x, e.count);
    const def = buildDef(
      {
        name: `${[...names(e.colors), ...e.subtypes].join(' ') || 'Creature'} token`,
        manaCost: '',
        typeLine: `Token ${e.artifact ? 'Artifact ' : ''}Creature — ${e.subtypes.join(' ')}`,
        oracleText: e.keywords.map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', '),
        power: String(e.power),
        toughness: String(e.toughness),
        colors: e.colors,
      },
      true,
    );
    x.d.s.cards = [...x.d.s.cards, def];
    const card = x.d.s.cards.length - 1;
    for (let k = 0; k < n; k++) {
      const id = newObject(x.d, card, seat, 'battlefield', true);
      x.d.s.battlefield.push(id);
      if (e.tapped) x.d.mut(id).tapped = true;
      x.d.emit({ e: 'zone', obj: id, old: -1, from: 'none', to: 'battlefield', controller: seat });
    }
    return 'done';
  },
  extraTurn: (x, e) => {
    const who = e.who ? resolveRef(x, e.who) : [{ p: x.p.ctx.controller }];
    if (!who) return 'wait';
    named(x, who);
    for (const p of playersIn(who)) x.d.player(p).extraTurns += e.count ?? 1;
    return 'done';
  },
  lookAtHand: (x, e) =>
    forPlayers(x, e.who, (p) => {
      for (const id of x.d.player(p).hand) x.d.mut(id).seenBy |= 1 << x.p.ctx.controller;
    }),
};

/** "Target player draws", "each opponent mills": `each` for every player `who` names, remembered for "that player". */
function forPlayers(x: ExecCtx, who: Ref, each: (seat: number) => void): ExecResult {
  const ts = resolveRef(x, who);
  if (!ts) return 'wait';
  named(x, ts);
  for (const p of playersIn(ts)) each(p);
  return 'done';
}

/** Every player `who` names gains or loses the same amount, counted once after they are named. */
function changeLife(x: ExecCtx, who: Ref, amount: Amount, e: 'gainLife' | 'loseLife'): ExecResult {
  const ts = resolveRef(x, who);
  if (!ts) return 'wait';
  named(x, ts);
  const n = amountOf(x, amount);
  for (const p of playersIn(ts)) {
    x.d.player(p).life += e === 'gainLife' ? n : -n;
    x.d.emit({ e, seat: p, amount: n });
  }
  return 'done';
}

function moveAll(x: ExecCtx, what: Ref, to: 'exile' | 'hand') {
  const ts = resolveRef(x, what);
  if (!ts) return 'wait' as const;
  for (const id of objectsIn(ts)) {
    const o = x.d.obj(id);
    if (o.next >= 0 || (o.zone !== 'battlefield' && o.zone !== 'graveyard' && o.zone !== 'stack')) continue;
    if (o.zone === 'stack') x.d.s.stack = x.d.s.stack.filter((i) => i.obj !== id);
    moveObject(x.d, id, to);
  }
  named(x, ts);
  return 'done' as const;
}

/** Does `each` to every object `what` names that has not moved since (CR 400.7), wherever it is. */
function forObjects(x: ExecCtx, what: Ref, each: (id: number, o: GameObject) => void): ExecResult {
  const ts = resolveRef(x, what);
  if (!ts) return 'wait';
  for (const id of objectsIn(ts)) {
    const o = x.d.obj(id);
    if (o.next < 0) each(id, o);
  }
  return 'done';
}

/** Does `each` to every permanent `what` names still on the battlefield, then names them for "it". */
function forPermanents(x: ExecCtx, what: Ref, each: (id: number) => void): ExecResult {
  const ts = resolveRef(x, what);
  if (!ts) return 'wait';
  for (const id of onBattlefield(x, ts)) each(id);
  named(x, ts);
  return 'done';
}
