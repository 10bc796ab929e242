/**
 * Triggered abilities (CR 603): after each change, the rule events are checked against the
 * triggered abilities of the permanents on the battlefield (and, for leaving events, of the object
 * as it last existed, CR 603.10a). Triggered abilities wait in `GameState.triggers` and are put on
 * the stack the next time a player would receive priority, active player's first (APNAP, CR 603.3b).
 */
import type { Filter, Ref, Trigger } from '../effects/types';
import { abilityOf } from './abilities';
import { charsOf } from './chars/compute';
import { holds } from './chars/staticRefs';
import { chars } from './chars/compute';
import { startTrigger } from './cast';
import type { Draft } from './draft';
import { objectMatches } from './match';
import type { RuleEvent } from './ruleEvents';
import type { RAbility } from './defs';
import type { AbilityRef, GameState, ObjId, Seat, Target } from './types';
import type { ObjChars } from './chars/types';
import { Recent } from './recent';
import { T } from './defs';
import { keywordTriggers } from './keywords/triggerGates';

export { TRIGGER_KINDS } from './triggerKinds';

interface Hit {
  subject: Target[];
  amount: number;
}

function refIs(d: Draft, ref: Ref, obj: ObjId, source: ObjId, controller: Seat): boolean {
  switch (ref.ref) {
    case 'self':
      return obj === source;
    case 'each':
      return objectMatches(d, charsOf(d, obj), ref.filter, { controller, source });
    case 'enchanted':
    case 'equipped':
      return d.obj(source).attachedTo === obj;
    default:
      return false;
  }
}

const whoseOk = (whose: 'you' | 'opponent' | 'each', seat: Seat, controller: Seat) =>
  whose === 'each' || (whose === 'you') === (seat === controller);

/**
 * A block seen from `self` ("blocks" or "becomes blocked"): `self` is what the trigger names, `other`
 * the creature across (the `by` filter) and the trigger's subject.
 */
function blockPair(
  d: Draft,
  t: { what: Ref; by?: Filter },
  self: ObjId,
  other: ObjId,
  source: ObjId,
  controller: Seat,
): Hit | null {
  const hit = seen(d, t.what, self, other, source, controller);
  return hit && byOk(d, t.by, other, controller, source) ? hit : null;
}

/** The trigger's object (`what`) is `self`; the hit's subject is `subject` (CR 603.2). */
function seen(d: Draft, what: Ref, self: ObjId, subject: ObjId, source: ObjId, controller: Seat): Hit | null {
  return refIs(d, what, self, source, controller) ? { subject: [{ o: subject }], amount: 0 } : null;
}

function match(d: Draft, t: Trigger, e: RuleEvent, source: ObjId, controller: Seat): Hit | null {
  switch (t.on) {
    case 'enters':
      return e.e === 'zone' && e.to === 'battlefield' ? seen(d, t.what, e.obj, e.obj, source, controller) : null;
    case 'dies':
      return e.e === 'zone' &&
        e.from === 'battlefield' &&
        e.to === 'graveyard' &&
        (charsOf(d, e.old).types & T.creature) !== 0
        ? seen(d, t.what, e.old, e.obj, source, controller)
        : null;
    case 'leaves':
      return e.e === 'zone' && e.from === 'battlefield' && e.to !== 'battlefield'
        ? seen(d, t.what, e.old, e.obj, source, controller)
        : null;
    case 'attacks':
      return e.e === 'attack' ? seen(d, t.what, e.obj, e.obj, source, controller) : null;
    case 'entersOrAttacks':
      return (
        match(d, { on: 'enters', what: t.what }, e, source, controller) ??
        match(d, { on: 'attacks', what: t.what }, e, source, controller)
      );
    case 'upkeep':
    case 'endStep':
    case 'drawStep': {
      const step = t.on === 'upkeep' ? 'upkeep' : t.on === 'endStep' ? 'end' : 'draw';
      return e.e === 'step' && e.step === step && whoseOk(t.whose, e.active, controller)
        ? { subject: [{ p: e.active }], amount: 0 }
        : null;
    }
    case 'dealsDamage': {
      if (e.e !== 'damage' || (t.combat && !e.combat) || !refIs(d, t.what, e.source, source, controller)) return null;
      const toOk =
        t.to === 'any' ||
        ('p' in e.to ? t.to === 'player' || (t.to === 'opponent' && e.to.p !== controller) : t.to === 'creature');
      return toOk ? { subject: [e.to], amount: e.amount } : null;
    }
    case 'dealtDamage':
      return e.e === 'damage' && 'o' in e.to && refIs(d, t.what, e.to.o, source, controller)
        ? { subject: [{ o: e.source }], amount: e.amount }
        : null;
    case 'cast':
      return e.e === 'cast' && whoseOk(t.whose, e.seat, controller) && spellIs(d, e.obj, t.spells, controller, source)
        ? { subject: [{ o: e.obj }], amount: 0 }
        : null;
    case 'gainLife':
      return e.e === 'gainLife' && whoseOk(t.whose, e.seat, controller)
        ? { subject: [{ p: e.seat }], amount: e.amount }
        : null;
    case 'blocks':
      return e.e === 'block' ? blockPair(d, t, e.obj, e.attacker, source, controller) : null;
    case 'becomesBlocked':
      return e.e === 'blocked' ? blockPair(d, t, e.attacker, e.by, source, controller) : null;
    case 'blocksOrBecomesBlocked':
      return (
        match(d, { on: 'blocks', what: t.what, ...(t.by ? { by: t.by } : {}) }, e, source, controller) ??
        match(d, { on: 'becomesBlocked', what: t.what, ...(t.by ? { by: t.by } : {}) }, e, source, controller)
      );
    case 'attacksOrBlocks':
      return (
        match(d, { on: 'attacks', what: t.what }, e, source, controller) ??
        match(d, { on: 'blocks', what: t.what }, e, source, controller)
      );
    case 'draw':
      return e.e === 'draw' && whoseOk(t.whose, e.seat, controller) ? { subject: [{ p: e.seat }], amount: 1 } : null;
    case 'discard':
      return e.e === 'discard' && whoseOk(t.whose, e.seat, controller) ? { subject: [{ p: e.seat }], amount: 1 } : null;
    case 'becomesTapped':
      return e.e === 'tap' ? seen(d, t.what, e.obj, e.obj, source, controller) : null;
    case 'tappedForMana':
      // The land's controller is the player who tapped it (only its controller can, CR 106.12).
      return e.e === 'tap' &&
        e.forMana &&
        refIs(d, t.what, e.obj, source, controller) &&
        whoseOk(t.whose, charsOf(d, e.obj).controller, controller)
        ? { subject: [{ o: e.obj }], amount: 0 }
        : null;
    case 'turnedFaceUp':
      // CR 708.8: "when this is turned face up" — the ability is the face-up card's own.
      return e.e === 'turnedFaceUp' && e.obj === source ? { subject: [{ o: e.obj }], amount: 0 } : null;
    case 'cycled':
      return e.e === 'cycled' && e.obj === source ? { subject: [], amount: 0 } : null;
    case 'attacksUnblocked':
      // CR 509.1h: blocks are final and no creature blocks it (finishBlocks emits 'unblocked').
      return e.e === 'unblocked' ? seen(d, t.what, e.attacker, e.attacker, source, controller) : null;
    case 'attacksAlone':
      return e.e === 'attacksAlone' ? seen(d, t.what, e.obj, e.obj, source, controller) : null;
    case 'becomesTarget':
      return e.e === 'targeted' ? seen(d, t.what, e.obj, e.by, source, controller) : null;
    case 'either':
      for (const sub of t.triggers) {
        const h = match(d, sub, e, source, controller);
        if (h) return h;
      }
      return null;
    default:
      return null;
  }
}

function byOk(d: Draft, by: Filter | undefined, obj: ObjId, controller: Seat, source: ObjId): boolean {
  return !by || objectMatches(d, charsOf(d, obj), by, { controller, source });
}

function spellIs(d: Draft, obj: ObjId, f: Filter, controller: Seat, source: ObjId): boolean {
  return objectMatches(d, charsOf(d, obj), f.types.length ? f : asSpells(f), { controller, source });
}

// `f` with "spell" for its empty types, one object per filter so it compiles once (match.ts).
const spellFilters = new WeakMap<Filter, Filter>();
function asSpells(f: Filter): Filter {
  let out = spellFilters.get(f);
  if (!out) spellFilters.set(f, (out = { ...f, types: ['spell'] }));
  return out;
}

/** The abilities of an object that left the battlefield, as it last existed, added to `list`. */
function lookBack(d: Draft, e: RuleEvent, list: Watch[]): void {
  if (e.e !== 'zone') return;
  const old = d.obj(e.old);
  // A face-down permanent had no abilities as it left (CR 708.2): nothing of its card looks back.
  if (old.faceDown) return;
  const printed: AbilityRef[] = d.s.cards[old.card]!.abilities.map((_, a) => ({ card: old.card, a }));
  watch(d.s, e.old, e.granted ? printed.concat(e.granted) : printed, old.controller, list);
}

/** Checks the pending rule events against every triggered ability (CR 603.2). */
export function collectTriggers(d: Draft): void {
  const events = d.events;
  if (!events.length) return;
  d.events = [];
  // Read below, then dropped: a batch ends before its events are checked (within one proc's run).
  const leftWith = d.leftWith;
  d.leftWith = null;
  let backOf: Map<RuleEvent[], Watch[]> | null = null;
  const s = d.s;
  const c = chars(d);
  const live = liveWatches(s, c.byId);
  for (const e of events) {
    let list = live;
    // CR 603.10a: leaves-the-battlefield abilities look back in time, at every object that left
    // in the same event (Ob Nixilis dying in a Wrath sees the others die).
    if (e.e === 'zone' && e.from === 'battlefield') {
      const together = leftWith?.get(e);
      if (together) {
        // Built once per event: each of its leavers is checked against the same list.
        let back = backOf?.get(together);
        if (!back) {
          back = [];
          for (const x of together) lookBack(d, x, back);
          (backOf ??= new Map()).set(together, back);
        }
        list = live.concat(back);
      } else {
        list = live.slice();
        lookBack(d, e, list);
      }
    }
    for (const w of list) {
      // Triggered mana abilities add their mana as the land is tapped (manaSources.ts, CR 605.4a).
      if (w.a.mana) continue;
      const hit = match(d, w.a.trigger, e, w.id, w.controller);
      if (!hit) continue;
      if (w.a.condition && !holds(d, w.a.condition, { controller: w.controller, source: w.id }, c.byId)) continue; // CR 603.4
      if (w.a.keyword && !keywordTriggers(d, w.a.keyword, w.id, hit.subject)) continue; // echo, evoke: CR 603.4
      s.triggers.push({
        source: w.id,
        controller: w.controller,
        ability: w.ref,
        subject: hit.subject,
        amount: hit.amount,
      });
      // CR 107.3: "when turned face up" reads the X paid in the morph cost.
      if (e.e === 'turnedFaceUp' && e.x) s.triggers[s.triggers.length - 1]!.x = e.x;
    }
  }
}

/**
 * The triggered abilities on the battlefield, per computed characteristics: the same `byId` (shared
 * by every state whose layers were handed on, chars/signature.ts) means the same permanents,
 * abilities and controllers, so every step's events are checked against one list.
 */
const watches = new Recent<ReadonlyMap<ObjId, ObjChars>, Watch[]>(4);

function liveWatches(s: GameState, byId: ReadonlyMap<ObjId, ObjChars>): Watch[] {
  let live = watches.get(byId);
  if (!live) {
    live = [];
    for (const id of s.battlefield) {
      const ch = byId.get(id);
      if (ch) watch(s, id, ch.abilities, ch.controller, live);
    }
    watches.set(byId, live);
  }
  return live;
}

interface Watch {
  id: ObjId;
  ref: AbilityRef;
  a: Extract<RAbility, { type: 'triggered' }>;
  controller: Seat;
}

function watch(s: GameState, id: ObjId, refs: AbilityRef[], controller: Seat, out: Watch[]): void {
  for (const ref of refs) {
    const a = abilityOf(s, ref);
    if (a && a.type === 'triggered') out.push({ id, ref, a, controller });
  }
}

/** A seat's place in APNAP order (module-level: a named closure per call costs a defineProperty under tsx). */
const apnap = (seat: Seat, active: Seat, n: number): number => (seat - active + n) % n;

/** Puts the waiting triggered abilities on the stack, APNAP (CR 603.3b), each through the announce proc. */
export function stackTriggers(d: Draft): void {
  const s = d.s;
  const n = s.players.length;
  const list = s.triggers
    .map((t, i) => ({ t, i }))
    .sort((a, b) => apnap(a.t.controller, s.active, n) - apnap(b.t.controller, s.active, n) || a.i - b.i);
  s.triggers = [];
  // Procs run innermost-last: push in reverse so the active player's first trigger goes on the stack first.
  for (const { t } of list.reverse()) {
    startTrigger(d, {
      sid: -1,
      kind: 'triggered',
      obj: t.source,
      controller: t.controller,
      ability: t.ability,
      targets: t.inline ? t.inline.targets : [],
      x: t.inline?.x ?? t.x ?? 0,
      modes: null,
      kicked: false,
      subject: t.inline ? t.inline.it : t.subject,
      amount: t.amount,
      copy: false,
      ...(t.inline ? { inline: t.inline.effects } : {}),
    });
  }
}
