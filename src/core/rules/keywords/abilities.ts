/**
 * Abilities a card has because of a keyword or a type, added to its definition (CR 702, 305.6):
 * the compiler reports "Equip {1}" as a keyword; the core turns it into the activated ability the
 * rules define it to be.
 */
import type { Filter, ObjectType } from '../../effects/types';
import type { CardDef, RAbility, RAbilityDraft } from '../defs';
import { SUPER, T } from '../defs';
import { echoAbility } from './echo';

const BASIC_MANA: Record<string, string> = {
  Plains: '{W}',
  Island: '{U}',
  Swamp: '{B}',
  Mountain: '{R}',
  Forest: '{G}',
};

const tap = { cost: 'tap' } as const;

/** The abilities `def`'s keywords and basic land types give it. */
export function keywordAbilities(def: CardDef): RAbilityDraft[] {
  const out: RAbilityDraft[] = [];
  // CR 305.6: a land with a basic land type has "{T}: Add [its mana]" (duals included).
  if (def.types & T.land) {
    for (const sub of def.subtypes) {
      const mana = BASIC_MANA[sub];
      if (mana && !hasManaAbility(def, mana))
        out.push({ type: 'activated', costs: [tap], effects: [{ kind: 'addMana', options: [mana] }], mana: true });
    }
  }
  for (const k of def.keywords) {
    const cost = k.of ?? '';
    switch (k.keyword) {
      // CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
      case 'equip':
        out.push({
          type: 'activated',
          costs: cost && cost !== '{0}' ? [{ cost: 'mana', mana: cost }] : [],
          effects: [{ kind: 'attach', what: { ref: 'target', filter: { types: ['creature'], controller: 'you' } } }],
          sorcerySpeed: true,
          keyword: 'equip',
        });
        break;
      // CR 702.29a: "[Cost], Discard this card: Draw a card." from the hand.
      case 'cycling':
        out.push({
          type: 'activated',
          costs: [{ cost: 'mana', mana: cost }, { cost: 'discardSelf' }],
          effects: [{ kind: 'draw', who: { ref: 'you' }, count: 1 }],
          zone: 'hand',
          keyword: 'cycling',
        });
        break;
      // CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
      case 'prowess':
        out.push({
          type: 'triggered',
          trigger: { on: 'cast', spells: { types: ['spell'], notTypes: ['creature'] }, whose: 'you' },
          effects: [{ kind: 'modifyPT', what: { ref: 'self' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
        });
        break;
      // CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
      case 'exalted':
        out.push({
          type: 'triggered',
          trigger: { on: 'attacksAlone', what: { ref: 'each', filter: { types: ['creature'], controller: 'you' } } },
          effects: [{ kind: 'modifyPT', what: { ref: 'it' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
        });
        break;
      // CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
      case 'bushido': {
        const n = Number(cost) || 1;
        out.push({
          type: 'triggered',
          trigger: { on: 'blocksOrBecomesBlocked', what: { ref: 'self' } },
          effects: [{ kind: 'modifyPT', what: { ref: 'self' }, power: n, toughness: n, duration: 'endOfTurn' }],
        });
        break;
      }
      // CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, …"
      case 'renown':
        out.push({
          type: 'triggered',
          trigger: { on: 'dealsDamage', what: { ref: 'self' }, to: 'player', combat: true },
          effects: [{ kind: 'renown', count: Number(cost) || 1 }],
        });
        break;
      // CR 702.103b: the Aura spell ability a bestowed cast announces (keywords/bestow.ts).
      case 'bestow':
        out.push({
          type: 'spell',
          effects: [{ kind: 'attach', what: { ref: 'target', filter: { types: ['creature'] } } }],
          keyword: 'bestow',
        });
        break;
      // CR 702.46a: "When this permanent is put into a graveyard from the battlefield, you may return
      // target Spirit card with mana value N or less from your graveyard to your hand."
      case 'soulshift': {
        const filter: Filter = { types: ['card'], subtypes: ['Spirit'], zone: 'graveyard', owner: 'you' };
        out.push({
          type: 'triggered',
          trigger: { on: 'dies', what: { ref: 'self' } },
          effects: [
            {
              kind: 'optional',
              effects: [
                {
                  kind: 'returnFromGraveyard',
                  what: { ref: 'target', filter: { ...filter, manaValue: { atMost: Number(cost) || 0 } } },
                  to: 'hand',
                },
              ],
            },
          ],
          keyword: 'soulshift',
        });
        break;
      }
      // CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
      case 'evoke':
        out.push({
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [{ kind: 'sacrifice', who: { ref: 'you' }, what: 'self', count: 1 }],
          keyword: 'evoke',
        });
        break;
      // CR 702.24a: the cumulative upkeep trigger (exec/upkeepCosts.ts).
      case 'cumulative upkeep':
        out.push({
          type: 'triggered',
          trigger: { on: 'upkeep', whose: 'you' },
          effects: [{ kind: 'cumulativeUpkeep', mana: cost }],
          keyword: 'cumulative upkeep',
        });
        break;
      // CR 702.79a persist, 702.93a undying (the "if" is keywords/triggerGates.ts's).
      case 'persist':
      case 'undying':
        out.push({
          type: 'triggered',
          trigger: { on: 'dies', what: { ref: 'self' } },
          effects: [{ kind: 'returnWithCounter', counter: k.keyword === 'persist' ? '-1/-1' : '+1/+1' }],
          keyword: k.keyword,
        });
        break;
      // CR 702.25a: "… the blocking creature gets -1/-1 until end of turn" (the blocker is the subject).
      case 'flanking':
        out.push({
          type: 'triggered',
          trigger: { on: 'becomesBlocked', what: { ref: 'self' } },
          effects: [{ kind: 'modifyPT', what: { ref: 'it' }, power: -1, toughness: -1, duration: 'endOfTurn' }],
          keyword: 'flanking',
        });
        break;
      // CR 702.123a: "When this permanent enters, you may put N +1/+1 counters on it …" (exec/fabricate.ts).
      case 'fabricate':
        out.push({
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [{ kind: 'fabricate', count: Number(cost) || 1 }],
        });
        break;
      // CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. … Activate only as a sorcery."
      case 'unearth':
        out.push({
          type: 'activated',
          costs: [{ cost: 'mana', mana: cost }],
          effects: [{ kind: 'unearth' }],
          sorcerySpeed: true,
          zone: 'graveyard',
          keyword: 'unearth',
        });
        break;
      // CR 702.32a fading N, 702.63a vanishing N: enters with N fade (time) counters; the upkeep
      // trigger removes one (exec/upkeepCosts.ts; vanishing's "if" is keywords/triggerGates.ts's).
      case 'fading':
      case 'vanishing': {
        const counter = k.keyword === 'fading' ? 'fade' : 'time';
        out.push({ type: 'static', effects: [{ kind: 'entersWith', counter, count: Number(cost) || 0 }] });
        out.push({
          type: 'triggered',
          trigger: { on: 'upkeep', whose: 'you' },
          effects: [{ kind: k.keyword }],
          keyword: k.keyword,
        });
        break;
      }
      // CR 702.101a: "Whenever you cast a spell, you may pay {W/B} …" (exec/extort.ts).
      case 'extort':
        out.push({
          type: 'triggered',
          trigger: { on: 'cast', spells: { types: [] }, whose: 'you' },
          effects: [{ kind: 'extort' }],
        });
        break;
      // CR 702.23a rampage N (exec/rampage.ts; once per combat: keywords/triggerGates.ts).
      case 'rampage':
        out.push({
          type: 'triggered',
          trigger: { on: 'becomesBlocked', what: { ref: 'self' } },
          effects: [{ kind: 'rampage', count: Number(cost) || 1 }],
          keyword: 'rampage',
        });
        break;
      // CR 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
      case 'battle cry':
        out.push({
          type: 'triggered',
          trigger: { on: 'attacks', what: { ref: 'self' } },
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'each', filter: { types: ['creature'], state: ['attacking'], other: true } },
              power: 1,
              toughness: 0,
              duration: 'endOfTurn',
            },
          ],
        });
        break;
      // CR 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents."
      case 'annihilator':
        out.push({
          type: 'triggered',
          trigger: { on: 'attacks', what: { ref: 'self' } },
          effects: [
            {
              kind: 'sacrifice',
              who: { ref: 'defendingPlayer' },
              what: { types: ['permanent'] },
              count: Number(cost) || 1,
            },
          ],
        });
        break;
      // CR 702.105a: "Whenever this creature attacks the player with the most life or tied for most
      // life, put a +1/+1 counter on this creature." (the "most life" is keywords/triggerGates.ts's)
      case 'dethrone':
        out.push({
          type: 'triggered',
          trigger: { on: 'attacks', what: { ref: 'self' } },
          effects: [{ kind: 'counters', what: { ref: 'self' }, counter: '+1/+1', count: 1 }],
          keyword: 'dethrone',
        });
        break;
      // CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal
      // to the power of the card you exiled on target creature. Activate only as a sorcery."
      case 'scavenge':
        out.push({
          type: 'activated',
          costs: [{ cost: 'mana', mana: cost }, { cost: 'exileSelfFromGraveyard' }],
          effects: [
            {
              kind: 'counters',
              what: { ref: 'target', filter: { types: ['creature'] } },
              counter: '+1/+1',
              count: def.power ?? 0,
            },
          ],
          sorcerySpeed: true,
          zone: 'graveyard',
          keyword: 'scavenge',
        });
        break;
      // CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
      case 'outlast':
        out.push({
          type: 'activated',
          costs: [{ cost: 'mana', mana: cost }, { cost: 'tap' }],
          effects: [{ kind: 'counters', what: { ref: 'self' }, counter: '+1/+1', count: 1 }],
          sorcerySpeed: true,
          keyword: 'outlast',
        });
        break;
      // CR 702.100a: "Whenever a creature enters under your control, if that creature has greater power
      // or toughness than this creature, put a +1/+1 counter on this creature." (the "if": triggerGates.ts)
      case 'evolve':
        out.push({
          type: 'triggered',
          trigger: {
            on: 'enters',
            what: { ref: 'each', filter: { types: ['creature'], controller: 'you', other: true } },
          },
          effects: [{ kind: 'counters', what: { ref: 'self' }, counter: '+1/+1', count: 1 }],
          keyword: 'evolve',
        });
        break;
      // CR 702.115a: "Whenever this creature deals combat damage to a player, that
      // player exiles the top card of their library." (exec/ingest.ts)
      case 'ingest':
        out.push({
          type: 'triggered',
          trigger: { on: 'dealsDamage', what: { ref: 'self' }, to: 'player', combat: true },
          effects: [{ kind: 'ingest' }],
        });
        break;
      // CR 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value
      // as the discarded card, reveal that card, and put it into your hand. Then shuffle. Activate only as a sorcery."
      case 'transmute':
        out.push({
          type: 'activated',
          costs: [{ cost: 'mana', mana: cost }, { cost: 'discardSelf' }],
          effects: [
            {
              kind: 'searchLibrary',
              filter: { types: ['card'], manaValue: { atLeast: def.mv, atMost: def.mv } },
              count: 1,
              to: 'hand',
            },
          ],
          sorcerySpeed: true,
          zone: 'hand',
          keyword: 'transmute',
        });
        break;
      // CR 702.43a modular N: enters with N +1/+1 counters; dying, may move them (exec/modular.ts).
      case 'modular':
        out.push({ type: 'static', effects: [{ kind: 'entersWith', counter: '+1/+1', count: Number(cost) || 1 }] });
        out.push({
          type: 'triggered',
          trigger: { on: 'dies', what: { ref: 'self' } },
          effects: [
            { kind: 'modular', what: { ref: 'target', filter: { types: ['creature'], allTypes: ['artifact'] } } },
          ],
        });
        break;
      // CR 702.30a: the echo upkeep trigger (keywords/echo.ts).
      case 'echo':
        out.push(echoAbility(cost));
        break;
      // CR 303.4a: an Aura spell targets what its enchant ability allows; it enters attached to it.
      case 'enchant': {
        const filter = enchantFilter(cost);
        if (filter) out.push({ type: 'spell', effects: [{ kind: 'attach', what: { ref: 'target', filter } }] });
        break;
      }
      default:
        break;
    }
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
