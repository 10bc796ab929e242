import { describe, expect, it } from 'vitest';
import { compileOracle } from './parse';
import starter from '../../../resources/starter/starter-pool.json';

const cards = (starter as { data: { name: string; type_line: string; oracle_text?: string }[] }).data;
const tree = (name: string) => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name} in the starter pool`);
  return compileOracle(c.name, c.oracle_text ?? '', c.type_line);
};

// Issue 17, class 1: "Target creature gets +N/+N and gains K" names ONE creature: the keyword goes to
// "it", never to a second target (which would let the spell pump one creature and grant another).
describe('precision: pump and keyword act on the same creature', () => {
  for (const [name, p, t, kw] of [
    ['Fit of Rage', 3, 3, 'first strike'],
    ['Kindled Fury', 1, 0, 'first strike'],
    ['Mighty Leap', 2, 2, 'flying'],
  ] as const) {
    it(name, () => {
      expect(tree(name)).toEqual({
        abilities: [
          {
            type: 'spell',
            effects: [
              {
                kind: 'modifyPT',
                what: { ref: 'target', filter: { types: ['creature'] } },
                power: p,
                toughness: t,
                duration: 'endOfTurn',
              },
              { kind: 'grantKeyword', what: { ref: 'it' }, keywords: [kw], duration: 'endOfTurn' },
            ],
          },
        ],
        unknown: [],
      });
    });
  }
});

// Issue 17, class 6: "attacking or blocking creature" is either; "untapped creature without flying" is both.
describe('precision: state words joined by "or" are alternatives', () => {
  const target = (name: string) => {
    const a = tree(name).abilities.find((x) => x.type === 'spell' || x.type === 'activated')!;
    const e = (a as { effects: { to?: { filter: unknown }; what?: { filter: unknown } }[] }).effects[0]!;
    return (e.to ?? e.what)!.filter;
  };
  for (const name of ['Divine Verdict', 'Crossbow Infantry', 'Devouring Light', 'Arbalest Elite'])
    it(name, () => expect(target(name)).toEqual({ types: ['creature'], stateAny: ['attacking', 'blocking'] }));

  it('Righteousness: a single state stays a requirement', () => {
    expect(target('Righteousness')).toEqual({ types: ['creature'], state: ['blocking'] });
  });
});

// Issue 17, class 2: "from your graveyard" names whose graveyard (the owner, CR 108.3); "a graveyard" does not.
describe('precision: whose graveyard', () => {
  const returned = (name: string) => JSON.stringify(tree(name).abilities);
  for (const name of ['Raise Dead', 'Disentomb', 'Gravedigger'])
    it(name, () => expect(returned(name)).toContain('"zone":"graveyard","owner":"you"'));
});

// Issue 17, class 3: type words side by side are ANDed — an artifact creature is an artifact that is a creature.
describe('precision: "artifact creature" is one object with both types', () => {
  it('Chief of the Foundry', () =>
    expect(JSON.stringify(tree('Chief of the Foundry').abilities)).toContain('"types":["creature"]'));
  for (const name of ['Chief of the Foundry', 'Steel Overseer'])
    it(`${name}: allTypes artifact`, () =>
      expect(JSON.stringify(tree(name).abilities)).toContain('"allTypes":["artifact"]'));
  // "nonland permanent": one permanent that is not a land, never "non-land or permanent".
  it('Disperse: target nonland permanent', () =>
    expect(tree('Disperse').abilities).toEqual([
      {
        type: 'spell',
        effects: [{ kind: 'bounce', what: { ref: 'target', filter: { types: ['permanent'], notTypes: ['land'] } } }],
      },
    ]));
  it('"creature or player" stays an alternative (Lightning Bolt)', () =>
    expect(JSON.stringify(tree('Lightning Bolt').abilities)).toContain('"types":["creature","player","planeswalker"]'));
});

// Issue 17, class 4: subtypes are real ones (CR 205.3; subtypes.ts from every printed card), plurals included.
describe('precision: subtypes', () => {
  for (const [name, sub] of [
    ['Lord of Atlantis', 'Merfolk'],
    ['Goblin King', 'Goblin'],
    ['Krenko, Mob Boss', 'Goblin'],
  ] as const)
    it(`${name}: ${sub}`, () => expect(JSON.stringify(tree(name).abilities)).toContain(`"subtypes":["${sub}"]`));
});
