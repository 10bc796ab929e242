/**
 * Casting spells and activating abilities (CR 601.2, 602.2) as a resumable proc: modes, X,
 * kicker, targets one at a time, then mana and the other costs. The card stays where it is until
 * everything is chosen and paid, so nothing needs undoing; `legal.ts` offers only completable casts.
 * Triggered abilities go through the same proc for their modes and targets (CR 603.3d).
 */
import { abilityOf, additionalCosts, defOf, effectsOf } from './abilities';
import { askChoose } from './askChoose';
import { charsOf } from './chars/compute';
import { costChoices, costVerb, payFixedCost } from './costs';
import type { Action } from './decisions';
import type { XCost, XEffect } from './defs';
import type { Draft } from './draft';
import { addMana, parseManaCost, withX, type ManaCost } from './mana';
import { COLOR_BIT } from './defs';
import { canPay, maxMana, payMana } from './manaSources';
import { sunburstSpell } from './keywords/sunburst';
import { payCrew } from './keywords/crew';
import { returnUnblocked } from './keywords/ninjutsu';
import type { RulesModule } from './module';
import { objName, seatName } from './names';
import type { AnnounceProc } from './procs';
import { hasConvoke } from './legal';
import { candidates, hasCandidates, slotCount, slotRefs } from './targets';
import type { AbilityRef, ObjId, Seat, StackItem, Target } from './types';
import { moveObject } from './zones';
import { putOnStack } from './putOnStack';
import { GRANTED_KEYWORD } from './keywords/granted';
import { randInt } from '../engine/rng';
import { castAs, entwinedModes } from './keywords/castAs';

const NO_MANA: ManaCost = parseManaCost('');

function newItem(kind: StackItem['kind'], obj: ObjId, seat: Seat, ability: AbilityRef): StackItem {
  return {
    sid: -1,
    kind,
    obj,
    controller: seat,
    ability,
    targets: [],
    x: 0,
    modes: null,
    kicked: false,
    subject: [],
    amount: 0,
    copy: false,
  };
}

/** `cost`: an alternative cost paid instead of the mana cost (madness, CR 702.35a). */
export function startCast(
  d: Draft,
  seat: Seat,
  a: Extract<Action, { t: 'cast' }>,
  m?: RulesModule,
  cost?: ManaCost,
): void {
  const o = d.obj(a.o);
  const half = a.half ?? -1;
  const def = defOf(d.s, o.card, half);
  const flashback = a.from === 'graveyard';
  const { mana, ability, costs = [] } = castAs(d, seat, a, def, cost);
  d.s.procs.push({
    p: 'announce',
    item: { ...newItem('spell', a.o, seat, { card: o.card, a: ability }), modes: entwinedModes(a, def) },
    stage: 'modes',
    slot: 0,
    // A face-down spell has no abilities: no additional costs either (CR 708.2).
    costs: a.faceDown ? [] : [...additionalCosts(def), ...costs, ...(m?.extraCastCosts?.(d, seat, a.o, def) ?? [])],
    mana,
    from: flashback || a.retrace ? 'graveyard' : 'hand',
    flashback,
    ...(a.faceDown ? { faceDown: true } : {}),
    ...(a.buyback ? { buyback: true } : {}),
    ...(a.evoke ? { evoke: true } : {}),
    ...(a.dash ? { dash: true } : {}),
    ...(a.replicate ? { replicate: a.replicate } : {}),
    ...(a.escalate ? { escalate: a.escalate } : {}),
    half,
    chosen: [],
  });
}

export function startActivate(d: Draft, seat: Seat, a: Extract<Action, { t: 'activate' }>): void {
  const o = d.obj(a.o);
  const ref: AbilityRef =
    a.a === GRANTED_KEYWORD && a.kw
      ? { card: o.card, a: a.a, kw: a.kw, ...(a.of !== undefined ? { of: a.of } : {}), k: a.k ?? 0 }
      : o.zone === 'battlefield'
        ? charsOf(d, a.o).abilities[a.a]!
        : { card: o.card, a: a.a };
  const ab = abilityOf(d.s, ref);
  const costs: XCost[] = ab && ab.type === 'activated' ? ab.costs : [];
  let mana = NO_MANA;
  for (const c of costs) if (c.cost === 'mana') mana = addMana(mana, parseManaCost(c.mana));
  if (ab && ab.type === 'activated' && ab.oncePerTurn) d.mut(a.o).usedTurn = d.s.turn;
  d.s.procs.push({
    p: 'announce',
    item: newItem('activated', a.o, seat, ref),
    stage: 'modes',
    slot: 0,
    costs: costs.filter((c) => c.cost !== 'mana'),
    mana,
    from: o.zone === 'battlefield' ? 'battlefield' : o.zone === 'graveyard' ? 'graveyard' : 'hand',
    flashback: false,
    half: -1,
    chosen: [],
  });
}

/** Starts putting a triggered ability on the stack (targets chosen now, CR 603.3d). */
export function startTrigger(d: Draft, item: StackItem): void {
  d.s.procs.push({
    p: 'announce',
    item,
    stage: 'modes',
    slot: 0,
    costs: [],
    mana: NO_MANA,
    from: 'none',
    flashback: false,
    half: -1,
    chosen: [],
  });
}

/** Runs the announce proc until it needs a decision ('wait') or the item is on the stack ('done'). */
export function runAnnounce(d: Draft, m: RulesModule, p: AnnounceProc): 'wait' | 'done' {
  const s = d.s;
  const it = p.item;
  const seat = it.controller;
  const effects = it.inline ?? effectsOf(abilityOf(s, it.ability, p.half));
  let ans = p.ans;
  delete p.ans;
  for (;;) {
    switch (p.stage) {
      case 'modes': {
        const modal = effects.find((e) => e.kind === 'modal');
        if (!modal || modal.kind !== 'modal') {
          p.stage = 'x';
          break;
        }
        it.modes ??= [];
        if (ans?.t === 'mode') it.modes.push(ans.i);
        ans = undefined;
        // CR 702.120a: an escalated cast chooses as many more modes as it paid for.
        const choose = modal.choose + (p.escalate ?? 0);
        if (it.modes.length >= choose) {
          p.stage = 'x';
          break;
        }
        const ctx = { controller: seat, source: it.obj };
        const options = modal.modes
          .map((_, i) => i)
          .filter(
            (i) =>
              !it.modes!.includes(i) &&
              slotRefs(effects, [i]).every((r) => slotCount(r, 0).min === 0 || hasCandidates(d, r, ctx, 1)),
          );
        if (options.length + it.modes.length <= choose || options.length === 1) {
          it.modes.push(...options.slice(0, choose - it.modes.length));
          p.stage = 'x';
          break;
        }
        s.pending = {
          d: 'mode',
          seat,
          options: modal.modes.map((ms) => ms.map((e) => e.kind).join(', ')),
          count: choose,
          chosen: it.modes.slice(),
        };
        return 'wait';
      }
      case 'x':
        p.stage = 'kicker';
        // No mana (Magic Combat): X is capped by the variant (mana value + X at most the round).
        if (p.mana.x > 0 && !m.mana && m.maxX) {
          if (ans?.t === 'x') {
            it.x = ans.n;
            break;
          }
          const max = m.maxX(d, seat, p.mana.mv);
          if (max <= 0) break;
          p.stage = 'x';
          s.pending = { d: 'x', seat, max, prompt: `Choose X for ${objName(d, it.obj)}` };
          return 'wait';
        }
        if (p.mana.x > 0 && m.mana) {
          const bit = xColor(d, it, effects, p.half);
          if (ans?.t === 'x') {
            it.x = ans.n;
            p.mana = withX(p.mana, ans.n, bit);
            break;
          }
          let max = Math.floor((maxMana(d, seat) - p.mana.mv) / p.mana.x);
          // Only X values the coloured mana can pay are offered.
          while (bit !== null && max > 0 && !canPay(d, seat, withX(p.mana, max, bit))) max--;
          if (max <= 0) {
            p.mana = { ...p.mana, x: 0 };
            break;
          }
          p.stage = 'x';
          s.pending = { d: 'x', seat, max, prompt: `Choose X for ${objName(d, it.obj)}` };
          return 'wait';
        }
        break;
      case 'kicker': {
        p.stage = 'targets';
        const kick =
          it.kind === 'spell'
            ? defOf(s, d.obj(it.obj).card, p.half).keywords.find((k) => k.keyword === 'kicker')
            : undefined;
        if (!kick || !m.mana || p.faceDown) break;
        const extra = parseManaCost(kick.of);
        if (ans?.t === 'yes' || ans?.t === 'no') {
          if (ans.t === 'yes') {
            it.kicked = true;
            p.mana = addMana(p.mana, extra);
          }
          break;
        }
        if (!canPay(d, seat, addMana(p.mana, extra))) break;
        p.stage = 'kicker';
        s.pending = { d: 'yesNo', seat, prompt: `Pay kicker ${kick.of ?? ''} for ${objName(d, it.obj)}?` };
        return 'wait';
      }
      case 'targets': {
        // A delayed trigger's targets were chosen by the spell that made it (CR 603.7c).
        const refs = it.inline ? [] : slotRefs(effects, it.modes);
        const ref = refs[p.slot];
        if (!ref) {
          p.stage = 'pay';
          break;
        }
        if (ans?.t === 'pick') p.chosen.push(ans.v);
        const { min, max } = slotCount(ref, it.x);
        const options = notChosen(candidates(d, ref, { controller: seat, source: it.obj }), p.chosen);
        const doneNow = ans?.t === 'done' || p.chosen.length >= max || options.length === 0;
        const forced = min === max && options.length <= max - p.chosen.length;
        if (!doneNow && forced) p.chosen.push(...options);
        if (doneNow || forced) {
          if (p.chosen.length < min) {
            // CR 603.3d: a triggered ability without legal targets is removed; casts never get here (legal.ts).
            d.say(`${objName(d, it.obj)}'s ability has no legal target and is removed.`, seat);
            return 'done';
          }
          it.targets[ref.slot] = p.chosen;
          p.chosen = [];
          p.slot++;
          return runAgain(d, m, p);
        }
        s.pending = {
          d: 'target',
          seat,
          slot: ref.slot,
          options,
          min,
          max,
          chosen: p.chosen.slice(),
          prompt: `Choose a target for ${objName(d, it.obj)}`,
        };
        return 'wait';
      }
      case 'pay': {
        const spent = sunburstSpell(d, p) ? { colors: 0 } : undefined;
        if (
          m.mana &&
          p.mana.mv + p.mana.generic > 0 &&
          !payMana(d, seat, p.mana, p.costs.some((c) => c.cost === 'tap') ? it.obj : -1, convokes(d, p), spent)
        ) {
          d.say(`${seatName(seat)} cannot pay for ${objName(d, it.obj)}.`, seat);
          return 'done';
        }
        if (spent) p.sunburst = spent.colors;
        p.stage = 'costs';
        break;
      }
      case 'costs': {
        const cost = p.costs[0];
        if (!cost) return putOnStack(d, p);
        if (payFixedCost(d, seat, it.obj, cost)) {
          p.costs.shift();
          break;
        }
        if (cost.cost === 'crew') {
          if (payCrew(d, p, cost.power, ans) === 'wait') return 'wait';
          ans = undefined;
          p.costs.shift();
          break;
        }
        if (
          cost.cost === 'discardSelf' ||
          cost.cost === 'exileSelf' ||
          cost.cost === 'exileSelfFromGraveyard' ||
          (cost.cost === 'sacrifice' && cost.what === 'self')
        ) {
          const to = cost.cost === 'exileSelf' || cost.cost === 'exileSelfFromGraveyard' ? 'exile' : 'graveyard';
          if (cost.cost === 'discardSelf') d.emit({ e: 'discard', seat, obj: it.obj });
          moveObject(d, it.obj, to);
          p.costs.shift();
          break;
        }
        const count = 'count' in cost ? cost.count : 1;
        // "Discard a card at random" (CR 701.8c): no choice, the game's RNG picks.
        if (cost.cost === 'discard' && cost.random) {
          const left = costChoices(d, seat, it.obj, cost);
          for (let k = 0; k < count && left.length; k++) {
            const id = left.splice(randInt(s.rng, left.length), 1)[0]!;
            d.emit({ e: 'discard', seat, obj: id });
            d.say(`${seatName(seat)} discards ${objName(d, id)} at random.`, seat);
            moveObject(d, id, 'graveyard');
          }
          p.costs.shift();
          break;
        }
        if (ans?.t === 'pick') p.chosen.push(ans.v);
        ans = undefined;
        const options = costChoices(d, seat, it.obj, cost).filter(
          (id) => !p.chosen.some((c) => 'o' in c && c.o === id),
        );
        if (p.chosen.length < count && options.length > count - p.chosen.length) {
          const verb = costVerb(cost);
          return askChoose(d, seat, options, {
            min: 1,
            chosen: p.chosen.slice(),
            prompt: `Choose a card to ${verb}`,
            hidden: cost.cost === 'discard',
          });
        }
        const picked = [...p.chosen.map((t) => ('o' in t ? t.o : -1)), ...options.slice(0, count - p.chosen.length)];
        p.chosen = [];
        p.costs.shift();
        for (const id of picked) {
          if (cost.cost === 'tapUntapped') d.mut(id).tapped = true;
          else if (cost.cost === 'discard') {
            d.emit({ e: 'discard', seat, obj: id });
            moveObject(d, id, 'graveyard');
          } else if (cost.cost === 'returnUnblocked') returnUnblocked(d, it, id);
          else moveObject(d, id, cost.cost === 'exileFromGraveyard' ? 'exile' : 'graveyard');
        }
        break;
      }
    }
  }
}

/** Fresh run after a stage consumed its answer (so the answer is not read twice). */
const runAgain = (d: Draft, m: RulesModule, p: AnnounceProc): 'wait' | 'done' => runAnnounce(d, m, p);

/** A spell with convoke may tap creatures to pay (CR 702.51). */
function convokes(d: Draft, p: AnnounceProc): boolean {
  return p.item.kind === 'spell' && hasConvoke(defOf(d.s, d.obj(p.item.obj).card, p.half));
}

/** "Spend only black mana on X" (Consume Spirit, Crypt Rats): the colour bit X must be paid with, if any. */
function xColor(d: Draft, it: StackItem, effects: readonly XEffect[], half: number): number | null {
  // A spell's restriction may be its own sentence, i.e. another spell ability of the card.
  const all =
    it.kind === 'spell' ? defOf(d.s, d.obj(it.obj).card, half).abilities.flatMap((a) => effectsOf(a)) : effects;
  const e = all.find((x) => x.kind === 'spendOnlyColorOnX');
  return e && e.kind === 'spendOnlyColorOnX' ? (COLOR_BIT[e.color] ?? null) : null;
}

/** The candidates not chosen yet: loops, not a named closure per call (under tsx each costs a defineProperty). */
function notChosen(options: Target[], chosen: readonly Target[]): Target[] {
  const out: Target[] = [];
  for (const t of options) {
    let taken = false;
    for (const c of chosen)
      if ('p' in c ? 'p' in t && c.p === t.p : 'o' in t && c.o === t.o) {
        taken = true;
        break;
      }
    if (!taken) out.push(t);
  }
  return out;
}
