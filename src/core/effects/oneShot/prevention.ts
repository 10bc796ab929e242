/**
 * One-shot templates — preventing damage: the next N to something, the next from a chosen source, all combat damage.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseRef } from '../refs';
import { AMOUNT, COLOR_WORDS, parseAmount } from '../words';
import { onBoth, type Template } from './helpers';

export const PREVENTION_TEMPLATES: Template[] = [
  {
    name: 'prevent the next damage from a source of your choice',
    examples: [
      {
        card: 'Bone Mask',
        text: 'The next time a source of your choice would deal damage to you this turn, prevent that damage',
      },
      {
        card: 'Cho-Arrim Alchemist',
        text: 'The next time a source of your choice would deal damage to you this turn, prevent that damage',
      },
    ],
    re: /^the next time an? (?:(white|blue|black|red|green) )?source of your choice would deal damage to you this turn, prevent that damage$/i,
    build: (m) => [{ kind: 'preventNextFromSource', ...(m[1] ? { color: COLOR_WORDS[m[1].toLowerCase()]! } : {}) }],
  },
  {
    name: 'prevent the next N damage to …',
    examples: [
      { card: 'Abuna Acolyte', text: 'Prevent the next 1 damage that would be dealt to any target this turn' },
      { card: "Acolyte's Reward", text: 'Prevent the next X damage that would be dealt to target creature this turn' },
    ],
    re: new RegExp(`^prevent the next (${AMOUNT}) damage that would be dealt to (.+?) this turn$`, 'i'),
    build: onBoth(
      (m) => [parseAmount(m[1]!), parseRef(m[2]!)],
      (amount, to) => ({ kind: 'preventDamage', to, amount }),
    ),
  },
  {
    name: 'prevent all combat damage this turn',
    examples: [
      { card: 'Angelsong', text: 'Prevent all combat damage that would be dealt this turn' },
      { card: 'Angus Mackenzie', text: 'Prevent all combat damage that would be dealt this turn' },
    ],
    re: /^prevent all combat damage that would be dealt this turn$/i,
    build: () => [{ kind: 'preventAllCombatDamage' }],
  },
];
