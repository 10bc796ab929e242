import type { TableOptionInfo } from './types';

type Config = Record<string, unknown>;

function getAt(config: Config, path: readonly string[]): unknown {
  let v: unknown = config;
  for (const key of path) v = v && typeof v === 'object' ? (v as Config)[key] : undefined;
  return v;
}

function setAt(config: Config, path: readonly string[], value: unknown): Config {
  const [key, ...rest] = path;
  if (key === undefined) return config;
  const inner = config[key];
  const child = inner && typeof inner === 'object' ? (inner as Config) : {};
  return { ...config, [key]: rest.length ? setAt(child, rest, value) : value };
}

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
