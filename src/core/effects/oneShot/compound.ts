/**
 * One-shot templates — Compound shapes: conditions, several sentences joined by parse.ts, verbs governing two objects, keyword loss.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseFilter, parseRef } from '../refs';
import type { Effect, Filter } from '../types';
import { AMOUNT, COLOR_WORDS, parseAmount, parseKeywordList } from '../words';
import { again, graveyardFilter, keywordsOf, onRef, player, SUBJ, type Template } from './helpers';
import { parseClause } from '../oneShot';

export const COMPOUND_TEMPLATES: Template[] = [
  // Spell mastery (ORI): "If there are two or more instant and/or sorcery cards in your graveyard, scry 2."
  // "also" adds to what the spell already did; an "instead" replaces it and is a different shape.
  {
    name: 'spell mastery: if there are N or more … cards in your graveyard, …',
    examples: [
      {
        card: 'Calculated Dismissal',
        text: 'If there are two or more instant and/or sorcery cards in your graveyard, draw a card',
      },
    ],
    re: new RegExp(
      `^if there are (${AMOUNT}) or more (.+?) cards in your graveyard, (?:also )?(?!.*\\binstead$)(.+)$`,
      'i',
    ),
    build: (m) => {
      const atLeast = parseAmount(m[1]!);
      const filter = graveyardFilter(m[2]!);
      // "those creatures also gain vigilance": "also" only says it adds to what the spell did.
      const inner = parseClause(m[3]!.replace(/^(.+?) also (?=[a-z])/i, '$1 '), 1);
      return typeof atLeast === 'number' && filter && inner
        ? [{ kind: 'conditional', condition: { cond: 'graveyardCount', filter, atLeast }, effects: inner }]
        : undefined;
    },
  },
  // "If you control a blue creature, draw a card, then discard a card."
  {
    name: 'if you control a …, …',
    examples: [
      { card: "Ajani's Comrade", text: 'if you control an Ajani planeswalker, put a +1/+1 counter on ~' },
      {
        card: 'Ana Sanctuary',
        text: 'if you control a blue or black permanent, target creature gets +1/+1 until end of turn',
      },
    ],
    re: /^if you control (an?|another) (.+?), (?!.*\binstead$)(.+)$/i,
    build: (m) => {
      const f = parseFilter(m[2]!);
      const inner = parseClause(m[3]!, 1);
      if (!f || !inner) return undefined;
      const filter: Filter = { ...f, controller: 'you', ...(/another/i.test(m[1]!) ? { other: true } : {}) };
      return [{ kind: 'conditional', condition: { cond: 'control', filter }, effects: inner }];
    },
  },
  // Ring of Evos Isle: "put a +1/+1 counter on equipped creature if it's blue".
  {
    name: "put N counters on … if it's …",
    examples: [
      { card: 'Ring of Evos Isle', text: "put a +1/+1 counter on equipped creature if it's blue" },
      { card: 'Ring of Kalonia', text: "put a +1/+1 counter on equipped creature if it's green" },
    ],
    re: new RegExp(
      `^put (${AMOUNT}) ([+-]\\d+/[+-]\\d+|\\w+) counters? on (.+?) if it's (white|blue|black|red|green)$`,
      'i',
    ),
    build: (m) => {
      const count = parseAmount(m[1]!);
      const what = parseRef(m[3]!);
      if (count === undefined || !what) return undefined;
      return [
        {
          kind: 'conditional',
          condition: {
            cond: 'is',
            what,
            filter: { types: ['permanent'], colors: [COLOR_WORDS[m[4]!.toLowerCase()]!] },
          },
          effects: [{ kind: 'counters', what, counter: m[2]!.toLowerCase(), count }],
        },
      ];
    },
  },
  // "~ deals X damage to each creature without flying and each player" (Earthquake): the same damage to both.
  {
    name: 'deals N damage to each creature and each player',
    examples: [
      { card: 'Ashling the Pilgrim Avatar', text: '~ deals 1 damage to each creature and each player' },
      { card: 'Avacyn, the Purifier', text: 'it deals 3 damage to each other creature and each opponent' },
    ],
    re: new RegExp(`^(.+?) deals (${AMOUNT}) damage to (each .+?) and (each (?:player|opponent|planeswalker))$`, 'i'),
    build: (m) => {
      const from = parseRef(m[1]!);
      const amount = parseAmount(m[2]!);
      const a = parseRef(m[3]!);
      const b = parseRef(m[4]!);
      if (!from || amount === undefined || !a || !b) return undefined;
      return [
        { kind: 'damage', amount, to: a, from },
        { kind: 'damage', amount, to: b, from },
      ];
    },
  },
  {
    name: 'put a land or creature card from your hand onto the battlefield',
    examples: [{ card: 'Krosan Wayfarer', text: 'put a land card from your hand onto the battlefield' }],
    re: /^put an? ((?:basic )?(?:land|creature)) card from your hand onto the battlefield( tapped)?$/i,
    build: (m) => {
      const filter = parseFilter(`${m[1]} card`);
      return filter
        ? [{ kind: 'putFromHand', filter: { ...filter, zone: 'hand' }, ...(m[2] ? { tapped: true } : {}) }]
        : undefined;
    },
  },
  // Two sentences joined by parse.ts: "Look at the top N cards of your library. Put M of them into your hand and the rest …"
  {
    name: 'look at the top N, take some, the rest elsewhere (two sentences)',
    examples: [
      {
        card: 'Impulse',
        text: 'Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order',
      },
    ],
    re: new RegExp(
      `^look at the top (${AMOUNT}) cards of your library\\. put (one|two|three) of them into your hand and the (rest into your graveyard|rest on the bottom of your library in any order|other on the bottom of your library|other into your graveyard)$`,
      'i',
    ),
    build: (m) => {
      const count = parseAmount(m[1]!);
      const take = parseAmount(m[2]!);
      if (count === undefined || typeof take !== 'number') return undefined;
      return [{ kind: 'dig', count, take, rest: /graveyard/i.test(m[3]!) ? 'graveyard' : 'bottom' }];
    },
  },
  // Enlightened Tutor (two sentences joined by parse.ts): "… and reveal that card. Shuffle your library, then put the card on top of it."
  {
    name: 'search for a card, reveal it, put it on top (two sentences)',
    examples: [
      {
        card: 'Personal Tutor',
        text: 'Search your library for a sorcery card and reveal that card. Shuffle your library, then put the card on top of it',
      },
    ],
    re: /^search your library for an? (.+?) card and reveal that card\. shuffle your library, then put the card on top of it$/i,
    build: (m) => {
      const filter = parseFilter(`${m[1]} card`);
      return filter ? [{ kind: 'searchLibrary', filter, count: 1, to: 'libraryTop' }] : undefined;
    },
  },
  // Twincast (two sentences joined by parse.ts).
  {
    name: 'copy target spell',
    examples: [
      { card: 'Dualcaster Mage', text: 'copy target instant or sorcery spell' },
      { card: 'Echo Mage', text: 'Copy target instant or sorcery spell' },
    ],
    re: /^copy (target .+? spell)(\. you may choose new targets for the copy)?$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      return what && what.ref === 'target' && what.filter.types.every((t) => t === 'spell')
        ? [{ kind: 'copySpell', what, newTargets: !!m[2] }]
        : undefined;
    },
  },
  // Vampiric Tutor: "Search your library for a card, then shuffle your library and put that card on top of it."
  {
    name: 'search for a card, shuffle, put it on top',
    examples: [
      {
        card: 'Cruel Tutor',
        text: 'Search your library for a card, then shuffle your library and put that card on top of it',
      },
      {
        card: 'Imperial Seal',
        text: 'Search your library for a card, then shuffle your library and put that card on top of it',
      },
    ],
    re: /^search your library for an? (?:(.+?) )?card,? then shuffle your library and put that card on top of it$/i,
    build: (m) => {
      const filter = m[1] === undefined ? { types: ['card' as const] } : parseFilter(`${m[1]} card`);
      return filter ? [{ kind: 'searchLibrary', filter, count: 1, to: 'libraryTop' }] : undefined;
    },
  },
  {
    name: '… blocks this turn if able',
    examples: [
      { card: 'Courtly Provocateur', text: 'Target creature blocks this turn if able' },
      { card: 'Culling Mark', text: 'Target creature blocks this turn if able' },
    ],
    re: /^(.+?) blocks this turn if able$/i,
    build: onRef((what) => ({ kind: 'mustBlock', what, duration: 'endOfTurn' })),
  },
  // "Destroy all creatures you don't control and all planeswalkers you don't control": the verb governs both.
  {
    name: 'destroy/exile all X and all Y',
    examples: [
      {
        card: "In Garruk's Wake",
        text: "Destroy all creatures you don't control and all planeswalkers you don't control",
      },
    ],
    re: /^(destroy|exile) (all .+?) and (all .+)$/i,
    build: (m) => {
      const a = parseRef(m[2]!);
      const b = parseRef(m[3]!);
      const kind = m[1]!.toLowerCase() === 'destroy' ? 'destroy' : 'exile';
      return a && b ? [{ kind, what: a } as Effect, { kind, what: b } as Effect] : undefined;
    },
  },
  // Peel from Reality: "Return target creature you control and target creature you don't control to their owners' hands."
  {
    name: "return target X and target Y to their owners' hands",
    examples: [
      {
        card: 'Aether Tradewinds',
        text: "Return target permanent you control and target permanent you don't control to their owners' hands",
      },
      { card: 'Churning Eddy', text: "Return target creature and target land to their owners' hands" },
    ],
    re: /^return (target .+?) and (target .+?) to their owners' hands$/i,
    build: (m) => {
      const a = parseRef(m[1]!);
      const b = parseRef(m[2]!);
      return a && b
        ? [
            { kind: 'bounce', what: a },
            { kind: 'bounce', what: b },
          ]
        : undefined;
    },
  },
  // Natural Affinity: "All lands become 2/2 creatures until end of turn."
  {
    name: 'all … become N/N creatures until end of turn',
    examples: [
      { card: 'Life', text: 'All lands you control become 1/1 creatures until end of turn' },
      { card: 'Natural Affinity', text: 'All lands become 2/2 creatures until end of turn' },
    ],
    re: /^(all .+?) become (\d+)\/(\d+) creatures until end of turn$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      if (!what || what.ref !== 'each') return undefined;
      return [
        {
          kind: 'becomeCreature',
          what,
          power: Number(m[2]),
          toughness: Number(m[3]),
          colors: [],
          subtypes: [],
          keywords: [],
          duration: 'endOfTurn',
        },
      ];
    },
  },
  {
    name: 'you may shuffle your library',
    examples: [
      { card: 'Omen', text: 'You may shuffle your library' },
      { card: 'Ponder', text: 'You may shuffle your library' },
    ],
    re: /^you may shuffle your library$/i,
    build: () => [{ kind: 'optional', effects: [{ kind: 'shuffle', who: { ref: 'you' } }] }],
  },
  {
    name: '… shuffles their graveyard into their library',
    examples: [
      { card: 'Cranial Archive', text: 'Target player shuffles their graveyard into their library' },
      { card: 'Learn from the Past', text: 'Target player shuffles their graveyard into their library' },
    ],
    re: /^(.+?) shuffles (?:their|your) graveyard into (?:their|your) library$/i,
    build: onRef((who) => ({ kind: 'shuffle', who, graveyard: true })),
  },
  // Beacons: the spell goes into its owner's library instead of the graveyard (CR 608.2n).
  {
    name: "shuffle ~ into its owner's library",
    examples: [
      { card: 'Beacon of Creation', text: "Shuffle ~ into its owner's library" },
      { card: 'Beacon of Destruction', text: "Shuffle ~ into its owner's library" },
    ],
    re: /^shuffle ~ into its owner's library$/i,
    build: () => [{ kind: 'putOnLibrary', what: { ref: 'self' }, position: 'shuffle' }],
  },
  // CR 107.3: a restriction on the mana paid for X.
  {
    name: 'spend only one colour on X',
    examples: [
      { card: 'Atalya, Samite Master', text: 'Spend only white mana on X' },
      { card: 'Consume Spirit', text: 'Spend only black mana on X' },
    ],
    re: /^spend only (white|blue|black|red|green) mana on X$/i,
    build: (m) => [{ kind: 'spendOnlyColorOnX', color: COLOR_WORDS[m[1]!.toLowerCase()]! }],
  },
  {
    name: '… adds one mana of any color',
    examples: [
      { card: 'Fertile Ground', text: 'its controller adds one mana of any color' },
      { card: 'Trace of Abundance', text: 'its controller adds one mana of any color' },
    ],
    re: /^(.+?) (?:adds?) one mana of any colou?r$/i,
    build: (m) => {
      const who = parseRef(m[1]!);
      return who && who.ref === 'itsController'
        ? [{ kind: 'addMana', options: ['{W}', '{U}', '{B}', '{R}', '{G}'], who }]
        : undefined;
    },
  },
  {
    name: '… discards their hand',
    examples: [
      { card: 'Academy at Tolaria West', text: 'discard your hand' },
      { card: 'Apocalypse', text: 'You discard your hand' },
    ],
    re: new RegExp(`^${SUBJ}discards? (?:their|your) hand$`, 'i'),
    build: (m) => {
      const who = player(m[1]);
      return who ? [{ kind: 'discardHand', who }] : undefined;
    },
  },
  // "Target creature loses flying until end of turn." / "Until end of turn, ~ loses defender and gains flying."
  {
    name: 'until end of turn, … loses K and gains K',
    examples: [
      { card: 'Gargoyle Sentinel', text: 'Until end of turn, ~ loses defender and gains flying' },
      { card: 'Manor Gargoyle', text: 'Until end of turn, ~ loses defender and gains flying' },
    ],
    re: /^until end of turn, (.+?) loses (.+?) and gains (.+)$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      const lost = parseKeywordList(m[2]!);
      const gained = parseKeywordList(m[3]!);
      if (!what || !lost || !gained || lost.some((k) => k.of)) return undefined;
      return [
        { kind: 'loseKeyword', what, keywords: lost.map((k) => k.keyword), duration: 'endOfTurn' },
        { kind: 'grantKeyword', what: again(what), ...keywordsOf(gained), duration: 'endOfTurn' },
      ];
    },
  },
  {
    name: '… loses K until end of turn',
    examples: [
      { card: 'Adarkar Windform', text: 'Target creature loses flying until end of turn' },
      { card: 'Barbed Foliage', text: 'it loses flanking until end of turn' },
    ],
    re: /^(.+?) loses (.+?) until end of turn$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      const lost = parseKeywordList(m[2]!);
      if (!what || !lost || lost.some((k) => k.of)) return undefined;
      return [{ kind: 'loseKeyword', what, keywords: lost.map((k) => k.keyword), duration: 'endOfTurn' }];
    },
  },
];
