/**
 * Templates for one-shot effects (spells, and the effect part of triggered and activated abilities).
 * Each template is a whole-clause regex plus a builder; a builder returns undefined when a part it
 * captured (a target, a filter) is not understood, so nothing unknown is silently dropped.
 */
import { parseFilter, parseRef } from './refs';
import type { Amount, Color, Effect, Filter, Keyword, Ref } from './types';
import { AMOUNT, COLOR_WORDS, parseAmount, parseKeyword, parseKeywordList, parseManaString } from './words';

/**
 * The same object named a second time in one sentence ("Target creature gets +3/+0 and gains first
 * strike"): one target, so the second part acts on "it" — a reused target reference would be a
 * second target. "Each creature …" names the same set again and stays as it is.
 */
function again(what: Ref): Ref {
  return what.ref === 'target' || what.ref === 'choose' ? { ref: 'it' } : what;
}

type Builder = (m: RegExpExecArray) => Effect[] | undefined;

const PT = '([+-](?:\\d+|x))/([+-](?:\\d+|x))';

function signed(s: string): Amount {
  const v = s.replace('+', '');
  if (/x/i.test(v)) return 'X';
  return Number(v);
}

/** A player subject; missing means "you" (imperative: "Draw a card."). */
function player(s: string | undefined): Ref | undefined {
  if (!s) return { ref: 'you' };
  return parseRef(s);
}

function amt(s: string | undefined, fallback: Amount = 1): Amount | undefined {
  if (s === undefined) return fallback;
  return parseAmount(s);
}

function all(...xs: unknown[]): boolean {
  return xs.every((x) => x !== undefined);
}

function keywordsOf(list: { keyword: Keyword; of?: string }[]): { keywords: Keyword[]; of?: string } {
  const withOf = list.find((k) => k.of);
  return { keywords: list.map((k) => k.keyword), ...(withOf ? { of: withOf.of } : {}) };
}

function token(
  countWord: string,
  p: string,
  t: string,
  colorWords: string,
  typeWords: string,
  kw: string | undefined,
  tapped: boolean,
): Effect[] | undefined {
  const count = parseAmount(countWord);
  if (count === undefined) return undefined;
  const colors: Color[] = [];
  if (colorWords.toLowerCase() !== 'colorless') {
    for (const c of colorWords.split(/\s*(?:,|and)\s*/)) {
      if (!c) continue;
      const col = COLOR_WORDS[c.toLowerCase()];
      if (!col) return undefined;
      colors.push(col);
    }
  }
  const words = typeWords.trim().split(/\s+/);
  const artifact = words[words.length - 1]?.toLowerCase() === 'artifact';
  if (artifact) words.pop();
  if (!words.every((w) => /^[A-Z][a-z'-]+$/.test(w))) return undefined;
  const keywords = kw ? parseKeywordList(kw) : [];
  if (!keywords) return undefined;
  return [
    {
      kind: 'createToken',
      count,
      power: Number(p),
      toughness: Number(t),
      colors,
      subtypes: words,
      keywords: keywords.map((k) => k.keyword),
      ...(artifact ? { artifact } : {}),
      ...(tapped ? { tapped } : {}),
    },
  ];
}

const SUBJ = '(?:(.+?) )?';

/** Effects with one amount that "for each …" multiplies. */
const SCALABLE = new Set<Effect['kind']>([
  'addMana',
  'draw',
  'gainLife',
  'loseLife',
  'damage',
  'createToken',
  'counters',
  'modifyPT',
  'mill',
  'discard',
]);

/** "instant and/or sorcery cards in your graveyard" -> a graveyard filter. */
function graveyardFilter(text: string): Filter | undefined {
  const f = parseFilter(`${text.replace(/ and\/or /gi, ' or ')} card`);
  return f ? { ...f, zone: 'graveyard', owner: 'you' } : undefined;
}

export const ONE_SHOT_TEMPLATES: [RegExp, Builder][] = [
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
  // "~ deals 2 damage to any target and 3 damage to you."
  [
    new RegExp(`^(.+?) deals? (${AMOUNT}) damage to (.+?) and (${AMOUNT}) damage to (.+)$`, 'i'),
    (m) => {
      const from = parseRef(m[1]!);
      if ([m[3], m[5]].some((x) => /^itself$/i.test(x!)) && from?.ref !== 'self') return undefined;
      const a = parseAmount(m[2]!);
      const to = parseRef(m[3]!);
      const b = parseAmount(m[4]!);
      const to2 = parseRef(m[5]!);
      if (!all(from, a, to, b, to2)) return undefined;
      return [
        { kind: 'damage', amount: a!, to: to!, from: from! },
        { kind: 'damage', amount: b!, to: to2!, from: from! },
      ];
    },
  ],
  [
    /^put (.+?) on (top|the bottom) of (?:its|their) owners?'s? librar(?:y|ies)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'putOnLibrary', what, position: /top/i.test(m[2]!) ? 'top' : 'bottom' }] : undefined;
    },
  ],
  [
    /^look at (.+?)'s? hand$/i,
    (m) => {
      const who = parseRef(m[1]!);
      return who ? [{ kind: 'lookAtHand', who }] : undefined;
    },
  ],
  [
    new RegExp(`^look at the top (${AMOUNT}) cards of your library,? then put them back in any order$`, 'i'),
    (m) => {
      const count = parseAmount(m[1]!);
      return count === undefined ? undefined : [{ kind: 'arrangeTop', count }];
    },
  ],
  [
    /^return ~ from your graveyard to (your hand|the battlefield)( tapped)?$/i,
    (m) => [
      {
        kind: 'returnFromGraveyard',
        what: { ref: 'self' },
        to: /hand/i.test(m[1]!) ? 'hand' : 'battlefield',
        ...(m[2] ? { tapped: true } : {}),
      },
    ],
  ],
  [
    /^(.+) at end of combat$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner ? [{ kind: 'delayed', at: 'endOfCombat', effects: inner }] : undefined;
    },
  ],
  [
    /^the next time an? (?:(white|blue|black|red|green) )?source of your choice would deal damage to you this turn, prevent that damage$/i,
    (m) => [{ kind: 'preventNextFromSource', ...(m[1] ? { color: COLOR_WORDS[m[1].toLowerCase()]! } : {}) }],
  ],
  [
    /^(.+?) adds? ((?:\{[WUBRGC0-9]\})+)$/i,
    (m) => {
      const who = parseRef(m[1]!);
      return who && who.ref === 'itsController'
        ? [{ kind: 'addMana', options: [m[2]!.toUpperCase()], who }]
        : undefined;
    },
  ],
  [
    /^tap or untap (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what
        ? [{ kind: 'modal', choose: 1, modes: [[{ kind: 'tap', what }], [{ kind: 'untap', what }]] }]
        : undefined;
    },
  ],
  [
    /^add (one|two|three|four|five) mana of any one colou?r$/i,
    (m) => {
      const n = parseAmount(m[1]!);
      if (typeof n !== 'number') return undefined;
      return [{ kind: 'addMana', options: ['W', 'U', 'B', 'R', 'G'].map((c) => `{${c}}`.repeat(n)) }];
    },
  ],
  [
    /^(.+?) attacks(?: you)? this turn if able$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'mustAttack', what, duration: 'endOfTurn' }] : undefined;
    },
  ],
  [
    /^(.+?) unless (you|its controller|that player) (.+)$/i,
    (m) => {
      if (/^pays? \{/i.test(m[3]!)) return undefined;
      const effects = parseClause(m[1]!, 1);
      const who = player(m[2]!.toLowerCase() === 'you' ? undefined : m[2]);
      // The alternative is an order to the same player: "you discard a card" -> "discard a card".
      const instead = parseClause(m[2]!.toLowerCase() === 'you' ? m[3]! : `${m[2]} ${m[3]}`, 1);
      return effects && who && instead ? [{ kind: 'unless', who, instead, effects }] : undefined;
    },
  ],
  [
    // Case-sensitive on purpose: capitalised words are the subtypes, lower-case ones colours and types.
    /^(.+?) becomes an? (\d+)\/(\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))*)((?:[A-Z][\w'-]* )*)(artifact )?creature(?: with (.+?))? until end of turn$/,
    (m) => {
      const what = parseRef(m[1]!);
      const colors: Color[] = [];
      for (const c of (m[4] ?? '').split(/\s*(?:,|and)\s*|\s+/).filter(Boolean)) {
        if (c.toLowerCase() === 'colorless') continue;
        const col = COLOR_WORDS[c.toLowerCase()];
        if (!col) return undefined;
        colors.push(col);
      }
      const subtypes = (m[5] ?? '').trim().split(/\s+/).filter(Boolean);
      const kws = m[7] ? parseKeywordList(m[7]) : [];
      if (!what || !kws) return undefined;
      return [
        {
          kind: 'becomeCreature',
          what,
          power: Number(m[2]),
          toughness: Number(m[3]),
          colors,
          subtypes,
          keywords: kws.map((k) => k.keyword),
          ...(m[6] ? { artifact: true } : {}),
          duration: 'endOfTurn',
        },
      ];
    },
  ],
  [/^take an extra turn after this one$/i, () => [{ kind: 'extraTurn' }]],
  [
    /^(.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'s? next untap steps?$|^(~) doesn't untap during your next untap step$/i,
    (m) => {
      const what = parseRef(m[1] ?? m[2]!);
      return what ? [{ kind: 'restrict', what, cannot: ['untap'], duration: 'nextUntap' }] : undefined;
    },
  ],
  // CR 120: damage. "~ deals 3 damage to any target", "it deals X damage to each creature".
  [
    new RegExp(`^(.+?) deals? (${AMOUNT}) damage to (.+)$`, 'i'),
    (m) => {
      const from = parseRef(m[1]!);
      const amount = parseAmount(m[2]!);
      // "itself" is the source only when the source is the card; "each creature deals damage to itself" is not
      // damage to each creature from each creature, and the tree has no per-object self.
      if (/^itself$/i.test(m[3]!) && from?.ref !== 'self') return undefined;
      const to = parseRef(m[3]!);
      return all(from, amount, to) ? [{ kind: 'damage', amount: amount!, to: to!, from: from! }] : undefined;
    },
  ],
  // "Target creature gets +3/+3 until end of turn." and "... and gains trample until end of turn."
  [
    new RegExp(`^(.+?) gets? ${PT}(?: and gains? (.+?))? until end of turn$`, 'i'),
    (m) => {
      const what = parseRef(m[1]!);
      if (!what) return undefined;
      const out: Effect[] = [
        { kind: 'modifyPT', what, power: signed(m[2]!), toughness: signed(m[3]!), duration: 'endOfTurn' },
      ];
      if (m[4]) {
        const kws = parseKeywordList(m[4]);
        if (!kws) return undefined;
        out.push({ kind: 'grantKeyword', what: again(what), ...keywordsOf(kws), duration: 'endOfTurn' });
      }
      return out;
    },
  ],
  [
    /^(.+?) gains? (.+?) until end of turn$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const kws = parseKeywordList(m[2]!);
      return what && kws ? [{ kind: 'grantKeyword', what, ...keywordsOf(kws), duration: 'endOfTurn' }] : undefined;
    },
  ],
  [
    /^(.+?) can't (attack|block|attack or block) this turn$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const cannot = m[2]!.toLowerCase() === 'attack or block' ? ['attack', 'block'] : [m[2]!.toLowerCase()];
      return what
        ? [{ kind: 'restrict', what, cannot: cannot as ('attack' | 'block')[], duration: 'endOfTurn' }]
        : undefined;
    },
  ],
  [
    /^(.+?) can't be blocked this turn$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'restrict', what, cannot: ['beBlocked'], duration: 'endOfTurn' }] : undefined;
    },
  ],
  [
    /^destroy (.+?)(?:\. (?:it|they) can't be regenerated)?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'destroy', what }] : undefined;
    },
  ],
  [
    /^exile (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'exile', what }] : undefined;
    },
  ],
  [
    /^return (.+?) to (?:its|their) owners?'s? hands?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'bounce', what }] : undefined;
    },
  ],
  [
    /^return (.+?) (?:from your graveyard )?to (your hand|the battlefield(?: under your control)?)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      if (!what || what.ref !== 'target' || what.filter.zone !== 'graveyard') {
        if (!/from your graveyard/i.test(m[0]!) || !what || what.ref !== 'target') return undefined;
        what.filter.zone = 'graveyard';
        what.filter.owner = 'you';
      }
      return [{ kind: 'returnFromGraveyard', what, to: m[2]!.toLowerCase() === 'your hand' ? 'hand' : 'battlefield' }];
    },
  ],
  [
    /^(tap|untap) (.+)$/i,
    (m) => {
      const what = parseRef(m[2]!);
      return what ? [{ kind: m[1]!.toLowerCase() === 'tap' ? 'tap' : 'untap', what }] : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}draws? (${AMOUNT}) cards?$`, 'i'),
    (m) => {
      const who = player(m[1]);
      const count = amt(m[2]);
      return all(who, count) ? [{ kind: 'draw', who: who!, count: count! }] : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}discards? (${AMOUNT}) cards?( at random)?$`, 'i'),
    (m) => {
      const who = player(m[1]);
      const count = amt(m[2]);
      if (!all(who, count)) return undefined;
      return [{ kind: 'discard', who: who!, count: count!, ...(m[3] ? { random: true } : {}) }];
    },
  ],
  [
    new RegExp(`^${SUBJ}(gains?|loses?) (${AMOUNT}) life$`, 'i'),
    (m) => {
      const who = player(m[1]);
      const amount = amt(m[3]);
      if (!all(who, amount)) return undefined;
      return [{ kind: /^g/i.test(m[2]!) ? 'gainLife' : 'loseLife', who: who!, amount: amount! }];
    },
  ],
  // CR 122: counters. "Put a +1/+1 counter on target creature."
  [
    new RegExp(`^put (${AMOUNT}) ([+-]\\d+/[+-]\\d+|\\w+) counters? on (.+)$`, 'i'),
    (m) => {
      const count = parseAmount(m[1]!);
      const what = parseRef(m[3]!);
      return all(count, what)
        ? [{ kind: 'counters', what: what!, counter: m[2]!.toLowerCase(), count: count! }]
        : undefined;
    },
  ],
  // CR 111: tokens. "Create two 1/1 white Soldier creature tokens with flying."
  [
    new RegExp(
      `^create (${AMOUNT}) (?:(tapped) )?(\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) ((?:[A-Z][\\w'-]* )+)(?:artifact )?creature tokens?(?: with (.+))?$`,
      'i',
    ),
    (m) => token(m[1]!, m[3]!, m[4]!, m[5]!, m[6]!, m[7], !!m[2]),
  ],
  [
    new RegExp(
      `^put (${AMOUNT}) (\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) ((?:[A-Z][\\w'-]* )+)(?:artifact )?creature tokens?(?: with (.+?))? onto the battlefield( tapped)?$`,
      'i',
    ),
    (m) => token(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6], !!m[7]),
  ],
  // CR 701.12: fight.
  [
    /^(.+?) fights (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const other = parseRef(m[2]!);
      return all(what, other) ? [{ kind: 'fight', what: what!, other: other! }] : undefined;
    },
  ],
  // Tutors for anything else: "Search your library for a creature card, reveal it, and put it into your hand."
  [
    new RegExp(
      `^search your library for (up to )?(${AMOUNT})(?: (.+?))? cards?(?:,? (?:and )?reveal (?:it|them|those cards|that card))?,? (?:and )?put (?:it|them|that card|those cards) (into your hand|onto the battlefield|on top of your library)( tapped)?(?:,? (?:and |then )?shuffle your library)?$`,
      'i',
    ),
    (m) => {
      const count = parseAmount(m[2]!);
      if (count === undefined || /^basic land$/i.test(m[3] ?? '')) return undefined;
      const filter = m[3] === undefined ? { types: ['card' as const] } : parseFilter(`${m[3]} card`);
      if (!filter) return undefined;
      const to = /hand/i.test(m[4]!) ? 'hand' : /battlefield/i.test(m[4]!) ? 'battlefield' : 'libraryTop';
      return [
        {
          kind: 'searchLibrary',
          filter,
          count,
          to,
          ...(m[5] ? { tapped: true } : {}),
          ...(m[1] ? { upTo: true } : {}),
        },
      ];
    },
  ],
  [
    /^put (.+?) onto the battlefield under your control$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what && what.ref === 'target' && what.filter.zone === 'graveyard'
        ? [{ kind: 'returnFromGraveyard', what, to: 'battlefield' }]
        : undefined;
    },
  ],
  // Search for basic lands: the Rampant Growth / Civic Wayfinder family.
  [
    new RegExp(
      `^search your library for (up to )?(${AMOUNT}) basic land cards?(?:, reveal (?:it|them|those cards|that card))?,? (?:and )?put (?:it|them|that card|those cards) (into your hand|onto the battlefield)( tapped)?(?:,? (?:and |then )?shuffle your library)?$`,
      'i',
    ),
    (m) => {
      const count = parseAmount(m[2]!);
      if (count === undefined) return undefined;
      return [
        {
          kind: 'searchBasicLand',
          count,
          to: /hand/i.test(m[3]!) ? 'hand' : 'battlefield',
          ...(m[4] ? { tapped: true } : {}),
          ...(m[1] ? { upTo: true } : {}),
        },
      ];
    },
  ],
  [
    /^counter (.+?)(?: unless its controller pays (\{[^ ]+\}))?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      if (!what || what.ref !== 'target' || !what.filter.types.every((t) => t === 'spell')) return undefined;
      const mana = m[2] ? parseManaString(m[2]) : undefined;
      if (m[2] && !mana) return undefined;
      return [
        {
          kind: 'counterSpell',
          what,
          ...(mana ? { condition: { cond: 'unlessPays', mana, who: 'itsController' } as const } : {}),
        },
      ];
    },
  ],
  // CR 106: mana. "Add {G}.", "Add {R} or {G}.", "Add one mana of any color."
  [
    /^add ((?:\{[WUBRGC0-9]\})+(?:(?:,| or|, or) (?:\{[WUBRGC0-9]\})+)*)$/i,
    (m) => {
      const options = m[1]!.split(/,? or |, /).map((s) => s.toUpperCase());
      return [{ kind: 'addMana', options }];
    },
  ],
  [/^add one mana of any colou?r$/i, () => [{ kind: 'addMana', options: ['{W}', '{U}', '{B}', '{R}', '{G}'] }]],
  [
    /^regenerate (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'regenerate', what }] : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}sacrifices? (~|it|(${AMOUNT}) (.+))$`, 'i'),
    (m) => {
      const who = player(m[1]);
      if (!who) return undefined;
      if (m[2] === '~' || m[2]!.toLowerCase() === 'it') return [{ kind: 'sacrifice', who, what: 'self', count: 1 }];
      const count = parseAmount(m[3]!);
      const filter = parseFilter(m[4]!);
      return all(count, filter) ? [{ kind: 'sacrifice', who, what: filter!, count: count! }] : undefined;
    },
  ],
  // 2017 wording of mill (CR 701.13).
  [
    new RegExp(
      `^${SUBJ}puts? the top (${AMOUNT} )?cards? of (?:their|your) library into (?:their|your) graveyard$`,
      'i',
    ),
    (m) => {
      const who = player(m[1]);
      const count = amt(m[2]?.trim());
      return all(who, count) ? [{ kind: 'mill', who: who!, count: count! }] : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}mills? (${AMOUNT}) cards?$`, 'i'),
    (m) => {
      const who = player(m[1]);
      const count = amt(m[2]);
      return all(who, count) ? [{ kind: 'mill', who: who!, count: count! }] : undefined;
    },
  ],
  [
    new RegExp(`^prevent the next (${AMOUNT}) damage that would be dealt to (.+?) this turn$`, 'i'),
    (m) => {
      const amount = parseAmount(m[1]!);
      const to = parseRef(m[2]!);
      return all(amount, to) ? [{ kind: 'preventDamage', to: to!, amount: amount! }] : undefined;
    },
  ],
  [
    /^gain control of (.+?)( until end of turn)?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'gainControl', what, duration: m[2] ? 'endOfTurn' : 'permanent' }] : undefined;
    },
  ],
  [/^prevent all combat damage that would be dealt this turn$/i, () => [{ kind: 'preventAllCombatDamage' }]],
  [/^~ can't be countered(?: by spells or abilities)?$/i, () => [{ kind: 'uncounterable' }]],
  [
    /^(.+) at the beginning of the next (turn's upkeep|end step)$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner
        ? [{ kind: 'delayed', at: /upkeep/i.test(m[2]!) ? 'nextUpkeep' : 'nextEndStep', effects: inner }]
        : undefined;
    },
  ],
  [
    /^(.+?) unless (you|its controller|that player|they) pays? ((?:\{[0-9WUBRGCX]\})+)$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      const payer = player(m[2]!.toLowerCase() === 'they' ? 'it' : m[2]);
      return inner && payer ? [{ kind: 'unlessPaid', payer, mana: m[3]!.toUpperCase(), effects: inner }] : undefined;
    },
  ],
  // CR 702.32: "If ~ was kicked, …" (an "instead" replacement is not this simple shape).
  [
    /^if ~ was kicked, (?!.*\binstead$)(.+)$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner ? [{ kind: 'conditional', condition: { cond: 'kicked' }, effects: inner }] : undefined;
    },
  ],
  [
    new RegExp(`^scry (${AMOUNT})$`, 'i'),
    (m) => {
      const count = parseAmount(m[1]!);
      return count === undefined ? undefined : [{ kind: 'scry', count }];
    },
  ],
];

/** Keyword-granting words alone, e.g. for "gains flying" checks elsewhere. */
export { parseKeyword };

/**
 * One clause -> effects. Tries every template on the whole clause, then "you may …",
 * then splits at ", then" / " and " / ", and" into two clauses that must each be understood.
 */
export function parseClause(clause: string, depth = 0): Effect[] | undefined {
  const key = `${depth}|${clause}`;
  if (failed.has(key)) return undefined;
  const r = parseClauseUncached(clause, depth);
  if (!r) {
    if (failed.size > 200_000) failed.clear();
    failed.add(key);
  }
  return r;
}

/** "… equal to the number of Mountains you control" / "… equal to its power": the amount is X, defined after. */
const EQUAL_TO: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(.+?) deals damage to (.+?) equal to (.+)$/i, (m) => `${m[1]} deals X damage to ${m[2]}`],
  [/^(.+?) deals damage equal to (.+?) to (.+)$/i, (m) => `${m[1]} deals X damage to ${m[3]}`],
  [/^(?:(.+?) )?(gains?|loses?) life equal to (.+)$/i, (m) => `${m[1] ? `${m[1]} ` : ''}${m[2]} X life`],
  [/^(?:(.+?) )?(draws?) cards equal to (.+)$/i, (m) => `${m[1] ? `${m[1]} ` : ''}${m[2]} X cards`],
];

function equalTo(c: string, depth: number): Effect[] | undefined {
  if (/\bX\b/.test(c)) return undefined;
  for (const [re, rewrite] of EQUAL_TO) {
    const m = re.exec(c);
    if (!m) continue;
    const quantity = m[m.length - 1]!;
    // The damage template's quantity is the third group of the first form, the second of the second.
    const q = re === EQUAL_TO[1]![0] ? m[2]! : quantity;
    const inner = parseClause(rewrite(m), depth + 1);
    if (!inner) return undefined;
    const count = /^the number of (.+)$/i.exec(q);
    if (count) {
      const f = parseFilter(count[1]!);
      return f ? [{ kind: 'defineX', count: f, effects: inner }] : undefined;
    }
    // Not "that creature's": after "Target player sacrifices a creature, then gains life equal to that creature's
    // toughness" the tree's one "it" could not tell the sacrificed creature from the player.
    const pt = /^(its|~'s) (power|toughness)$/i.exec(q);
    if (pt) {
      // "~ deals damage equal to its power": "its" is the subject's own.
      const self = /^~/.test(pt[1]!) || (re !== EQUAL_TO[2]![0] && re !== EQUAL_TO[3]![0] && m[1] === '~');
      const of: Ref = self ? { ref: 'self' } : { ref: 'it' };
      return [{ kind: 'defineXAs', quantity: pt[2]!.toLowerCase() as 'power' | 'toughness', of, effects: inner }];
    }
    return undefined;
  }
  return undefined;
}

/** Clauses already known not to parse: splitting tries many sub-clauses, most of them fail again and again. */
const failed = new Set<string>();

/** A third-person verb with no subject is never an order to "you" ("… and loses 2 life"). */
const THIRD_PERSON = /^(?:draws|loses|gains|discards|sacrifices|puts|mills|reveals|shuffles)\b/i;

function parseClauseUncached(clause: string, depth: number): Effect[] | undefined {
  // "… and you create a 2/2 black Zombie creature token": "you" + an order is the order.
  const c = clause
    .trim()
    .replace(/^then /i, '')
    .replace(/^you (create|put|search|exile|destroy|return|tap|untap|scry)\b/i, '$1')
    // "White creatures you control also gain first strike": "also" only adds to what came before.
    .replace(/^(.+?) also (gains?|gets?|deals?|loses?)\b/i, '$1 $2');
  if (!c || THIRD_PERSON.test(c)) return undefined;
  for (const [re, build] of ONE_SHOT_TEMPLATES) {
    const m = re.exec(c);
    if (m) {
      const r = build(m);
      if (r) return r;
    }
  }
  // "… for each creature you control" / "…, where X is the number of Swamps you control"
  // Only a clause whose one amount the "for each" scales: "draw a card for each …", not
  // "… unless its controller pays {1} for each …" (there the payment is what grows).
  const forEach = /^(.+?[^}]) for each (.+)$/i.exec(c) ?? /^(add \{[WUBRGC]\}) for each (.+)$/i.exec(c);
  if (forEach) {
    const per = parseFilter(forEach[2]!);
    const inner = per && parseClause(forEach[1]!, depth + 1);
    if (per && inner && inner.length === 1 && SCALABLE.has(inner[0]!.kind))
      return [{ kind: 'forEach', per, effects: inner }];
  }
  const equal = equalTo(c, depth);
  if (equal) return equal;
  // "…, where X is Wall of Limbs's power" / "where X is its power".
  const wherePT = /^(.+?),? where X is (~'s|its) (power|toughness)$/i.exec(c);
  if (wherePT) {
    const inner = parseClause(wherePT[1]!, depth + 1);
    const of: Ref = /^~/.test(wherePT[2]!) ? { ref: 'self' } : { ref: 'it' };
    const quantity = wherePT[3]!.toLowerCase() as 'power' | 'toughness';
    if (inner) return [{ kind: 'defineXAs', quantity, of, effects: inner }];
  }
  const whereX = /^(.+?),? where X is the number of (.+)$/i.exec(c);
  if (whereX) {
    const count = parseFilter(whereX[2]!);
    const inner = count && parseClause(whereX[1]!, depth + 1);
    if (count && inner) return [{ kind: 'defineX', count, effects: inner }];
  }
  // "You may have target creature get -2/-2 until end of turn": the controller chooses whether the other does it.
  const mayHave = /^you may have (.+?) (lose|gain|draw|discard|get|deal|become|put|sacrifice|fight)\b(.*)$/i.exec(c);
  if (mayHave) {
    const verb = mayHave[2]!.toLowerCase();
    const inner = parseClause(`${mayHave[1]} ${verb}s${mayHave[3]}`, depth + 1);
    return inner ? [{ kind: 'optional', effects: inner }] : undefined;
  }
  const may = /^you may (.+)$/i.exec(c);
  if (may) {
    const inner = parseClause(may[1]!, depth + 1);
    return inner ? [{ kind: 'optional', effects: inner }] : undefined;
  }
  if (depth > 3) return undefined;
  const splitter = /,? then |, and | and |, /gi;
  for (let m = splitter.exec(c); m; m = splitter.exec(c)) {
    const left = parseClause(c.slice(0, m.index), depth + 1);
    if (!left) continue;
    // "Target player draws two cards and loses 2 life": a third-person verb with no subject
    // continues the left clause's subject ("that player"), it is not an order to "you".
    let rightText = c.slice(m.index + m[0].length);
    if (THIRD_PERSON.test(rightText)) rightText = `that player ${rightText}`;
    const right = parseClause(rightText, depth + 1);
    if (right) return [...left, ...right];
  }
  return undefined;
}
