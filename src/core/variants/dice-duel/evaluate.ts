/** The greedy bot's (and the search bot's cut-off) evaluation of a Dice Duel position. */
import { creatureDice, DICE_PER_COLOR } from './game';
import { battleOdds } from './odds';
import type { DuelState } from './types';

/** One point is worth this much; a board creature a few tenths of a point. */
const POINT = 10;

/**
 * From `seat`'s side: points are what wins (000 Winning), weighted most, plus the expected
 * points of a battle under way (exact dice odds; before the defender answers, the defender's
 * better answer is assumed); then the dice the board can throw later, the lands in play and the
 * creatures in hand. A won game is 1e6, a lost one -1e6.
 */
export function evaluate(s: DuelState, seat: number): number {
  if (s.phase === 'over') {
    if (s.winner === undefined) return 0;
    return s.winner === seat ? 1e6 : -1e6;
  }
  const att = s.active;
  const exp = expectedBattle(s); // expected value [attacker, defender] of the battle under way
  const v = side(s, seat) - side(s, 1 - seat);
  return v + (seat === att ? exp[0] - exp[1] : exp[1] - exp[0]);
}

function side(s: DuelState, seat: number): number {
  const p = s.players[seat]!;
  const target = s.config.target;
  let v = p.points * POINT + (p.points >= target - 2 ? POINT : 0);
  const cb = s.combat;
  for (const c of p.creatures) {
    // Creatures in the battle are discarded after it (000 Spoils): no board value.
    if (cb && (cb.attackers.includes(c.id) || cb.defenders.includes(c.id))) continue;
    v += boardValue(s, c.id, c.faceUp);
  }
  let untapped = 0;
  for (const l of p.lands) if (!l.tapped) untapped++;
  v += Math.min(p.lands.length, 8) * 0.5 + Math.min(untapped, 6) * 0.15;
  let creaturesInHand = 0;
  for (const id of p.hand) if (s.cards[id]!.kind !== 'land') creaturesInHand++;
  v += Math.min(creaturesInHand, 4) * 0.3;
  return v;
}

function diceFor(s: DuelState, ids: readonly number[], attacking: boolean): number {
  const n = ids.reduce((t, id) => t + creatureDice(s, id, attacking), 0);
  return s.config.extraDice === 'five' ? Math.min(DICE_PER_COLOR, n) : n;
}

/** Board value of one creature (what is lost when it goes into a battle: it is discarded after). */
function boardValue(s: DuelState, id: number, faceUp = true): number {
  const card = s.cards[id]!;
  return (faceUp ? 1 : 0.85) * (1.5 + 0.45 * (card.power + card.toughness));
}

/**
 * What the battle under way is worth, in evaluation units, to [attacker, defender]: expected points
 * (exact dice odds). Before the defender answers, it is assumed to pick the best of: no defence,
 * the fewest payable creatures whose defence dice match the attack dice, or every payable creature;
 * a hypothetical defender's board value counts as lost (000 Spoils: every card in the battle is discarded).
 */
function expectedBattle(s: DuelState): [number, number] {
  const cb = s.combat;
  if (!cb || cb.attackers.length === 0) return [0, 0];
  const a = diceFor(s, cb.attackers, true);
  const fought = (defenders: readonly number[]): [number, number] => {
    const o = battleOdds(a, diceFor(s, defenders, false));
    return [POINT * o.win * defenders.length, POINT * o.lose * cb.attackers.length];
  };
  if (cb.defended || cb.defenders.length > 0) return fought(cb.defenders);
  const undefended: [number, number] = [POINT * cb.attackers.length, 0];
  const ready = payableDefenders(s, 1 - s.active);
  let best = undefended;
  const net = (x: [number, number]) => x[1] - x[0];
  const consider = (defs: number[]) => {
    if (defs.length === 0) return;
    const f = fought(defs);
    const lost = defs.reduce((t, id) => t + boardValue(s, id), 0);
    const option: [number, number] = [f[0], f[1] - lost];
    if (net(option) > net(best)) best = option;
  };
  // The fewest strongest creatures whose defence dice reach the attack dice.
  const enough: number[] = [];
  let dice = 0;
  for (const id of ready) {
    if (dice >= a) break;
    enough.push(id);
    dice += s.cards[id]!.toughness;
  }
  consider(enough);
  if (enough.length < ready.length) consider(ready);
  // Report it as the battle's value; the hypothetical loss is the defender's.
  return best;
}

/**
 * The creatures the defender could actually send (face up, and the combat mana paid from its
 * untapped lands, strongest defence first); colours are ignored here (an estimate).
 */
function payableDefenders(s: DuelState, seat: number): number[] {
  const p = s.players[seat]!;
  let lands = 0;
  for (const l of p.lands) if (!l.tapped) lands++;
  const mode = s.config.combatMana;
  const cands = p.creatures
    .filter((c) => c.faceUp)
    .map((c) => s.cards[c.id]!)
    .sort((a, b) => b.toughness - a.toughness || a.manaValue - b.manaValue);
  const out: number[] = [];
  for (const c of cands) {
    const cost = mode === 'none' ? 0 : mode === 'one-per-creature' ? 1 : c.manaValue;
    if (cost > lands) continue;
    lands -= cost;
    out.push(c.id);
  }
  return out;
}
