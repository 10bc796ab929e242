import { ManaSymbol } from '../../components/ManaText';

export interface FilterState {
  name: string;
  type: string;
  colors: string[];
  mvMin: string;
  mvMax: string;
  set: string;
}

export const EMPTY_FILTERS: FilterState = { name: '', type: '', colors: [], mvMin: '', mvMax: '', set: '' };

const TYPES = ['Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker', 'Land', 'Basic Land'];
const COLORS = ['W', 'U', 'B', 'R', 'G', 'C'];

/** Name, type, colour, mana value and set filters (every control a labelled, keyboard-reachable input). */
export function Filters({
  value,
  sets,
  onChange,
}: {
  value: FilterState;
  sets: { code: string; name: string }[];
  onChange: (v: FilterState) => void;
}) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const toggle = (c: string) =>
    set({ colors: value.colors.includes(c) ? value.colors.filter((x) => x !== c) : [...value.colors, c] });
  return (
    <div className="toolbar collection-filters" role="search" aria-label="Filter the collection">
      <label className="field grow">
        <span>Name</span>
        <input
          type="search"
          value={value.name}
          placeholder="Search your cards…"
          onChange={(e) => set({ name: e.target.value })}
          data-testid="filter-name"
        />
      </label>
      <label className="field">
        <span>Type</span>
        <select value={value.type} onChange={(e) => set({ type: e.target.value })} data-testid="filter-type">
          <option value="">Any type</option>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="field colors">
        <legend>Colour</legend>
        <div className="color-toggles">
          {COLORS.map((c) => (
            <button
              key={c}
              type="button"
              className={`color-toggle${value.colors.includes(c) ? ' on' : ''}`}
              aria-pressed={value.colors.includes(c)}
              onClick={() => toggle(c)}
              data-testid={`filter-color-${c}`}
              title={c === 'C' ? 'Colourless' : `Has ${c}`}
            >
              <span className="mana-text">
                <ManaSymbol symbol={c} />
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      <label className="field narrow">
        <span>Mana value ≥</span>
        <input
          type="number"
          min={0}
          value={value.mvMin}
          onChange={(e) => set({ mvMin: e.target.value })}
          data-testid="filter-mv-min"
        />
      </label>
      <label className="field narrow">
        <span>≤</span>
        <input
          type="number"
          min={0}
          value={value.mvMax}
          onChange={(e) => set({ mvMax: e.target.value })}
          data-testid="filter-mv-max"
        />
      </label>
      <label className="field">
        <span>Set</span>
        <select value={value.set} onChange={(e) => set({ set: e.target.value })} data-testid="filter-set">
          <option value="">Any set</option>
          {sets.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code.toUpperCase()})
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn secondary"
        onClick={() => onChange(EMPTY_FILTERS)}
        data-testid="filter-clear"
      >
        Clear
      </button>
    </div>
  );
}
