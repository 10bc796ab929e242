/** What a format keeps of an entry: a round trip through it is exact on these fields. */
import type { Board, Condition, ParsedEntry } from './types';

export interface Carries {
  boards: readonly Board[];
  set: boolean;
  collectorNumber: boolean;
  foil: boolean;
  /** Conditions written and read back unchanged (false: no condition column). */
  conditions: readonly Condition[] | false;
  language: boolean;
  scryfallId: boolean;
}

/** An entry to write: what a file line holds, plus the set's name when the writer wants it. */
export type ExportEntry = Omit<ParsedEntry, 'line'>;
