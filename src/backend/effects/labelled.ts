/**
 * The labelled precision set of the effects compiler (test/fixtures/effects-labelled, issue 17):
 * real cards with the tree each must compile to, checked by hand. The report prints how many the
 * compiler gets exactly right, next to the coverage figures. A packaged app has no such folder: no
 * figure then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { compileCard, type CompiledCard, type VerdictInput } from '../../core/effects';

export interface LabelledCard {
  name: string;
  typeLine: string;
  oracleText: string;
  faces?: { name: string; manaCost: string; typeLine: string; oracleText: string }[];
  /** The misreading class (1–6) a class card was chosen for; absent in the random part. */
  class?: number;
  /** What the hand check found, when the compiler's first tree was wrong. */
  note?: string;
  /** The compiled card, exactly: a full tree, or the sentences that must stay unknown. */
  expected: CompiledCard;
}

export const LABELLED_FILES = ['random.json', 'classes.json'] as const;

/** Does the compiler give exactly the labelled tree? (JSON semantics: key order does not matter.) */
export function matchesLabel(c: LabelledCard): boolean {
  const input: VerdictInput = { name: c.name, typeLine: c.typeLine, oracleText: c.oracleText };
  if (c.faces) input.faces = c.faces;
  return isDeepStrictEqual(JSON.parse(JSON.stringify(compileCard(input))), c.expected);
}

/** The folder next to the resources (a checkout), else under the working directory. */
export function labelledDir(resources: string): string | undefined {
  for (const dir of [
    path.resolve(resources, '../test/fixtures/effects-labelled'),
    path.resolve('test/fixtures/effects-labelled'),
  ])
    if (LABELLED_FILES.every((f) => fs.existsSync(path.join(dir, f)))) return dir;
  return undefined;
}

export function readLabelled(dir: string, file: (typeof LABELLED_FILES)[number]): LabelledCard[] {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as LabelledCard[];
}

/** Labelled cards and how many compile exactly to their label; undefined without the set. */
export function precisionSample(resources: string): { labelled: number; matched: number } | undefined {
  const dir = labelledDir(resources);
  if (!dir) return undefined;
  const cards = LABELLED_FILES.flatMap((f) => readLabelled(dir, f));
  return { labelled: cards.length, matched: cards.filter(matchesLabel).length };
}
