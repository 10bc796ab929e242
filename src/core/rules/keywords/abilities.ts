/**
 * Abilities a card has because of a keyword or a type, added to its definition (CR 702, 305.6):
 * the compiler reports "Equip {1}" as a keyword; the core turns it into the activated ability the
 * rules define it to be.
 */
import type { Filter, ObjectType } from '../../effects/types';
import type { CardDef, RAbility, RAbilityDraft } from '../defs';
import { SUPER, T } from '../defs';
import { CR702_ABILITIES } from './cr702';
import { LATE_KEYWORD_ABILITIES } from './cr702late';
import { activated, countOf, manaCost, SELF, triggered, YOU, type KeywordTable } from './drafts';

const BASIC_MANA: Record<string, string> = {
  Plains: '{W}',
  Island: '{U}',
  Swamp: '{B}',
  Mountain: '{R}',
  Forest: '{G}',
};

const tap = { cost: 'tap' } as const;

const KEYWORD_ABILITIES: KeywordTable = {
  // CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
  equip: (cost) => [
    activated(
      cost && cost !== '{0}' ? [manaCost(cost)] : [],
      [{ kind: 'attach', what: { ref: 'target', filter: { types: ['creature'], controller: 'you' } } }],
      { sorcerySpeed: true, keyword: 'equip' },
    ),
  ],
  // CR 702.29a: "[Cost], Discard this card: Draw a card." from the hand.
  cycling: (cost) => [
    activated([manaCost(cost), { cost: 'discardSelf' }], [{ kind: 'draw', who: YOU, count: 1 }], {
      zone: 'hand',
      keyword: 'cycling',
    }),
  ],
  // CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
  prowess: () => [
    triggered({ on: 'cast', spells: { types: ['spell'], notTypes: ['creature'] }, whose: 'you' }, [
      { kind: 'modifyPT', what: SELF, power: 1, toughness: 1, duration: 'endOfTurn' },
    ]),
  ],
  // CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
  exalted: () => [
    triggered({ on: 'attacksAlone', what: { ref: 'each', filter: { types: ['creature'], controller: 'you' } } }, [
      { kind: 'modifyPT', what: { ref: 'it' }, power: 1, toughness: 1, duration: 'endOfTurn' },
    ]),
  ],
  // CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
  bushido: (cost) => {
    const n = countOf(cost, 1);
    return [
      triggered({ on: 'blocksOrBecomesBlocked', what: SELF }, [
        { kind: 'modifyPT', what: SELF, power: n, toughness: n, duration: 'endOfTurn' },
      ]),
    ];
  },
  // CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, …"
  renown: (cost) => [
    triggered({ on: 'dealsDamage', what: SELF, to: 'player', combat: true }, [
      { kind: 'renown', count: countOf(cost, 1) },
    ]),
  ],
  // CR 303.4a: an Aura spell targets what its enchant ability allows; it enters attached to it.
  enchant: (cost) => {
    const filter = enchantFilter(cost);
    return filter ? [{ type: 'spell', effects: [{ kind: 'attach', what: { ref: 'target', filter } }] }] : [];
  },
  // The keyword abilities of CR 702 issue 18 added.
  ...CR702_ABILITIES,
  ...LATE_KEYWORD_ABILITIES,
};

/** The abilities `def`'s keywords and basic land types give it. */
export function keywordAbilities(def: CardDef): RAbilityDraft[] {
  const out: RAbilityDraft[] = [];
  // CR 305.6: a land with a basic land type has "{T}: Add [its mana]" (duals included).
  if (def.types & T.land) {
    for (const sub of def.subtypes) {
      const mana = BASIC_MANA[sub];
      if (mana && !hasManaAbility(def, mana))
        out.push(activated([tap], [{ kind: 'addMana', options: [mana] }], { mana: true }));
    }
  }
  for (const k of def.keywords) {
    const abilities = KEYWORD_ABILITIES[k.keyword];
    if (abilities) out.push(...abilities(k.of ?? '', def));
  }
  return out;
}

const TYPE_WORDS = new Set(['creature', 'land', 'artifact', 'enchantment', 'permanent', 'planeswalker']);
const SUBTYPE_OF: Record<string, ObjectType> = {
  Wall: 'creature',
  Equipment: 'artifact',
  Mountain: 'land',
  Forest: 'land',
  Island: 'land',
  Plains: 'land',
  Swamp: 'land',
};

/** "creature", "creature you control", "artifact or creature", "Wall" → a target filter; null when not understood. */
export function enchantFilter(of: string): Filter | null {
  let text = of.trim();
  const mine = / you control$/.test(text);
  text = text.replace(/ you control$/, '');
  const words = text.split(/ or /);
  if (words.every((w) => TYPE_WORDS.has(w)))
    return { types: words as ObjectType[], ...(mine ? { controller: 'you' as const } : {}) };
  const sub = SUBTYPE_OF[text];
  if (sub) return { types: [sub], subtypes: [text], ...(mine ? { controller: 'you' as const } : {}) };
  return null;
}

function hasManaAbility(def: CardDef, mana: string): boolean {
  return def.abilities.some(
    (a) => a.type === 'activated' && a.effects.some((e) => e.kind === 'addMana' && e.options.includes(mana)),
  );
}

/** CR 605.1a: an activated ability without targets that could add mana is a mana ability. */
export function markManaAbilities(abilities: RAbility[]): void {
  for (const a of abilities) {
    const addsMana =
      a.type !== 'additionalCost' && a.effects.length > 0 && a.effects.every((e) => e.kind === 'addMana');
    if (a.type === 'activated' && a.slots === 0 && addsMana) a.mana = true;
    // CR 605.1b: a triggered mana ability ("whenever enchanted land is tapped for mana, its
    // controller adds {G}") never uses the stack: its mana is added with the land's (manaSources.ts).
    if (a.type === 'triggered' && a.trigger.on === 'tappedForMana' && addsMana) a.mana = true;
  }
}

/** Legendary (CR 704.5j) and basic (deck building) as booleans. */
export const isLegendary = (def: CardDef): boolean => (def.supertypes & SUPER.legendary) !== 0;
