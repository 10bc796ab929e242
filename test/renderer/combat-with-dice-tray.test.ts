/**
 * The d20 tray's pure mapping (issue 20): the view's open roll → the die, each modifier, the
 * running result and the 004 Attack Table row it falls in; the end-of-turn healing → whose creature
 * and how much life. Positions from the variant's scenario kit (forced dice on the real core).
 */
import { describe, expect, it } from 'vitest';
import {
  attackWith,
  bearsIntoGiant,
  dice,
  forceRolls,
  options,
} from '../../src/core/variants/combat-with-dice/testkit';
import { viewCombatWithDice } from '../../src/core/variants/combat-with-dice/view';
import { criticalMissDamage, outcomeOf } from '../../src/core/variants/combat-with-dice/table';
import type { GameState } from '../../src/core/rules/types';
import {
  attackTableRows,
  healOf,
  rollPrompt,
  rollTray,
  selfDamage,
  signed,
  trayOf,
} from '../../src/renderer/src/screens/play/tables/combat-with-dice/rollTray';
import type { RView } from '../../src/renderer/src/screens/play/tables/magic/types';
import type { RollView } from '../../src/contract/views/combatWithDice';

const view = (s: GameState, seat: number) => viewCombatWithDice(s, seat) as unknown as RView;

describe('the tray reads the open roll', () => {
  it('a resisted attack: d20, + the attacker’s power, − the blocker’s, the result and its row', () => {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    forceRolls(t, 7);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    const tray = trayOf(view(t.s, 0))!;
    expect(tray).toMatchObject({
      title: 'Attack roll',
      striker: 'Your Hill Giant',
      target: "Seat 2's Grizzly Bears",
      yours: true,
      natural: 7,
      total: 8,
      sum: '7 + 3 − 2 = 8',
      outcome: 'partial',
      outcomeLabel: 'Partial hit',
      effect: '1 damage to Grizzly Bears',
    });
    expect(tray.terms).toEqual([
      { sign: '+', value: 3, text: "Hill Giant's power", side: 'striker' },
      { sign: '−', value: 2, text: "Grizzly Bears' power", side: 'defender' },
    ]);
    expect(tray.rows.filter((r) => r.active).map((r) => r.label)).toEqual(['Partial hit']);
    // The other seat reads the same roll with its own words.
    expect(trayOf(view(t.s, 1))).toMatchObject({
      striker: "Seat 1's Hill Giant",
      target: 'your Grizzly Bears',
      yours: false,
    });
  });

  it('the running result follows a pump spell cast in the window (004 Special Note)', () => {
    const t = bearsIntoGiant(9);
    expect(trayOf(view(t.s, 0))).toMatchObject({ total: 8, outcome: 'partial' });
    t.cast(0, 'Giant Growth', 'Grizzly Bears').resolve();
    const tray = trayOf(view(t.s, 0))!;
    expect(tray).toMatchObject({
      natural: 9,
      total: 11,
      sum: '9 + 5 − 3 = 11',
      outcome: 'hit',
      effect: '5 damage to Hill Giant',
    });
  });

  it('an undefended attack names the player and subtracts nothing', () => {
    const t = dice().battlefield(0, 'Grizzly Bears').start();
    forceRolls(t, 20);
    attackWith(t, ['Grizzly Bears']);
    const tray = trayOf(view(t.s, 0))!;
    expect(tray).toMatchObject({ target: 'Seat 2', outcome: 'critical-hit', effect: '4 damage to Seat 2' });
    expect(tray.naturalNote).toMatch(/Natural 20/);
    expect(tray.defenceNote).toMatch(/Undefended/);
    expect(tray.terms).toHaveLength(1);
  });

  it('a natural 1 stays a critical miss, and the striker takes half its power', () => {
    const t = dice().battlefield(0, 'Hill Giant').start();
    forceRolls(t, 1);
    attackWith(t, ['Hill Giant']);
    expect(trayOf(view(t.s, 0))).toMatchObject({ outcome: 'critical-miss', effect: '1 damage to itself' });
    for (const p of [0, 1, 2, 3, 7]) expect(selfDamage(p)).toBe(criticalMissDamage(p));
  });

  it('several blockers: one term, their average rounded down, each named with its power', () => {
    const r: RollView = {
      kind: 'attack',
      by: [0],
      vs: [1, 2],
      at: null,
      natural: 10,
      power: 5,
      defence: 1,
      before: 5,
      total: 14,
      outcome: 'hit',
      damage: 5,
      terms: [
        { obj: 0, value: 5, side: 'striker' },
        { obj: 1, value: 2, side: 'defender' },
        { obj: 2, value: 1, side: 'defender' },
      ],
      defenceRule: 'average',
    };
    const t = dice().battlefield(0, 'Craw Wurm').battlefield(1, 'Grizzly Bears', 'Llanowar Elves').start();
    const v = view(t.s, 0);
    const ids = [t.id('Craw Wurm'), t.id('Grizzly Bears'), t.id('Llanowar Elves')];
    const tray = rollTray(v, {
      ...r,
      by: [ids[0]!],
      vs: [ids[1]!, ids[2]!],
      terms: r.terms.map((x, i) => ({ ...x, obj: ids[i]! })),
    });
    expect(tray.terms.map((x) => `${x.sign}${x.value} ${x.text}`)).toEqual([
      "+5 Craw Wurm's power",
      '−1 the blockers’ average power, rounded down',
    ]);
    expect(tray.defenceNote).toBe('Blockers: Grizzly Bears 2, Llanowar Elves 1.');
    expect(tray.target).toBe("Seat 2's Grizzly Bears and Llanowar Elves");
  });

  it('the table’s rows light the core’s outcome for every total (both readings of 5)', () => {
    for (const five of ['miss', 'partial'] as const)
      for (let total = -3; total <= 25; total++) {
        const o = outcomeOf(10, total, five);
        const lit = attackTableRows(five, o).filter((r) => r.active);
        expect(lit.map((r) => r.outcome)).toEqual([o]);
      }
    expect(attackTableRows('miss', null).map((r) => r.range)).toEqual([
      'natural 1',
      '5 or less',
      '6–10',
      '11 or more',
      'natural 20',
    ]);
    expect(attackTableRows('partial', null)[2]!.range).toBe('5–10');
  });

  it('a negative power reads as its sign flipped', () => {
    expect([signed('+', 2), signed('+', -1), signed('−', 3), signed('−', -2)]).toEqual(['+ 2', '− 1', '− 3', '+ 2']);
  });

  it('no roll open: no tray, and the decision bar keeps the table’s words', () => {
    const t = dice().battlefield(0, 'Grizzly Bears').start();
    expect(trayOf(view(t.s, 0))).toBeNull();
    expect(rollPrompt(view(t.s, 0), 'priority')).toBeNull();
  });

  it('the decision bar’s words while the window is open with an empty stack', () => {
    const t = dice().battlefield(0, 'Grizzly Bears').start();
    forceRolls(t, 20);
    attackWith(t, ['Grizzly Bears']);
    expect(rollPrompt(view(t.s, 0), 'priority')).toBe(
      'The d20 shows 20: 22, critical hit. Cast an instant to change it, or pass to read it.',
    );
    expect(rollPrompt(view(t.s, 0), 'target')).toBeNull();
  });
});

describe('the end-of-turn healing', () => {
  function bruised() {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    forceRolls(t, 8, 15);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    for (let i = 0; i < 6 && t.s.pending?.d === 'priority' && t.s.step === 'combatDamage'; i++) t.act({ t: 'pass' });
    return t.passTo('cleanup');
  }

  it('names whose creature, its damage and the life to pay; then the opponent’s stop', () => {
    const t = bruised();
    expect(healOf(view(t.s, 0))).toMatchObject({
      creature: 'Your Hill Giant',
      damage: 2,
      cost: 2,
      phase: 'heal',
      decider: 'You',
      life: 20,
      text: 'You may pay 2 life to heal it.',
    });
    t.act({ t: 'yes' });
    expect(healOf(view(t.s, 1))).toMatchObject({
      creature: "Seat 1's Hill Giant",
      phase: 'stop',
      decider: 'You',
      text: 'Seat 1 paid 2 life to heal it: you may pay 2 to stop it.',
    });
  });

  it('per point: "up to" the damage', () => {
    const t = dice().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    options(t, { healing: 'per-point' });
    forceRolls(t, 8, 15);
    attackWith(t, ['Hill Giant'], [['Grizzly Bears', 'Hill Giant']]);
    for (let i = 0; i < 6 && t.s.pending?.d === 'priority' && t.s.step === 'combatDamage'; i++) t.act({ t: 'pass' });
    t.passTo('cleanup');
    expect(healOf(view(t.s, 0))?.text).toBe('You may pay up to 2 life to heal it.');
  });
});
