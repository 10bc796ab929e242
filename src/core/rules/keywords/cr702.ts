/**
 * The keyword abilities of CR 702 that are abilities in their own right, added for issue 18 (echo,
 * bestow's Aura ability, soulshift, evoke, cumulative upkeep, persist, undying, flanking, fabricate,
 * unearth, fading, vanishing, extort, rampage, battle cry, annihilator, dethrone, scavenge, outlast,
 * evolve, ingest, transmute, modular): each as the rules define it, from the compiler's effect kinds
 * where they exist and the core's own (`internalEffects.ts`) where not. Their intervening "if"s are
 * `triggerGates.ts`'s. Types only besides `echo.ts`: `defs.ts` builds definitions with this.
 */
import type { Filter } from '../../effects/types';
import type { CardDef, KeywordInst, RAbilityDraft, XEffect } from '../defs';
import { echoAbility } from './echo';
import { crewAbility } from './crewAbility';
import { eachInsteadOfTarget } from './overloadText';
import { lateKeywordAbilities } from './cr702late';

export function moreKeywordAbilities(def: CardDef, k: KeywordInst, out: RAbilityDraft[]): void {
  const cost = k.of ?? '';
  switch (k.keyword) {
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
    // CR 702.98a: the choice, asked as the creature spell resolves (exec/unleash.ts). No `keyword`:
    // it is the card's own spell ability, run by every cast of it.
    case 'unleash':
      out.push({ type: 'spell', effects: [{ kind: 'unleash' }] });
      break;
    // CR 702.58a graft N (exec/graft.ts; its "if" is triggerGates.ts's).
    case 'graft':
      out.push({ type: 'static', effects: [{ kind: 'entersWith', counter: '+1/+1', count: Number(cost) || 1 }] });
      out.push({
        type: 'triggered',
        trigger: { on: 'enters', what: { ref: 'each', filter: { types: ['creature'], other: true } } },
        effects: [{ kind: 'graft' }],
        keyword: 'graft',
      });
      break;
    // CR 702.29e: landcycling, "[Cost], Discard this card: Search your library for a [type] card, reveal
    // it, put it into your hand, then shuffle." (`of`: "basic land {1}{B}" or "Forest {2}", words.ts)
    case 'landcycling': {
      const m = /^(.*) ((?:\{[^}]+\})+)$/.exec(cost);
      if (!m) break;
      const search: XEffect[] =
        m[1] === 'basic land'
          ? [{ kind: 'searchBasicLand', count: 1, to: 'hand' }]
          : [{ kind: 'searchLibrary', filter: { types: ['land'], subtypes: [m[1]!] }, count: 1, to: 'hand' }];
      out.push({
        type: 'activated',
        costs: [{ cost: 'mana', mana: m[2]! }, { cost: 'discardSelf' }],
        effects: search,
        zone: 'hand',
        keyword: 'landcycling',
      });
      break;
    }
    // CR 702.49a: "[Cost], Return an unblocked attacker you control to hand: Put this card onto the
    // battlefield from your hand tapped and attacking." (keywords/ninjutsu.ts)
    case 'ninjutsu':
      out.push({
        type: 'activated',
        costs: [{ cost: 'mana', mana: cost }, { cost: 'returnUnblocked' }],
        effects: [{ kind: 'ninjutsu' }],
        zone: 'hand',
        keyword: 'ninjutsu',
      });
      break;
    // CR 702.116a myriad (exec/myriad.ts).
    case 'myriad':
      out.push({ type: 'triggered', trigger: { on: 'attacks', what: { ref: 'self' } }, effects: [{ kind: 'myriad' }] });
      break;
    // CR 702.122a crew N (keywords/crew.ts).
    case 'crew':
      out.push(crewAbility(def, Number(cost) || 0));
      break;
    // CR 702.82a devour N, 702.38a amplify N: the choice, asked as the creature spell resolves
    // (exec/entersWithChoice.ts). No `keyword`: the card's own spell ability, run by every cast of it.
    case 'devour':
    case 'amplify':
      out.push({ type: 'spell', effects: [{ kind: k.keyword, count: Number(cost) || 1 }] });
      break;
    // CR 702.39a: "Whenever this creature attacks, you may have target creature defending player
    // controls untap and block it if able." (an opponent's creature: the defending player in a duel)
    case 'provoke':
      out.push({
        type: 'triggered',
        trigger: { on: 'attacks', what: { ref: 'self' } },
        effects: [
          { kind: 'provoke', what: { ref: 'target', filter: { types: ['creature'], controller: 'opponent' } } },
        ],
      });
      break;
    // CR 702.96a: the overloaded text, "each" for "target" (keywords/overload.ts).
    case 'overload': {
      const spell = def.abilities.find((a) => a.type === 'spell' && !a.keyword);
      if (spell && spell.type === 'spell')
        out.push({ type: 'spell', effects: eachInsteadOfTarget(spell.effects), keyword: 'overload' });
      break;
    }
    default:
      lateKeywordAbilities(k, out);
      break;
  }
}
