/**
 * 004: damage persists; at the end of the turn a controller may pay life equal to a creature's damage
 * to heal it and any opponent may pay the same to stop it; 004 Regeneration leaves a creature at 1
 * toughness and heals it 1 a turn; 004 Mulligan Rules, the Paris mulligan.
 */
import { describe, expect, it } from 'vitest';
import { card } from '../../rules/scenarios/cards';
import { attackWith, blockedAttack, closeWindow, damageOn, dice, forceRolls, options } from './testkit';
import { combatWithDice } from '.';

/** Hill Giant (seat 0) takes 2 and Grizzly Bears (seat 1) 1 in one combat. */
function bruised() {
  const t = blockedAttack('Hill Giant', 'Grizzly Bears', 8, 15);
  closeWindow(t);
  closeWindow(t);
  expect([damageOn(t, 'Hill Giant'), damageOn(t, 'Grizzly Bears')]).toEqual([2, 1]);
  return t.passTo('cleanup');
}

describe('004: "creatures that have taken damage do not heal automatically at the end of the turn"', () => {
  it('the controller pays life to heal; an opponent pays the same to stop it; the damage stays', () => {
    const t = bruised();
    expect(t.s.pending).toMatchObject({ d: 'yesNo', seat: 0, prompt: 'Pay 2 life to heal Hill Giant?' });
    t.act({ t: 'yes' });
    expect(t.s.pending).toMatchObject({ d: 'yesNo', seat: 1, prompt: 'Pay 2 life to stop Hill Giant from healing?' });
    t.act({ t: 'yes' });
    expect([t.life(0), t.life(1), damageOn(t, 'Hill Giant')]).toEqual([18, 18, 2]);
    // Then the defender's Bears: healed when nobody stops it.
    expect(t.s.pending).toMatchObject({ d: 'yesNo', seat: 1, prompt: 'Pay 1 life to heal Grizzly Bears?' });
    t.act({ t: 'yes' }).act({ t: 'no' });
    expect([t.life(0), t.life(1), damageOn(t, 'Grizzly Bears')]).toEqual([18, 17, 0]);
    t.passTo('upkeep');
    expect(t.s.turn).toBe(3);
    expect(damageOn(t, 'Hill Giant')).toBe(2);
  });

  it('not paying keeps the damage into the next turn', () => {
    const t = bruised();
    t.act({ t: 'no' }).act({ t: 'no' });
    t.passTo('upkeep');
    expect([damageOn(t, 'Hill Giant'), damageOn(t, 'Grizzly Bears')]).toEqual([2, 1]);
  });

  it('option healing = per-point: pay any part of it', () => {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    options(t, { healing: 'per-point' });
    forceRolls(t, 8, 15);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    closeWindow(t);
    closeWindow(t);
    t.passTo('cleanup');
    expect(t.s.pending).toMatchObject({ d: 'x', seat: 0, max: 2 });
    t.act({ t: 'x', n: 1 }).act({ t: 'no' });
    expect([t.life(0), damageOn(t, 'Hill Giant')]).toEqual([19, 1]);
  });
});

describe('004 Regeneration', () => {
  it('paying the cost on lethal damage leaves it at 1 toughness; it heals 1 a turn after', () => {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Horned Troll', 'Forest').start();
    forceRolls(t, 15, 2);
    attackWith(t, ['Hill Giant'], [['Horned Troll', 'Hill Giant']]);
    closeWindow(t);
    expect(t.s.pending).toMatchObject({ d: 'yesNo', seat: 1 });
    t.act({ t: 'yes' });
    expect(t.has('Horned Troll')).toBe(true);
    expect(damageOn(t, 'Horned Troll')).toBe(1);
    expect(t.obj('Forest').tapped).toBe(true);
    closeWindow(t); // its counter strike: 2 + 2 − 3, a miss
    t.passTo('cleanup');
    expect(damageOn(t, 'Horned Troll')).toBe(0);
  });

  it('declined, the damage is lethal', () => {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Horned Troll', 'Forest').start();
    forceRolls(t, 15);
    attackWith(t, ['Hill Giant'], [['Horned Troll', 'Hill Giant']]);
    closeWindow(t);
    t.act({ t: 'no' });
    expect(t.has('Horned Troll', 'graveyard')).toBe(true);
  });
});

describe('004 Mulligan Rules: the Paris mulligan', () => {
  const deck = Array.from({ length: 60 }, (_, i) => card(i % 3 ? 'Forest' : 'Grizzly Bears'));
  const game = () => combatWithDice.setup(combatWithDice.parseConfig({ decks: [deck, deck] }), 'paris');

  it('the starting player mulligans as often as wanted, one card fewer each time, then the next player decides', () => {
    let s = game();
    const first = s.active;
    expect(s.pending).toEqual({ d: 'mulligan', seat: first });
    for (const n of [6, 5]) {
      s = combatWithDice.apply(s, first, { t: 'mulligan' }).state;
      expect(s.players[first]!.hand).toHaveLength(n);
      expect(s.pending).toEqual({ d: 'mulligan', seat: first });
    }
    s = combatWithDice.apply(s, first, { t: 'keep' }).state;
    const second = 1 - first;
    expect(s.pending).toEqual({ d: 'mulligan', seat: second });
    // "Once a player passes the opportunity to mulligan, that player may not change his mind."
    expect(combatWithDice.legalActions(s, first)).toEqual([]);
    for (let n = 6; n >= 0; n--) s = combatWithDice.apply(s, second, { t: 'mulligan' }).state;
    expect(s.players[second]!.hand).toHaveLength(0);
    // "until he has no cards left in his hand": keeping nothing is the only answer left.
    expect(combatWithDice.legalActions(s, second)).toEqual([{ t: 'keep' }]);
  });
});
