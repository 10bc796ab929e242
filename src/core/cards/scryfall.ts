/**
 * Scryfall card objects -> the card model. The ONE import path: Scryfall API results, Scryfall
 * bulk files (`oracle_cards`, `default_cards`) and the bundled starter pool (generated from
 * MTGJSON into this same shape, see ./mtgjson.ts) all pass through {@link fromScryfall}.
 */
import type { CardFace, Color, OracleCard, Printing } from './card';
import { COLORS } from './card';
import { manaValueOf } from './manaCost';
import { stableUuid } from './stableId';

/** The part of a Scryfall card face this app reads (every other field is ignored). */
export interface ScryfallFace {
  object?: string;
  name: string;
  layout?: string;
  cmc?: number;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  colors?: string[];
  oracle_id?: string;
  image_uris?: Record<string, string>;
}

/** The part of a Scryfall card object this app reads (a face's fields and more); extra fields are allowed and ignored. */
export interface ScryfallCard extends ScryfallFace {
  id: string;
  lang?: string;
  released_at?: string;
  color_identity?: string[];
  keywords?: string[];
  card_faces?: ScryfallFace[];
  legalities?: Record<string, string>;
  set?: string;
  set_name?: string;
  collector_number?: string;
  rarity?: string;
}

/** Thrown when an object cannot be read as a Scryfall card; says which field is wrong. */
export class ScryfallShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScryfallShapeError';
  }
}

const COLOR_SET = new Set<string>(COLORS);

function colorsOf(list: unknown): Color[] {
  if (!Array.isArray(list)) return [];
  const present = new Set(list.filter((c): c is Color => typeof c === 'string' && COLOR_SET.has(c)));
  return COLORS.filter((c) => present.has(c)); // WUBRG order, no duplicates
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function optStr(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}

function stringRecord(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, val] of Object.entries(v)) if (typeof val === 'string') out[k] = val;
  }
  return out;
}

function faceOf(f: ScryfallFace): CardFace {
  const face: CardFace = {
    name: str(f.name),
    manaCost: str(f.mana_cost),
    typeLine: str(f.type_line),
    oracleText: str(f.oracle_text),
  };
  const power = optStr(f.power);
  const toughness = optStr(f.toughness);
  const loyalty = optStr(f.loyalty);
  if (power !== undefined) face.power = power;
  if (toughness !== undefined) face.toughness = toughness;
  if (loyalty !== undefined) face.loyalty = loyalty;
  if (Array.isArray(f.colors)) face.colors = colorsOf(f.colors);
  return face;
}

/**
 * Converts one Scryfall card object to the model.
 *
 * Field rules (Scryfall leaves some top-level fields out on multi-faced cards):
 * - `manaCost`: the top-level `mana_cost`, else the faces' non-empty costs joined with ` // `
 *   (transform cards: just the front's cost, as the back has none).
 * - `manaValue`: `cmc`, else computed from the cost.
 * - `oracleText`: the top-level text, else the faces' texts joined with `\n//\n`.
 * - `power`/`toughness`/`loyalty`/`colors`: top level, else the front face's.
 * - `oracleId`: `oracle_id`, else the front face's (reversible cards), else a stable id derived
 *   from the normalised name (so an object without one still gets the same id every time).
 * - `faces`: `card_faces` for multi-faced layouts; `[]` for single-faced cards.
 *
 * @throws ScryfallShapeError when `id` or `name` is missing or the object is not a card.
 */
export function fromScryfall(obj: ScryfallCard): { card: OracleCard; printing: Printing } {
  if (!obj || typeof obj !== 'object') throw new ScryfallShapeError('not a Scryfall card object');
  if (obj.object !== undefined && obj.object !== 'card') {
    throw new ScryfallShapeError(`expected a Scryfall object of type "card", got "${String(obj.object)}"`);
  }
  if (typeof obj.id !== 'string' || !obj.id) throw new ScryfallShapeError('Scryfall card without an "id"');
  if (typeof obj.name !== 'string' || !obj.name) {
    throw new ScryfallShapeError(`Scryfall card ${obj.id} has no "name"`);
  }
  if (obj.layout === 'reversible_card') return fromReversible(obj);
  const rawFaces = Array.isArray(obj.card_faces) ? obj.card_faces : [];
  const faces = rawFaces.map(faceOf);
  const front = faces[0];

  const oracleId =
    str(obj.oracle_id) || str(rawFaces[0]?.oracle_id) || stableUuid(`kitchen-table:oracle:${obj.name.toLowerCase()}`);

  const manaCost =
    typeof obj.mana_cost === 'string'
      ? obj.mana_cost
      : faces
          .map((f) => f.manaCost)
          .filter(Boolean)
          .join(' // ');
  const manaValue = typeof obj.cmc === 'number' && Number.isFinite(obj.cmc) ? obj.cmc : manaValueOf(manaCost);
  const typeLine = typeof obj.type_line === 'string' ? obj.type_line : faces.map((f) => f.typeLine).join(' // ');
  const oracleText =
    typeof obj.oracle_text === 'string' ? obj.oracle_text : faces.map((f) => f.oracleText).join('\n//\n');

  const card: OracleCard = {
    oracleId,
    name: obj.name,
    manaCost,
    manaValue,
    typeLine,
    oracleText,
    colors: Array.isArray(obj.colors) ? colorsOf(obj.colors) : (front?.colors ?? []),
    colorIdentity: colorsOf(obj.color_identity),
    keywords: Array.isArray(obj.keywords) ? obj.keywords.filter((k): k is string => typeof k === 'string') : [],
    layout: str(obj.layout) || 'normal',
    faces,
    legalities: stringRecord(obj.legalities),
  };
  const power = optStr(obj.power) ?? front?.power;
  const toughness = optStr(obj.toughness) ?? front?.toughness;
  const loyalty = optStr(obj.loyalty) ?? front?.loyalty;
  if (power !== undefined) card.power = power;
  if (toughness !== undefined) card.toughness = toughness;
  if (loyalty !== undefined) card.loyalty = loyalty;

  // Multi-faced printings keep their images on the faces; the front's is the one shown.
  const imageUris = obj.image_uris ? stringRecord(obj.image_uris) : stringRecord(rawFaces[0]?.image_uris);
  const printing: Printing = {
    id: obj.id,
    oracleId,
    set: str(obj.set).toLowerCase(),
    setName: str(obj.set_name),
    collectorNumber: str(obj.collector_number),
    rarity: str(obj.rarity) || 'common',
    lang: str(obj.lang) || 'en',
    releasedAt: str(obj.released_at),
    imageUris,
  };
  return { card, printing };
}

/**
 * A reversible card (Secret Lair) is one card printed on both sides: the oracle card is the front
 * face (same `oracle_id` as its ordinary printings), so it must not overwrite that card with a
 * `Name // Name` double. The printing keeps its own id and the front's image.
 */
function fromReversible(obj: ScryfallCard): { card: OracleCard; printing: Printing } {
  const face = obj.card_faces?.[0];
  if (!face) throw new ScryfallShapeError(`reversible Scryfall card ${obj.id} has no card_faces`);
  const { card, printing } = fromScryfall({
    ...obj,
    layout: face.layout ?? 'normal',
    oracle_id: face.oracle_id ?? obj.oracle_id,
    name: face.name,
    mana_cost: face.mana_cost ?? '',
    cmc: face.cmc ?? manaValueOf(face.mana_cost ?? ''),
    type_line: face.type_line ?? '',
    oracle_text: face.oracle_text ?? '',
    colors: face.colors ?? [],
    image_uris: face.image_uris ?? {},
    card_faces: undefined,
    ...(face.power !== undefined ? { power: face.power } : {}),
    ...(face.toughness !== undefined ? { toughness: face.toughness } : {}),
    ...(face.loyalty !== undefined ? { loyalty: face.loyalty } : {}),
  });
  return { card, printing };
}

/** True when `v` looks like a Scryfall card object (used to skip non-card rows in bulk files). */
export function isScryfallCard(v: unknown): v is ScryfallCard {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (o.object === undefined || o.object === 'card') && typeof o.id === 'string' && typeof o.name === 'string';
}
