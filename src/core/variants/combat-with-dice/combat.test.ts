/**
 * 004 How To Attack, counter strikes and Special Considerations, each with forced rolls: the
 * resisted attack, the counter strike, first strike, Walls, several blockers, banding both ways,
 * landwalking, and the attacking player's order of attacks.
 */
import { describe, expect, it } from 'vitest';
import {
  blockedAttack,
  closeWindow,
  damageOn,
  dice,
  expectNoStrikeBack,
  forceRolls,
  openRoll,
  options,
  passToRoll,
} from './testkit';

describe('004 Resisted Attack and the defensive counter strike', () => {
  it('"d20 + attacker\'s power − defending creature\'s power"; a blocker still alive counter-strikes', () => {
    const t = blockedAttack('Hill Giant', 'Grizzly Bears', 8, 15);
    expect(openRoll(t)).toMatchObject({
      kind: 'attack',
      natural: 8,
      power: 3,
      defence: 2,
      total: 9,
      outcome: 'partial',
    });
    closeWindow(t);
    expect(damageOn(t, 'Grizzly Bears')).toBe(1); // half of 3, rounded down
    // "the blocking creature is now the attacker and the attacker is now the defender": 15 + 2 − 3.
    expect(openRoll(t)).toMatchObject({
      kind: 'counter',
      natural: 15,
      power: 2,
      defence: 3,
      total: 14,
      outcome: 'hit',
    });
    closeWindow(t);
    expect(damageOn(t, 'Hill Giant')).toBe(2);
    expect(t.life(1)).toBe(20);
  });

  it('a blocker killed by the attack roll makes no counter strike', () => {
    const t = blockedAttack('Hill Giant', 'Grizzly Bears', 10);
    expectNoStrikeBack(t, 'Grizzly Bears', 'Hill Giant');
  });

  it('"Critical Miss ... (the defending creature still makes a defensive counter strike)"', () => {
    const t = blockedAttack('Hill Giant', 'Grizzly Bears', 1, 12);
    closeWindow(t);
    expect(damageOn(t, 'Hill Giant')).toBe(1);
    expect(openRoll(t)).toMatchObject({ kind: 'counter', total: 11 });
    closeWindow(t);
    expect(t.has('Hill Giant', 'graveyard')).toBe(true);
    expect(damageOn(t, 'Grizzly Bears')).toBe(0);
  });
});

describe('004 First Strike: "purely defensive"', () => {
  it('a first-strike blocker counter-strikes before the attack roll (and can kill before it)', () => {
    const t = blockedAttack('Grizzly Bears', 'Elvish Archers', 11);
    expect(openRoll(t)).toMatchObject({ kind: 'first', total: 11 });
    expectNoStrikeBack(t, 'Grizzly Bears', 'Elvish Archers');
  });

  it('an attacker with first strike gets nothing: it rolls first and the blocker counter-strikes after', () => {
    const t = blockedAttack('Elvish Archers', 'Grizzly Bears', 3, 9);
    expect(openRoll(t)).toMatchObject({ kind: 'attack', total: 3, outcome: 'miss' });
    closeWindow(t);
    expect(openRoll(t)).toMatchObject({ kind: 'counter', total: 9, outcome: 'partial' });
    closeWindow(t);
    expect(t.has('Elvish Archers', 'graveyard')).toBe(true);
  });
});

describe('004 Walls', () => {
  it('"Any attacks on walls are resisted"; a surviving Wall deals its damage without a roll', () => {
    const t = blockedAttack('Grizzly Bears', 'Wall of Air', 15);
    expect(openRoll(t)).toMatchObject({ kind: 'attack', power: 2, defence: 1, total: 16 });
    closeWindow(t);
    expect(damageOn(t, 'Wall of Air')).toBe(2);
    expect(openRoll(t)).toBeNull();
    expect(damageOn(t, 'Grizzly Bears')).toBe(1);
    expect(t.log.filter((e) => e.type === 'dice')).toHaveLength(1);
  });
});

describe('option wallDamage: a Wall blocking two attackers', () => {
  const twoOnTheWall = (wallDamage: 'per-attack' | 'once') => {
    const t = dice().battlefield(0, 'Grizzly Bears', 'Hill Giant').battlefield(1, 'Test Wall').start();
    options(t, { wallDamage });
    forceRolls(t, 3, 3);
    t.passTo('declareAttackers');
    for (const n of ['Grizzly Bears', 'Hill Giant']) t.act({ t: 'attack', o: t.id(n), at: { p: 1 } });
    t.passTo('declareBlockers');
    for (const n of ['Grizzly Bears', 'Hill Giant']) t.act({ t: 'block', o: t.id('Test Wall'), at: t.id(n) });
    if (t.s.pending?.d === 'blockers') t.act({ t: 'done' });
    passToRoll(t);
    t.act({ t: 'pick', v: { o: t.id('Grizzly Bears') } });
    passToRoll(t);
    closeWindow(t); // 3 + 2 − 1: a miss; the Wall deals 1
    passToRoll(t);
    closeWindow(t); // 3 + 3 − 1: a miss
    t.passTo('main2');
    return [damageOn(t, 'Grizzly Bears'), damageOn(t, 'Hill Giant')];
  };

  it('per-attack (default): its power after each attack on it', () => {
    expect(twoOnTheWall('per-attack')).toEqual([1, 1]);
  });

  it('once: its power once a combat', () => {
    expect(twoOnTheWall('once')).toEqual([1, 0]);
  });
});

describe('004 several blockers', () => {
  it('one roll against the average power (rounded down); the attacker splits its damage as it likes', () => {
    const t = blockedAttack('Craw Wurm', ['Grizzly Bears', 'Hill Giant'], 10);
    expect(openRoll(t)).toMatchObject({ power: 6, defence: 2, total: 14, outcome: 'hit', damage: 6 });
    closeWindow(t);
    expect(t.s.pending).toMatchObject({ d: 'x', seat: 0, max: 6 });
    t.act({ t: 'x', n: 2 });
    expect(t.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(t.has('Hill Giant', 'graveyard')).toBe(true);
    expect(damageOn(t, 'Craw Wurm')).toBe(0);
  });

  it('"Any remaining defenders can make separate defensive counter strikes", each at full power', () => {
    const t = blockedAttack('Craw Wurm', ['Grizzly Bears', 'Hill Giant'], 10, 11, 12);
    closeWindow(t);
    t.act({ t: 'x', n: 6 }); // all six to the Bears: the Giant is untouched
    passToRoll(t);
    expect(openRoll(t)).toMatchObject({ kind: 'counter', power: 3, defence: 6, total: 8, outcome: 'partial' });
    closeWindow(t);
    expect(damageOn(t, 'Craw Wurm')).toBe(1);
  });
});

describe('004 Banding', () => {
  it('an attacking band attacks as one creature: its powers summed, one roll', () => {
    const t = dice().battlefield(0, 'Benalish Hero', 'Grizzly Bears').start();
    forceRolls(t, 9);
    t.passTo('declareAttackers');
    for (const n of ['Benalish Hero', 'Grizzly Bears']) t.act({ t: 'attack', o: t.id(n), at: { p: 1 } });
    expect(t.s.pending).toMatchObject({ d: 'choose', seat: 0 });
    t.act({ t: 'pick', v: { o: t.id('Benalish Hero') } }).act({ t: 'pick', v: { o: t.id('Grizzly Bears') } });
    passToRoll(t);
    expect(openRoll(t)).toMatchObject({ by: [t.id('Benalish Hero'), t.id('Grizzly Bears')], power: 3, total: 12 });
    closeWindow(t);
    expect(t.life(1)).toBe(17);
    expect(t.log.filter((e) => e.type === 'dice')).toHaveLength(1);
  });

  it('a defending band (one with banding suffices) sums its powers and its controller splits the damage', () => {
    const t = blockedAttack('Hill Giant', ['Benalish Hero', 'Grizzly Bears'], 10, 12, 13);
    expect(openRoll(t)).toMatchObject({ power: 3, defence: 3, total: 10, outcome: 'partial', damage: 1 });
    closeWindow(t);
    expect(t.s.pending).toMatchObject({ d: 'x', seat: 1, max: 1 });
    t.act({ t: 'x', n: 0 }); // none to the Hero: the Bears take it
    expect(damageOn(t, 'Grizzly Bears')).toBe(1);
    passToRoll(t);
    expect(openRoll(t)).toMatchObject({ kind: 'counter', power: 1, defence: 3, total: 10 });
    closeWindow(t);
    expect(openRoll(t)).toMatchObject({ kind: 'counter', power: 2, defence: 3, total: 12 });
    closeWindow(t);
    expect(t.has('Hill Giant', 'graveyard')).toBe(true);
  });
});

describe('004 Landwalking and the order of attacks', () => {
  it('"Attacking creatures with landwalking ability make an undefended attack": no block is offered', () => {
    const t = dice().battlefield(0, 'Bog Wraith', 'Grizzly Bears').battlefield(1, 'Hill Giant').start();
    t.passTo('declareAttackers');
    for (const n of ['Bog Wraith', 'Grizzly Bears']) t.act({ t: 'attack', o: t.id(n), at: { p: 1 } });
    t.passTo('declareBlockers');
    const blocks = t.legal().filter((a) => a.t === 'block');
    expect(blocks).toEqual([{ t: 'block', o: t.id('Hill Giant'), at: t.id('Grizzly Bears') }]);
  });

  it('the attacking player orders the attacks, one at a time, against any opponent (3 players)', () => {
    const t = dice().players(3).battlefield(0, 'Grizzly Bears', 'Hill Giant').start();
    forceRolls(t, 9, 9);
    t.passTo('declareAttackers');
    t.act({ t: 'attack', o: t.id('Grizzly Bears'), at: { p: 2 } });
    t.act({ t: 'attack', o: t.id('Hill Giant'), at: { p: 1 } });
    passToRoll(t);
    expect(t.s.pending).toMatchObject({ d: 'choose', seat: 0, prompt: 'Which attack is made next?' });
    t.act({ t: 'pick', v: { o: t.id('Hill Giant') } });
    passToRoll(t);
    expect(openRoll(t)).toMatchObject({ by: [t.id('Hill Giant')], at: { p: 1 }, total: 12 });
    closeWindow(t);
    expect(t.life(1)).toBe(17);
    passToRoll(t);
    expect(openRoll(t)).toMatchObject({ by: [t.id('Grizzly Bears')], at: { p: 2 } });
    closeWindow(t);
    expect(t.life(2)).toBe(18);
  });
});

describe('004 Banding: a blocked attacking band', () => {
  it('a creature with banding can be cast (the core does not run banding; this variant does)', () => {
    const t = dice().battlefield(0, 'Plains').hand(0, 'Benalish Hero').start();
    t.cast(0, 'Benalish Hero').resolve();
    expect(t.has('Benalish Hero')).toBe(true);
  });

  it('"if any one of them can be blocked, the entire band can be blocked"; its controller splits what it takes', () => {
    const t = dice().battlefield(0, 'Benalish Hero', 'Grizzly Bears').battlefield(1, 'Hill Giant').start();
    forceRolls(t, 3, 11);
    t.passTo('declareAttackers');
    for (const n of ['Benalish Hero', 'Grizzly Bears']) t.act({ t: 'attack', o: t.id(n), at: { p: 1 } });
    t.act({ t: 'pick', v: { o: t.id('Benalish Hero') } }).act({ t: 'pick', v: { o: t.id('Grizzly Bears') } });
    t.passTo('declareBlockers');
    t.act({ t: 'block', o: t.id('Hill Giant'), at: t.id('Grizzly Bears') });
    if (t.s.pending?.d === 'blockers') t.act({ t: 'done' });
    passToRoll(t);
    // The band (1 + 2) against the Giant (3): 3 + 3 − 3 = 3, a miss.
    expect(openRoll(t)).toMatchObject({ kind: 'attack', power: 3, defence: 3, total: 3, outcome: 'miss' });
    closeWindow(t);
    // The Giant's counter strike against the band's summed power: 11 + 3 − 3 = 11, a hit for 3.
    expect(openRoll(t)).toMatchObject({ kind: 'counter', power: 3, defence: 3, total: 11, damage: 3 });
    closeWindow(t);
    expect(t.s.pending).toMatchObject({ d: 'x', seat: 0, max: 3 });
    t.act({ t: 'x', n: 3 });
    expect(t.has('Benalish Hero', 'graveyard')).toBe(true);
    expect(damageOn(t, 'Grizzly Bears')).toBe(0);
    expect(t.life(1)).toBe(20);
  });
});

describe('option planeswalkers = yes', () => {
  it('an attack on a planeswalker is undefended and its damage removes loyalty (CR 120.3c)', () => {
    // The kit puts permanents straight onto the battlefield, without loyalty: kept alive by turning the
    // zero-loyalty rule off, then given the loyalty he would enter with.
    const t = dice()
      .battlefield(0, 'Hill Giant')
      .battlefield(1, 'Garruk Wildspeaker')
      .config((c) => (c.sba = { ...c.sba, zeroLoyalty: false }))
      .start();
    options(t, { planeswalkers: 'yes' });
    const g = t.id('Garruk Wildspeaker');
    t.state = { ...t.state, objs: t.state.objs.map((o) => (o.id === g ? { ...o, counters: { loyalty: 3 } } : o)) };
    forceRolls(t, 9);
    t.passTo('declareAttackers');
    t.act({ t: 'attack', o: t.id('Hill Giant'), at: { o: t.id('Garruk Wildspeaker') } });
    passToRoll(t);
    expect(openRoll(t)).toMatchObject({ at: { o: t.id('Garruk Wildspeaker') }, total: 12, damage: 3 });
    closeWindow(t);
    expect(t.obj('Garruk Wildspeaker').counters).toEqual({ loyalty: 0 });
    expect(t.life(1)).toBe(20);
  });
});
