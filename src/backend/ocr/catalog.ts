import fs from 'node:fs';
import type { MatchableName } from '../../core/scan/matcher';

/**
 * Names from a Scryfall `/catalog/card-names` response (the benchmark's name list: the photos
 * show cards newer than the local starter pool). Alchemy rebalanced names (`A-…`) are digital
 * only and never on a physical card, so they are left out.
 */
export function loadCatalogNames(file: string): MatchableName[] {
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as { data: string[] };
  return catalog.data.filter((n) => !n.startsWith('A-')).map((name) => ({ name }));
}
