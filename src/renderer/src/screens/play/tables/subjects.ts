import type { LegalAction, TableProps } from '../types';

/**
 * The legal actions by the table object each is about (its subject key), for the tables whose
 * cards and seats are clicked to act. `twins(key)`: other keys that answer to the same choice (a
 * variant that offers one choice per group of identical cards in the hand).
 */
export function actionsBySubject(
  legal: readonly LegalAction[],
  subjectOf: (action: unknown) => string | null,
  twins: (key: string) => string[] = () => [],
): Map<string, number[]> {
  const subjects = new Map<string, number[]>();
  for (const a of legal) {
    const key = subjectOf(a.action);
    if (!key) continue;
    for (const k of [key, ...twins(key)]) subjects.set(k, [...(subjects.get(k) ?? []), a.index]);
  }
  return subjects;
}

/** The seat a table shows as its own side: the player's, or seat 0 for a spectator (seat -1). */
export function viewerSeat(seat: number): number {
  return seat >= 0 ? seat : 0;
}

/**
 * {@link actionsBySubject} for a variant that offers one choice per group of identical cards in the
 * hand: every copy in the hand (`card:<id>`) answers to the choice, as `same` groups them.
 */
export function handSubjects<T extends string | number>(
  legal: readonly LegalAction[],
  subjectOf: (action: unknown) => string | null,
  hand: readonly T[],
  same: (a: T, b: T) => boolean,
): Map<string, number[]> {
  return actionsBySubject(legal, subjectOf, (key) => {
    const card = hand.find((c) => `card:${c}` === key);
    if (card === undefined) return [];
    return hand.filter((c) => c !== card && same(c, card)).map((c) => `card:${c}`);
  });
}

/** Actions of these kinds are about `<thing>:<the action's field>` on the table (`card:12`, `seat:1`). */
export type SubjectRule = readonly [thing: string, field: string, kinds: readonly string[]];

/** A variant's `subjectOf` from its rules, the action's kind read from `kindField`; other kinds are about nothing. */
export function subjectByKind(kindField: string, rules: readonly SubjectRule[]): (action: unknown) => string | null {
  return (action) => {
    const a = action as Record<string, unknown>;
    const rule = rules.find(([, , kinds]) => kinds.includes(String(a[kindField])));
    return rule ? `${rule[0]}:${String(a[rule[1]])}` : null;
  };
}

/**
 * What clicking a table object (its subject `key`) does: its one action at once; with several,
 * select it so the action bar lists them (a second click unselects). Undefined when it has no action
 * or the table is busy. One rule for every table whose cards and seats are clicked.
 */
export function clickSubject(
  props: Pick<TableProps, 'busy' | 'selected' | 'onAct' | 'onSelect'>,
  subjects: ReadonlyMap<string, readonly number[]>,
  key: string,
): (() => void) | undefined {
  const idx = subjects.get(key);
  if (!idx || props.busy) return undefined;
  return () => (idx.length === 1 ? props.onAct(idx[0]!) : props.onSelect(props.selected === key ? null : key));
}
