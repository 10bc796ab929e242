import type { Migration } from '../migrate';

/**
 * Cards: the indexes name lookups, collection filters and set imports need. (The Scryfall
 * response cache lives in files under the data folder, not here; see backend/cards/cache.ts.)
 */
export const m002Cards: Migration = {
  version: 2,
  name: 'cards',
  sql: `
CREATE INDEX cards_name ON cards(name);
CREATE INDEX cards_name_norm ON cards(name_norm);
CREATE INDEX card_names_oracle ON card_names(oracle_id);
CREATE INDEX printings_set_released ON printings(set_code, released_at);
CREATE INDEX collection_printing ON collection_entries(printing_id);
`,
};
