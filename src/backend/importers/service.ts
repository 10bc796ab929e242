/**
 * File import and export: parse (with progress, yielding to the event loop so the app stays
 * responsive), resolve against the local card database, preview, commit in one transaction.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { FormatError, formatInfo, parseDeckFile, type ParseResult } from '../../core/formats';
import type { lineChoiceSchema, previewSchema } from '../../contract/files';
import type { BackendContext } from '../context';
import { badInput } from '../errors';
import type { Job } from '../jobs';
import type { CardWithPrinting } from '../cards/repository';
import { CardIndex } from './cardIndex';
import { fetchUnknown } from './online';
import { resolveEntry, type ResolvedLine } from './resolve';
import { readSource, type FileSource } from './source';

export type Preview = z.infer<typeof previewSchema>;
export type LineChoice = z.infer<typeof lineChoiceSchema>;

/** Distinct unknown names per file that get close-name suggestions (see {@link resolveAll}). */
export const DEFAULT_SUGGEST_LIMIT = 200;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The card index, rebuilt only when the card database changed since it was built. */
export function cardIndex(ctx: BackendContext): CardIndex {
  const holder = ctx.service('files.cardIndex', () => ({ index: undefined as CardIndex | undefined }));
  const fingerprint = CardIndex.fingerprintOf(ctx.db);
  if (!holder.index || holder.index.fingerprint !== fingerprint) holder.index = CardIndex.load(ctx.db);
  return holder.index;
}

/** Parses a file's text, yielding to the event loop between chunks and reporting progress. */
export async function parseWithProgress(fileName: string, text: string, job?: Job): Promise<ParseResult> {
  const total = text.length > 0 ? text.split('\n').length : 0;
  const gen = parseDeckFile(text);
  try {
    for (;;) {
      const step = gen.next();
      if (step.done) return step.value;
      job?.progress(`Reading ${fileName}`, step.value, total);
      job?.throwIfCancelled();
      await tick();
    }
  } catch (err) {
    if (err instanceof FormatError)
      throw badInput(`${fileName}, line ${err.line}: ${err.message}. Nothing was imported.`);
    throw err;
  }
}

/** Resolves every entry (chunked, with progress). */
export async function resolveAll(
  index: CardIndex,
  result: ParseResult,
  choices: readonly LineChoice[],
  job?: Job,
  suggestLimit = DEFAULT_SUGGEST_LIMIT,
): Promise<ResolvedLine[]> {
  const byLine = new Map(choices.map((c) => [c.line, c.printingId]));
  const out: ResolvedLine[] = [];
  const n = result.entries.length;
  // Close names cost ~0.5 ms per unknown name: a 10,000-line collection of cards newer than the
  // database would take seconds, so only the first `suggestLimit` distinct unknown names get them.
  const suggested = new Set<string>();
  for (let i = 0; i < n; i++) {
    const e = result.entries[i];
    if (!e) continue;
    const key = e.name.toLowerCase();
    const suggest = suggested.has(key) || suggested.size < suggestLimit;
    const line = resolveEntry(index, e, byLine.get(e.line), suggest);
    if (line.status === 'unknown' && suggest) suggested.add(key);
    out.push(line);
    if (i % 2000 === 1999) {
      job?.progress('Looking up cards', i + 1, n);
      job?.throwIfCancelled();
      await tick();
    }
  }
  return out;
}

export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Reads, parses and resolves a file; writes nothing. */
export async function previewFile(
  ctx: BackendContext,
  source: FileSource,
  choices: readonly LineChoice[],
  job?: Job,
  suggestLimit = DEFAULT_SUGGEST_LIMIT,
  options: { online?: boolean } = {},
): Promise<Preview & { fetched: CardWithPrinting[] }> {
  const { fileName, text } = await readSource(source);
  const t0 = performance.now();
  const parsed = await parseWithProgress(fileName, text, job);
  const t1 = performance.now();
  let index = cardIndex(ctx);
  let entries = await resolveAll(index, parsed, choices, job, suggestLimit);
  let online: Preview['online'];
  let fetched: CardWithPrinting[] = [];
  if (options.online) {
    const unknownLines = new Set(entries.filter((e) => e.status === 'unknown').map((e) => e.line));
    const unknown = parsed.entries.filter((e) => unknownLines.has(e.line));
    if (unknown.length) {
      const result = await fetchUnknown(ctx, unknown, job);
      fetched = result.cards;
      // A private index: cards from Scryfall are not in the database until the import is confirmed.
      index = CardIndex.load(ctx.db);
      index.addCards(fetched);
      entries = await resolveAll(index, parsed, choices, job, suggestLimit);
      const still = entries.filter((e) => e.status === 'unknown').length;
      online = { asked: unknown.length, found: unknown.length - still, requests: result.requests };
    } else online = { asked: 0, found: 0, requests: 0 };
  }
  const t2 = performance.now();
  const counts = { resolved: 0, ambiguous: 0, unknown: 0, problems: parsed.problems.length, copies: 0 };
  for (const e of entries) {
    counts[e.status]++;
    if (e.status === 'resolved') counts.copies += e.quantity;
  }
  return {
    fileName,
    format: parsed.format,
    formatLabel: formatInfo(parsed.format).label,
    ...(parsed.deckName ? { deckName: parsed.deckName } : {}),
    lines: parsed.lines,
    entries,
    problems: parsed.problems,
    counts,
    databaseCards: index.size,
    digest: digestOf(text),
    parseMs: Math.round(t1 - t0),
    resolveMs: Math.round(t2 - t1),
    ...(online ? { online } : {}),
    fetched,
  };
}

/** The message for a file with unreadable lines: names the file and the first lines. */
export function problemsMessage(preview: Preview): string {
  const shown = preview.problems
    .slice(0, 5)
    .map((p) => `line ${p.line}: ${p.message} ("${p.text}")`)
    .join('; ');
  const more = preview.problems.length > 5 ? `; and ${preview.problems.length - 5} more` : '';
  const n = preview.problems.length;
  return `${preview.fileName}: ${n} line${n === 1 ? '' : 's'} cannot be read, so nothing was imported — ${shown}${more}. Fix the file and try again.`;
}
