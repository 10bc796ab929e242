import { describe, expect, it } from 'vitest';
import { realCard } from '../../../test/support/deckCards';
import { classicDeckRules } from '../variants/classic/rules';
import { combatWithDiceDeckRules } from '../variants/combat-with-dice/rules';
import { diceDuelDeckRules } from '../variants/dice-duel/rules';
import { magic54DeckRules } from '../variants/magic-54/rules';
import { magicCombatDeckRules } from '../variants/magic-combat/rules';
import { pubMagicDeckRules } from '../variants/pub-magic/rules';
import { parseDeckText, type Board } from '../formats';
import { checkDeck, type CheckOptions } from './check';
import type { Deck, DeckEntry } from './deck';
import type { DeckRules } from './rules';

/**
 * A deck written as players write it (`20 Forest` a line, a `Sideboard` section), read by the app's
 * own decklist parser; the cards are real (AllSets.json).
 */
function deck(list: string): Deck {
  const { entries: lines, problems } = parseDeckText(list);
  // A line the parser could not read would silently leave cards out of the deck under test.
  expect(problems).toEqual([]);
  const board = (b: Board): DeckEntry[] =>
    lines.filter((e) => e.board === b).map((e) => ({ card: realCard(e.name), quantity: e.quantity }));
  return { main: board('main'), sideboard: board('side') };
}
const entries = (list: string): DeckEntry[] => deck(list).main;
const messages = (d: Deck, rules: DeckRules, options?: CheckOptions) =>
  checkDeck(d, rules, options).violations.map((v) => v.message);

describe('Dice Duel (000)', () => {
  const rules = diceDuelDeckRules;
  const legal = () => deck('12 Forest\n8 Mountain\n20 Grizzly Bears\n16 Hill Giant\n4 Shock');
  const check = (d: Deck) => messages(d, rules);

  it('accepts 60 cards with 20 lands, creatures and instants', () => {
    expect(checkDeck(legal(), rules)).toEqual({ legal: true, violations: [] });
  });
  it('needs exactly 60 cards', () => {
    expect(check(deck('20 Forest\n39 Grizzly Bears'))).toEqual(['59 cards — Dice Duel needs exactly 60']);
    expect(check(deck('20 Forest\n41 Grizzly Bears'))).toEqual(['61 cards — Dice Duel needs exactly 60']);
  });
  it('needs at least 20 lands', () => {
    expect(check(deck('19 Forest\n41 Grizzly Bears'))).toEqual(['19 lands — Dice Duel needs at least 20']);
  });
  it('forbids Sorceries, Artifacts (an Artifact Creature is an Artifact) and Enchantments, naming each card', () => {
    const d = deck(`
      20 Forest
      34 Grizzly Bears
      1 Opt
      1 Leaden Myr
      2 Pacifism
      2 Duress
    `);
    const v = checkDeck(d, rules).violations;
    expect(v.map((x) => x.message)).toEqual([
      'Leaden Myr is an Artifact — not allowed in Dice Duel',
      'Pacifism is an Enchantment — not allowed in Dice Duel',
      'Duress is a Sorcery — not allowed in Dice Duel',
    ]);
    expect(v.map((x) => x.cards)).toEqual([['Leaden Myr'], ['Pacifism'], ['Duress']]);
    expect(v.every((x) => x.code === 'forbidden-type')).toBe(true);
  });
  it('says "Opt is … " only when Opt is a Sorcery — Opt is an Instant and allowed', () => {
    expect(check(deck('20 Forest\n36 Grizzly Bears\n4 Opt'))).toEqual([]);
  });
  it('forbids planeswalkers (interpretation: the game cannot play them)', () => {
    expect(check(deck('20 Forest\n39 Grizzly Bears\n1 Jace Beleren'))).toEqual([
      'Jace Beleren is a Planeswalker — not allowed in Dice Duel (Dice Duel only plays lands, creatures and instants)',
    ]);
  });
  it('has no sideboard', () => {
    const d = legal();
    d.sideboard = entries('2 Shock');
    expect(check(d)).toEqual(['2 sideboard cards — Dice Duel has no sideboard']);
  });
  it('has no copy limit', () => {
    expect(check(deck('20 Forest\n40 Grizzly Bears'))).toEqual([]);
  });
  it('reports every violation at once', () => {
    expect(check(deck('10 Forest\n1 Duress\n40 Grizzly Bears'))).toEqual([
      '51 cards — Dice Duel needs exactly 60',
      '10 lands — Dice Duel needs at least 20',
      'Duress is a Sorcery — not allowed in Dice Duel',
    ]);
  });
});

describe('ownership', () => {
  const d = () => deck('20 Forest\n36 Grizzly Bears\n4 Shock');
  it('may not use more copies than the collection holds', () => {
    const owned = new Map([
      ['Grizzly Bears', 36],
      ['Shock', 2],
    ]);
    expect(messages(d(), diceDuelDeckRules, { owned })).toEqual(['4 copies of Shock in the deck but you own 2']);
  });
  it('names cards not owned at all', () => {
    expect(messages(d(), diceDuelDeckRules, { owned: new Map([['Shock', 4]]) })).toEqual([
      'Grizzly Bears is not in your collection',
    ]);
  });
  it('treats basic lands as unlimited by default, and counts them when told not to', () => {
    const owned = new Map([
      ['Grizzly Bears', 36],
      ['Shock', 4],
      ['Forest', 7],
    ]);
    expect(messages(d(), diceDuelDeckRules, { owned })).toEqual([]);
    expect(messages(d(), diceDuelDeckRules, { owned, basicsUnlimited: false })).toEqual([
      '20 copies of Forest in the deck but you own 7',
    ]);
  });
});

describe('Magic Combat (003)', () => {
  const rules = magicCombatDeckRules;
  const check = (d: Deck) => messages(d, rules);
  // 40 real, distinct non-land cards: 10 cheap creatures, 10 bigger ones, 20 spells.
  const cheap = [
    'Grizzly Bears',
    'Elvish Mystic',
    'Savannah Lions',
    'Goblin Piker',
    'Coral Merfolk',
    'Typhoid Rats',
    'Centaur Courser',
    'Hill Giant',
    'Gray Ogre',
    'Walking Corpse',
  ];
  const big = [
    'Craw Wurm',
    'Serra Angel',
    'Air Elemental',
    'Shivan Dragon',
    'Sengir Vampire',
    'Lord of the Pit',
    'Force of Nature',
    'Mahamoti Djinn',
    'Earth Elemental',
    'Fire Elemental',
  ];
  const spells = [
    'Giant Growth',
    'Shock',
    'Opt',
    'Pacifism',
    'Duress',
    'Lightning Bolt',
    'Counterspell',
    'Dark Ritual',
    'Terror',
    'Disenchant',
    'Holy Strength',
    'Unholy Strength',
    'Rancor',
    'Divination',
    'Doom Blade',
    'Naturalize',
    'Swords to Plowshares',
    'Brainstorm',
    'Healing Salve',
    'Ancestral Recall',
  ];
  const legal = () => deck([...cheap, ...big, ...spells].map((n) => `1 ${n}`).join('\n'));

  it('accepts 40 singleton non-land cards with 5+ cheap creatures', () => {
    const r = checkDeck(legal(), rules);
    expect(r).toMatchObject({ legal: true, violations: [] });
    // Magic Combat runs on the rules core: what it cannot play yet is a note, not a violation.
    expect(r.notes?.[0]?.cards).toEqual(['Brainstorm', 'Lord of the Pit', 'Sengir Vampire']);
  });
  it('is singleton', () => {
    const d = legal();
    d.main = d.main.filter((e) => e.card.name !== 'Opt');
    d.main.find((e) => e.card.name === 'Giant Growth')!.quantity = 2;
    expect(check(d)).toEqual(['2 copies of Giant Growth — Magic Combat is singleton']);
  });
  it('needs exactly 40 cards', () => {
    const d = legal();
    d.main.pop();
    expect(check(d)).toEqual(['39 cards — Magic Combat needs exactly 40']);
  });
  it('allows no lands (a Land Creature is a Land) and no planeswalkers', () => {
    const d = legal();
    d.main.splice(-2, 2, ...entries('1 Dryad Arbor\n1 Jace Beleren'));
    expect(check(d)).toEqual([
      'Dryad Arbor is a Land — not allowed in Magic Combat',
      'Jace Beleren is a Planeswalker — not allowed in Magic Combat',
    ]);
  });
  it('needs at least 5 creatures of mana value 3 or less for the opening setup', () => {
    const d = legal();
    d.main = d.main.filter((e) => !cheap.slice(4).includes(e.card.name));
    // Six creatures of mana value 4 or more in their place.
    d.main.push(...entries('1 Giant Spider\n1 Stone Giant\n1 Crash of Rhinos'));
    d.main.push(...entries('1 Bog Wraith\n1 Juggernaut\n1 Scaled Wurm'));
    expect(check(d)).toEqual(['4 creatures of mana value 3 or less — Magic Combat needs at least 5']);
  });
});

describe('Magic Combat with Dice (004): standard constructed', () => {
  const rules = combatWithDiceDeckRules;
  const check = (d: Deck) => messages(d, rules);
  it('accepts 60 or more cards, 4 copies, any number of basic lands, a 15-card sideboard', () => {
    const d = deck(`
      32 Mountain
      4 Shock
      4 Goblin Piker
      4 Hill Giant
      4 Lightning Bolt
      4 Gray Ogre
      4 Shivan Dragon
      4 Fireball
      Sideboard
      4 Pyroblast
      4 Shatter
      4 Disenchant
      3 Naturalize
    `);
    expect(check(d)).toEqual([]);
  });
  it('allows at most 4 copies except basic lands, needs 60, sideboard at most 15', () => {
    const d = deck('30 Mountain\n5 Shock\n4 Goblin Piker\n4 Hill Giant\n4 Gray Ogre');
    d.sideboard = entries('4 Shatter\n4 Pyroblast\n4 Disenchant\n4 Naturalize');
    expect(check(d)).toEqual([
      '47 cards — Magic Combat with Dice needs at least 60',
      '16 sideboard cards — Magic Combat with Dice allows at most 15',
      '5 copies of Shock — Magic Combat with Dice allows at most 4',
    ]);
  });
  it('counts copies over main deck and sideboard together', () => {
    const d = deck('56 Mountain\n4 Shock\nSideboard\n1 Shock');
    expect(check(d)).toEqual(['5 copies of Shock — Magic Combat with Dice allows at most 4']);
  });
});

describe('Pub Magic (002): a shared pile sized by players', () => {
  const rules = pubMagicDeckRules;
  const pile = () =>
    deck(`
      8 Forest
      8 Island
      8 Grizzly Bears
      4 Shock
      4 Pacifism
      4 Leaden Myr
      4 Duress
    `);
  it('accepts any MTG cards with a type mix that makes a game', () => {
    expect(checkDeck(pile(), rules, { players: 2 })).toEqual({ legal: true, violations: [] });
  });
  it('sizes the pile by player count', () => {
    expect(messages(pile(), rules, { players: 3 })).toEqual(['40 cards — Pub Magic for 3 players needs 60 to 90']);
  });
  it('needs lands, creatures and other types in proportion', () => {
    const d = deck('10 Forest\n30 Grizzly Bears');
    expect(messages(d, rules, { players: 2 })).toEqual([
      '10 lands — Pub Magic for 2 players needs at least 14 (35% of 40 cards)',
      '0 instants, sorceries, enchantments, artifacts or planeswalkers — Pub Magic for 2 players needs at least 4 (10% of 40 cards)',
    ]);
  });
  it('is for 2 to 8 players', () => {
    expect(checkDeck(pile(), rules, { players: 9 }).violations[0]?.message).toBe('9 players — Pub Magic is for 2 to 8');
  });
});

describe('Magic 54 (001): fixed teams of playing cards', () => {
  it('has a RED and a BLACK team of 27 cards each', () => {
    const teams = magic54DeckRules.fixedTeams!;
    expect(teams.map((t) => [t.name, t.cards.length])).toEqual([
      ['RED', 27],
      ['BLACK', 27],
    ]);
    const roles = (name: string) =>
      teams
        .find((t) => t.name === name)!
        .cards.reduce<Record<string, number>>((a, c) => ({ ...a, [c.role]: (a[c.role] ?? 0) + 1 }), {});
    // 001 §V: Creature (6), Mana (8), Damage (6), Action (7).
    expect(roles('RED')).toEqual({ Creature: 6, Mana: 8, Damage: 6, Action: 7 });
    expect(roles('BLACK')).toEqual({ Creature: 6, Mana: 8, Damage: 6, Action: 7 });
  });
  it('an empty deck is legal; an MTG deck is not', () => {
    expect(checkDeck({ main: [], sideboard: [] }, magic54DeckRules).legal).toBe(true);
    expect(messages(deck('1 Forest'), magic54DeckRules)).toEqual([
      'Magic 54 is played with its fixed RED and BLACK teams of playing cards, not an MTG deck',
    ]);
  });
});

describe('Classic (on the rules core): cards the engine cannot play are named, never made illegal', () => {
  it('a legal deck with Chaos Orb and Shahrazad gets one note naming both', () => {
    const d = deck(`
      26 Mountain
      4 Grizzly Bears
      4 Lightning Bolt
      4 Hill Giant
      1 Chaos Orb
      1 Shahrazad
      4 Shock
      4 Raging Goblin
      4 Gray Ogre
      4 Goblin Hero
      4 Lava Axe
    `);
    const r = checkDeck(d, classicDeckRules);
    expect(r.violations).toEqual([]);
    expect(r.legal).toBe(true);
    expect(r.notes).toEqual([
      {
        code: 'plays-without-text',
        message:
          '2 cards the rules engine cannot play yet (never castable, they stay in the hand): Chaos Orb, Shahrazad',
        cards: ['Chaos Orb', 'Shahrazad'],
      },
    ]);
    // On the core too (004), so noted; a variant not on the core has no such notes.
    expect(checkDeck(d, combatWithDiceDeckRules).notes?.[0]?.cards).toEqual(['Chaos Orb', 'Shahrazad']);
    expect(checkDeck(d, diceDuelDeckRules).notes).toBeUndefined();
  });
});
