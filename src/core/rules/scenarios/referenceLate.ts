/**
 * Reference cards for issue 18's last keywords (absorb), keywords granted by Slivers
 * (grantedKeywords.test.ts) and deaths in one event (simultaneousDeaths.test.ts): oracle text as printed
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
  creature(
    'Frenzy Sliver',
    '{1}{B}',
    'Sliver',
    '1/1',
    "All Sliver creatures have frenzy 1. (Whenever a Sliver attacks and isn't blocked, it gets +1/+0 until end of turn.)",
  ),
  creature(
    'Sidewinder Sliver',
    '{W}',
    'Sliver',
    '1/1',
    'All Sliver creatures have flanking. (Whenever a creature without flanking blocks a Sliver, the blocking creature gets -1/-1 until end of turn.)',
  ),
  {
    name: 'Rattleblaze Scarecrow',
    manaCost: '{6}',
    typeLine: 'Artifact Creature — Scarecrow',
    power: '5',
    toughness: '3',
    oracleText:
      "Rattleblaze Scarecrow has persist as long as you control a black creature. (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)\nRattleblaze Scarecrow has haste as long as you control a red creature.",
  },
  {
    name: 'Sedris, the Traitor King',
    manaCost: '{3}{U}{B}{R}',
    typeLine: 'Legendary Creature — Zombie Warrior',
    power: '5',
    toughness: '5',
    oracleText:
      'Each creature card in your graveyard has unearth {2}{B}. ({2}{B}: Return the card to the battlefield. The creature gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  },
  creature(
    'Blood Artist',
    '{1}{B}',
    'Vampire',
    '0/1',
    'Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.',
  ),
];
