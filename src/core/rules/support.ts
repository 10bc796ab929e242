/**
 * A support table: every kind a language has (cost kinds, trigger events) and whether the core
 * runs it, or why not yet — a `Record`, so a new kind does not compile without an entry.
 */
export type Support<K extends string> = Record<K, true | { not: string }>;

/** The kinds a support table marks as run by the core. */
export function supported<K extends string>(table: Support<K>): ReadonlySet<string> {
  return new Set(
    Object.entries<true | { not: string }>(table)
      .filter(([, how]) => how === true)
      .map(([kind]) => kind),
  );
}
