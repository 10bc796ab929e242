/**
 * Reference cards for issue 18's last keywords (absorb; frenzy's only card grants it, see lateKeywords.test.ts): oracle text as printed
 * in MTGJSON AllSets, so every scenario plays real cards.
 */
import type { RulesCard } from '../config';
import { creature } from './referenceCreature';

export const LATE_REFERENCE: RulesCard[] = [
  creature(
    'Lymph Sliver',
    '{4}{W}',
    'Sliver',
    '3/3',
    'All Sliver creatures have absorb 1. (If a source would deal damage to a Sliver, prevent 1 of that damage.)',
  ),
];
