/**
 * Who may attack and block whom (CR 508.1, 509.1): summoning sickness, defender, evasion (flying,
 * reach, shadow, fear, intimidate, skulk, horsemanship, landwalk, menace) and "can't attack/block" effects.
 */
import type { Filter } from '../../effects/types';
import { chars, charsOf } from '../chars/compute';
import type { ObjChars, RuleMod } from '../chars/types';
import { T } from '../defs';
import { hasKeyword, keywordParams } from '../keywords/has';
import { objectMatches, withoutController } from '../match';
import { protectedFrom } from '../targets';
import type { Reader } from '../reader';
import { summoningSick } from '../turn';
import type { ObjId, Seat } from '../types';

function mods(r: Reader, id: ObjId): RuleMod[] {
  return chars(r).mods.filter((m) => m.obj === id);
}

const cannot = (ms: RuleMod[], what: string) =>
  ms.some(
    (m) => m.kind === 'restrict' && m.cannot?.includes(what) && !m.by && !m.exceptBy && !m.unlessDefenderControls,
  );

/** CR 508.1a: an untapped creature its controller has controlled since the turn began (or with haste). */
export function canAttack(r: Reader, id: ObjId, defender: Seat): boolean {
  const o = r.obj(id);
  const c = charsOf(r, id);
  if (!(c.types & T.creature) || o.tapped || c.controller !== r.s.active) return false;
  if (summoningSick(r, id) && !hasKeyword(c, 'haste')) return false;
  if (hasKeyword(c, 'defender')) return false;
  const ms = mods(r, id);
  if (cannot(ms, 'attack')) return false;
  for (const m of ms)
    if (
      m.kind === 'restrict' &&
      m.cannot?.includes('attack') &&
      m.unlessDefenderControls &&
      !controls(r, defender, m.unlessDefenderControls, id)
    )
      return false;
  return true;
}

function controls(r: Reader, seat: Seat, f: Filter, source: ObjId): boolean {
  return r.s.battlefield.some((b) => {
    const c = charsOf(r, b);
    return c.controller === seat && objectMatches(r, c, withoutController(f), { controller: seat, source });
  });
}

/** CR 509.1a–b: may `blocker` block `attacker`? */
export function canBlock(r: Reader, blocker: ObjId, attacker: ObjId): boolean {
  const b = charsOf(r, blocker);
  const a = charsOf(r, attacker);
  if (!(b.types & T.creature) || r.obj(blocker).tapped) return false;
  const bm = mods(r, blocker);
  if (cannot(bm, 'block')) return false;
  if (cannotBlockNonFlying(bm) && !hasKeyword(a, 'flying')) return false;
  if (protectedFrom(a, b)) return false; // CR 702.16b: can't be blocked by creatures with that quality
  const flying = hasKeyword(a, 'flying');
  if (flying && !hasKeyword(b, 'flying') && !hasKeyword(b, 'reach')) return false;
  if (hasKeyword(a, 'shadow') !== hasKeyword(b, 'shadow')) return false;
  if (hasKeyword(a, 'horsemanship') && !hasKeyword(b, 'horsemanship')) return false;
  if (hasKeyword(a, 'fear') && !(b.types & T.artifact) && !(b.colors & 4)) return false;
  if (hasKeyword(a, 'intimidate') && !(b.types & T.artifact) && !(b.colors & a.colors)) return false;
  if (hasKeyword(a, 'skulk') && b.power > a.power) return false; // CR 702.118b
  if (hasKeyword(b, 'unleash') && (r.obj(blocker).counters?.['+1/+1'] ?? 0) > 0) return false; // CR 702.98a
  for (const land of keywordParams(a, 'landwalk'))
    if (
      r.s.battlefield.some((l) => {
        const lc = charsOf(r, l);
        return (
          lc.controller === b.controller &&
          lc.types & T.land &&
          lc.subtypes.some((st) => st.toLowerCase() === land.trim().toLowerCase())
        );
      })
    )
      return false;
  const am = mods(r, attacker);
  if (cannot(am, 'beBlocked')) return false;
  const ctx = { controller: a.controller, source: attacker };
  for (const m of am) {
    if (m.kind !== 'restrict' || !m.cannot?.includes('beBlocked')) continue;
    if (m.by && objectMatches(r, b, m.by, ctx)) return false;
    if (m.exceptBy && !objectMatches(r, b, m.exceptBy, ctx)) return false;
  }
  return true;
}

const cannotBlockNonFlying = (ms: RuleMod[]) =>
  ms.some((m) => m.kind === 'restrict' && m.cannot?.includes('blockNonFlying'));

/** How many attackers one creature may block (CR 509.1a; "can block an additional creature"). */
export function blockLimit(r: Reader, id: ObjId): number {
  let n = 1;
  for (const m of mods(r, id)) if (m.kind === 'extraBlocks') n += m.count === 'any' ? 99 : (m.count ?? 1);
  return n;
}

export const hasFirstStrike = (c: ObjChars): boolean => hasKeyword(c, 'first strike') || hasKeyword(c, 'double strike');
export const isDoubleStrike = (c: ObjChars): boolean => hasKeyword(c, 'double strike');
