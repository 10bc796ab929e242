import type { TableOptionInfo } from './types';

import { getAt, setAt, type Config } from './configPath';

/**
 * A variant's house rules as the variant lists them (games.variants): each a pick list or a
 * number, its default marked, one line of why. The form keeps no option list of its own.
 */
export function TableOptionsForm({
  options,
  value,
  onChange,
}: {
  options: readonly TableOptionInfo[];
  value: Config;
  onChange(value: Config): void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="play-field table-options" data-testid="table-options">
      <legend>Table options</legend>
      {options.map((o) => {
        const key = o.path.join('.');
        const current = getAt(value, o.path) ?? o.default;
        const whyId = `why-${key}`;
        return (
          <label key={key} className="play-field">
            {o.label}
            {o.choices ? (
              <select
                value={String(current)}
                aria-describedby={whyId}
                onChange={(e) => {
                  const picked = o.choices!.find((c) => String(c.value) === e.target.value);
                  if (picked) onChange(setAt(value, o.path, picked.value));
                }}
                data-testid={`option-${key}`}
              >
                {o.choices.map((c) => (
                  <option key={String(c.value)} value={String(c.value)}>
                    {c.label}
                    {c.value === o.default ? ' (default)' : ''}
                  </option>
                ))}
              </select>
            ) : (
              <input
                type="number"
                min={o.min}
                max={o.max}
                value={Number(current)}
                aria-describedby={whyId}
                onChange={(e) => {
                  const n = Math.round(Number(e.target.value));
                  if (Number.isFinite(n)) onChange(setAt(value, o.path, n));
                }}
                data-testid={`option-${key}`}
              />
            )}
            <small id={whyId} className="option-why">
              {o.choices ? o.why : `Default ${String(o.default)}. ${o.why}`}
            </small>
          </label>
        );
      })}
    </fieldset>
  );
}
