import type { VariantId, ViewOf } from '../../../../../contract/views';
import type { VariantUi } from '../types';
import { ClassicTable, classicSubjectOf } from './ClassicTable';
import { CombatWithDiceTable, combatWithDiceSubjectOf } from './combat-with-dice/CombatWithDiceTable';
import { DiceDuelOptions } from './DiceDuelOptions';
import { DiceDuelTable, diceDuelSubjectOf } from './DiceDuelTable';
import { MagicCombatTable, magicCombatSubjectOf } from './magic-combat/MagicCombatTable';
import { magicCombatLabel } from './magic-combat/mcAffordances';
import { Magic54Options } from './Magic54Options';
import { Magic54Table, magic54SubjectOf } from './Magic54Table';
import { PubMagicOptions, pubMagicStartSeats } from './PubMagicOptions';
import { PubMagicTable, pubMagicSeatLabel, pubMagicSubjectOf } from './PubMagicTable';
import { pubMagicLabel } from './pubMagicLabels';

/**
 * Each variant's table component (and start options) by variant id, typed by the variant's view. A
 * new variant adds ONE line: `'<id>': { Table: <Id>Table, Options: <Id>Options, subjectOf }`.
 */
const byVariant: { [K in VariantId]: VariantUi<ViewOf<K>> } = {
  'magic-54': { Table: Magic54Table, Options: Magic54Options, subjectOf: magic54SubjectOf },
  'pub-magic': {
    Table: PubMagicTable,
    Options: PubMagicOptions,
    subjectOf: pubMagicSubjectOf,
    startSeats: pubMagicStartSeats,
    seatLabel: pubMagicSeatLabel,
    labelOf: pubMagicLabel,
  },
  'dice-duel': { Table: DiceDuelTable, Options: DiceDuelOptions, subjectOf: diceDuelSubjectOf },
  classic: { Table: ClassicTable, subjectOf: classicSubjectOf, secondPersonLog: true },
  'magic-combat': {
    Table: MagicCombatTable,
    subjectOf: magicCombatSubjectOf,
    labelOf: magicCombatLabel,
    secondPersonLog: true,
  },
  'combat-with-dice': { Table: CombatWithDiceTable, subjectOf: combatWithDiceSubjectOf, secondPersonLog: true },
};

/**
 * The tables as the Play screen looks them up, by a snapshot's variant. A table only gets its own
 * variant's snapshots, whose view the contract has checked against that variant's schema
 * (games.ts `withViewCheck`): so each table's view type holds, and this is the one place relying on it.
 */
export const tables: Record<string, VariantUi> = byVariant as Record<VariantId, VariantUi>;
