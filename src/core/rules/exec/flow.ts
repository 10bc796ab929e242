/**
 * Executors that shape the resolution rather than act: modes, "you may", "if", "for each",
 * "where X is", "unless … pays", delayed triggers, countering a spell, a chosen discard.
 */
import type { Condition, Ref } from '../../effects/types';
import { chars, charsOf } from '../chars/compute';
import { holds } from '../chars/staticRefs';
import { parseManaCost } from '../mana';
import { canPay, payMana } from '../manaSources';
import { objName, seatName } from '../names';
import { resolveRef, eachMatching, chooseFrom, objectsIn, playersIn, amountOf, type ExecCtx } from '../refs';
import { leaveStack } from '../resolve';
import type { ExecResult, ExecTable } from './types';
import { named } from './basic';
import { moveObject } from '../zones';

export function condHolds(x: ExecCtx, cond: Condition): boolean {
  const ctx = { controller: x.p.ctx.controller, source: x.p.ctx.source };
  const it = objectsIn(x.p.ctx.it)[0] ?? objectsIn(x.p.ctx.subject)[0];
  return holds(x.d, cond, ctx, chars(x.d).byId, { kicked: x.p.ctx.kicked, ...(it !== undefined ? { it } : {}) });
}

/** "unless [payer] pays {N}" (CR 118.12): the payer is asked if they can pay; paying stops the effects. */
function unlessPays(x: ExecCtx, payer: Ref, mana: string, then: () => ExecResult): ExecResult {
  const who = resolveRef(x, payer);
  if (!who) return 'wait';
  const seat = playersIn(who)[0] ?? objectsIn(who).map((id) => x.d.obj(id).controller)[0];
  const cost = parseManaCost(mana);
  if (seat === undefined || !canPay(x.d, seat, cost)) return then();
  if (x.f.ans?.t === 'yes') {
    payMana(x.d, seat, cost);
    x.d.say(`${seatName(seat)} pays ${mana}.`, seat);
    return 'done';
  }
  if (x.f.ans?.t === 'no') return then();
  x.d.s.pending = { d: 'yesNo', seat, prompt: `Pay ${mana}? (${objName(x.d, x.p.ctx.source)})` };
  return 'wait';
}

export const FLOW: ExecTable = {
  modal: (x, e) => {
    const modes = x.p.item.modes ?? [0];
    return { push: modes.flatMap((i) => e.modes[i] ?? []) };
  },
  optional: (x, e) => {
    const seat = x.p.ctx.controller;
    const cost = e.pay ? parseManaCost(e.pay) : null;
    if (cost && !canPay(x.d, seat, cost)) {
      x.p.ctx.did = false;
      return 'done';
    }
    if (x.f.ans?.t === 'yes') {
      if (cost) payMana(x.d, seat, cost);
      x.p.ctx.did = true;
      return { push: e.effects };
    }
    if (x.f.ans?.t === 'no') {
      x.p.ctx.did = false;
      return 'done';
    }
    const what = e.effects.map((f) => f.kind).join(', ');
    x.d.s.pending = {
      d: 'yesNo',
      seat,
      prompt: `${objName(x.d, x.p.ctx.source)}: ${e.pay ? `pay ${e.pay} to ` : ''}${what}?`,
    };
    return 'wait';
  },
  conditional: (x, e) => (condHolds(x, e.condition) ? { push: e.effects } : 'done'),
  forEach: (x, e) => ({ push: e.effects, mult: eachMatching(x, e.per).length }),
  defineX: (x, e) => ({ push: e.effects, x: eachMatching(x, e.count).length }),
  defineXAs: (x, e) => {
    const ts = resolveRef(x, e.of);
    if (!ts) return 'wait';
    // "Target creature you control deals damage equal to its power …": the effects call that creature "it".
    if (e.of.ref === 'target') named(x, ts);
    const id = objectsIn(ts)[0];
    const c = id !== undefined ? charsOf(x.d, id) : null;
    return { push: e.effects, x: c ? Math.max(0, e.quantity === 'power' ? c.power : c.toughness) : 0 };
  },
  delayed: (x, e) => {
    x.d.s.delayed.push({
      ts: x.d.nextTs(),
      at: e.at,
      source: x.p.ctx.source,
      controller: x.p.ctx.controller,
      ability: x.p.item.ability,
      effects: e.effects,
      targets: x.p.ctx.targets,
      x: x.p.ctx.x,
      it: x.p.ctx.it,
    });
    return 'done';
  },
  unlessPaid: (x, e) => unlessPays(x, e.payer, e.mana, () => ({ push: e.effects })),
  counterSpell: (x, e) => {
    const ts = resolveRef(x, e.what);
    if (!ts) return 'wait';
    const counter = (): ExecResult => {
      for (const id of objectsIn(ts)) {
        const item = x.d.s.stack.find((i) => i.obj === id && i.kind === 'spell');
        if (!item) continue;
        // CR 101.2: "can't be countered" wins.
        const def = x.d.s.cards[x.d.obj(id).card]!;
        if (def.abilities.some((a) => a.type === 'static' && a.effects.some((f) => f.kind === 'uncounterable')))
          continue;
        x.d.s.stack = x.d.s.stack.filter((i) => i !== item);
        x.d.say(`${objName(x.d, id)} is countered.`);
        leaveStack(x.d, { ...item });
        if (x.d.obj(id).next < 0) moveObject(x.d, id, 'graveyard');
      }
      return 'done';
    };
    // "its controller" in "unless its controller pays" is the targeted spell's controller.
    x.p.ctx.it = ts;
    if (e.condition?.cond === 'unlessPays')
      return unlessPays(
        x,
        e.condition.who === 'you' ? { ref: 'you' } : { ref: 'itsController' },
        e.condition.mana,
        counter,
      );
    return counter();
  },
  chooseDiscard: (x, e) => {
    const who = resolveRef(x, e.who);
    if (!who) return 'wait';
    const seat = playersIn(who)[0];
    if (seat === undefined) return 'done';
    const me = x.p.ctx.controller;
    const hand = x.d.player(seat).hand;
    for (const id of hand) x.d.mut(id).seenBy |= 1 << me; // CR 701.16: revealed to you
    const all = () =>
      hand
        .filter((id) => {
          const f = {
            ...e.filter,
            zone: 'hand' as const,
            types: e.filter.types.length ? e.filter.types : (['card'] as const).slice(),
          };
          return eachMatching(x, f).some((t) => 'o' in t && t.o === id);
        })
        .map((o) => ({ o }));
    const ch = chooseFrom(x, all, amountOf(x, e.count), me, false, 'Choose a card for them to discard');
    if (!ch) return 'wait';
    for (const id of objectsIn(ch)) {
      x.d.emit({ e: 'discard', seat, obj: id });
      moveObject(x.d, id, 'graveyard');
    }
    return 'done';
  },
};
