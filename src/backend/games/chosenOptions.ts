import type { AnyVariant } from '../../core/engine';

/** One house rule as the table shows it: its label, the chosen value in words, and whether it is the default. */
export interface ChosenOption {
  label: string;
  value: string;
  isDefault: boolean;
}

function at(config: unknown, path: readonly string[]): unknown {
  let v: unknown = config;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/**
 * The variant's house rules as this game was set up (read from its parsed config, so what the
 * engine plays is what the table says). Only option values go out: never decks or piles.
 */
export function chosenOptions(variant: AnyVariant, config: unknown): ChosenOption[] {
  return (variant.tableOptions ?? []).map((o) => {
    const raw = at(config, o.path);
    const value = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : o.default;
    const words = o.choices?.find((c) => c.value === value)?.label ?? String(value);
    return { label: o.label, value: words, isDefault: value === o.default };
  });
}
