import { useMemo } from 'react';
import { NameWithVerdict } from '../../components/EffectVerdict';
import { ManaText } from '../../components/ManaText';
import { groupEntries } from './deckEditorState';
import type { EditorEntry, Legality } from './types';

interface Props {
  entries: EditorEntry[];
  legality: Legality | null;
  onBump: (oracleId: string, board: EditorEntry['board'], delta: number) => void;
}

/** The cards in the deck, grouped by type, with − / + per card; cards named by a violation are flagged. */
export function DeckCardList({ entries, legality, onBump }: Props) {
  const groups = useMemo(() => groupEntries(entries), [entries]);
  const flagged = new Set(legality?.violations.flatMap((v) => v.cards) ?? []);
  return (
    <section className="deck-cards panel" aria-label="Cards in the deck">
      {groups.length === 0 && <p className="muted">No cards yet: auto-build, or add cards from your collection.</p>}
      {groups.map(([group, list]) => (
        <div key={group} className="deck-group">
          <h3>
            {group} <span className="muted">({list.reduce((n, e) => n + e.quantity, 0)})</span>
          </h3>
          <ul>
            {list.map((e) => (
              <li
                key={`${e.board}-${e.card.oracleId}`}
                className={flagged.has(e.card.name) ? 'flagged' : undefined}
                data-testid={`deck-card-${e.card.name}`}
              >
                <button
                  type="button"
                  className="qty-btn"
                  onClick={() => onBump(e.card.oracleId, e.board, -1)}
                  aria-label={`One fewer ${e.card.name}`}
                >
                  −
                </button>
                <span className="qty">{e.quantity}</span>
                <button
                  type="button"
                  className="qty-btn"
                  onClick={() => onBump(e.card.oracleId, e.board, 1)}
                  aria-label={`One more ${e.card.name}`}
                  data-testid={`more-${e.card.name}`}
                >
                  +
                </button>
                <NameWithVerdict card={e.card} className="deck-card-name" />
                <ManaText text={e.card.manaCost} className="deck-card-cost" />
                <span className="muted deck-card-own" title="Copies you own">
                  own {e.owned}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
