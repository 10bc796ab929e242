/**
 * One-shot templates — turns and what may be played: extra turns, skipped combat, ending the turn, extra land drops, spells that can't be cast, extra draws.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseFilter, parseRef } from '../refs';
import { parseAmount } from '../words';
import { onRef, player, SUBJ, type Template } from './helpers';

export const TURNS_TEMPLATES: Template[] = [
  {
    name: '… takes an extra turn',
    examples: [
      { card: 'Beacon of Tomorrows', text: 'Target player takes an extra turn after this one' },
      { card: 'Time Stretch', text: 'Target player takes two extra turns after this one' },
    ],
    re: /^(.+?) takes (an|two) extra turns? after this one$/i,
    build: (m) => {
      const who = parseRef(m[1]!);
      const two = m[2]!.toLowerCase() === 'two';
      return who && who.ref === 'target' ? [{ kind: 'extraTurn', who, ...(two ? { count: 2 } : {}) }] : undefined;
    },
  },
  {
    name: '… skips their next combat phase',
    examples: [
      { card: 'Blinding Angel', text: 'that player skips their next combat phase' },
      { card: 'Revenant Patriarch', text: 'target player skips their next combat phase' },
    ],
    re: /^(.+?) skips (?:their|your) next combat phase$/i,
    build: onRef((who) => ({ kind: 'skipCombat', who })),
  },
  {
    name: "you can't cast … spells",
    examples: [
      { card: 'Grid Monitor', text: "You can't cast creature spells" },
      { card: 'Hymn of the Wilds', text: "You can't cast instant or sorcery spells" },
    ],
    re: /^(you|your opponents) can't cast (?:(.+?) )?spells( this turn)?$/i,
    build: (m) => {
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
  },
  {
    name: 'end the turn',
    examples: [
      { card: "Day's Undoing", text: 'end the turn' },
      { card: 'Sundial of the Infinite', text: 'End the turn' },
    ],
    re: /^end the turn$/i,
    build: () => [{ kind: 'endTurn' }],
  },
  // Howling Mine family: "that player draws an additional card" (one more than the draw step's).
  {
    name: '… draws an additional card',
    examples: [
      { card: 'Anvil of Bogardan', text: 'that player draws an additional card' },
      { card: 'Avaricious Dragon', text: 'draw an additional card' },
    ],
    re: new RegExp(`^${SUBJ}draws? an additional card$`, 'i'),
    build: (m) => {
      const who = player(m[1]);
      return who ? [{ kind: 'draw', who, count: 1 }] : undefined;
    },
  },
  {
    name: 'play up to N additional lands this turn',
    examples: [{ card: 'Summer Bloom', text: 'You may play up to three additional lands this turn' }],
    re: /^you may play up to (two|three) additional lands this turn$/i,
    build: (m) => [{ kind: 'extraLand', who: 'you', count: parseAmount(m[1]!) as number, duration: 'endOfTurn' }],
  },
  {
    name: 'play an additional land on each of your turns',
    examples: [
      { card: 'Exploration', text: 'You may play an additional land on each of your turns' },
      { card: 'Ghirapur Orrery', text: 'Each player may play an additional land on each of their turns' },
    ],
    re: /^(you|each player) may play an additional land (?:on each of your turns|on each of their turns|during each of their turns)$/i,
    build: (m) => [
      { kind: 'extraLand', who: m[1]!.toLowerCase() === 'you' ? 'you' : 'each', count: 1, duration: 'permanent' },
    ],
  },
];
