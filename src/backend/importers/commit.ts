/** Writing a previewed file: into the collection (adds quantities) or as a new deck. One transaction. */
import type { z } from 'zod';
import { commitResultSchema, type importTargetSchema } from '../../contract/files';
import { cardRepository } from '../cards';
import { deckStore } from '../decks';
import type { BackendContext } from '../context';
import { ApiFailure, badInput } from '../errors';
import type { Job } from '../jobs';
import type { ResolvedLine } from './resolve';
import { previewFile, problemsMessage, type LineChoice } from './service';
import type { FileSource } from './source';

export type ImportTarget = z.infer<typeof importTargetSchema>;
export type CommitResult = z.infer<typeof commitResultSchema>;

/**
 * Parses and resolves the file again (the same way the preview did, with the user's choices) and
 * writes the resolved lines. Refuses, writing nothing, when any line cannot be read or the file
 * changed since the preview. Lines still ambiguous or unknown are left out and listed.
 */
export async function commitFile(
  ctx: BackendContext,
  source: FileSource,
  target: ImportTarget,
  choices: readonly LineChoice[],
  digest: string | undefined,
  job?: Job,
  online = false,
): Promise<CommitResult> {
  // No close-name suggestions (suggestLimit 0): lines left unknown are only listed by name here,
  // and the search for close names is the slow part of resolving a file of unknown cards.
  const preview = await previewFile(ctx, source, choices, job, 0, { online });
  if (preview.problems.length) throw badInput(problemsMessage(preview));
  if (digest && digest !== preview.digest) {
    throw new ApiFailure(
      'conflict',
      `${preview.fileName} changed after the preview; preview it again before importing.`,
    );
  }
  const resolved = preview.entries.filter((e): e is Resolved => e.status === 'resolved' && !!e.card);
  const skipped = preview.entries
    .filter((e) => e.status !== 'resolved')
    .map((e) => ({ line: e.line, name: e.name, status: e.status as 'ambiguous' | 'unknown' }));
  if (!resolved.length) {
    throw badInput(`${preview.fileName}: no line names a card in the card database, so nothing was imported.`);
  }
  job?.throwIfCancelled();
  job?.progress('Saving', 0, resolved.length);
  const copies = resolved.reduce((n, e) => n + e.quantity, 0);
  const repo = cardRepository(ctx);
  // One transaction for everything: the cards found on Scryfall (online) and the import itself.
  // The repository's and the deck store's own transactions nest inside it as savepoints. The
  // answer is built and checked against the contract inside it too, and a cancel is honoured
  // there: a commit the caller will see fail is rolled back, never left written (issue 23, finding 7).
  const result = ctx.db.transaction((): CommitResult => {
    if (preview.fetched.length) repo.upsertInTransaction(preview.fetched);
    const written = writeTarget(ctx, target, preview, resolved, copies, skipped);
    job?.throwIfCancelled();
    return commitResultSchema.parse(written);
  })();
  job?.progress('Saving', resolved.length, resolved.length);
  return result;
}

type Resolved = ResolvedLine & { card: NonNullable<ResolvedLine['card']> };

/** Adds the lines to the collection or saves them as a deck (inside the caller's transaction). */
function writeTarget(
  ctx: BackendContext,
  target: ImportTarget,
  preview: { fileName: string; deckName?: string | undefined },
  resolved: readonly Resolved[],
  copies: number,
  skipped: CommitResult['skipped'],
): CommitResult {
  if (target.into === 'collection') {
    cardRepository(ctx).addToCollection(
      resolved.map((e) => ({
        printingId: e.card.printingId,
        quantity: e.quantity,
        foil: e.foil,
        condition: e.condition,
        language: e.language ?? 'en',
      })),
    );
    return { into: 'collection', copies, lines: resolved.length, skipped };
  }
  const name = target.name ?? preview.deckName ?? preview.fileName.replace(/\.[^.]+$/, '');
  const deck = saveDeck(ctx, name, target.variant, resolved);
  return {
    into: 'deck',
    deckId: deck.id,
    copies,
    lines: resolved.length,
    skipped,
    legality: { legal: deck.legality.legal, violations: deck.legality.violations.map((v) => v.message) },
  };
}

/**
 * Saves the deck through the decks feature's store (issue 5: one transaction, variant checked,
 * legality computed). Deck entries are oracle cards on a main or side board: commander and
 * companion cards go to main (they are part of the deck's cards), maybeboard cards to side.
 */
export function saveDeck(ctx: BackendContext, name: string, variant: string, lines: readonly Resolved[]) {
  const boards = { main: new Map<string, number>(), side: new Map<string, number>() };
  for (const l of lines) {
    const board = l.board === 'side' || l.board === 'maybe' ? boards.side : boards.main;
    board.set(l.card.oracleId, (board.get(l.card.oracleId) ?? 0) + l.quantity);
  }
  const list = (m: Map<string, number>) => [...m].map(([oracleId, quantity]) => ({ oracleId, quantity }));
  return deckStore(ctx).create({
    name,
    variant,
    notes: 'Imported from a file',
    main: list(boards.main),
    sideboard: list(boards.side),
  });
}
