/**
 * The keyword abilities of CR 702 that are abilities in their own right, added for issue 18 (echo,
 * bestow's Aura ability, soulshift, evoke, cumulative upkeep, persist, undying, flanking, fabricate,
 * unearth, fading, vanishing, extort, rampage, battle cry, annihilator, dethrone, scavenge, outlast,
 * evolve, ingest, transmute, modular): each as the rules define it, from the compiler's effect kinds
 * where they exist and the core's own (`internalEffects.ts`) where not. Their intervening "if"s are
 * `triggerGates.ts`'s. Types only besides `echo.ts`: `defs.ts` builds definitions with this.
 */
import type { XEffect } from '../defs';
import { echoAbility } from './echo';
import { crewAbility } from './crewAbility';
import { activated, countOf, manaCost, SELF, triggered, YOU, type KeywordAbilities, type KeywordTable } from './drafts';
import { eachInsteadOfTarget } from './overloadText';

const plusOne = { kind: 'counters', what: SELF, counter: '+1/+1', count: 1 } as const;

// CR 702.79a persist, 702.93a undying (the "if" is keywords/triggerGates.ts's).
const returnWithCounter =
  (keyword: 'persist' | 'undying'): KeywordAbilities =>
  () => [
    triggered(
      { on: 'dies', what: SELF },
      [{ kind: 'returnWithCounter', counter: keyword === 'persist' ? '-1/-1' : '+1/+1' }],
      keyword,
    ),
  ];

// CR 702.32a fading N, 702.63a vanishing N: enters with N fade (time) counters; the upkeep
// trigger removes one (exec/upkeepCosts.ts; vanishing's "if" is keywords/triggerGates.ts's).
const fadeCounters =
  (keyword: 'fading' | 'vanishing'): KeywordAbilities =>
  (cost) => [
    {
      type: 'static',
      effects: [{ kind: 'entersWith', counter: keyword === 'fading' ? 'fade' : 'time', count: countOf(cost, 0) }],
    },
    triggered({ on: 'upkeep', whose: 'you' }, [{ kind: keyword }], keyword),
  ];

// CR 702.82a devour N, 702.38a amplify N: the choice, asked as the creature spell resolves
// (exec/entersWithChoice.ts). No `keyword`: the card's own spell ability, run by every cast of it.
const entersWithChoice =
  (keyword: 'devour' | 'amplify'): KeywordAbilities =>
  (cost) => [{ type: 'spell', effects: [{ kind: keyword, count: countOf(cost, 1) }] }];

export const CR702_ABILITIES: KeywordTable = {
  // CR 702.103b: the Aura spell ability a bestowed cast announces (keywords/bestow.ts).
  bestow: () => [
    {
      type: 'spell',
      effects: [{ kind: 'attach', what: { ref: 'target', filter: { types: ['creature'] } } }],
      keyword: 'bestow',
    },
  ],
  // CR 702.46a: "When this permanent is put into a graveyard from the battlefield, you may return
  // target Spirit card with mana value N or less from your graveyard to your hand."
  soulshift: (cost) => [
    triggered(
      { on: 'dies', what: SELF },
      [
        {
          kind: 'optional',
          effects: [
            {
              kind: 'returnFromGraveyard',
              what: {
                ref: 'target',
                filter: {
                  types: ['card'],
                  subtypes: ['Spirit'],
                  zone: 'graveyard',
                  owner: 'you',
                  manaValue: { atMost: countOf(cost, 0) },
                },
              },
              to: 'hand',
            },
          ],
        },
      ],
      'soulshift',
    ),
  ],
  // CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
  evoke: () => [
    triggered({ on: 'enters', what: SELF }, [{ kind: 'sacrifice', who: YOU, what: 'self', count: 1 }], 'evoke'),
  ],
  // CR 702.24a: the cumulative upkeep trigger (exec/upkeepCosts.ts).
  'cumulative upkeep': (cost) => [
    triggered({ on: 'upkeep', whose: 'you' }, [{ kind: 'cumulativeUpkeep', mana: cost }], 'cumulative upkeep'),
  ],
  persist: returnWithCounter('persist'),
  undying: returnWithCounter('undying'),
  // CR 702.25a: "… the blocking creature gets -1/-1 until end of turn" (the blocker is the subject).
  flanking: () => [
    triggered(
      { on: 'becomesBlocked', what: SELF },
      [{ kind: 'modifyPT', what: { ref: 'it' }, power: -1, toughness: -1, duration: 'endOfTurn' }],
      'flanking',
    ),
  ],
  // CR 702.123a: "When this permanent enters, you may put N +1/+1 counters on it …" (exec/fabricate.ts).
  fabricate: (cost) => [triggered({ on: 'enters', what: SELF }, [{ kind: 'fabricate', count: countOf(cost, 1) }])],
  // CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. … Activate only as a sorcery."
  unearth: (cost) => [
    activated([manaCost(cost)], [{ kind: 'unearth' }], { sorcerySpeed: true, zone: 'graveyard', keyword: 'unearth' }),
  ],
  fading: fadeCounters('fading'),
  vanishing: fadeCounters('vanishing'),
  // CR 702.101a: "Whenever you cast a spell, you may pay {W/B} …" (exec/extort.ts).
  extort: () => [triggered({ on: 'cast', spells: { types: [] }, whose: 'you' }, [{ kind: 'extort' }])],
  // CR 702.23a rampage N (exec/rampage.ts; once per combat: keywords/triggerGates.ts).
  rampage: (cost) => [
    triggered({ on: 'becomesBlocked', what: SELF }, [{ kind: 'rampage', count: countOf(cost, 1) }], 'rampage'),
  ],
  // CR 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
  'battle cry': () => [
    triggered({ on: 'attacks', what: SELF }, [
      {
        kind: 'modifyPT',
        what: { ref: 'each', filter: { types: ['creature'], state: ['attacking'], other: true } },
        power: 1,
        toughness: 0,
        duration: 'endOfTurn',
      },
    ]),
  ],
  // CR 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents."
  annihilator: (cost) => [
    triggered({ on: 'attacks', what: SELF }, [
      { kind: 'sacrifice', who: { ref: 'defendingPlayer' }, what: { types: ['permanent'] }, count: countOf(cost, 1) },
    ]),
  ],
  // CR 702.105a: "Whenever this creature attacks the player with the most life or tied for most
  // life, put a +1/+1 counter on this creature." (the "most life" is keywords/triggerGates.ts's)
  dethrone: () => [triggered({ on: 'attacks', what: SELF }, [plusOne], 'dethrone')],
  // CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal
  // to the power of the card you exiled on target creature. Activate only as a sorcery."
  scavenge: (cost, def) => [
    activated(
      [manaCost(cost), { cost: 'exileSelfFromGraveyard' }],
      [{ ...plusOne, what: { ref: 'target', filter: { types: ['creature'] } }, count: def.power ?? 0 }],
      { sorcerySpeed: true, zone: 'graveyard', keyword: 'scavenge' },
    ),
  ],
  // CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
  outlast: (cost) => [
    activated([manaCost(cost), { cost: 'tap' }], [plusOne], { sorcerySpeed: true, keyword: 'outlast' }),
  ],
  // CR 702.100a: "Whenever a creature enters under your control, if that creature has greater power
  // or toughness than this creature, put a +1/+1 counter on this creature." (the "if": triggerGates.ts)
  evolve: () => [
    triggered(
      { on: 'enters', what: { ref: 'each', filter: { types: ['creature'], controller: 'you', other: true } } },
      [plusOne],
      'evolve',
    ),
  ],
  // CR 702.115a: "Whenever this creature deals combat damage to a player, that
  // player exiles the top card of their library." (exec/ingest.ts)
  ingest: () => [triggered({ on: 'dealsDamage', what: SELF, to: 'player', combat: true }, [{ kind: 'ingest' }])],
  // CR 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value
  // as the discarded card, reveal that card, and put it into your hand. Then shuffle. Activate only as a sorcery."
  transmute: (cost, def) => [
    activated(
      [manaCost(cost), { cost: 'discardSelf' }],
      [
        {
          kind: 'searchLibrary',
          filter: { types: ['card'], manaValue: { atLeast: def.mv, atMost: def.mv } },
          count: 1,
          to: 'hand',
        },
      ],
      { sorcerySpeed: true, zone: 'hand', keyword: 'transmute' },
    ),
  ],
  // CR 702.43a modular N: enters with N +1/+1 counters; dying, may move them (exec/modular.ts).
  modular: (cost) => [
    { type: 'static', effects: [{ kind: 'entersWith', counter: '+1/+1', count: countOf(cost, 1) }] },
    triggered({ on: 'dies', what: SELF }, [
      { kind: 'modular', what: { ref: 'target', filter: { types: ['creature'], allTypes: ['artifact'] } } },
    ]),
  ],
  // CR 702.30a: the echo upkeep trigger (keywords/echo.ts).
  echo: (cost) => [echoAbility(cost)],
  // CR 702.98a: the choice, asked as the creature spell resolves (exec/unleash.ts). No `keyword`:
  // it is the card's own spell ability, run by every cast of it.
  unleash: () => [{ type: 'spell', effects: [{ kind: 'unleash' }] }],
  // CR 702.58a graft N (exec/graft.ts; its "if" is triggerGates.ts's).
  graft: (cost) => [
    { type: 'static', effects: [{ kind: 'entersWith', counter: '+1/+1', count: countOf(cost, 1) }] },
    triggered(
      { on: 'enters', what: { ref: 'each', filter: { types: ['creature'], other: true } } },
      [{ kind: 'graft' }],
      'graft',
    ),
  ],
  // CR 702.29e: landcycling, "[Cost], Discard this card: Search your library for a [type] card, reveal
  // it, put it into your hand, then shuffle." (`of`: "basic land {1}{B}" or "Forest {2}", words.ts)
  landcycling: (cost) => {
    const m = /^(.*) ((?:\{[^}]+\})+)$/.exec(cost);
    if (!m) return [];
    const search: XEffect[] =
      m[1] === 'basic land'
        ? [{ kind: 'searchBasicLand', count: 1, to: 'hand' }]
        : [{ kind: 'searchLibrary', filter: { types: ['land'], subtypes: [m[1]!] }, count: 1, to: 'hand' }];
    return [activated([manaCost(m[2]!), { cost: 'discardSelf' }], search, { zone: 'hand', keyword: 'landcycling' })];
  },
  // CR 702.49a: "[Cost], Return an unblocked attacker you control to hand: Put this card onto the
  // battlefield from your hand tapped and attacking." (keywords/ninjutsu.ts)
  ninjutsu: (cost) => [
    activated([manaCost(cost), { cost: 'returnUnblocked' }], [{ kind: 'ninjutsu' }], {
      zone: 'hand',
      keyword: 'ninjutsu',
    }),
  ],
  // CR 702.116a myriad (exec/myriad.ts).
  myriad: () => [triggered({ on: 'attacks', what: SELF }, [{ kind: 'myriad' }])],
  // CR 702.122a crew N (keywords/crew.ts).
  crew: (cost, def) => [crewAbility(def, countOf(cost, 0))],
  devour: entersWithChoice('devour'),
  amplify: entersWithChoice('amplify'),
  // CR 702.39a: "Whenever this creature attacks, you may have target creature defending player
  // controls untap and block it if able." (an opponent's creature: the defending player in a duel)
  provoke: () => [
    triggered({ on: 'attacks', what: SELF }, [
      { kind: 'provoke', what: { ref: 'target', filter: { types: ['creature'], controller: 'opponent' } } },
    ]),
  ],
  // CR 702.96a: the overloaded text, "each" for "target" (keywords/overload.ts).
  overload: (_, def) => {
    const spell = def.abilities.find((a) => a.type === 'spell' && !a.keyword);
    return spell && spell.type === 'spell'
      ? [{ type: 'spell', effects: eachInsteadOfTarget(spell.effects), keyword: 'overload' }]
      : [];
  },
};
