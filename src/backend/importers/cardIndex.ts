/**
 * An in-memory index of the local card database for resolving whole files at once: every name a
 * card answers to, every printing by set and number, set names. One SQL read per table instead of
 * several queries per line keeps a 10,000-line file well under a second. It reads the same tables
 * and follows the same order as CardRepository.lookup (exact, normalised, split/DFC by one face).
 */
import type { Database } from 'better-sqlite3';
import { NameIndex, normalizeName, splitFaceNames, type Printing } from '../../core/cards';
import type { PrintingRow } from '../cards/rows';
import { namesOf, type CardWithPrinting } from '../cards/repository';

/** What resolving a file needs of a printing (no rarity or images). */
export type IndexedPrinting = Pick<
  Printing,
  'id' | 'oracleId' | 'set' | 'setName' | 'collectorNumber' | 'lang' | 'releasedAt'
>;

export interface IndexedCard {
  oracleId: string;
  name: string;
  layout: string;
  /** Printings, newest first (English before other languages on the same day). */
  printings: IndexedPrinting[];
}

export type MatchKind = 'exact' | 'normalized' | 'face';

export interface NameMatch {
  cards: IndexedCard[];
  matchedBy: MatchKind;
}

function byNewest(a: IndexedPrinting, b: IndexedPrinting): number {
  if (a.releasedAt !== b.releasedAt) return a.releasedAt < b.releasedAt ? 1 : -1;
  if ((a.lang === 'en') !== (b.lang === 'en')) return a.lang === 'en' ? -1 : 1;
  if (a.set !== b.set) return a.set < b.set ? -1 : 1;
  return a.collectorNumber < b.collectorNumber ? -1 : a.collectorNumber > b.collectorNumber ? 1 : 0;
}

export class CardIndex {
  readonly cards = new Map<string, IndexedCard>();
  private readonly exact = new Map<string, string[]>();
  private readonly byNorm = new Map<string, { full: string[]; face: string[] }>();
  private readonly bySetNumber = new Map<string, IndexedPrinting[]>();
  private readonly bySet = new Map<string, IndexedPrinting[]>();
  private readonly printingById = new Map<string, IndexedPrinting>();
  /** Set name (normalised) → set code. */
  private readonly setCodeByName = new Map<string, string>();
  private typos: NameIndex | undefined;
  private readonly suggestCache = new Map<string, string[]>();

  /** What the index was built from; a different fingerprint means the database changed. */
  constructor(readonly fingerprint: string) {}

  static fingerprintOf(db: Database): string {
    const r = db
      .prepare(
        'SELECT (SELECT COUNT(*) FROM cards) AS c, (SELECT COUNT(*) FROM printings) AS p, (SELECT COALESCE(MAX(rowid), 0) FROM printings) AS m, (SELECT COUNT(*) FROM card_names) AS n',
      )
      .get() as { c: number; p: number; m: number; n: number };
    return `${r.c}/${r.p}/${r.m}/${r.n}`;
  }

  static load(db: Database): CardIndex {
    const index = new CardIndex(CardIndex.fingerprintOf(db));
    const cards = db.prepare('SELECT oracle_id, name, layout FROM cards').all() as {
      oracle_id: string;
      name: string;
      layout: string;
    }[];
    for (const c of cards) {
      index.cards.set(c.oracle_id, { oracleId: c.oracle_id, name: c.name, layout: c.layout, printings: [] });
      const list = index.exact.get(c.name);
      if (list) list.push(c.oracle_id);
      else index.exact.set(c.name, [c.oracle_id]);
    }
    const names = db.prepare('SELECT name_norm, oracle_id, is_face FROM card_names').all() as {
      name_norm: string;
      oracle_id: string;
      is_face: number;
    }[];
    for (const n of names) {
      let slot = index.byNorm.get(n.name_norm);
      if (!slot) index.byNorm.set(n.name_norm, (slot = { full: [], face: [] }));
      (n.is_face ? slot.face : slot.full).push(n.oracle_id);
    }
    const printings = db
      .prepare('SELECT id, oracle_id, set_code, set_name, collector_number, lang, released_at FROM printings')
      .all() as Pick<
      PrintingRow,
      'id' | 'oracle_id' | 'set_code' | 'set_name' | 'collector_number' | 'lang' | 'released_at'
    >[];
    const seenSetNames = new Set<string>();
    for (const r of printings) {
      const p: IndexedPrinting = {
        id: r.id,
        oracleId: r.oracle_id,
        set: r.set_code.toLowerCase(),
        setName: r.set_name,
        collectorNumber: r.collector_number,
        lang: r.lang,
        releasedAt: r.released_at,
      };
      index.cards.get(p.oracleId)?.printings.push(p);
      index.printingById.set(p.id, p);
      const key = `${p.set}|${p.collectorNumber.toLowerCase()}`;
      const atNumber = index.bySetNumber.get(key);
      if (atNumber) atNumber.push(p);
      else index.bySetNumber.set(key, [p]);
      const inSet = index.bySet.get(p.set);
      if (inSet) inSet.push(p);
      else index.bySet.set(p.set, [p]);
      if (p.setName && !seenSetNames.has(p.setName)) {
        seenSetNames.add(p.setName);
        index.setCodeByName.set(normalizeName(p.setName), p.set);
      }
    }
    // Newest first, English before other languages on the same day (sorting per card is cheaper than in SQL).
    for (const c of index.cards.values()) {
      if (c.printings.length > 1) c.printings.sort(byNewest);
    }
    return index;
  }

  /**
   * Adds cards not (yet) in the database — Scryfall answers during an online preview. Use on a
   * fresh index only, never on the shared one: these printings are not in the database until commit.
   */
  addCards(items: readonly CardWithPrinting[]): void {
    for (const { card, printing } of items) {
      let c = this.cards.get(card.oracleId);
      if (!c) {
        c = { oracleId: card.oracleId, name: card.name, layout: card.layout, printings: [] };
        this.cards.set(card.oracleId, c);
        this.exact.set(card.name, [...(this.exact.get(card.name) ?? []), card.oracleId]);
        for (const n of namesOf(card)) {
          let slot = this.byNorm.get(n.norm);
          if (!slot) this.byNorm.set(n.norm, (slot = { full: [], face: [] }));
          (n.isFace ? slot.face : slot.full).push(card.oracleId);
        }
      }
      if (this.printingById.has(printing.id)) continue;
      const p: IndexedPrinting = {
        id: printing.id,
        oracleId: card.oracleId,
        set: printing.set.toLowerCase(),
        setName: printing.setName,
        collectorNumber: printing.collectorNumber,
        lang: printing.lang,
        releasedAt: printing.releasedAt,
      };
      c.printings.push(p);
      c.printings.sort(byNewest);
      this.printingById.set(p.id, p);
      const key = `${p.set}|${p.collectorNumber.toLowerCase()}`;
      this.bySetNumber.set(key, [...(this.bySetNumber.get(key) ?? []), p]);
      this.bySet.set(p.set, [...(this.bySet.get(p.set) ?? []), p]);
      if (p.setName) this.setCodeByName.set(normalizeName(p.setName), p.set);
    }
    this.typos = undefined;
    this.suggestCache.clear();
  }

  get size(): number {
    return this.cards.size;
  }

  private cardsOf(ids: readonly string[]): IndexedCard[] {
    const out: IndexedCard[] = [];
    for (const id of new Set(ids)) {
      const c = this.cards.get(id);
      if (c) out.push(c);
    }
    return out;
  }

  /**
   * Every card a name may mean: the exact name, then the case/diacritics-insensitive name, then
   * `A // B` / `A/B` forms, then one face (`Fire`, `Delver of Secrets`). A card whose face has the
   * same name as another card's full name is a candidate too (two cards answer to that name: the
   * line is ambiguous). Tokens give way to real cards of the same name. Undefined when nothing matches.
   */
  lookup(name: string): NameMatch | undefined {
    const norm = normalizeName(name);
    const sameNameFaces = this.byNorm.get(norm)?.face ?? [];
    const exact = this.exact.get(name);
    if (exact?.length)
      return { cards: this.preferReal(this.cardsOf([...exact, ...sameNameFaces])), matchedBy: 'exact' };
    const faces = splitFaceNames(name);
    const tries = [norm];
    if (faces.length > 1) tries.push(normalizeName(faces.join(' // ')));
    for (const t of tries) {
      const slot = this.byNorm.get(t);
      if (slot?.full.length) {
        return { cards: this.preferReal(this.cardsOf([...slot.full, ...slot.face])), matchedBy: 'normalized' };
      }
    }
    for (const t of [...tries, ...(faces.length > 1 && faces[0] ? [normalizeName(faces[0])] : [])]) {
      const slot = this.byNorm.get(t);
      if (slot?.face.length) return { cards: this.preferReal(this.cardsOf(slot.face)), matchedBy: 'face' };
    }
    return undefined;
  }

  private preferReal(cards: IndexedCard[]): IndexedCard[] {
    const real = cards.filter((c) => c.layout !== 'token' && c.layout !== 'double_faced_token');
    return real.length ? real : cards;
  }

  printing(id: string): IndexedPrinting | undefined {
    return this.printingById.get(id);
  }

  /** Printings at `set` + collector number (case-insensitive). */
  atSetNumber(set: string, number: string): IndexedPrinting[] {
    return this.bySetNumber.get(`${set.toLowerCase()}|${number.toLowerCase()}`) ?? [];
  }

  /** A set code for a set written by name (`Magic 2010` → `m10`), or by code. */
  setCode(setOrName: string): string | undefined {
    const lower = setOrName.toLowerCase();
    if (this.bySet.has(lower)) return lower;
    return this.setCodeByName.get(normalizeName(setOrName));
  }

  /** The closest local card names to `name`: the shared {@link NameIndex} over real cards' names. */
  suggest(name: string, limit = 5): string[] {
    const q = normalizeName(name);
    const key = `${q}|${limit}`;
    const cached = this.suggestCache.get(key);
    if (cached) return cached;
    this.typos ??= new NameIndex([...this.cards.values()].filter((c) => c.layout !== 'token'));
    const out = this.typos.suggest(name, limit);
    this.suggestCache.set(key, out);
    return out;
  }
}
