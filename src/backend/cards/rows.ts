/** Rows of the card tables and their conversion to the card model; the upsert statements (shared by the repository, the bulk importer and the starter pool). */
import type { CardFace, Color, OracleCard, Printing } from '../../core/cards';
import { COLORS, normalizeName, splitFaceNames } from '../../core/cards';

/** A name the card answers to (full name or a face), for OCR and autocomplete. */
export interface NameEntry {
  name: string;
  oracleId: string;
  isFace: boolean;
}

export interface CardRow {
  oracle_id: string;
  name: string;
  mana_cost: string;
  mana_value: number;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  colors: string;
  color_identity: string;
  keywords: string;
  layout: string;
  faces: string;
  legalities: string;
}

export interface PrintingRow {
  id: string;
  oracle_id: string;
  set_code: string;
  set_name: string;
  collector_number: string;
  rarity: string;
  lang: string;
  released_at: string;
  image_uris: string;
}

export const CARD_COLS =
  'c.oracle_id, c.name, c.mana_cost, c.mana_value, c.type_line, c.oracle_text, c.power, c.toughness, c.loyalty, c.colors, c.color_identity, c.keywords, c.layout, c.faces, c.legalities';
export const PRINTING_COLS =
  'p.id, p.oracle_id, p.set_code, p.set_name, p.collector_number, p.rarity, p.lang, p.released_at, p.image_uris';

export const colorString = (cs: Color[]) => COLORS.filter((c) => cs.includes(c)).join('');
export const colorList = (s: string): Color[] => COLORS.filter((c) => s.includes(c));

export function cardFromRow(r: CardRow): OracleCard {
  const card: OracleCard = {
    oracleId: r.oracle_id,
    name: r.name,
    manaCost: r.mana_cost,
    manaValue: r.mana_value,
    typeLine: r.type_line,
    oracleText: r.oracle_text,
    colors: colorList(r.colors),
    colorIdentity: colorList(r.color_identity),
    keywords: JSON.parse(r.keywords) as string[],
    layout: r.layout,
    faces: JSON.parse(r.faces) as CardFace[],
    legalities: JSON.parse(r.legalities) as Record<string, string>,
  };
  if (r.power !== null) card.power = r.power;
  if (r.toughness !== null) card.toughness = r.toughness;
  if (r.loyalty !== null) card.loyalty = r.loyalty;
  return card;
}

export function printingFromRow(r: PrintingRow): Printing {
  return {
    id: r.id,
    oracleId: r.oracle_id,
    set: r.set_code,
    setName: r.set_name,
    collectorNumber: r.collector_number,
    rarity: r.rarity,
    lang: r.lang,
    releasedAt: r.released_at,
    imageUris: JSON.parse(r.image_uris) as Record<string, string>,
  };
}

/** Every normalised name a card answers to: the full name, `A // B` and each face. */
export function namesOf(card: OracleCard): { norm: string; isFace: boolean }[] {
  const out = new Map<string, boolean>();
  out.set(normalizeName(card.name), false);
  const faces = card.faces.length > 1 ? card.faces.map((f) => f.name) : splitFaceNames(card.name);
  if (faces.length > 1) {
    out.set(normalizeName(faces.join(' // ')), false);
    for (const f of faces) if (!out.has(normalizeName(f))) out.set(normalizeName(f), true);
  }
  return [...out].map(([norm, isFace]) => ({ norm, isFace }));
}

/** Parameters of one `cards` row, shared with the bulk importer's staging tables. */
export function cardParams(c: OracleCard): unknown[] {
  return [
    c.oracleId,
    c.name,
    normalizeName(c.name),
    c.manaCost,
    c.manaValue,
    c.typeLine,
    c.oracleText,
    c.power ?? null,
    c.toughness ?? null,
    c.loyalty ?? null,
    colorString(c.colors),
    colorString(c.colorIdentity),
    JSON.stringify(c.keywords),
    c.layout,
    JSON.stringify(c.faces),
    JSON.stringify(c.legalities),
  ];
}

/** Parameters of one `printings` row. */
export function printingParams(p: Printing): unknown[] {
  return [
    p.id,
    p.oracleId,
    p.set.toLowerCase(),
    p.setName,
    p.collectorNumber,
    p.rarity,
    p.lang,
    p.releasedAt,
    JSON.stringify(p.imageUris),
  ];
}

export const UPSERT_CARD_SQL = `INSERT INTO cards (oracle_id, name, name_norm, mana_cost, mana_value, type_line, oracle_text,
  power, toughness, loyalty, colors, color_identity, keywords, layout, faces, legalities)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(oracle_id) DO UPDATE SET name = excluded.name, name_norm = excluded.name_norm,
  mana_cost = excluded.mana_cost, mana_value = excluded.mana_value, type_line = excluded.type_line,
  oracle_text = excluded.oracle_text, power = excluded.power, toughness = excluded.toughness,
  loyalty = excluded.loyalty, colors = excluded.colors, color_identity = excluded.color_identity,
  keywords = excluded.keywords, layout = excluded.layout, faces = excluded.faces,
  legalities = CASE WHEN excluded.legalities = '{}' THEN cards.legalities ELSE excluded.legalities END`;

export const UPSERT_PRINTING_SQL = `INSERT INTO printings (id, oracle_id, set_code, set_name, collector_number, rarity, lang,
  released_at, image_uris) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET oracle_id = excluded.oracle_id, set_code = excluded.set_code,
  set_name = excluded.set_name, collector_number = excluded.collector_number, rarity = excluded.rarity,
  lang = excluded.lang, released_at = excluded.released_at,
  image_uris = CASE WHEN excluded.image_uris = '{}' THEN printings.image_uris ELSE excluded.image_uris END`;
