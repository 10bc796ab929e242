/**
 * Costs other than mana (CR 118, 602.2b): whether they can be paid, and paying them. Costs that
 * need a choice (which creature to sacrifice, which cards to discard) are answered by the player
 * through a `choose` decision; when the choice is forced (exactly enough), it is made for them.
 */
import { charsOf } from './chars/compute';
import type { Filter } from '../effects/types';
import type { XCost } from './defs';
import type { Draft } from './draft';
import { compiledFor, inZone, matchesCompiled, objectMatches, type MatchCtx } from './match';
import type { Reader } from './reader';
import { supported, type Support } from './support';
import { canTapForAbility } from './turn';
import { crewPayable } from './keywords/crew';
import { unblockedAttackers } from './keywords/ninjutsu';
import type { ObjId, Seat } from './types';

/**
 * Every cost kind the compiler (and the core's keyword abilities) can make, and whether the core
 * pays it — a `Record`, so a new kind does not compile without an entry; an ability with a cost
 * marked `not` is not activatable (listed as not executable).
 */
export const COST_SUPPORT: Support<XCost['cost']> = {
  tap: true,
  untap: true,
  mana: true,
  sacrifice: true,
  discard: true,
  discardSelf: true,
  crew: true,
  returnUnblocked: true,
  exileSelf: true,
  payLife: true,
  payHalfLife: true,
  removeCounters: true,
  loyalty: true,
  tapUntapped: true,
  exileFromGraveyard: true,
  exileSelfFromGraveyard: true,
};

export const COST_KINDS: ReadonlySet<string> = supported(COST_SUPPORT);

/** Objects a sacrifice / tap cost may use. */
export function costChoices(r: Reader, seat: Seat, source: ObjId, cost: XCost): ObjId[] {
  const ctx = { controller: seat, source };
  switch (cost.cost) {
    case 'sacrifice':
      if (cost.what === 'self') return [source];
      return controlledMatching(r, seat, cost.what as never, ctx, false);
    case 'tapUntapped':
      return controlledMatching(r, seat, cost.what, ctx, true);
    case 'discard': {
      // One derived filter for the scan, not a spread per card (the filter compiles once: match.ts).
      const f = cost.filter ? inZone(cost.filter, 'hand') : null;
      const out: ObjId[] = [];
      for (const id of r.s.players[seat]!.hand)
        if (id !== source && (!f || objectMatches(r, charsOf(r, id), f, ctx))) out.push(id);
      return out;
    }
    case 'exileFromGraveyard':
      return r.s.players[seat]!.graveyard.slice();
    case 'returnUnblocked':
      return unblockedAttackers(r, seat);
    default:
      return [];
  }
}

/** `seat`'s permanents matching `f` (untapped and able to tap when `tap`), in order: a loop, no closures. */
function controlledMatching(r: Reader, seat: Seat, f: Filter, ctx: MatchCtx, tap: boolean): ObjId[] {
  const out: ObjId[] = [];
  const k = compiledFor(f); // extra costs from hooks may build their filter afresh each time
  for (const id of r.s.battlefield) {
    const c = charsOf(r, id);
    if (c.controller !== seat) continue;
    if (
      tap
        ? !r.obj(id).tapped && matchesCompiled(r, c, f, k, ctx) && canTapForAbility(r, id)
        : matchesCompiled(r, c, f, k, ctx)
    )
      out.push(id);
  }
  return out;
}

export function costPayable(r: Reader, seat: Seat, source: ObjId, cost: XCost): boolean {
  const o = r.obj(source);
  switch (cost.cost) {
    case 'tap':
      return !o.tapped && canTapForAbility(r, source);
    case 'untap':
      return o.tapped && canTapForAbility(r, source);
    case 'mana':
    case 'discardSelf':
    case 'exileSelf':
    case 'payHalfLife':
      return true;
    case 'payLife':
      return r.s.players[seat]!.life >= cost.amount;
    case 'exileSelfFromGraveyard':
      return o.zone === 'graveyard' && o.next < 0;
    case 'removeCounters':
      return (o.counters?.[cost.counter] ?? 0) >= cost.count;
    case 'crew':
      return crewPayable(r, seat, source, cost.power);
    case 'loyalty':
      return (
        cost.amount !== 'X' &&
        (o.usedTurn ?? -1) !== r.s.turn &&
        (cost.amount >= 0 || (o.counters?.['loyalty'] ?? 0) >= -cost.amount)
      );
    case 'sacrifice':
    case 'tapUntapped':
    case 'discard':
    case 'exileFromGraveyard':
      return costChoices(r, seat, source, cost).length >= (cost.count ?? 1);
    case 'returnUnblocked':
      return costChoices(r, seat, source, cost).length > 0;
    default:
      return false;
  }
}

/** Pays a cost that needs no choice; returns false for costs that need one (handled by the caller). */
export function payFixedCost(d: Draft, seat: Seat, source: ObjId, cost: XCost): boolean {
  const p = d.player(seat);
  switch (cost.cost) {
    case 'tap':
      d.mut(source).tapped = true;
      d.emit({ e: 'tap', obj: source, forMana: false });
      return true;
    case 'untap':
      d.mut(source).tapped = false;
      return true;
    case 'payLife':
      p.life -= cost.amount;
      d.emit({ e: 'loseLife', seat, amount: cost.amount });
      return true;
    case 'payHalfLife': {
      const n = Math.ceil(p.life / 2);
      p.life -= n;
      d.emit({ e: 'loseLife', seat, amount: n });
      return true;
    }
    case 'removeCounters': {
      const w = d.mut(source);
      w.counters = { ...(w.counters ?? {}), [cost.counter]: (w.counters?.[cost.counter] ?? 0) - cost.count };
      d.touch();
      return true;
    }
    case 'loyalty': {
      const w = d.mut(source);
      const n = typeof cost.amount === 'number' ? cost.amount : 0;
      w.counters = { ...(w.counters ?? {}), loyalty: (w.counters?.['loyalty'] ?? 0) + n };
      w.usedTurn = d.s.turn;
      d.touch();
      return true;
    }
    default:
      return false;
  }
}

/** The verb of a cost paid with chosen objects, for its question ("Choose a card to sacrifice"). */
export function costVerb(cost: XCost): string {
  switch (cost.cost) {
    case 'sacrifice':
      return 'sacrifice';
    case 'discard':
      return 'discard';
    case 'tapUntapped':
      return 'tap';
    case 'returnUnblocked':
      return "return to its owner's hand";
    default:
      return 'exile';
  }
}
