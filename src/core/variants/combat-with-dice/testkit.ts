/**
 * Scenario helpers for Magic Combat with Dice on the rules core's kit: real starter cards (and two
 * printed banding cards the starter pool lacks), forced die rolls that still come from the game's
 * RNG, and the steps of an attack (declare, block, roll, respond, resolve).
 */
import { expect } from 'vitest';
import { randInt, seedRng, type RngState } from '../../engine/rng';
import type { RulesCard } from '../../rules/config';
import { card } from '../../rules/scenarios/cards';
import { scenario, type Scenario, type ScenarioBuilder } from '../../rules/testkit';
import type { GameState, Seat } from '../../rules/types';
import { DICE_MODULE } from './module';
import type { DiceOptions } from './options';
import { extOf, newExt } from './state';
import { rollView } from './view';

/** Printed cards with banding (Alpha), as Scryfall gives them. */
const EXTRA: Record<string, RulesCard> = {
  'Benalish Hero': {
    name: 'Benalish Hero',
    manaCost: '{W}',
    typeLine: 'Creature — Human Soldier',
    oracleText:
      "Banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)",
    power: '1',
    toughness: '1',
    colors: ['W'],
  },
  'Mesa Pegasus': {
    name: 'Mesa Pegasus',
    manaCost: '{1}{W}',
    typeLine: 'Creature — Pegasus',
    oracleText:
      "Banding (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)\nFlying",
    power: '1',
    toughness: '1',
    colors: ['W'],
  },
};

/** A made-up Wall that can block several attackers (no printed one is at hand): the `wallDamage` option. */
EXTRA['Test Wall'] = {
  name: 'Test Wall',
  manaCost: '{2}',
  typeLine: 'Artifact Creature — Wall',
  oracleText: 'Defender\nTest Wall can block any number of creatures.',
  power: '1',
  toughness: '9',
};

export const diceCard = (name: string): RulesCard => EXTRA[name] ?? card(name);

/** A Magic Combat with Dice scenario (the core kit: no mulligan, every stop, no auto-pass). */
export const dice = (): ScenarioBuilder => scenario(diceCard, DICE_MODULE);

/** Sets table options on the scenario's state. */
export function options(t: Scenario, o: Partial<DiceOptions>): Scenario {
  const e = extOf(t.state);
  t.state = { ...t.state, ext: { ...newExt({ ...e.opts, ...o }), regen: e.regen.slice() } };
  return t;
}

const found = new Map<string, RngState>();

/**
 * Makes the next d20 rolls show `faces`: the state's RNG is replaced by the seeded generator
 * (`forced/<k>`) whose next draws are those faces, so the rolls still come from the game's RNG.
 */
export function forceRolls(t: Scenario, ...faces: number[]): Scenario {
  const key = faces.join(',');
  let rng = found.get(key);
  for (let k = 0; !rng; k++) {
    const cand = seedRng(`forced/${k}`);
    const probe: RngState = [...cand];
    if (faces.every((f) => randInt(probe, 20) + 1 === f)) rng = cand;
  }
  found.set(key, rng);
  t.state = { ...t.state, rng: [...rng] };
  return t;
}

/** Passes priority until a decision other than priority is asked, or a roll's window opens. */
export function passToRoll(t: Scenario): Scenario {
  for (let i = 0; i < 200; i++) {
    const p = t.state.pending;
    if (p?.d === 'blockers') t.act({ t: 'done' });
    else if (!p || p.d !== 'priority' || rolling(t.state)) return t;
    else t.act({ t: 'pass' });
  }
  throw new Error('passToRoll: no roll');
}

/** Everyone passes in the open roll's window: the outcome is read and dealt. */
export function closeWindow(t: Scenario): Scenario {
  // The same roll while its RNG has not moved: a new roll (even one reading the same) draws from it.
  const key = () => JSON.stringify([rolling(t.state), t.state.rng]);
  const roll = key();
  for (let i = 0; i < 20 && key() === roll && t.state.pending?.d === 'priority'; i++) t.act({ t: 'pass' });
  return t;
}

const rolling = (s: GameState) => (s.combat?.extra as { roll?: unknown } | undefined)?.roll ?? null;

/** The open roll as the view shows it. */
export const openRoll = (t: Scenario) => rollView(t.state);

/** Declares `attackers` at seat `at` (the next seat by default) and `blocks` ([blocker, attacker]), then passes to the first roll. */
export function attackWith(
  t: Scenario,
  attackers: string[],
  blocks: [string, string][] = [],
  at: Seat = (t.state.active + 1) % t.state.players.length,
): Scenario {
  t.passTo('declareAttackers');
  for (const n of attackers) t.act({ t: 'attack', o: t.id(n, 'battlefield', t.state.active), at: { p: at } });
  if (t.state.pending?.d === 'attackers') t.act({ t: 'done' });
  if (t.state.pending?.d === 'choose' && t.state.step === 'declareAttackers') t.act({ t: 'done' }); // no band
  if (blocks.length) {
    t.passTo('declareBlockers');
    for (const [b, a] of blocks) t.act({ t: 'block', o: t.id(b, 'battlefield', at), at: t.id(a) });
    if (t.state.pending?.d === 'blockers') t.act({ t: 'done' });
  }
  return passToRoll(t);
}

/** Seat 0's `attacker` attacks and seat 1's `blockers` (one or several) block it, the d20 forced to `faces`: the first roll open. */
export function blockedAttack(attacker: string, blockers: string | string[], ...faces: number[]): Scenario {
  const by = [blockers].flat();
  const t = dice()
    .battlefield(0, attacker)
    .battlefield(1, ...by)
    .start();
  forceRolls(t, ...faces);
  return attackWith(
    t,
    [attacker],
    by.map((b): [string, string] => [b, attacker]),
  );
}

/** Damage marked on the creature named `name`. */
export const damageOn = (t: Scenario, name: string): number => t.obj(name).damage;

/** Deals the open roll: `dead` dies, so no roll follows (no counter strike), and `survivor` takes no damage. */
export function expectNoStrikeBack(t: Scenario, dead: string, survivor: string): void {
  closeWindow(t);
  expect(t.has(dead, 'graveyard')).toBe(true);
  expect(openRoll(t)).toBeNull();
  expect(damageOn(t, survivor)).toBe(0);
}

/**
 * A resisted attack with its roll open: Grizzly Bears (with a Forest and Giant Growth in hand) into
 * a blocking Hill Giant, the d20 forced to `face` — the position the table and tray tests read.
 */
export function bearsIntoGiant(face = 9): Scenario {
  const t = dice()
    .battlefield(0, 'Grizzly Bears', 'Forest')
    .hand(0, 'Giant Growth')
    .battlefield(1, 'Hill Giant')
    .start();
  forceRolls(t, face);
  return attackWith(t, ['Grizzly Bears'], [['Hill Giant', 'Grizzly Bears']]);
}
