/** Reading and writing a table option at its path in a game config (`['options', 'target']`). */
export type Config = Record<string, unknown>;

/** The value at `path`, or undefined when any step is missing. */
export function getAt(config: Config, path: readonly string[]): unknown {
  let v: unknown = config;
  for (const key of path) v = v && typeof v === 'object' ? (v as Config)[key] : undefined;
  return v;
}

/** A copy of `config` with `value` at `path`; the objects on the way are copied, the rest shared. */
export function setAt(config: Config, path: readonly string[], value: unknown): Config {
  const [key, ...rest] = path;
  if (key === undefined) return config;
  const inner = config[key];
  const child = inner && typeof inner === 'object' ? (inner as Config) : {};
  return { ...config, [key]: rest.length ? setAt(child, rest, value) : value };
}
