import { normalizeName, type OracleCard } from '../../core/cards';
import {
  cardFaces,
  compileCard,
  coverageReport,
  isCreatureInstantOrSorcery,
  verdictOf,
  cardVerdict,
} from '../../core/effects';
import { buildDef } from '../../core/rules/defs';
import { toRulesCard } from '../../core/rules/fromCard';
import { executable } from '../../core/rules/legal';
import '../../core/rules/exec/registry';
import { cardRepository } from '../cards';
import { cardSet } from '../effects/cardSets';
import { precisionSample } from '../effects/labelled';
import { resourcesDir } from '../cards/starter';
import { notFound } from '../errors';
import { defineHandlers } from './define';

function findByName(cards: readonly OracleCard[], name: string): OracleCard | undefined {
  const n = normalizeName(name);
  return (
    cards.find((c) => normalizeName(c.name) === n) ??
    cards.find((c) => c.faces.some((f) => normalizeName(f.name) === n))
  );
}

/** Cards the rules core runs in full (every ability, trigger, cost and keyword), one per name. */
function executableCount(cards: readonly OracleCard[]): number {
  const seen = new Set<string>();
  let n = 0;
  for (const c of cards) {
    if (seen.has(c.name)) continue;
    seen.add(c.name);
    const def = buildDef(toRulesCard(c));
    if (def.unknown.length === 0 && executable(def)) n++;
  }
  return n;
}

export const effectsHandlers = defineHandlers({
  'effects.report': ({ set, scope, top }, ctx, job) => {
    job.progress('Reading cards', 0, null);
    const all = cardSet(ctx, set);
    job.throwIfCancelled();
    const cards = scope === 'all' ? all : all.filter(isCreatureInstantOrSorcery);
    job.progress('Compiling card text', 0, cards.length);
    const report = coverageReport(cards, top);
    job.progress('Compiling card text', cards.length, cards.length);
    const precision = precisionSample(resourcesDir(ctx.options.resourcesDir));
    return {
      set,
      scope,
      ...report,
      executable: executableCount(cards),
      ...(precision ? { precisionSample: precision } : {}),
    };
  },

  'effects.explain': ({ name, set }, ctx) => {
    // The user's card database first (what they own), then the named set or the starter pool.
    let card: OracleCard | undefined = set ? undefined : cardRepository(ctx).lookup(name)?.card;
    card ??= findByName(cardSet(ctx, set ?? 'starter'), name);
    if (!card) throw notFound(`No card named "${name}" in ${set ? set : 'the card database or the starter pool'}.`);
    const compiled = compileCard(card);
    const texts = cardFaces(card) ?? [];
    return {
      name: card.name,
      typeLine: card.typeLine,
      oracleText: card.oracleText,
      verdict: verdictOf(compiled),
      unknown: compiled.unknown,
      effects: compiled.abilities as unknown as Record<string, unknown>[],
      ...(compiled.faces
        ? {
            faces: compiled.faces.map((f, i) => ({
              name: f.name,
              manaCost: f.manaCost,
              typeLine: f.typeLine,
              oracleText: texts[i]?.text ?? '',
              verdict: f.verdict,
              unknown: f.unknown,
              effects: f.abilities as unknown as Record<string, unknown>[],
            })),
          }
        : {}),
    };
  },

  'effects.verdicts': ({ cards }) => {
    const verdicts: Record<string, { verdict: 'full' | 'partial' | 'none'; unknown: string[] }> = {};
    for (const c of cards) {
      const faces = (c.faces ?? []).map((f) => ({ ...f, manaCost: '' }));
      verdicts[c.key] = cardVerdict({ name: c.name, typeLine: c.typeLine, oracleText: c.oracleText, faces });
    }
    return { verdicts };
  },
});
