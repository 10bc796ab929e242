import type { ProgressEvent } from '../../contract/errors';
import type { CardFace } from '../../core/cards';
import { flags, str, textArg, usageError, type Command, type CommandContext } from '../command';

/** What `cards.lookup` answers. */
type LookupOut = { card: CardOut | null; matchedBy: string | null; suggestions: string[] };

/** What the card commands print of a card (the contract's card, as far as the CLI reads it). */
type CardOut = Pick<CardFace, 'name' | 'manaCost' | 'typeLine' | 'oracleText' | 'power' | 'toughness'> & {
  printing?: { set: string; collectorNumber: string; rarity: string; id: string };
};

/** A progress line on stderr at most once a second (and the last one). */
function progressLine(ctx: CommandContext): (e: ProgressEvent) => void {
  let last = 0;
  return (e) => {
    const now = Date.now();
    if (now - last < 1000 && !e.finished) return;
    last = now;
    if (e.finished) return;
    const pct = e.total ? ` ${Math.floor((100 * e.done) / e.total)}%` : '';
    ctx.progress(`${e.phase}${pct}`);
  };
}

function num(v: unknown, what: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw usageError(`${what} must be a number, got "${String(v)}".`);
  return n;
}

function describe(c: CardOut): string {
  const pt = c.power !== undefined ? ` ${c.power}/${c.toughness ?? ''}` : '';
  const where = c.printing
    ? `  [${c.printing.set.toUpperCase()} ${c.printing.collectorNumber}, ${c.printing.rarity}]`
    : '';
  return `${c.name} ${c.manaCost}\n  ${c.typeLine}${pt}${where}${c.oracleText ? `\n  ${c.oracleText.replace(/\n/g, '\n  ')}` : ''}`;
}

export const cardsCommands: Command[] = [
  {
    name: 'cards import-bulk',
    summary: 'Import a Scryfall bulk file (.json array or gzipped JSON lines) into the local card database',
    usage: '<file>',
    run: async (ctx) => {
      const file = ctx.args[0];
      if (!file) throw usageError('give the bulk file to import: cards import-bulk <file>');
      return ctx.call('cards.importBulk', { path: file }, { onProgress: progressLine(ctx) });
    },
    print: (r) => {
      const x = r as { records: number; cards: number; printings: number; skipped: number; ms: number };
      return `Imported ${x.printings.toLocaleString('en')} printings of ${x.cards.toLocaleString('en')} cards from ${x.records.toLocaleString('en')} records in ${(x.ms / 1000).toFixed(1)} s${x.skipped ? ` (${x.skipped} skipped: not cards)` : ''}.`;
    },
  },
  {
    name: 'cards download-bulk',
    summary: "Download Scryfall's bulk file (oracle_cards or default_cards) and import it",
    usage: '[--type oracle_cards|default_cards]',
    options: flags(['type']),
    run: async (ctx) =>
      ctx.call(
        'cards.downloadBulk',
        { type: str(ctx.flags.type) ?? 'oracle_cards' },
        { onProgress: progressLine(ctx) },
      ),
    print: (r) => {
      const x = r as { printings: number; cards: number; bytes: number };
      return `Downloaded ${(x.bytes / 1e6).toFixed(1)} MB and imported ${x.printings.toLocaleString('en')} printings of ${x.cards.toLocaleString('en')} cards.`;
    },
  },
  {
    name: 'cards search',
    summary: 'Search Scryfall (any Scryfall query, e.g. "t:creature c:r cmc<=3")',
    usage: '<query> [--page N]',
    options: flags(['page']),
    run: async (ctx) =>
      ctx.call('cards.search', {
        query: textArg(ctx, 'give a Scryfall query: cards search <query>'),
        page: num(ctx.flags.page, '--page') ?? 1,
      }),
    print: (r) => {
      const x = r as { cards: CardOut[]; totalCards: number; hasMore: boolean; page: number; warnings: string[] };
      const lines = x.cards.map(
        (c) =>
          `${c.name}  ${c.manaCost}  — ${c.typeLine}  [${c.printing?.set.toUpperCase() ?? ''} ${c.printing?.collectorNumber ?? ''}]`,
      );
      return [
        ...x.warnings.map((w) => `Note: ${w}`),
        ...lines,
        `${x.totalCards} cards match; page ${x.page}${x.hasMore ? ` (more: --page ${x.page + 1})` : ''}.`,
      ].join('\n');
    },
  },
  {
    name: 'cards add-set',
    summary: 'Add every card of a set to the collection (from Scryfall), or open N seeded packs of it',
    usage: '<code> [--copies N] [--packs N] [--seed S]',
    options: flags(['copies', 'packs', 'seed']),
    run: async (ctx) => {
      const set = ctx.args[0];
      if (!set) throw usageError('give a set code: cards add-set <code>');
      const packs = num(ctx.flags.packs, '--packs');
      return ctx.call(
        'cards.addSet',
        {
          set,
          mode: packs ? 'packs' : 'all',
          copies: num(ctx.flags.copies, '--copies') ?? 1,
          ...(packs ? { packs } : {}),
          ...(str(ctx.flags.seed) ? { seed: str(ctx.flags.seed) } : {}),
        },
        { onProgress: progressLine(ctx) },
      );
    },
    print: (r) => {
      const x = r as {
        setName: string;
        set: string;
        cardsInSet: number;
        added: number;
        distinct: number;
        seed: string | null;
      };
      return x.seed
        ? `Opened packs of ${x.setName} (${x.set.toUpperCase()}, seed "${x.seed}"): ${x.added} cards, ${x.distinct} different, added to the collection.`
        : `Added ${x.added} cards of ${x.setName} (${x.set.toUpperCase()}, ${x.cardsInSet} printings) to the collection.`;
    },
  },
  {
    name: 'cards lookup',
    summary:
      'Find a card by name in the local database (a typo finds the one closest card; exits 1 when several are equally close or none)',
    usage: '<name>',
    run: async (ctx) => {
      const name = textArg(ctx, 'give a card name: cards lookup <name>');
      const found = await ctx.call<LookupOut>('cards.lookup', { name });
      if (found.card || found.suggestions.length) return found;
      // A new user's first lookup meets an empty database: say so, not only "no card".
      const { cards } = await ctx.call<{ cards: number }>('cards.status', {});
      return { ...found, emptyDatabase: cards === 0 };
    },
    print: (r) => {
      const x = r as LookupOut & { emptyDatabase?: boolean };
      if (x.card && x.matchedBy === 'fuzzy') return `(matched from the name you typed)\n${describe(x.card)}`;
      if (x.card) return describe(x.card);
      if (x.emptyDatabase)
        return 'No card of that name: the local card database is empty. Add the bundled starter pool with `collection add-starter`, or import cards (`cards import-bulk`, `cards search`).';
      return x.suggestions.length
        ? `No card of that name. Did you mean: ${x.suggestions.join('; ')}?`
        : 'No card of that name.';
    },
    exitCode: (r) => ((r as { card: unknown }).card ? 0 : 1),
  },
  {
    name: 'cards status',
    summary: 'What the local card database holds',
    run: async (ctx) => ctx.call('cards.status', {}),
    print: (r) => {
      const x = r as {
        cards: number;
        printings: number;
        sets: number;
        starter: { addedAt: string | null };
        scryfallBaseUrl: string;
      };
      return `${x.cards} cards, ${x.printings} printings in ${x.sets} sets. Starter pool ${x.starter.addedAt ? `added ${x.starter.addedAt}` : 'not added'}. Scryfall: ${x.scryfallBaseUrl}`;
    },
  },
  {
    name: 'cards scryfall-url',
    summary: 'Store the Scryfall base URL to use (--reset: back to api.scryfall.com)',
    usage: '<url> | --reset',
    options: flags([], ['reset']),
    run: async (ctx) => {
      const url = ctx.flags.reset === true ? null : (ctx.args[0] ?? null);
      if (url === null && ctx.flags.reset !== true) throw usageError('give a URL or --reset');
      return ctx.call('cards.setScryfallUrl', { url });
    },
    print: (r) => `Scryfall requests go to ${(r as { scryfallBaseUrl: string }).scryfallBaseUrl}.`,
  },
  {
    name: 'collection add-starter',
    summary: 'Put the bundled starter pool of real cards into the collection (offline)',
    usage: '[--force]',
    options: flags([], ['force']),
    run: async (ctx) => ctx.call('collection.addStarter', { force: ctx.flags.force === true }),
    print: (r) => {
      const x = r as { added: boolean; cards: number; copies: number; addedAt: string };
      return x.added
        ? `Added the starter pool: ${x.cards} different cards, ${x.copies} copies.`
        : `The starter pool is already in the collection (added ${x.addedAt}); --force adds it again.`;
    },
  },
  {
    name: 'collection list',
    summary: 'List the owned cards (--json: [{name, quantity, set, collectorNumber, …}])',
    usage: '[--name S] [--type S] [--color WUBRGC] [--set CODE] [--limit N]',
    options: flags(['name', 'type', 'color', 'set', 'limit']),
    run: async (ctx) => {
      const colors = str(ctx.flags.color)
        ?.toUpperCase()
        .split('')
        .filter((c) => 'WUBRGC'.includes(c));
      const limit = num(ctx.flags.limit, '--limit');
      const page = await ctx.call<{
        entries: {
          quantity: number;
          foil: boolean;
          condition: string;
          language: string;
          card: CardOut & { manaValue: number; colors: string[] };
          printing: { id: string; set: string; setName: string; collectorNumber: string; rarity: string };
        }[];
      }>('collection.list', {
        ...(str(ctx.flags.name) ? { name: str(ctx.flags.name) } : {}),
        ...(str(ctx.flags.type) ? { type: str(ctx.flags.type) } : {}),
        ...(colors?.length ? { colors } : {}),
        ...(str(ctx.flags.set) ? { set: str(ctx.flags.set) } : {}),
        ...(limit ? { limit } : {}),
      });
      return page.entries.map((e) => ({
        name: e.card.name,
        quantity: e.quantity,
        set: e.printing.set,
        setName: e.printing.setName,
        collectorNumber: e.printing.collectorNumber,
        rarity: e.printing.rarity,
        foil: e.foil,
        condition: e.condition,
        language: e.language,
        manaCost: e.card.manaCost,
        manaValue: e.card.manaValue,
        typeLine: e.card.typeLine,
        colors: e.card.colors,
        printingId: e.printing.id,
      }));
    },
    print: (r) => {
      const rows = r as { name: string; quantity: number; set: string; collectorNumber: string; foil: boolean }[];
      const copies = rows.reduce((s, x) => s + x.quantity, 0);
      return [
        ...rows.map(
          (x) =>
            `${String(x.quantity).padStart(4)}  ${x.name}  (${x.set.toUpperCase()} ${x.collectorNumber})${x.foil ? ' foil' : ''}`,
        ),
        `${rows.length} rows, ${copies} cards.`,
      ].join('\n');
    },
  },
];
