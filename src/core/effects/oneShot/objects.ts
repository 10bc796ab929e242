/**
 * One-shot templates — Damage, pump, destroy/exile/bounce, tap/untap, life and cards: effects on objects and players.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseRef } from '../refs';
import type { Color, Effect } from '../types';
import { AMOUNT, COLOR_WORDS, parseAmount, parseKeywordList } from '../words';
import { again, all, amt, keywordsOf, player, PT, signed, SUBJ, type Builder } from './helpers';
import { parseClause } from '../oneShot';

export const OBJECTS_TEMPLATES: [RegExp, Builder][] = [
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
];
