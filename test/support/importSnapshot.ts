import type { Backend } from '../../src/backend/api';

/** Everything an import could have written, as text: equal before and after means nothing was written. */
export function importSnapshot(backend: Backend): string {
  const db = backend.context.db;
  const rows = (sql: string) => JSON.stringify(db.prepare(sql).all());
  return [
    rows('SELECT printing_id, quantity, foil, condition, language FROM collection_entries ORDER BY id'),
    rows('SELECT id, name FROM decks ORDER BY id'),
    rows('SELECT deck_id, oracle_id, board, quantity FROM deck_entries ORDER BY deck_id, oracle_id, board'),
  ].join('\n');
}
