/** One choice of a {@link Select}: the value it stands for and the words shown. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A pick list of labelled choices. `any` adds a first choice with the empty value (e.g. "Any
 * colour"), so `T` must then admit ''.
 */
export function Select<T extends string>(props: {
  value: T;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  any?: string;
  testId?: string;
  ariaLabel?: string;
}) {
  return (
    <select
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
    >
      {props.any !== undefined && <option value="">{props.any}</option>}
      {props.choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
