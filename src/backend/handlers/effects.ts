import { normalizeName, type OracleCard } from '../../core/cards';
import { cardFaces, compileCard, verdictOf, cardVerdict } from '../../core/effects';
import { cardRepository } from '../cards';
import { resourcesDir } from '../cards/starter';
import { cardSet, checkedCardFile } from '../effects/cardSets';
import { precisionSample } from '../effects/labelled';
import { notFound } from '../errors';
import { runInWorker } from '../workers/jobRunner';
import { defineHandlers } from './define';

function findByName(cards: readonly OracleCard[], name: string): OracleCard | undefined {
  const n = normalizeName(name);
  return (
    cards.find((c) => normalizeName(c.name) === n) ??
    cards.find((c) => c.faces.some((f) => normalizeName(f.name) === n))
  );
}

export const effectsHandlers = defineHandlers({
  'effects.report': async ({ set, scope, top }, ctx, job) => {
    // A card file is read by the worker itself; the starter pool (read once per backend) is sent.
    const source = set === 'starter' ? { cards: cardSet(ctx, set) } : { file: checkedCardFile(ctx, set) };
    const report = await runInWorker({ task: 'effectsReport', job: { ...source, scope, top } }, job, {
      cancelled: 'Effects report cancelled: nothing was changed.',
      outOfMemory: 'The card file is too big to report on',
    });
    // Issue 17: the hand-labelled precision set's figure next to the coverage (360 cards: milliseconds).
    const precision = precisionSample(resourcesDir(ctx.options.resourcesDir));
    return { set, scope, ...report, ...(precision ? { precisionSample: precision } : {}) };
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
