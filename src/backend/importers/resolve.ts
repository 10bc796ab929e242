/** Resolving parsed file lines to cards and printings of the local database. */
import type { z } from 'zod';
import type { ParsedEntry } from '../../core/formats';
import type { cardChoiceSchema, resolvedLineSchema } from '../../contract/files';
import type { CardIndex, IndexedCard, IndexedPrinting } from './cardIndex';
import { englishBasicName } from './translations';

export type CardChoice = z.infer<typeof cardChoiceSchema>;
export type ResolvedLine = z.infer<typeof resolvedLineSchema>;

function choiceOf(index: CardIndex, p: IndexedPrinting): CardChoice {
  return {
    oracleId: p.oracleId,
    name: index.cards.get(p.oracleId)?.name ?? '',
    printingId: p.id,
    set: p.set,
    setName: p.setName,
    collectorNumber: p.collectorNumber,
  };
}

/** The default printing: English, newest. */
function defaultPrinting(card: IndexedCard): IndexedPrinting | undefined {
  return card.printings.find((p) => p.lang === 'en') ?? card.printings[0];
}

/**
 * The printing an entry asks for: its set and number, else its set (lowest number), else the
 * default. Returns a note when the file's set or number is not in the database.
 */
function choosePrinting(
  index: CardIndex,
  card: IndexedCard,
  e: ParsedEntry,
): { printing?: IndexedPrinting; note?: string } {
  const wanted = e.set ?? e.setName;
  if (wanted) {
    const code = index.setCode(wanted) ?? (e.setName ? index.setCode(e.setName) : undefined);
    const inSet = code ? card.printings.filter((p) => p.set === code) : [];
    if (inSet.length) {
      if (e.collectorNumber) {
        const n = e.collectorNumber.toLowerCase();
        const exact = inSet.find((p) => p.collectorNumber.toLowerCase() === n);
        if (exact) return { printing: exact };
        return {
          printing: inSet[0],
          note: `number ${e.collectorNumber} of ${wanted.toUpperCase()} is not in the card database; another printing from that set was chosen`,
        };
      }
      const sorted = [...inSet].sort(
        (a, b) =>
          Number(a.lang !== 'en') - Number(b.lang !== 'en') ||
          parseInt(a.collectorNumber, 10) - parseInt(b.collectorNumber, 10) ||
          a.collectorNumber.localeCompare(b.collectorNumber),
      );
      return { printing: sorted[0] };
    }
    return {
      printing: defaultPrinting(card),
      note: `the set ${wanted} is not in the card database for this card; the newest printing was chosen`,
    };
  }
  return { printing: defaultPrinting(card) };
}

function base(e: ParsedEntry): Omit<ResolvedLine, 'status' | 'candidates' | 'suggestions'> {
  const out: Omit<ResolvedLine, 'status' | 'candidates' | 'suggestions'> = {
    line: e.line,
    quantity: e.quantity,
    name: e.name,
    board: e.board,
    foil: e.foil ?? false,
    condition: e.condition ?? 'near_mint',
  };
  if (e.set) out.set = e.set;
  else if (e.setName) out.set = e.setName;
  if (e.collectorNumber) out.collectorNumber = e.collectorNumber;
  if (e.language) out.language = e.language;
  return out;
}

/** Resolves one entry: resolved (card and printing chosen), ambiguous (choose) or unknown (suggestions). */
export function resolveEntry(
  index: CardIndex,
  e: ParsedEntry,
  choice?: string,
  /** False to skip the (slower) search for close names of an unknown line. */
  suggest = true,
): ResolvedLine {
  const b = base(e);
  const resolved = (p: IndexedPrinting, matchedBy: NonNullable<ResolvedLine['matchedBy']>, note?: string) => ({
    ...b,
    status: 'resolved' as const,
    matchedBy,
    card: choiceOf(index, p),
    candidates: [],
    suggestions: [],
    ...(note ? { note } : {}),
  });
  if (choice) {
    const p = index.printing(choice);
    if (p) return resolved(p, 'choice');
  }
  if (e.scryfallId) {
    const p = index.printing(e.scryfallId);
    if (p) return resolved(p, 'id');
  }
  let match = index.lookup(e.name);
  let translated = false;
  if (!match) {
    const english = englishBasicName(e.name);
    if (english) {
      match = index.lookup(english);
      translated = !!match;
    }
  }
  if (!match) {
    // A name in another language (or a misspelling) with its set and number still pins the card.
    const code = e.set ? index.setCode(e.set) : e.setName ? index.setCode(e.setName) : undefined;
    const atNumber = code && e.collectorNumber ? index.atSetNumber(code, e.collectorNumber) : [];
    const oracleIds = new Set(atNumber.map((p) => p.oracleId));
    const only = atNumber[0];
    if (only && oracleIds.size === 1) {
      return resolved(only, 'set-number', `"${e.name}" is not a card name here; the card at ${code?.toUpperCase()} ${e.collectorNumber} was chosen`); // prettier-ignore
    }
    if (!suggest) {
      return { ...b, status: 'unknown', candidates: [], suggestions: [], note: 'not in the card database (close names are looked up for the first unknown names of a file only)' }; // prettier-ignore
    }
    const suggestions = index
      .suggest(e.name)
      .map((n) => index.lookup(n)?.cards[0])
      .filter((c): c is IndexedCard => !!c)
      .map((c) => defaultPrinting(c))
      .filter((p): p is IndexedPrinting => !!p)
      .map((p) => choiceOf(index, p));
    return { ...b, status: 'unknown', candidates: [], suggestions };
  }
  let cards = match.cards;
  if (cards.length > 1 && (e.set || e.setName)) {
    // The set can tell apart cards sharing a name (e.g. a face name of two split cards).
    const code = index.setCode(e.set ?? e.setName ?? '');
    const inSet = cards.filter((c) => c.printings.some((p) => p.set === code));
    if (inSet.length) cards = inSet;
  }
  if (cards.length > 1) {
    const candidates = cards
      .map((c) => choosePrinting(index, c, e).printing)
      .filter((p): p is IndexedPrinting => !!p)
      .map((p) => choiceOf(index, p));
    return { ...b, status: 'ambiguous', matchedBy: match.matchedBy, candidates, suggestions: [] };
  }
  const card = cards[0];
  const { printing, note } = card ? choosePrinting(index, card, e) : {};
  if (!card || !printing) return { ...b, status: 'unknown', candidates: [], suggestions: [], note: 'the card has no printing in the card database' }; // prettier-ignore
  const translatedNote = translated ? `"${e.name}" is ${card.name} in English` : undefined;
  return resolved(printing, translated ? 'translated' : match.matchedBy, [translatedNote, note].filter(Boolean).join('; ') || undefined); // prettier-ignore
}
