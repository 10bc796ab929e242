import { readFileSync } from 'node:fs';
import type { MethodOutput } from '../../contract';
import { FormatError, parseDeckText } from '../../core/formats';
import { flags, CliError, usageError, type Command } from '../command';

type BuildOut = MethodOutput<'decks.build'>;
type CheckOut = MethodOutput<'decks.check'>;
type Legality = BuildOut['legality'] & object;

const line = (e: { card: { name: string }; quantity: number }) => ({ name: e.card.name, quantity: e.quantity });

function colorsFlag(v: unknown): 'auto' | ('W' | 'U' | 'B' | 'R' | 'G')[] {
  if (v === undefined || v === 'auto') return 'auto';
  const s = String(v).toUpperCase();
  if (!/^[WUBRG]{1,5}$/.test(s)) throw usageError(`--colors takes letters from WUBRG (e.g. "rg"), not "${String(v)}".`);
  return [...new Set(s.split(''))] as ('W' | 'U' | 'B' | 'R' | 'G')[];
}

function intFlag(v: unknown, name: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw usageError(`--${name} takes a whole number, not "${String(v)}".`);
  return n;
}

function printLegality(l: Legality): string {
  return l.legal ? 'Legal.' : ['Not legal:', ...l.violations.map((v) => `  - ${v.message}`)].join('\n');
}

export const decksCommands: Command[] = [
  {
    name: 'deck build',
    summary: 'Auto-build the strongest legal deck for a variant from your collection',
    usage:
      '--variant <id> [--seed <n>] [--colors <wubrg>] [--players <n>] [--only-free] [--by-the-book] [--save <name>]',
    options: flags(
      ['variant', 'seed', 'colors', 'players', 'save'],
      ['only-free', 'by-the-book', 'no-unlimited-basics'],
    ),
    run: async (ctx) => {
      const variant = ctx.flags.variant;
      if (typeof variant !== 'string') throw usageError('deck build needs --variant <id>.');
      const players = intFlag(ctx.flags.players, 'players');
      const r = await ctx.call<BuildOut>('decks.build', {
        variant,
        colors: colorsFlag(ctx.flags.colors),
        seed: intFlag(ctx.flags.seed, 'seed'),
        players,
        onlyFree: ctx.flags['only-free'] === true,
        basicsUnlimited: ctx.flags['no-unlimited-basics'] !== true,
        method: ctx.flags['by-the-book'] === true ? 'by-the-book' : 'best',
      });
      let saved: { id: number; name: string } | undefined;
      if (r.ok && typeof ctx.flags.save === 'string') {
        const d = await ctx.call<{ id: number; name: string }>('decks.create', {
          name: ctx.flags.save,
          variant,
          players,
          notes: r.explanation?.summary ?? '',
          main: r.main.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity })),
          sideboard: r.sideboard.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity })),
        });
        saved = { id: d.id, name: d.name };
      }
      return {
        deck: r.ok ? { main: r.main.map(line), sideboard: r.sideboard.map(line) } : null,
        legality: r.legality ?? { legal: false, violations: [] },
        reasons: r.reasons,
        explanation: r.explanation?.summary ?? null,
        ...(saved ? { saved } : {}),
      };
    },
    print: (result) => {
      const r = result as {
        deck: { main: { name: string; quantity: number }[] } | null;
        legality: Legality;
        reasons: string[];
        explanation: string | null;
        saved?: { id: number; name: string };
      };
      if (!r.deck) return ['No legal deck can be built:', ...r.reasons.map((x) => `  - ${x}`)].join('\n');
      return [
        ...r.deck.main.map((e) => `${String(e.quantity).padStart(3)} ${e.name}`),
        '',
        r.explanation ?? '',
        printLegality(r.legality),
        ...(r.saved ? [`Saved as "${r.saved.name}" (deck ${r.saved.id}).`] : []),
      ].join('\n');
    },
    exitCode: (result) => ((result as { deck: unknown }).deck ? 0 : 1),
  },
  {
    name: 'deck check',
    summary: "Check a deck file against a variant's rules and your collection; exits 1 when illegal",
    usage: '--variant <id> <file> [--players <n>] [--no-ownership]',
    options: flags(['variant', 'players'], ['no-ownership']),
    run: async (ctx) => {
      const variant = ctx.flags.variant;
      const file = ctx.args[0];
      if (typeof variant !== 'string' || !file) throw usageError('deck check needs --variant <id> and a deck file.');
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (err) {
        throw new CliError(`Cannot read ${file}: ${(err as Error).message}`);
      }
      let parsed: ReturnType<typeof parseDeckText>;
      try {
        parsed = parseDeckText(text);
      } catch (err) {
        if (err instanceof FormatError) throw new CliError(`${file} line ${err.line}: ${err.message}`);
        throw err;
      }
      const pick = (board: 'main' | 'side') =>
        parsed.entries.filter((e) =>
          board === 'main' ? e.board !== 'side' && e.board !== 'maybe' : e.board === 'side',
        );
      const r = await ctx.call<CheckOut>('decks.check', {
        variant,
        players: intFlag(ctx.flags.players, 'players'),
        main: pick('main').map((e) => ({ name: e.name, quantity: e.quantity })),
        sideboard: pick('side').map((e) => ({ name: e.name, quantity: e.quantity })),
        ownership: ctx.flags['no-ownership'] !== true,
      });
      return { legality: r.legality, unknown: r.unknown, unreadLines: parsed.problems.map((p) => p.line) };
    },
    print: (result) => printLegality((result as { legality: Legality }).legality),
    exitCode: (result) => ((result as { legality: Legality }).legality.legal ? 0 : 1),
  },
];
