import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../../contract';
import { api } from '../../api/client';
import { NameWithVerdict } from '../../components/EffectVerdict';
import { COLOR_NAMES, COLORS } from '../../components/colors';
import { ErrorLine } from '../../components/ErrorLine';
import { Select, type Choice } from '../../components/Select';
import type { DeckCard } from './types';

type Entry = MethodOutput<'collection.list'>['entries'][number];

/** Search the collection (name, type, colour) and add cards to the deck. */
const COLOUR_CHOICES: readonly Choice<string>[] = [
  ...COLORS.map((c) => ({ value: c, label: COLOR_NAMES[c] })),
  { value: 'C', label: 'Colourless' },
];

export function CardSearch({ onAdd }: { onAdd: (card: DeckCard, owned: number) => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [color, setColor] = useState('');
  const [results, setResults] = useState<Entry[]>([]);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let stale = false;
    const t = setTimeout(() => {
      api
        .call('collection.list', {
          ...(name.trim() ? { name: name.trim() } : {}),
          ...(type ? { type } : {}),
          ...(color ? { colors: [color as 'W'] } : {}),
          limit: 60,
        })
        .then((r) => {
          if (stale) return;
          // One row per card (several printings of one card are one card in a deck).
          const seen = new Map<string, Entry>();
          for (const e of r.entries) {
            const prev = seen.get(e.card.oracleId);
            seen.set(e.card.oracleId, prev ? { ...prev, quantity: prev.quantity + e.quantity } : e);
          }
          setResults([...seen.values()]);
          setError(null);
        })
        .catch((err: unknown) => !stale && setError(err));
    }, 200);
    return () => {
      stale = true;
      clearTimeout(t);
    };
  }, [name, type, color]);

  return (
    <section className="card-search panel" aria-label="Add cards from your collection">
      <h3>Add from your collection</h3>
      <div className="toolbar">
        <label>
          <span className="visually-hidden">Card name</span>
          <input
            type="search"
            placeholder="Search by name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="card-search"
          />
        </label>
        <label>
          <span className="visually-hidden">Type</span>
          <select value={type} onChange={(e) => setType(e.target.value)} aria-label="Type filter">
            <option value="">Any type</option>
            {['Creature', 'Land', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker'].map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">Colour</span>
          <Select
            value={color}
            choices={COLOUR_CHOICES}
            onChange={setColor}
            any="Any colour"
            ariaLabel="Colour filter"
          />
        </label>
      </div>
      <ErrorLine error={error} />
      <ul className="card-search-results" data-testid="search-results">
        {results.map((e) => (
          <li key={e.card.oracleId}>
            <button
              type="button"
              className="btn secondary small"
              onClick={() => onAdd(e.card, e.quantity)}
              aria-label={`Add ${e.card.name}`}
              data-testid={`add-${e.card.name}`}
            >
              +
            </button>
            <NameWithVerdict card={e.card} className="card-search-name" />
            <span className="muted">{e.card.typeLine}</span>
            <span className="muted">×{e.quantity}</span>
          </li>
        ))}
        {results.length === 0 && <li className="muted">No matching cards in your collection</li>}
      </ul>
    </section>
  );
}
