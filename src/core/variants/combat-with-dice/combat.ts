/**
 * Magic Combat with Dice's combat module: attackers and blockers are declared as in Classic (against
 * any opponent), attacking bands are formed after the attackers, and the damage steps are replaced by
 * the attacks one at a time with the d20 (strikes.ts), each roll followed by a response window —
 * the combat damage step repeats once per roll.
 */
import { askChoose } from '../../rules/askChoose';
import { answerBand, bandPossible, runBand, type BandForming } from '../../rules/combat/bands';
import { CLASSIC_COMBAT } from '../../rules/combat/classic';
import { canAttack } from '../../rules/combat/rules';
import { charsOf } from '../../rules/chars/compute';
import type { Action, Pending } from '../../rules/decisions';
import { T } from '../../rules/defs';
import type { Draft } from '../../rules/draft';
import { hasKeyword } from '../../rules/keywords/has';
import type { CombatModule, RulesModule } from '../../rules/module';
import type { ModuleProc, Proc } from '../../rules/procs';
import type { Reader } from '../../rules/reader';
import type { StepId } from '../../rules/types';
import { answerDeal, runDeal, type DealProc } from './deal';
import { answerHeal, runHeal, type HealProc } from './heal';
import { alive, diceCombat, extOf } from './state';
import { newDiceCombat, nextStrike, resolveRoll, startUnit, type OrderProc } from './strikes';

/** 004 Banding: the attacking player forms bands one at a time after declaring attackers (combat/bands.ts). */
interface BandProc extends ModuleProc, BandForming {
  p: 'x:band';
}

type DiceProc = BandProc | OrderProc | DealProc | HealProc;

const FIRST_BAND_PROMPT = 'Form an attacking band (004 Banding): pick its first creature, or done';

/** 004: attacks against any opponent; with the `planeswalkers` option, at their planeswalkers too. */
function attackLegal(r: Reader, p: Pending): Action[] {
  const out = CLASSIC_COMBAT.legal(r, p);
  if (extOf(r.s).opts.planeswalkers !== 'yes') return out;
  const c = r.s.combat!;
  for (const id of r.s.battlefield) {
    if (c.attackers.some((a) => a.obj === id)) continue;
    for (const pw of r.s.battlefield) {
      const pc = charsOf(r, pw);
      if (!(pc.types & T.planeswalker) || !c.defenders.includes(pc.controller)) continue;
      if (canAttack(r, id, pc.controller)) out.push({ t: 'attack', o: id, at: { o: pw } });
    }
  }
  return out;
}

/** 004 Landwalking: "Attacking creatures with landwalking ability make an undefended attack" — never blocked. */
function blockLegal(r: Reader, p: Pending): Action[] {
  return CLASSIC_COMBAT.legal(r, p).filter((a) => a.t !== 'block' || !hasKeyword(charsOf(r, a.at), 'landwalk'));
}

export const DICE_COMBAT: CombatModule = {
  id: 'combat-with-dice',
  handles: (p: Pending) => p.d === 'attackers' || p.d === 'blockers' || p.d === 'damageOrder',
  startStep(d: Draft, m: RulesModule, step: StepId): boolean {
    if (step === 'firstStrikeDamage') return false; // 004: first strike is a counter strike, in the attacks below
    if (step !== 'combatDamage') return CLASSIC_COMBAT.startStep(d, m, step);
    const c = d.s.combat;
    if (!c) return false;
    if (!c.extra) {
      if (!c.attackers.length) return false;
      c.extra = newDiceCombat(d);
    }
    // Attackers that died leave `combat.attackers`; the strikes left are judged by who is alive.
    return nextStrike(d) !== 'over';
  },
  runProc(d: Draft, m: RulesModule, proc: Proc): 'wait' | 'done' {
    switch (proc.p) {
      case 'attackers': {
        const r = CLASSIC_COMBAT.runProc(d, m, proc);
        if (r === 'done' && bandPossible(d)) d.s.procs.push({ p: 'x:band', members: [], next: 1 } as BandProc);
        return r;
      }
      case 'damageOrder':
      case 'asUnblocked':
        return 'done'; // no damage assignment order: the attacker splits each roll's damage (deal.ts)
      default:
        break;
    }
    if (!proc.p.startsWith('x:')) return CLASSIC_COMBAT.runProc(d, m, proc);
    const p = proc as DiceProc;
    switch (p.p) {
      case 'x:band':
        return runBand(d, p, FIRST_BAND_PROMPT);
      case 'x:order':
        if (!p.answered) {
          const c = diceCombat(d)!;
          const firsts = c.left.map((i) => c.units[i]!.attackers[0]!);
          return askChoose(d, d.s.active, firsts, { min: 1, prompt: 'Which attack is made next?' });
        }
        nextStrike(d);
        return 'done';
      case 'x:deal':
        return runDeal(d, p);
      case 'x:heal':
        return runHeal(d, p);
      default:
        return 'done';
    }
  },
  answer(d: Draft, m: RulesModule, proc: Proc, a: Action): void {
    if (!proc.p.startsWith('x:')) return CLASSIC_COMBAT.answer(d, m, proc, a);
    const p = proc as DiceProc;
    if (p.p === 'x:band') answerBand(d, p, a);
    else if (p.p === 'x:order' && a.t === 'pick' && 'o' in a.v) {
      const c = diceCombat(d)!;
      const o = a.v.o;
      startUnit(
        d,
        c,
        c.left.find((i) => c.units[i]!.attackers[0] === o)!,
      );
      p.answered = true;
    } else if (p.p === 'x:deal') answerDeal(p, a);
    else if (p.p === 'x:heal') answerHeal(p, a);
  },
  legal(r: Reader, p: Pending): Action[] {
    if (p.d === 'attackers') return attackLegal(r, p);
    if (p.d === 'blockers') return blockLegal(r, p);
    return [];
  },
  repeatStep(d: Draft, _m: RulesModule, step: StepId): boolean {
    const c = diceCombat(d);
    if (step !== 'combatDamage' || !c) return false;
    if (c.roll) {
      resolveRoll(d);
      return true;
    }
    return c.queue.length > 0 || c.left.some((i) => c.units[i]!.attackers.some((a) => alive(d, a)));
  },
};
