/**
 * One-shot templates — Compound shapes: conditions, several sentences joined by parse.ts, verbs governing two objects, keyword loss.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseFilter, parseRef } from '../refs';
import type { Effect, Filter } from '../types';
import { AMOUNT, COLOR_WORDS, parseAmount, parseKeywordList } from '../words';
import { again, graveyardFilter, keywordsOf, player, SUBJ, type Builder } from './helpers';
import { parseClause } from '../oneShot';

export const COMPOUND_TEMPLATES: [RegExp, Builder][] = [
  // Spell mastery (ORI): "If there are two or more instant and/or sorcery cards in your graveyard, scry 2."
  // "also" adds to what the spell already did; an "instead" replaces it and is a different shape.
  [
    new RegExp(
      `^if there are (${AMOUNT}) or more (.+?) cards in your graveyard, (?:also )?(?!.*\\binstead$)(.+)$`,
      'i',
    ),
    (m) => {
      const atLeast = parseAmount(m[1]!);
      const filter = graveyardFilter(m[2]!);
      // "those creatures also gain vigilance": "also" only says it adds to what the spell did.
      const inner = parseClause(m[3]!.replace(/^(.+?) also (?=[a-z])/i, '$1 '), 1);
      return typeof atLeast === 'number' && filter && inner
        ? [{ kind: 'conditional', condition: { cond: 'graveyardCount', filter, atLeast }, effects: inner }]
        : undefined;
    },
  ],
  // "If you control a blue creature, draw a card, then discard a card."
  [
    /^if you control (an?|another) (.+?), (?!.*\binstead$)(.+)$/i,
    (m) => {
      const f = parseFilter(m[2]!);
      const inner = parseClause(m[3]!, 1);
      if (!f || !inner) return undefined;
      const filter: Filter = { ...f, controller: 'you', ...(/another/i.test(m[1]!) ? { other: true } : {}) };
      return [{ kind: 'conditional', condition: { cond: 'control', filter }, effects: inner }];
    },
  ],
  // Ring of Evos Isle: "put a +1/+1 counter on equipped creature if it's blue".
  [
    new RegExp(
      `^put (${AMOUNT}) ([+-]\\d+/[+-]\\d+|\\w+) counters? on (.+?) if it's (white|blue|black|red|green)$`,
      'i',
    ),
    (m) => {
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
  ],
  [
    /^(.+?) takes (an|two) extra turns? after this one$/i,
    (m) => {
      const who = parseRef(m[1]!);
      const two = m[2]!.toLowerCase() === 'two';
      return who && who.ref === 'target' ? [{ kind: 'extraTurn', who, ...(two ? { count: 2 } : {}) }] : undefined;
    },
  ],
  // "~ deals X damage to each creature without flying and each player" (Earthquake): the same damage to both.
  [
    new RegExp(`^(.+?) deals (${AMOUNT}) damage to (each .+?) and (each (?:player|opponent|planeswalker))$`, 'i'),
    (m) => {
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
  ],
  [
    /^put an? ((?:basic )?(?:land|creature)) card from your hand onto the battlefield( tapped)?$/i,
    (m) => {
      const filter = parseFilter(`${m[1]} card`);
      return filter
        ? [{ kind: 'putFromHand', filter: { ...filter, zone: 'hand' }, ...(m[2] ? { tapped: true } : {}) }]
        : undefined;
    },
  ],
  // Two sentences joined by parse.ts: "Look at the top N cards of your library. Put M of them into your hand and the rest …"
  [
    new RegExp(
      `^look at the top (${AMOUNT}) cards of your library\\. put (one|two|three) of them into your hand and the (rest into your graveyard|rest on the bottom of your library in any order|other on the bottom of your library|other into your graveyard)$`,
      'i',
    ),
    (m) => {
      const count = parseAmount(m[1]!);
      const take = parseAmount(m[2]!);
      if (count === undefined || typeof take !== 'number') return undefined;
      return [{ kind: 'dig', count, take, rest: /graveyard/i.test(m[3]!) ? 'graveyard' : 'bottom' }];
    },
  ],
  // Enlightened Tutor (two sentences joined by parse.ts): "… and reveal that card. Shuffle your library, then put the card on top of it."
  [
    /^search your library for an? (.+?) card and reveal that card\. shuffle your library, then put the card on top of it$/i,
    (m) => {
      const filter = parseFilter(`${m[1]} card`);
      return filter ? [{ kind: 'searchLibrary', filter, count: 1, to: 'libraryTop' }] : undefined;
    },
  ],
  // Twincast (two sentences joined by parse.ts).
  [
    /^copy (target .+? spell)(\. you may choose new targets for the copy)?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what && what.ref === 'target' && what.filter.types.every((t) => t === 'spell')
        ? [{ kind: 'copySpell', what, newTargets: !!m[2] }]
        : undefined;
    },
  ],
  // Vampiric Tutor: "Search your library for a card, then shuffle your library and put that card on top of it."
  [
    /^search your library for an? (?:(.+?) )?card,? then shuffle your library and put that card on top of it$/i,
    (m) => {
      const filter = m[1] === undefined ? { types: ['card' as const] } : parseFilter(`${m[1]} card`);
      return filter ? [{ kind: 'searchLibrary', filter, count: 1, to: 'libraryTop' }] : undefined;
    },
  ],
  [
    /^(.+?) blocks this turn if able$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'mustBlock', what, duration: 'endOfTurn' }] : undefined;
    },
  ],
  // "Destroy all creatures you don't control and all planeswalkers you don't control": the verb governs both.
  [
    /^(destroy|exile) (all .+?) and (all .+)$/i,
    (m) => {
      const a = parseRef(m[2]!);
      const b = parseRef(m[3]!);
      const kind = m[1]!.toLowerCase() === 'destroy' ? 'destroy' : 'exile';
      return a && b ? [{ kind, what: a } as Effect, { kind, what: b } as Effect] : undefined;
    },
  ],
  // Peel from Reality: "Return target creature you control and target creature you don't control to their owners' hands."
  [
    /^return (target .+?) and (target .+?) to their owners' hands$/i,
    (m) => {
      const a = parseRef(m[1]!);
      const b = parseRef(m[2]!);
      return a && b
        ? [
            { kind: 'bounce', what: a },
            { kind: 'bounce', what: b },
          ]
        : undefined;
    },
  ],
  [
    /^(.+?) skips (?:their|your) next combat phase$/i,
    (m) => {
      const who = parseRef(m[1]!);
      return who ? [{ kind: 'skipCombat', who }] : undefined;
    },
  ],
  [
    /^(you|your opponents) can't cast (?:(.+?) )?spells( this turn)?$/i,
    (m) => {
      const spells = m[2] ? parseFilter(`${m[2]} spell`) : { types: ['spell' as const] };
      return spells
        ? [
            {
              kind: 'cantCast',
              who: m[1]!.toLowerCase() === 'you' ? 'you' : 'opponent',
              spells,
              duration: m[3] ? 'endOfTurn' : 'permanent',
            },
          ]
        : undefined;
    },
  ],
  [/^end the turn$/i, () => [{ kind: 'endTurn' }]],
  // Howling Mine family: "that player draws an additional card" (one more than the draw step's).
  [
    new RegExp(`^${SUBJ}draws? an additional card$`, 'i'),
    (m) => {
      const who = player(m[1]);
      return who ? [{ kind: 'draw', who, count: 1 }] : undefined;
    },
  ],
  // Natural Affinity: "All lands become 2/2 creatures until end of turn."
  [
    /^(all .+?) become (\d+)\/(\d+) creatures until end of turn$/i,
    (m) => {
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
  ],
  [
    /^you may play up to (two|three) additional lands this turn$/i,
    (m) => [{ kind: 'extraLand', who: 'you', count: parseAmount(m[1]!) as number, duration: 'endOfTurn' }],
  ],
  [
    /^(you|each player) may play an additional land (?:on each of your turns|on each of their turns|during each of their turns)$/i,
    (m) => [
      { kind: 'extraLand', who: m[1]!.toLowerCase() === 'you' ? 'you' : 'each', count: 1, duration: 'permanent' },
    ],
  ],
  [
    /^you may shuffle your library$/i,
    () => [{ kind: 'optional', effects: [{ kind: 'shuffle', who: { ref: 'you' } }] }],
  ],
  [
    /^(.+?) shuffles (?:their|your) graveyard into (?:their|your) library$/i,
    (m) => {
      const who = parseRef(m[1]!);
      return who ? [{ kind: 'shuffle', who, graveyard: true }] : undefined;
    },
  ],
  // Beacons: the spell goes into its owner's library instead of the graveyard (CR 608.2n).
  [
    /^shuffle ~ into its owner's library$/i,
    () => [{ kind: 'putOnLibrary', what: { ref: 'self' }, position: 'shuffle' }],
  ],
  // CR 107.3: a restriction on the mana paid for X.
  [
    /^spend only (white|blue|black|red|green) mana on X$/i,
    (m) => [{ kind: 'spendOnlyColorOnX', color: COLOR_WORDS[m[1]!.toLowerCase()]! }],
  ],
  [
    /^(.+?) (?:adds?) one mana of any colou?r$/i,
    (m) => {
      const who = parseRef(m[1]!);
      return who && who.ref === 'itsController'
        ? [{ kind: 'addMana', options: ['{W}', '{U}', '{B}', '{R}', '{G}'], who }]
        : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}discards? (?:their|your) hand$`, 'i'),
    (m) => {
      const who = player(m[1]);
      return who ? [{ kind: 'discardHand', who }] : undefined;
    },
  ],
  // "Target creature loses flying until end of turn." / "Until end of turn, ~ loses defender and gains flying."
  [
    /^until end of turn, (.+?) loses (.+?) and gains (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const lost = parseKeywordList(m[2]!);
      const gained = parseKeywordList(m[3]!);
      if (!what || !lost || !gained || lost.some((k) => k.of)) return undefined;
      return [
        { kind: 'loseKeyword', what, keywords: lost.map((k) => k.keyword), duration: 'endOfTurn' },
        { kind: 'grantKeyword', what: again(what), ...keywordsOf(gained), duration: 'endOfTurn' },
      ];
    },
  ],
  [
    /^(.+?) loses (.+?) until end of turn$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const lost = parseKeywordList(m[2]!);
      if (!what || !lost || lost.some((k) => k.of)) return undefined;
      return [{ kind: 'loseKeyword', what, keywords: lost.map((k) => k.keyword), duration: 'endOfTurn' }];
    },
  ],
];
