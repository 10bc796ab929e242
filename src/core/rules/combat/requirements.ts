/**
 * Blocking requirements (CR 509.1c): "all creatures able to block ~ do so" (lure) and "blocks
 * this turn if able" (mustBlock). The declaration must obey as many requirements as possible
 * without breaking a restriction. Blocks are offered one at a time, so: a creature able to block
 * a lure attacker may block only lure attackers until it does (one block meets one requirement,
 * and any lure attacker meets one), and `done` is offered only when no creature still owes a
 * block it can make. The options given are already restriction-legal (classic.ts blockOptions).
 */
import { chars, charsOf } from '../chars/compute';
import type { Action } from '../decisions';
import { hasKeyword } from '../keywords/has';
import type { Reader } from '../reader';
import type { RuleMod } from '../chars/types';
import type { ObjId } from '../types';

type Block = Extract<Action, { t: 'block' }>;

/** The attacker `b` must block because it provoked it (CR 702.39a) and `b` can block it now, else null. */
function provokedBy(mods: readonly RuleMod[], b: ObjId, mine: readonly Block[]): ObjId | null {
  for (const m of mods)
    if (m.kind === 'mustBlockSource' && m.obj === b && mine.some((x) => x.at === m.source)) return m.source;
  return null;
}

export function withRequirements(r: Reader, options: Action[]): { options: Action[]; canFinish: boolean } {
  const c = r.s.combat;
  const blocks = options.filter((a): a is Block => a.t === 'block');
  if (!c || !blocks.length) return { options, canFinish: true };
  const mods = chars(r).mods;
  const has = (id: ObjId, kind: string) => mods.some((m) => m.kind === kind && m.obj === id);
  const lure = new Set(
    c.attackers
      .map((a) => a.obj)
      .filter((a) => {
        if (!has(a, 'lure')) return false;
        // Menace (CR 702.110b): one blocker alone is not a legal block, so a lone able creature owes none.
        if (!hasKeyword(charsOf(r, a), 'menace')) return true;
        const able = new Set([
          ...blocks.filter((b) => b.at === a).map((b) => b.o),
          ...(c.attackers.find((x) => x.obj === a)?.blockers ?? []),
        ]);
        return able.size >= 2;
      }),
  );
  const owed = new Set<ObjId>();
  const out: Action[] = [];
  for (const b of new Set(blocks.map((x) => x.o))) {
    const mine = blocks.filter((x) => x.o === b);
    const blocking = c.blocking[b] ?? [];
    // CR 702.39a: a provoked creature blocks its provoker if able (until it does, only that block is offered).
    const provoker = provokedBy(mods, b, mine);
    if (provoker !== null && !blocking.includes(provoker)) {
      owed.add(b);
      out.push(...mine.filter((x) => x.at === provoker));
      continue;
    }
    const lureOpts = mine.filter((x) => lure.has(x.at));
    if (lureOpts.length && !blocking.some((a) => lure.has(a))) {
      owed.add(b);
      out.push(...lureOpts);
      continue;
    }
    if (has(b, 'mustBlock') && !blocking.length) owed.add(b);
    out.push(...mine);
  }
  return { options: [...options.filter((a) => a.t !== 'block'), ...out], canFinish: owed.size === 0 };
}
