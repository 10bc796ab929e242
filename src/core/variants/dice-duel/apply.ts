/** Dice Duel apply: each action, spells attached to creatures, battles and spoils (000 Combat, Battle). */
import { diceTotal, rollDice, type DiceEvent } from '../../engine/dice';
import type { GameEvent } from '../../engine/events';
import type { Combat, DuelAction, DuelState } from './types';
import { ATTACK_COLOR, DEFENCE_COLOR, DICE_PER_COLOR, HAND_SIZE, IllegalAction } from './constants';
import { card, cloneState, log, other, player } from './stateHelpers';
import { checkWin, enterCleanup, skipEmptyPhases } from './turnFlow';
import { payCombat, payCost, tap } from './mana';
import { inCombat, legalActions } from './legal';
export function apply(
  prev: DuelState,
  seat: number,
  action: DuelAction,
  trusted = false,
): { state: DuelState; events: GameEvent[] } {
  if (!trusted) {
    const legal = legalActions(prev, seat);
    const key = JSON.stringify(action);
    if (!legal.some((a) => JSON.stringify(a) === key)) {
      // Another copy of the same card is the same choice: accept it when its twin is legal.
      if (!isTwinOfLegal(prev, legal, action))
        throw new IllegalAction(`${prev.names[seat] ?? `Seat ${seat + 1}`} cannot ${key} now (${prev.phase} phase)`);
    }
  }
  const s = cloneState(prev);
  const events: GameEvent[] = [];
  const p = player(s, seat);
  const name = s.names[seat];
  switch (action.type) {
    case 'playLand': {
      p.hand.splice(p.hand.indexOf(action.card), 1);
      p.lands.push({ id: action.card, tapped: false }); // 000 Build: "vertically (untapped)"
      s.landPlayed = true;
      s.phase = 'cast';
      log(events, 'land', seat, `${name} plays ${card(s, action.card).name}`, { card: action.card });
      break;
    }
    case 'skipLand':
      s.phase = 'cast';
      break;
    case 'cast': {
      const c = card(s, action.card);
      const lands = payCost(s, seat, c) as number[];
      tap(s, seat, lands);
      p.hand.splice(p.hand.indexOf(action.card), 1);
      // 000 Cast: "Each new creature must suffer conjuring sickness for one turn by being face down."
      p.creatures.push({ id: action.card, faceUp: false });
      s.castMode = 'cast';
      log(
        events,
        'cast',
        seat,
        `${name} casts a creature face down (${lands.length} land${lands.length === 1 ? '' : 's'} tapped)`,
      ); // no card id: the creature is face down
      break;
    }
    case 'attack': {
      const c = card(s, action.card);
      const lands = payCombat(s, seat, c) as number[];
      tap(s, seat, lands);
      s.castMode = 'attack';
      s.combat ??= {
        attackers: [],
        defenders: [],
        defended: false,
        attachments: [],
        destroyed: [],
        minus: {},
        plus: {},
      };
      s.combat.attackers.push(action.card);
      log(events, 'attacker', seat, `${name} sends ${c.name} (${c.power}/${c.toughness}) into combat`, {
        card: action.card,
      });
      break;
    }
    case 'confirmAttack': {
      // 000 Combat Set Up: "announce an attack to any player (not specific creature)".
      s.phase = 'defend';
      const n = s.combat!.attackers.length;
      log(events, 'attack', seat, `${name} attacks ${s.names[other(seat)]} with ${n} creature${n > 1 ? 's' : ''}`);
      autoDefence(s, events);
      break;
    }
    case 'endTurn':
      enterCleanup(s, events);
      break;
    case 'defend': {
      const c = card(s, action.card);
      tap(s, seat, payCombat(s, seat, c) as number[]);
      s.combat!.defenders.push(action.card);
      log(events, 'defender', seat, `${name} defends with ${c.name} (${c.power}/${c.toughness})`, {
        card: action.card,
      });
      break;
    }
    case 'confirmDefence':
      s.combat!.defended = true;
      // 000 Spells: instants next, attacker first ("attacker always goes first").
      s.phase = 'spells';
      s.spellsSeat = s.active;
      break;
    case 'noDefence':
      undefended(s, events);
      break;
    case 'attach':
      attach(s, seat, action.card, action.target, events);
      break;
    case 'passSpells':
      if (seat === s.active) s.spellsSeat = other(seat);
      else battle(s, events);
      break;
    case 'discard': {
      p.hand.splice(p.hand.indexOf(action.card), 1);
      p.discard = [...p.discard, action.card];
      log(events, 'discard', seat, `${name} discards ${card(s, action.card).name}`, { card: action.card });
      if (p.hand.length <= HAND_SIZE) enterCleanup(s, events);
      break;
    }
  }
  if (s.phase === 'build') skipEmptyPhases(s);
  return { state: s, events };
}

export function isTwinOfLegal(s: DuelState, legal: DuelAction[], action: DuelAction): boolean {
  if (!('card' in action)) return false;
  const twin = (a: number, b: number) => card(s, a).name === card(s, b).name;
  return legal.some(
    (l) =>
      l.type === action.type &&
      'card' in l &&
      twin(l.card, action.card) &&
      inSameZone(s, l.card, action.card) &&
      (!('target' in l) ||
        ('target' in action && twin(l.target, action.target) && inSameZone(s, l.target, action.target))),
  );
}

export function zoneOf(s: DuelState, id: number): string {
  for (let seat = 0; seat < 2; seat++) {
    const p = player(s, seat);
    if (p.hand.includes(id)) return `hand${seat}`;
    const cr = p.creatures.find((c) => c.id === id);
    if (cr)
      return `creatures${seat}${cr.faceUp}${inCombat(s.combat, id) ? (s.combat!.attackers.includes(id) ? 'A' : 'D') : ''}`;
  }
  return 'elsewhere';
}
export const inSameZone = (s: DuelState, a: number, b: number) => zoneOf(s, a) === zoneOf(s, b);

/** The defender has no creature that can defend: "no defense" is the only answer. */
export function autoDefence(s: DuelState, events: GameEvent[]): void {
  if (legalActions(s, other(s.active)).length === 1) {
    log(events, 'noDefence', other(s.active), `${s.names[other(s.active)]} has no creature that can defend`);
    undefended(s, events);
  }
}

/** 000: "If there is no defense, the Attacker cards are discarded and the Attacking player gets one life point per card." */
export function undefended(s: DuelState, events: GameEvent[]): void {
  const cb = s.combat as Combat;
  const seat = s.active;
  const p = player(s, seat);
  const n = cb.attackers.length;
  p.points += n;
  removeFromBoard(s, cb.attackers, true);
  s.lastBattle = {
    turn: s.turn,
    attacker: seat,
    attack: [],
    defence: [],
    attackTotal: 0,
    defenceTotal: 0,
    outcome: 'undefended',
    points: n,
  };
  log(
    events,
    'points',
    seat,
    `No defence: ${s.names[seat]}'s ${n} attacker${n > 1 ? 's are' : ' is'} discarded and score ${n} point${n > 1 ? 's' : ''} (${p.points} in all)`,
    {
      points: n,
    },
  );
  if (!checkWin(s, events)) enterCleanup(s, events);
}

/** Takes creatures off the board (and out of the battle); discarded unless `discard` is false. */
export function removeFromBoard(s: DuelState, ids: readonly number[], discard: boolean): void {
  for (const id of ids) {
    const owner = player(s, card(s, id).owner);
    const i = owner.creatures.findIndex((c) => c.id === id);
    if (i >= 0) owner.creatures.splice(i, 1);
    if (discard) owner.discard = [...owner.discard, id];
  }
}

/** 000 Spells: "Instant cards can be attached to any creature … as long as there is corresponding mana to tap." */
export function attach(s: DuelState, seat: number, id: number, target: number, events: GameEvent[]): void {
  const cb = s.combat as Combat;
  const inst = card(s, id);
  const p = player(s, seat);
  tap(s, seat, payCost(s, seat, inst) as number[]);
  p.hand.splice(p.hand.indexOf(id), 1);
  cb.attachments.push({ card: id, seat, target });
  const t = card(s, target);
  const attacking = cb.attackers.includes(target);
  const key = String(target);
  const sp = inst.spell!;
  let what: string;
  // 000 Spells: "Resolve any actions from the spells." What each effect means: spells.ts.
  switch (sp.kind) {
    case 'pump': {
      const n = attacking ? sp.power : sp.toughness;
      cb.plus[key] = (cb.plus[key] ?? 0) + n;
      what = `+${n} ${attacking ? 'attack' : 'defence'} dice`;
      break;
    }
    case 'unrunnable':
      cb.plus[key] = (cb.plus[key] ?? 0) + 1;
      what = '+1 die (its text is not run)';
      break;
    case 'weaken': {
      const n = attacking ? sp.power : sp.toughness;
      cb.minus[key] = (cb.minus[key] ?? 0) + n;
      what = `−${n} ${attacking ? 'attack' : 'defence'} dice`;
      break;
    }
    case 'damage':
      if (sp.amount >= t.toughness) {
        destroy(s, target);
        what = `${sp.amount} damage destroys it`;
      } else {
        cb.minus[key] = (cb.minus[key] ?? 0) + sp.amount;
        what = `${sp.amount} damage: −${sp.amount} dice`;
      }
      break;
    case 'destroy':
      destroy(s, target);
      what = 'destroyed';
      break;
  }
  log(events, 'spell', seat, `${s.names[seat]} attaches ${inst.name} to ${t.name}: ${what}`, { card: id, target });
}

/** A creature destroyed by a spell leaves the battle and is discarded at once (no points: it was not defeated in battle). */
export function destroy(s: DuelState, id: number): void {
  const cb = s.combat as Combat;
  cb.attackers = cb.attackers.filter((x) => x !== id);
  cb.defenders = cb.defenders.filter((x) => x !== id);
  cb.destroyed.push(id);
  removeFromBoard(s, [id], true);
}

/** Dice one creature rolls: printed power (attacking) or toughness (defending), plus and minus modifiers. */
export function creatureDice(s: DuelState, id: number, attacking: boolean): number {
  const c = card(s, id);
  const cb = s.combat;
  const base = attacking ? c.power : c.toughness;
  return Math.max(0, base + (cb?.plus[String(id)] ?? 0) - (cb?.minus[String(id)] ?? 0));
}

/** How many dice a side rolls (option extraDice: all of them in rolls of five, or at most five). */
export function sideDice(s: DuelState, attacking: boolean): number {
  const cb = s.combat;
  if (!cb) return 0;
  const n = (attacking ? cb.attackers : cb.defenders).reduce((t, id) => t + creatureDice(s, id, attacking), 0);
  return s.config.extraDice === 'five' ? Math.min(DICE_PER_COLOR, n) : n;
}

/** One side's roll: its combined Attack (Defense) dice, with any modifiers. */
function rollSide(s: DuelState, seat: number, attacking: boolean): DiceEvent {
  const dice = { sides: 6, color: attacking ? ATTACK_COLOR : DEFENCE_COLOR, count: sideDice(s, attacking) };
  return rollDice(s.rng, seat, attacking ? 'attack' : 'defence', [dice], s.names[seat]);
}

/** 000 Battle and Spoils. */
export function battle(s: DuelState, events: GameEvent[]): void {
  const cb = s.combat as Combat;
  const att = s.active;
  const def = other(att);
  // 000 Battle: "The Attacker rolls the number of combined Attack dice with any modifiers." "The
  // Defender rolls the number of combined Defense dice with any modifiers."
  const a = rollSide(s, att, true);
  const d = rollSide(s, def, false);
  events.push(a, d);
  const at = diceTotal(a.dice);
  const dt = diceTotal(d.dice);
  const used = [...cb.attackers, ...cb.defenders];
  const instants = cb.attachments.map((x) => x.card);
  let outcome: 'attacker' | 'defender' | 'draw';
  let points = 0;
  if (at === dt) {
    // 000: "If there is a draw, all cards in the battle are discarded with no points awarded."
    outcome = 'draw';
    log(
      events,
      'battle',
      undefined,
      `Battle: ${at} against ${dt}, a draw: every card in the battle is discarded, no points`,
    );
  } else {
    outcome = at > dt ? 'attacker' : 'defender';
    const winner = at > dt ? att : def;
    // 000 Spoils: "The winning player collects 1 life point for each defeated creature."
    points = (at > dt ? cb.defenders : cb.attackers).length;
    player(s, winner).points += points;
    log(
      events,
      'battle',
      winner,
      `Battle: ${at} against ${dt}: ${s.names[winner]} wins and scores ${points} point${points === 1 ? '' : 's'} (${player(s, winner).points} in all)`,
      {
        points,
      },
    );
  }
  // 000 Spoils: "All cards used for the attack and defense are discarded." Option winnersReturn keeps the winners.
  const survivors =
    s.config.winnersReturn && outcome !== 'draw' ? (outcome === 'attacker' ? cb.attackers : cb.defenders) : [];
  removeFromBoard(
    s,
    used.filter((id) => !survivors.includes(id)),
    true,
  );
  for (const id of instants) {
    const owner = player(s, card(s, id).owner);
    owner.discard = [...owner.discard, id];
  }
  s.lastBattle = {
    attacker: att,
    turn: s.turn,
    attack: a.dice,
    defence: d.dice,
    attackTotal: at,
    defenceTotal: dt,
    outcome,
    points,
  };
  if (!checkWin(s, events)) enterCleanup(s, events);
}
