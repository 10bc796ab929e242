/**
 * 002 Creatures: "You may attack a player adjacent to you with one or more creatures" — how many
 * attacks (option `attacks`) and which groups of attackers (any group, however many creatures).
 */
import { describe, expect, it } from 'vitest';
import { pubMagic } from './variant';
import { table } from './testkit';

describe('002: how many attacks a turn (option attacks)', () => {
  it('default each-neighbour: each adjacent player once a turn, the same creatures again (nothing taps)', () => {
    const g = table(3).on(0, 'Grizzly Bears').build();
    const bears = g.id(0, 'Grizzly Bears');
    // Seat 1's neighbours round a table of three: seat 3 (left) and seat 2 (right).
    expect(g.legal(0).filter((a) => a.kind === 'attack')).toEqual([
      { kind: 'attack', target: 2, attackers: [bears] },
      { kind: 'attack', target: 1, attackers: [bears] },
    ]);
    g.act(0, { kind: 'attack', target: 1, attackers: [bears] });
    expect(g.legal(0).filter((a) => a.kind === 'attack')).toEqual([{ kind: 'attack', target: 2, attackers: [bears] }]);
    g.act(0, { kind: 'attack', target: 2, attackers: [bears] });
    expect(g.legal(0).some((a) => a.kind === 'attack')).toBe(false);
    g.act(0, { kind: 'endTurn' });
    expect(g.state.attackedSeats).toEqual([]);
  });

  it('one: one attack a turn, against either neighbour', () => {
    const g = table(3).on(0, 'Grizzly Bears').build();
    g.state.config = { ...g.state.config, attacks: 'one' };
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.legal(0).some((a) => a.kind === 'attack')).toBe(false);
  });

  it('parseConfig takes the option, each-neighbour by default, and refuses anything else', () => {
    expect(pubMagic.parseConfig({}).attacks).toBe('each-neighbour');
    expect(pubMagic.parseConfig({ attacks: 'one' }).attacks).toBe('one');
    expect(() => pubMagic.parseConfig({ attacks: 'twice' })).toThrow(/attacks/);
  });
});

describe('002: any group of creatures may attack', () => {
  it('up to three able creatures: every group is one action', () => {
    const g = table(2).on(0, 'Grizzly Bears', 'Hill Giant', 'Serra Angel').build();
    expect(g.legal(0).filter((a) => a.kind === 'attack')).toHaveLength(7);
    expect(g.legal(0).some((a) => a.kind === 'declare')).toBe(false);
  });

  it('six able creatures: "all of them" at once, or any group chosen creature by creature', () => {
    const g = table(2)
      .on(0, 'Grizzly Bears', 'Hill Giant', 'Serra Angel', 'Grizzly Bears', 'Hill Giant', 'Serra Angel')
      .on(1, 'Forest')
      .build();
    const six = g.state.tables[0]!.slice();
    expect(g.legal(0).filter((a) => a.kind === 'attack' || a.kind === 'declare')).toEqual([
      { kind: 'attack', target: 1, attackers: six },
      { kind: 'declare', target: 1 },
    ]);
    g.act(0, { kind: 'declare', target: 1 });
    expect(g.state.phase).toBe('declare');
    // Nobody chosen yet: the attack cannot go yet; every creature may join.
    expect(g.legal(0)).toEqual(six.map((card) => ({ kind: 'addAttacker', card })));
    g.act(0, { kind: 'addAttacker', card: six[1]! });
    g.act(0, { kind: 'addAttacker', card: six[4]! });
    expect(g.legal(0)).toContainEqual({ kind: 'attack', target: 1, attackers: [six[1], six[4]] });
    expect(g.legal(0).filter((a) => a.kind === 'addAttacker')).toHaveLength(4);
    g.act(0, { kind: 'attack', target: 1, attackers: [six[1]!, six[4]!] });
    expect(g.state.lastFight).toMatchObject({ attacker: 0, defender: 1, won: true });
    expect(g.state.declaring).toBeNull();
  });

  it('every one of the 63 groups of six creatures can be declared, creature by creature', () => {
    for (let mask = 1; mask < 64; mask++) {
      const g = table(2)
        .on(0, 'Grizzly Bears', 'Hill Giant', 'Serra Angel', 'Grizzly Bears', 'Hill Giant', 'Serra Angel')
        .build();
      const group = g.state.tables[0]!.filter((_, i) => mask & (1 << i));
      g.act(0, { kind: 'declare', target: 1 });
      for (const card of group) g.act(0, { kind: 'addAttacker', card });
      g.act(0, { kind: 'attack', target: 1, attackers: group });
      expect(g.events.find((e) => e.type === 'attack')).toMatchObject({ attackers: group });
    }
  });
});
