/**
 * One-shot templates — mana: adding mana of given or any colours, by you or another player.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseRef } from '../refs';
import { parseAmount } from '../words';
import type { Template } from './helpers';

export const MANA_TEMPLATES: Template[] = [
  {
    name: '… adds {M}',
    examples: [
      { card: 'Bubbling Muck', text: 'that player adds {B}' },
      { card: 'Chaos Moon', text: 'that player adds {R}' },
    ],
    re: /^(.+?) adds? ((?:\{[WUBRGC0-9]\})+)$/i,
    build: (m) => {
      const who = parseRef(m[1]!);
      return who && who.ref === 'itsController'
        ? [{ kind: 'addMana', options: [m[2]!.toUpperCase()], who }]
        : undefined;
    },
  },
  {
    name: 'add N mana of any one color',
    examples: [
      { card: 'Astrolabe', text: 'Add two mana of any one color' },
      { card: 'Black Lotus', text: 'Add three mana of any one color' },
    ],
    re: /^add (one|two|three|four|five) mana of any one colou?r$/i,
    build: (m) => {
      const n = parseAmount(m[1]!);
      if (typeof n !== 'number') return undefined;
      return [{ kind: 'addMana', options: ['W', 'U', 'B', 'R', 'G'].map((c) => `{${c}}`.repeat(n)) }];
    },
  },
  // CR 106: mana. "Add {G}.", "Add {R} or {G}.", "Add one mana of any color."
  {
    name: 'add {M} (or {M})',
    examples: [
      { card: 'Abandoned Outpost', text: 'Add {W}' },
      { card: 'Abzan Banner', text: 'Add {W}, {B}, or {G}' },
    ],
    re: /^add ((?:\{[WUBRGC0-9]\})+(?:(?:,| or|, or) (?:\{[WUBRGC0-9]\})+)*)$/i,
    build: (m) => {
      const options = m[1]!.split(/,? or |, /).map((s) => s.toUpperCase());
      return [{ kind: 'addMana', options }];
    },
  },
  {
    name: 'add one mana of any color',
    examples: [
      { card: 'Abandoned Outpost', text: 'Add one mana of any color' },
      { card: 'Aether Hub', text: 'Add one mana of any color' },
    ],
    re: /^add one mana of any colou?r$/i,
    build: () => [{ kind: 'addMana', options: ['{W}', '{U}', '{B}', '{R}', '{G}'] }],
  },
];
