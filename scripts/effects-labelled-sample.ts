/**
 * Draws the labelled precision set of the effects compiler (issue 17) into
 * test/fixtures/effects-labelled/: `random.json` (300 cards judged `full`, seeded draw) and
 * `classes.json` (10 cards for each of the six classes). Each card gets the compiler's
 * present tree as its first `expected`; the labels are then checked by hand against the oracle text
 * and corrected (see the folder's README).
 *
 * Once drawn, the sample is frozen: re-running keeps every card and its hand-checked label (a card
 * the compiler no longer judges `full` stays in, so a fix that drops a verdict is still counted).
 * `--redraw-classes` draws the class part again (keeping the random part).
 * `--relabel "Name|Other Name"` takes the compiler's present tree as the label of those cards, after
 * they were checked by hand; `--redraw` draws a new sample (every label must then be checked again).
 *
 *   npx tsx scripts/effects-labelled-sample.ts [--relabel "A|B"] [--redraw]
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { compileCard, type VerdictInput } from '../src/core/effects';
import {
  LABELLED_DIR,
  classSample,
  randomSample,
  referenceCards,
  type LabelledCard,
} from '../test/support/effectsLabelled';

const args = process.argv.slice(2);
const relabel = new Set((args[args.indexOf('--relabel') + 1] ?? '').split('|').filter(Boolean));
if (!args.includes('--relabel')) relabel.clear();
const redraw = args.includes('--redraw');

function label(c: VerdictInput, old: Map<string, LabelledCard>, k?: number): LabelledCard {
  const kept = old.get(c.name);
  if (kept && !relabel.has(c.name)) return kept;
  return {
    name: c.name,
    typeLine: c.typeLine,
    oracleText: c.oracleText,
    ...(c.faces
      ? {
          faces: c.faces.map((f) => ({
            name: f.name,
            manaCost: f.manaCost,
            typeLine: f.typeLine,
            oracleText: f.oracleText,
          })),
        }
      : {}),
    ...(k !== undefined ? { class: k } : {}),
    ...(kept?.note ? { note: kept.note } : {}),
    expected: JSON.parse(JSON.stringify(compileCard(c))) as LabelledCard['expected'],
  };
}

function existing(file: string): LabelledCard[] {
  const p = path.join(LABELLED_DIR, file);
  return fs.existsSync(p) && !redraw ? (JSON.parse(fs.readFileSync(p, 'utf8')) as LabelledCard[]) : [];
}

/** Written as Prettier formats JSON, so `npm run lint` (prettier --check) accepts the files as written. */
const pending: Promise<void>[] = [];
const write = (file: string, list: LabelledCard[]) =>
  pending.push(
    prettier
      .format(JSON.stringify(list), { parser: 'json', printWidth: 120 })
      .then((text) => fs.writeFileSync(path.join(LABELLED_DIR, file), text)),
  );
fs.mkdirSync(LABELLED_DIR, { recursive: true });
const oldRandom = existing('random.json');
const oldClasses = existing('classes.json');
const byName = (list: LabelledCard[]) => new Map(list.map((c) => [c.name, c]));
if (args.includes('--redraw-classes') && oldRandom.length) {
  const cards = referenceCards();
  const classes = classSample(cards, new Set(oldRandom.map((c) => c.name)));
  write(
    'classes.json',
    classes.map(([k, c]) => label(c, new Map(), k)),
  );
  console.log(`${classes.length} class cards drawn again; the random part kept`);
} else if (oldRandom.length && oldClasses.length) {
  // Frozen: the same cards, labels kept unless relabelled.
  const input = (c: LabelledCard): VerdictInput => ({
    name: c.name,
    typeLine: c.typeLine,
    oracleText: c.oracleText,
    ...(c.faces ? { faces: c.faces } : {}),
  });
  write(
    'random.json',
    oldRandom.map((c) => label(input(c), byName(oldRandom))),
  );
  write(
    'classes.json',
    oldClasses.map((c) => label(input(c), byName(oldClasses), c.class)),
  );
  console.log(`kept ${oldRandom.length} + ${oldClasses.length} cards; relabelled ${relabel.size}`);
} else {
  const cards = referenceCards();
  const random = randomSample(cards);
  const classes = classSample(cards, new Set(random.map((c) => c.name)));
  write(
    'random.json',
    random.map((c) => label(c, new Map())),
  );
  write(
    'classes.json',
    classes.map(([k, c]) => label(c, new Map(), k)),
  );
  console.log(`${cards.length} reference cards; ${random.length} random, ${classes.length} class cards drawn`);
}
await Promise.all(pending);
