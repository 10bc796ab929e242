/**
 * The card sets the effects report and `effects explain` read: the bundled starter pool, a
 * Scryfall-shaped JSON file (a bulk-file array, or a list object with `data`), or an MTGJSON v3
 * AllSets.json — all converted to the one card model by the cards area's converters.
 */
import fs from 'node:fs';
import type { OracleCard } from '../../core/cards';
import { fromScryfall, isScryfallCard } from '../../core/cards';
import { fromMtgjsonAllSets, type MtgjsonSet } from '../../core/cards/mtgjson';
import type { BackendContext } from '../context';
import { badInput, notFound } from '../errors';
import { starterPool } from '../cards/starter';

function distinct(cards: Iterable<OracleCard>): OracleCard[] {
  const byId = new Map<string, OracleCard>();
  for (const c of cards) if (!byId.has(c.oracleId)) byId.set(c.oracleId, c);
  return [...byId.values()];
}

function isMtgjsonAllSets(v: unknown): v is Record<string, MtgjsonSet> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const first = Object.values(v as Record<string, unknown>)[0] as { cards?: unknown } | undefined;
  return !!first && Array.isArray(first.cards);
}

/** Reads a card file; every record that is not a card object is skipped, a file with none is refused. */
export function readCardFile(file: string): OracleCard[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw badInput(`The card file ${file} could not be read as JSON: ${(err as Error).message}`);
  }
  if (isMtgjsonAllSets(parsed)) return distinct(fromMtgjsonAllSets(parsed).map((x) => x.card));
  const list = Array.isArray(parsed) ? parsed : (parsed as { data?: unknown } | null)?.data;
  if (!Array.isArray(list))
    throw badInput(`The card file ${file} is neither a Scryfall card list (a JSON array) nor MTGJSON AllSets.json.`);
  const cards: OracleCard[] = [];
  for (const o of list) {
    if (!isScryfallCard(o)) continue;
    try {
      cards.push(fromScryfall(o).card);
    } catch {
      // A malformed record is not a card we can report on; the others still count.
    }
  }
  if (cards.length === 0) throw badInput(`The card file ${file} holds no Scryfall card objects.`);
  return distinct(cards);
}

/** A card file's path, once the caller may read it and it exists (the check first: a refusal must not tell what is on disk). */
export function checkedCardFile(ctx: BackendContext, file: string): string {
  ctx.files.check(file);
  if (!fs.existsSync(file))
    throw notFound(`There is no card file at "${file}" (give 'starter' or the path of a JSON card file).`);
  return file;
}

/** `starter` or a file path -> distinct cards. The starter pool is read once per backend. */
export function cardSet(ctx: BackendContext, set: string): OracleCard[] {
  if (set === 'starter') {
    return ctx.service('effects.starterCards', () => distinct(starterPool(ctx).map((x) => x.card)));
  }
  return readCardFile(checkedCardFile(ctx, set));
}
