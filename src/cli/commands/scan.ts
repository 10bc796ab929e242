import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MethodOutput } from '../../contract';
import { CliError, usageError, type Command } from '../command';

type Recognized = MethodOutput<'scan.recognize'>;

/** `scan <image…>`: the Scan screen's pipeline on image files (issue 10). */
export const scanCommands: Command[] = [
  {
    name: 'scan',
    summary: 'Recognise the cards in photos by OCR (matched against the local card database)',
    usage: '<image…>',
    run: async (ctx) => {
      if (ctx.args.length === 0) throw usageError('scan needs one or more image files.');
      const images = ctx.args.map((file) => {
        try {
          return { name: file, image: readFileSync(file).toString('base64') };
        } catch {
          throw new CliError(`Cannot read ${path.resolve(file)}.`, 'not_found', 1);
        }
      });
      ctx.progress(`Reading ${images.length} image(s)…`);
      const out = await ctx.call<Recognized>('scan.recognize', { images });
      return out.map((r) => ({
        file: r.file,
        name: r.name,
        confidence: r.confidence,
        suggestions: r.suggestions,
        cards: r.cards.map((c) => ({ name: c.name, confidence: c.confidence, best: c.suggestions[0]?.name ?? null })),
      }));
    },
    print: (result) =>
      (
        result as {
          file: string;
          name: string | null;
          confidence: number;
          suggestions: { name: string; score: number }[];
          cards: { name: string | null; best: string | null; confidence: number }[];
        }[]
      )
        .map((r) => {
          const head = r.name
            ? `${r.file}: ${r.name} (confidence ${r.confidence.toFixed(2)})`
            : `${r.file}: unsure${r.suggestions[0] ? ` (best guess ${r.suggestions[0].name}, confidence ${r.confidence.toFixed(2)})` : ' (no card title found)'}`;
          const next = r.suggestions.filter((s) => s.name !== r.name).slice(0, 4);
          const lines = [head];
          if (next.length) lines.push(`  next: ${next.map((s) => `${s.name} ${s.score.toFixed(2)}`).join(', ')}`);
          const others = r.cards.slice(1);
          if (others.length) {
            lines.push(
              `  also in this image: ${others.map((c) => (c.name ? c.name : `${c.best ?? '?'} (unsure)`)).join(', ')}`,
            );
          }
          return lines.join('\n');
        })
        .join('\n'),
  },
];
