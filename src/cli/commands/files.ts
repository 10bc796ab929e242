import path from 'node:path';
import type { z } from 'zod';
import type { commitResultSchema, previewSchema, resolvedLineSchema } from '../../contract/files';
import { flags, usageError, type Command } from '../command';

type Preview = z.infer<typeof previewSchema>;
type CommitResult = z.infer<typeof commitResultSchema>;
type Line = z.infer<typeof resolvedLineSchema>;

interface ImportOutput {
  preview: Preview;
  committed?: CommitResult;
  dryRun: boolean;
}

function describe(l: Line): string {
  const head = `line ${String(l.line).padStart(5)}  ${String(l.quantity).padStart(3)} ${l.name}${l.board === 'main' ? '' : ` [${l.board}]`}`; // prettier-ignore
  if (l.status === 'resolved' && l.card) {
    const how = l.matchedBy && l.matchedBy !== 'exact' ? `, by ${l.matchedBy}` : '';
    return `${head}  ->  resolved: ${l.card.name} (${l.card.set.toUpperCase()} ${l.card.collectorNumber}${how})${l.note ? ` — ${l.note}` : ''}`; // prettier-ignore
  }
  if (l.status === 'ambiguous') {
    return `${head}  ->  AMBIGUOUS: ${l.candidates.map((c) => `${c.name} (${c.set.toUpperCase()} ${c.collectorNumber})`).join(' | ')}`; // prettier-ignore
  }
  const s = l.suggestions.map((c) => c.name).join(', ');
  return `${head}  ->  UNKNOWN${s ? `; closest: ${s}` : '; no close name'}`;
}

export const filesCommands: Command[] = [
  {
    name: 'import',
    summary: 'Read a deck or collection file, print how every line resolves, and import it (unless --dry-run)',
    usage: '<file> [--into collection|deck --variant <id> [--name <deck name>]] [--online] [--dry-run]',
    options: flags(['into', 'variant', 'name'], ['dry-run', 'online']),
    run: async (ctx) => {
      const file = ctx.args[0];
      if (!file || ctx.args.length > 1) throw usageError('give exactly one file to import.');
      const into = (ctx.flags.into as string | undefined) ?? 'collection';
      if (into !== 'collection' && into !== 'deck') throw usageError('--into is "collection" or "deck".');
      const variant = ctx.flags.variant as string | undefined;
      if (into === 'deck' && !variant) throw usageError('--into deck needs --variant <id>.');
      const source = { path: path.resolve(file) };
      const onProgress = (e: { phase: string; done: number; total: number | null }) => {
        if (!e.total || e.total < 2000 || e.phase === 'done') return;
        ctx.progress(`${e.phase}: ${e.done}/${e.total}\r`);
      };
      // Every unknown line gets its closest names here (the UI limits them to keep previews fast).
      // --online: ask Scryfall about lines the local database does not know.
      const online = Boolean(ctx.flags.online);
      const preview = await ctx.call<Preview>(
        'files.preview',
        { source, suggestLimit: 1_000_000, online },
        { onProgress },
      );
      const dryRun = Boolean(ctx.flags['dry-run']);
      if (dryRun || preview.problems.length) return { preview, dryRun } satisfies ImportOutput;
      const target =
        into === 'deck' ? { into, variant, ...(ctx.flags.name ? { name: ctx.flags.name } : {}) } : { into };
      const committed = await ctx.call<CommitResult>(
        'files.commit',
        { source, target, digest: preview.digest, online },
        { onProgress },
      );
      return { preview, committed, dryRun } satisfies ImportOutput;
    },
    print: (result) => {
      const { preview: p, committed, dryRun } = result as ImportOutput;
      const out = [`${p.fileName}: ${p.formatLabel}, ${p.lines} lines${p.deckName ? `, deck "${p.deckName}"` : ''}`];
      const rows: { line: number; text: string }[] = [
        ...p.entries.map((l) => ({ line: l.line, text: describe(l) })),
        ...p.problems.map((pr) => ({ line: pr.line, text: `line ${String(pr.line).padStart(5)}  CANNOT READ: ${pr.message} ("${pr.text}")` })), // prettier-ignore
      ].sort((a, b) => a.line - b.line);
      out.push(...rows.map((r) => r.text));
      const c = p.counts;
      out.push(
        '',
        `${c.resolved} resolved (${c.copies} cards), ${c.ambiguous} ambiguous, ${c.unknown} unknown, ${c.problems} unreadable — against ${p.databaseCards} cards in the local database.`, // prettier-ignore
      );
      if (p.problems.length) out.push(`Nothing was imported: ${p.fileName} has lines that cannot be read (see above).`);
      else if (dryRun) out.push('Dry run: nothing was imported.');
      else if (committed) {
        const where = committed.into === 'deck' ? `as deck ${committed.deckId}` : 'into the collection';
        out.push(
          `Imported ${committed.copies} cards (${committed.lines} lines) ${where}.` +
            (committed.skipped.length ? ` ${committed.skipped.length} ambiguous or unknown lines were left out.` : ''),
        );
      }
      return out.join('\n');
    },
    exitCode: (result) => ((result as ImportOutput).preview.problems.length ? 1 : 0),
  },
  {
    name: 'export',
    summary: 'Write the collection or a deck in a file format, to stdout',
    usage: '<collection|deck-id> --format <text|arena|mtgo-txt|mtgo-dek|cockatrice|moxfield|deckbox|manabox|delver|tcgplayer|archidekt|mtgo-csv>', // prettier-ignore
    options: flags(['format']),
    run: async (ctx) => {
      const what = ctx.args[0];
      const format = ctx.flags.format;
      if (!what || ctx.args.length > 1) throw usageError('say what to export: "collection" or a deck id.');
      if (typeof format !== 'string') throw usageError('--format <name> is required.');
      const target = what === 'collection' ? { collection: true } : /^\d+$/.test(what) ? { deckId: Number(what) } : undefined; // prettier-ignore
      if (!target) throw usageError(`"${what}" is neither "collection" nor a deck id.`);
      return ctx.call<{ fileName: string; text: string; lines: number }>('files.export', { what: target, format });
    },
    print: (result) => (result as { text: string }).text.replace(/\r?\n$/, ''),
  },
];
