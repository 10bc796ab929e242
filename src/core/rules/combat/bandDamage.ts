/**
 * Banding's damage rule (CR 702.22j): "If an attacking creature with banding or in a band is blocked,
 * the attacking player assigns the blockers' damage among the creatures in the band they block; if a
 * creature with banding blocks, the defending player assigns the damage of each attacker it blocks
 * among that attacker's blockers" — as the banding player chooses, not in a damage assignment order
 * nor lethal first. Such damage is split before combat damage is dealt, one point per decision (a
 * pick among the creatures it may go to); the rest of combat damage is assigned as usual. A trampler
 * blocked by a creature with banding assigns as usual (a simplification).
 * Blocks (CR 702.22h): a creature blocking one creature of an attacking band blocks the whole band.
 */
import { askChoose } from '../askChoose';
import { charsOf } from '../chars/compute';
import type { Action } from '../decisions';
import type { Draft } from '../draft';
import { hasKeyword } from '../keywords/has';
import { objName } from '../names';
import type { BandDamageProc, BandSplit } from '../procs';
import type { ObjId, Target } from '../types';
import { hasBanding } from './bands';
import type { CombatState } from './state';

const alive = (d: Draft, id: ObjId): boolean => d.obj(id).zone === 'battlefield' && d.obj(id).next < 0;

/** CR 702.22h: the attackers a block on `attacker` blocks: the whole band it attacks in. */
export function blockedWith(c: CombatState, attacker: ObjId): ObjId[] {
  const band = c.attackers.find((a) => a.obj === attacker)?.band ?? 0;
  return band > 0 ? c.attackers.filter((a) => a.band === band).map((a) => a.obj) : [attacker];
}

/** The combat damage of this step that the banding player divides (CR 702.22j). */
export function bandSplits(d: Draft, deals: (id: ObjId) => boolean, asUnblocked: readonly ObjId[]): BandSplit[] {
  const c = d.s.combat!;
  const out: BandSplit[] = [];
  for (const a of c.attackers) {
    if (!a.blocked || asUnblocked.includes(a.obj) || !deals(a.obj)) continue;
    const ch = charsOf(d, a.obj);
    const to = a.blockers.filter((b) => alive(d, b));
    if (to.length < 2 || hasKeyword(ch, 'trample') || !to.some((b) => hasBanding(d, b))) continue;
    out.push({ src: a.obj, seat: charsOf(d, to[0]!).controller, n: Math.max(0, ch.power), options: to });
  }
  for (const [key, attackers] of Object.entries(c.blocking)) {
    const b = Number(key);
    const to = attackers.filter((a) => alive(d, a));
    if (!deals(b) || to.length < 2 || !to.some((a) => hasBanding(d, a))) continue;
    out.push({ src: b, seat: d.s.active, n: Math.max(0, charsOf(d, b).power), options: to });
  }
  return out;
}

/** Asks for the next point of banded damage; 'done' once all is assigned (then `hits` holds it). */
export function runBandDamage(d: Draft, p: BandDamageProc): 'wait' | 'done' {
  for (;;) {
    const sp = p.splits[0];
    if (!sp) return 'done';
    const options = sp.options.filter((o) => alive(d, o));
    if (sp.n <= 0 || !options.length) {
      p.splits.shift();
      continue;
    }
    if (options.length === 1) {
      hit(p, sp.src, { o: options[0]! }, sp.n);
      p.splits.shift();
      continue;
    }
    return askChoose(d, sp.seat, options, {
      min: 1,
      prompt: `Banding: assign 1 of ${sp.n} damage from ${objName(d, sp.src)}`,
    });
  }
}

/** One point of the first split goes to the picked creature. */
export function answerBandDamage(p: BandDamageProc, a: Action): void {
  const sp = p.splits[0];
  if (!sp || a.t !== 'pick') return;
  hit(p, sp.src, a.v, 1);
  if (--sp.n <= 0) p.splits.shift();
}

function hit(p: BandDamageProc, src: ObjId, to: Target, n: number): void {
  const h = p.hits.find((x) => x.src === src && 'o' in x.to && 'o' in to && x.to.o === to.o);
  if (h) h.n += n;
  else p.hits.push({ src, to, n });
}
