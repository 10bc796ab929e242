/**
 * The reference interpreter (plain Magic meanings) runs compiled real cards on a small table:
 * the effect trees mean what the printed text says. Written like a rules question, after XMage.
 */
import { describe, expect, it } from 'vitest';
import { compileCard, variantCanRun, type Ability, type Effect } from '../../src/core/effects';
import {
  REFERENCE_INTERPRETER,
  cleanup,
  powerOf,
  resolveEffects,
  toughnessOf,
  type RefContext,
  type RefPermanent,
  type RefTable,
} from '../support/effectsReference';
import { realCard } from './effects-allsets';

const P1 = 0;
const P2 = 1;

function creature(
  id: string,
  controller: number,
  power: number,
  toughness: number,
  extra: Partial<RefPermanent> = {},
): RefPermanent {
  return {
    id,
    name: id,
    owner: controller,
    controller,
    types: ['creature'],
    subtypes: [],
    colors: [],
    power,
    toughness,
    damage: 0,
    tapped: false,
    counters: {},
    keywords: [],
    eot: { power: 0, toughness: 0, keywords: [] },
    restrictions: [],
    regenerationShields: 0,
    ...extra,
  };
}

function table(battlefield: RefPermanent[] = []): RefTable {
  const player = () => ({
    life: 20,
    hand: [],
    library: ['Forest', 'Island', 'Shock', 'Forest'],
    graveyard: [],
    exile: [],
    prevent: 0,
  });
  return {
    players: [player(), player()],
    battlefield,
    stack: [],
    manaPool: [],
    extraTurns: 0,
    delayed: [],
    log: [],
    nextId: 1,
  };
}

/** The effects of a real card's first ability of the given type. */
function effectsOf(name: string, type: Ability['type']): Effect[] {
  const ability = compileCard(realCard(name)).abilities.find((a) => a.type === type);
  if (!ability || !('effects' in ability)) throw new Error(`${name} has no ${type} ability`);
  return ability.effects;
}

const cast = (t: RefTable, name: string, ctx: Partial<RefContext> = {}) =>
  resolveEffects(t, effectsOf(name, 'spell'), { controller: P1, targets: [], ...ctx });

describe('reference interpreter: real cards do what they say', () => {
  it('Lightning Bolt deals 3 damage to a Grizzly Bears-sized creature (it dies) or to a player', () => {
    const t = table([creature('bears', P2, 2, 2)]);
    expect(cast(t, 'Lightning Bolt', { targets: [{ permanent: 'bears' }] }).battlefield).toEqual([]);
    expect(cast(t, 'Lightning Bolt', { targets: [{ player: P2 }] }).players[P2]!.life).toBe(17);
  });

  it('Giant Growth makes a 2/2 a 5/5 until end of turn, and it survives a Lightning Bolt', () => {
    let t = table([creature('bears', P1, 2, 2)]);
    t = cast(t, 'Giant Growth', { targets: [{ permanent: 'bears' }] });
    expect(powerOf(t.battlefield[0]!)).toBe(5);
    t = cast(t, 'Lightning Bolt', { controller: P2, targets: [{ permanent: 'bears' }] });
    expect(t.battlefield).toHaveLength(1);
    t = cleanup(t);
    expect(toughnessOf(t.battlefield[0]!)).toBe(2);
  });

  it('Doom Blade destroys a creature; Nekrataal’s destroy cannot be regenerated', () => {
    const shielded = creature('skeleton', P2, 1, 1, { regenerationShields: 1 });
    expect(cast(table([shielded]), 'Doom Blade', { targets: [{ permanent: 'skeleton' }] }).battlefield).toHaveLength(1);
    const etb = effectsOf('Nekrataal', 'triggered');
    const after = resolveEffects(table([shielded]), etb, { controller: P1, targets: [{ permanent: 'skeleton' }] });
    expect(after.battlefield).toEqual([]);
    expect(after.players[P2]!.graveyard).toEqual(['skeleton']);
  });

  it('Divination draws two; Sign in Blood makes its target draw two and lose 2 life', () => {
    expect(cast(table(), 'Divination').players[P1]!.hand).toEqual(['Forest', 'Island']);
    const t = cast(table(), 'Sign in Blood', { targets: [{ player: P2 }] });
    expect(t.players[P2]!.hand).toHaveLength(2);
    expect(t.players[P2]!.life).toBe(18);
    expect(t.players[P1]!.life).toBe(20);
  });

  it('Pyroclasm deals 2 to each creature: the 2/2s die, a 3/3 lives', () => {
    const t = cast(table([creature('a', P1, 2, 2), creature('b', P2, 2, 2), creature('c', P2, 3, 3)]), 'Pyroclasm');
    expect(t.battlefield.map((p) => p.id)).toEqual(['c']);
  });

  it('Raise the Alarm creates two 1/1 white Soldiers', () => {
    const t = cast(table(), 'Raise the Alarm');
    expect(t.battlefield.map((p) => [p.name, p.power, p.toughness, p.colors])).toEqual([
      ['Soldier token', 1, 1, ['W']],
      ['Soldier token', 1, 1, ['W']],
    ]);
  });

  it('Prey Upon: my 3/3 fights their 2/2', () => {
    const t = cast(table([creature('mine', P1, 3, 3), creature('theirs', P2, 2, 2)]), 'Prey Upon', {
      targets: [{ permanent: 'mine' }, { permanent: 'theirs' }],
    });
    expect(t.battlefield.map((p) => [p.id, p.damage])).toEqual([['mine', 2]]);
  });

  it('Rampant Growth puts a basic land onto the battlefield tapped', () => {
    const t = cast(table(), 'Rampant Growth');
    expect(t.battlefield.map((p) => [p.name, p.tapped])).toEqual([['Forest', true]]);
    expect(t.players[P1]!.library).toEqual(['Island', 'Shock', 'Forest']);
  });

  it('Mana Leak counters unless its controller pays {3}', () => {
    const withSpell: RefTable = {
      ...table(),
      stack: [{ id: 's1', name: 'Shock', controller: P2, types: ['instant'] }],
    };
    expect(cast(withSpell, 'Mana Leak', { targets: [{ spell: 's1' }] }).players[P2]!.graveyard).toEqual(['Shock']);
    expect(cast(withSpell, 'Mana Leak', { targets: [{ spell: 's1' }], answers: [true] }).stack).toHaveLength(1);
  });

  it('Llanowar Elves taps for {G}', () => {
    const ability = compileCard(realCard('Llanowar Elves')).abilities[0]!;
    expect(ability.type).toBe('activated');
    const t = resolveEffects(table(), 'effects' in ability ? ability.effects : [], { controller: P1, targets: [] });
    expect(t.manaPool).toEqual(['{G}']);
  });

  it('Sever Soul destroys a 2/4 and gains 4 life: its last known toughness (CR 608.2h)', () => {
    const t = cast(table([creature('wall', P2, 2, 4)]), 'Sever Soul', { targets: [{ permanent: 'wall' }] });
    expect(t.battlefield).toEqual([]);
    expect(t.players[P1]!.life).toBe(24);
  });

  it('Karplusan Yeti and a 2/2 deal damage equal to their power to each other', () => {
    const yeti = creature('yeti', P1, 3, 3);
    const t = resolveEffects(table([yeti, creature('bears', P2, 2, 2)]), effectsOf('Karplusan Yeti', 'activated'), {
      controller: P1,
      source: 'yeti',
      targets: [{ permanent: 'bears' }],
    });
    expect(t.battlefield.map((p) => [p.id, p.damage])).toEqual([['yeti', 2]]);
  });

  it('Ancestral Memories: two of the top seven into the hand, the rest into the graveyard', () => {
    const t = cast(table(), 'Ancestral Memories');
    expect(t.players[P1]!.hand).toEqual(['Forest', 'Island']);
    expect(t.players[P1]!.graveyard).toEqual(['Shock', 'Forest']);
    expect(t.players[P1]!.library).toEqual([]);
  });

  it("Wit's End: target player discards their whole hand", () => {
    const t = table();
    t.players[P2]!.hand = ['Shock', 'Forest', 'Island'];
    expect(cast(t, "Wit's End", { targets: [{ player: P2 }] }).players[P2]!.graveyard).toEqual([
      'Shock',
      'Forest',
      'Island',
    ]);
  });

  it('a variant that declines a kind cannot run the cards that use it (bots will not cast them)', () => {
    expect(variantCanRun(REFERENCE_INTERPRETER, compileCard(realCard('Lightning Bolt')))).toBe(true);
    // The reference table does not model cost changes (the kind is declared 'unsupported').
    expect(variantCanRun(REFERENCE_INTERPRETER, compileCard(realCard('Emerald Medallion')))).toBe(false);
    // Nor any card with text not understood.
    expect(variantCanRun(REFERENCE_INTERPRETER, compileCard(realCard('Electrolyze')))).toBe(false);
    // A granted ability's effects count too: the table does not model granted abilities.
    expect(variantCanRun(REFERENCE_INTERPRETER, compileCard(realCard('Trollhide')))).toBe(false);
  });
});
