/**
 * The rules core's view as the Magic table reads it (Classic today; Magic Combat and Combat with
 * Dice are views of the same shape). Types only: the renderer never runs core code.
 */
import type { ClassicAction, ClassicCardDef, ClassicView } from '../../../../../../contract/views/classic';

export type RView = ClassicView;
export type RAction = ClassicAction;
export type RCard = ClassicCardDef;
export type RObj = RView['objs'][number];
export type RPending = NonNullable<RView['pending']>;
export type RTarget = { p: number } | { o: number };
export type RLook = RView['looks'][number];
export type RStackItem = RView['stack'][number];
export type StepId = RView['step'];

/** A legal action with its index in the snapshot's list (the only thing the table ever sends). */
export interface IndexedAction {
  index: number;
  label: string;
  action: RAction;
}

/** What a key on the table names: an object (`o:12`) or a player (`p:1`). */
export type Key = string;
export const objKey = (id: number): Key => `o:${id}`;
export const playerKey = (seat: number): Key => `p:${seat}`;
export const targetKey = (t: RTarget): Key => ('p' in t ? playerKey(t.p) : objKey(t.o));

/**
 * The two card type bits the table lays out by (core defs.ts `T`): mirrored because the renderer
 * imports no core code; test/renderer/magic-table.test.ts checks they match.
 */
export const TYPE = { land: 1, creature: 2 } as const;

/** Colour bits in W U B R G order (core defs.ts `COLOR_BIT`). */
export const COLORS = ['w', 'u', 'b', 'r', 'g'] as const;
