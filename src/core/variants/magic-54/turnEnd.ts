/** Magic 54 end of combat and of the turn, passing, and resuming after the stack resolves (001). */
import { type GameEvent, type Seat } from '../../engine';
import { canAttack, draw, HAND_SIZE, other, who } from './game';
import type { M54State, StackItem } from './state';
import { resolveStack } from './resolveStack';
import { startCombatDamage } from './combatDamage';
/** End of combat: Growth cards go to the discard pile (001 §V) and combat damage wears off (docs). */
export function endCombat(s: M54State, ev: GameEvent[]): void {
  for (const g of s.combat!.growth) s.players[g.seat]!.discard.push(g.card);
  s.combat = null;
  for (const p of s.players) for (const x of p.field) x.damage = 0;
  ev.push({ type: 'combatEnd', text: 'Combat ends' });
  s.phase = 'main2';
  s.priority = s.active;
  s.passes = 0;
}

/** 001 §VI.5 End of turn, then §VI.1 beginning of the next player's round. */
export function endTurn(s: M54State, ev: GameEvent[]): void {
  ev.push({ type: 'endTurn', seat: s.active, text: `${who(s, s.active)} ends the turn` });
  // Effects last until the end of the turn; damage wears off; summoning sickness ends (docs).
  s.shields = [];
  for (const p of s.players) {
    p.manaPlayed = false;
    for (const x of p.field) {
      x.damage = 0;
      x.sick = false;
    }
  }
  s.turn++;
  if (s.turn > s.config.maxTurns) {
    s.phase = 'over';
    s.result = { winners: [], reason: `Draw: the ${s.config.maxTurns}-turn limit was reached` };
    ev.push({ type: 'gameOver', text: s.result.reason });
    return;
  }
  s.active = other(s.active);
  // 001 §VI.1: untap all his cards, then draw (only the starter's very first round skips the draw).
  for (const x of s.players[s.active]!.field) x.tapped = false;
  ev.push({ type: 'turn', seat: s.active, text: `Turn ${s.turn}: ${who(s, s.active)} untaps` });
  draw(s, s.active, ev);
  s.phase = 'main1';
  s.priority = s.active;
  s.passes = 0;
}

/** 001 §VI.5: discard down to five, then the optional put-under-and-draw. */
export function startEndOfTurn(s: M54State, ev: GameEvent[]): void {
  const p = s.players[s.active]!;
  if (p.hand.length > HAND_SIZE) s.phase = 'discard';
  else if (p.hand.length > 0) s.phase = 'tuck';
  else endTurn(s, ev);
}

/** Both players passed with nothing on the pile: the main phase ends. */
export function endMain(s: M54State, ev: GameEvent[]): void {
  if (s.phase === 'main1') {
    // 001 §VI.3: the attack step, when the player has a creature able to attack.
    if (s.players[s.active]!.field.some(canAttack)) {
      s.phase = 'attack';
      s.combat = { attackers: [], growth: [], assigning: null };
      return;
    }
    s.phase = 'main2';
    s.priority = s.active;
    s.passes = 0;
    return;
  }
  startEndOfTurn(s, ev);
}

/** After a pile is solved in a window: main phases give the active player priority again; combat goes to damage. */
export function afterResolution(s: M54State, resume: 'main1' | 'main2' | 'combat', ev: GameEvent[]): void {
  if (s.result) return;
  s.phase = resume;
  if (resume === 'combat') startCombatDamage(s, ev);
  else {
    s.priority = s.active;
    s.passes = 0;
  }
}

export function pass(s: M54State, seat: Seat, ev: GameEvent[]): void {
  s.passes++;
  ev.push({ type: 'pass', seat, text: `${who(s, seat)} passes` });
  if (s.passes < 2) {
    s.priority = other(seat);
    return;
  }
  // Both players passed in a row.
  const phase = s.phase as 'main1' | 'main2' | 'combat';
  if (phase === 'combat' || s.stack.length > 0) {
    if (resolveStack(s, ev)) afterResolution(s, phase, ev);
  } else endMain(s, ev);
}

/** Puts a spell, Special or Growth on the pile; the other player may answer (001 §VI.2/§VI.3). */
export function push(s: M54State, item: StackItem): void {
  s.stack.push(item);
  s.priority = other(item.seat);
  s.passes = 0;
}
