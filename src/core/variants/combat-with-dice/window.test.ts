/**
 * 004 Special Note: after the roll both players may change powers with normal timing; the outcome
 * is read with the final powers (natural 1 and 20 stay), and a critical hit doubles only the power
 * the attacker had when it rolled. Also trample, lifelink and deathtouch under the table.
 */
import { describe, expect, it } from 'vitest';
import { viewCombatWithDice, type DiceViewExt } from './view';
import { attackWith, blockedAttack, closeWindow, damageOn, dice, forceRolls, openRoll, options } from './testkit';

/** Hill Giant on seat 0; Grizzly Bears and a Forest on seat 1, Giant Growth in its hand. */
const giantIntoGrowthOnBears = () =>
  dice().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears', 'Forest').hand(1, 'Giant Growth').start();

describe('004 Special Note: the response window after each roll', () => {
  it('"Critical Hit ... modifications applied after the attack roll [are] not doubled": 2 × 2 + 3', () => {
    const t = dice().battlefield(0, 'Grizzly Bears', 'Forest').hand(0, 'Giant Growth').start();
    forceRolls(t, 20);
    attackWith(t, ['Grizzly Bears']);
    expect(openRoll(t)).toMatchObject({ natural: 20, before: 2, damage: 4 });
    t.cast(0, 'Giant Growth', 'Grizzly Bears').resolve();
    expect(openRoll(t)).toMatchObject({ natural: 20, power: 5, before: 2, outcome: 'critical-hit', damage: 7 });
    closeWindow(t);
    expect(t.life(1)).toBe(13);
  });

  it('the defender may respond too: the running result follows the final powers', () => {
    const t = giantIntoGrowthOnBears();
    forceRolls(t, 12, 2);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    expect(openRoll(t)).toMatchObject({ total: 13, outcome: 'hit' });
    t.act({ t: 'pass' });
    expect(t.decider()).toBe(1);
    t.cast(1, 'Giant Growth', 'Grizzly Bears').resolve();
    expect(openRoll(t)).toMatchObject({ power: 3, defence: 5, total: 10, outcome: 'partial', damage: 1 });
    closeWindow(t);
    expect(damageOn(t, 'Grizzly Bears')).toBe(1);
  });

  it('option respond = roller: only the player who rolled may act in the window', () => {
    const t = giantIntoGrowthOnBears();
    options(t, { respond: 'roller' });
    forceRolls(t, 12);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    t.act({ t: 'pass' });
    expect(t.legal(1)).toEqual([{ t: 'pass' }]);
  });

  it('the view shows the roll, each modifier and the running result', () => {
    const t = blockedAttack('Hill Giant', 'Grizzly Bears', 7);
    expect((viewCombatWithDice(t.s, 1).ext as DiceViewExt).roll).toEqual({
      kind: 'attack',
      by: [t.id('Hill Giant')],
      vs: [t.id('Grizzly Bears')],
      at: null,
      natural: 7,
      power: 3,
      defence: 2,
      before: 3,
      total: 8,
      outcome: 'partial',
      damage: 1,
      terms: [
        { obj: t.id('Hill Giant'), value: 3, side: 'striker' },
        { obj: t.id('Grizzly Bears'), value: 2, side: 'defender' },
      ],
      defenceRule: 'one',
    });
  });
});

describe('keywords under the table (docs: Ambiguities)', () => {
  it('double strike: first strike by default; option two-rolls rolls each of its attacks twice', () => {
    const once = dice().battlefield(0, "Iroas's Champion").start();
    forceRolls(once, 9);
    attackWith(once, ["Iroas's Champion"]);
    closeWindow(once);
    expect(once.life(1)).toBe(18);
    expect(openRoll(once)).toBeNull();
    const twice = dice().battlefield(0, "Iroas's Champion").start();
    options(twice, { doubleStrike: 'two-rolls' });
    forceRolls(twice, 9, 9);
    attackWith(twice, ["Iroas's Champion"]);
    closeWindow(twice);
    expect(openRoll(twice)).toMatchObject({ kind: 'attack', natural: 9 });
    closeWindow(twice);
    expect(twice.life(1)).toBe(16);
  });

  it('trample (excess): lethal damage to the blocker, the rest to the player', () => {
    const t = blockedAttack("Garruk's Companion", 'Llanowar Elves', 20);
    closeWindow(t);
    expect(t.has('Llanowar Elves', 'graveyard')).toBe(true);
    expect(t.life(1)).toBe(15);
  });

  it('trample (none): all of it to the blocker', () => {
    const t = dice().battlefield(0, "Garruk's Companion").battlefield(1, 'Llanowar Elves').start();
    options(t, { trample: 'none' });
    forceRolls(t, 20);
    attackWith(t, ["Garruk's Companion"], [['Llanowar Elves', "Garruk's Companion"]]);
    closeWindow(t);
    expect(t.life(1)).toBe(20);
  });

  it('lifelink gains the damage the table deals; deathtouch kills with any of it', () => {
    const t = dice().battlefield(0, "Ajani's Sunstriker").start();
    forceRolls(t, 9);
    attackWith(t, ["Ajani's Sunstriker"]);
    closeWindow(t);
    expect([t.life(0), t.life(1)]).toEqual([22, 18]);
    const u = blockedAttack('Hill Giant', 'Deadly Recluse', 3, 12);
    closeWindow(u); // 3 + 3 − 1 = 5: a miss
    expect(openRoll(u)).toMatchObject({ kind: 'counter', total: 10, outcome: 'partial', damage: 1 });
    closeWindow(u);
    expect(u.has('Hill Giant', 'graveyard')).toBe(true);
  });
});
