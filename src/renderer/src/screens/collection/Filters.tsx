import { ManaSymbol } from '../../components/ManaText';
import { Select } from '../../components/Select';

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

/** A labelled pick list whose first choice, '', means "any". */
function SelectField(props: {
  label: string;
  value: string;
  any: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <Select
        value={props.value}
        choices={props.options}
        onChange={props.onChange}
        any={props.any}
        testId={props.testId}
      />
    </label>
  );
}

/** A narrow labelled whole-number box (kept as text: empty means no bound). */
function NumberField(props: { label: string; value: string; onChange(value: string): void; testId: string }) {
  return (
    <label className="field narrow">
      <span>{props.label}</span>
      <input
        type="number"
        min={0}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </label>
  );
}

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
      <SelectField
        label="Type"
        value={value.type}
        any="Any type"
        options={TYPES.map((t) => ({ value: t, label: t }))}
        onChange={(type) => set({ type })}
        testId="filter-type"
      />
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
      <NumberField
        label="Mana value ≥"
        value={value.mvMin}
        onChange={(mvMin) => set({ mvMin })}
        testId="filter-mv-min"
      />
      <NumberField label="≤" value={value.mvMax} onChange={(mvMax) => set({ mvMax })} testId="filter-mv-max" />
      <SelectField
        label="Set"
        value={value.set}
        any="Any set"
        options={sets.map((x) => ({ value: x.code, label: `${x.name} (${x.code.toUpperCase()})` }))}
        onChange={(code) => set({ set: code })}
        testId="filter-set"
      />
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
