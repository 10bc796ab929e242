import type { z } from 'zod';
import type { ComponentType } from 'react';
import type { gameSnapshot, gamesMethods, seatSpec, tableOption } from '../../../../contract/games';

export type GameSnapshot = z.output<typeof gameSnapshot>;
export type LegalAction = GameSnapshot['legal'][number];
/** What games.start got for a game, without its seed: a rematch starts the same table with a new one. */
export type StartInput = Omit<z.input<(typeof gamesMethods)['games.start']['input']>, 'seed' | 'name'>;

/** A snapshot whose view is one variant's, `V` (a plain GameSnapshot's view is unknown). */
export type SnapshotOf<V> = Omit<GameSnapshot, 'view'> & { view: V };

/** What every variant's table component gets: `V` is its variant's view. */
export interface TableProps<V = unknown> {
  snapshot: SnapshotOf<V>;
  /** The thing the player clicked on the table (a card or creature key), which narrows the action buttons. */
  selected: string | null;
  onSelect(key: string | null): void;
  /** Plays a legal action by its index. */
  onAct(index: number): void;
  /** True while waiting for the backend or a bot. */
  busy: boolean;
}

/** One house-rule option as games.variants lists it. */
export type TableOptionInfo = z.output<typeof tableOption>;

/** A variant's own options on the start form (Magic 54: team and who starts). */
export interface OptionsProps {
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  /** The variant's house rules (from the variant, through games.variants). */
  tableOptions: readonly TableOptionInfo[];
}

/** Seats and config for games.start chosen on a variant's own form (Pub Magic: 2–8 seats). */
export interface StartSeats {
  seats: z.input<typeof seatSpec>[];
  config: Record<string, unknown>;
}

/** How a variant plugs into the Play screen; `V` is the variant's view. */
export interface VariantUi<V = unknown> {
  /** Draws the table. */
  Table: ComponentType<TableProps<V>>;
  /** Options shown on the start form (optional). */
  Options?: ComponentType<OptionsProps>;
  /** Which table object a legal action is about (so clicking it narrows the buttons); null = general. */
  subjectOf?(action: unknown): string | null;
  /** The seats (and the config without the seat plan) from the options, when the variant chooses its own seats. */
  startSeats?(options: Record<string, unknown>): StartSeats;
  /** A choice's words on its button when the table can say more than the variant's label (your own card's name). */
  labelOf?(snapshot: SnapshotOf<V>, action: LegalAction): string;
  /** The seat label for the log and headers. */
  seatLabel?(snapshot: SnapshotOf<V>, seat: number): string;
  /** The log names your seat "you" (the core's sentences say "Seat N"; secondPerson.ts rewrites them). */
  secondPersonLog?: boolean;
}
