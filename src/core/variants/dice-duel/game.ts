/**
 * Dice Duel (rules file 000) as a pure state machine: setup, legal actions and apply. Each rule
 * of 000 is cited where it is implemented; the interpretations of its gaps are named
 * "Interpretation" and documented in docs/variants/dice-duel.md.
 */
import { diceTotal, rollDice, type DiceEvent } from '../../engine/dice';
import type { GameEvent, LogEvent } from '../../engine/events';
import { cloneRng, seedRng, shuffleInPlace, type RngState } from '../../engine/rng';
import { costShape, payWith, toDuelCard } from './cards';
import { seatDecks } from './deckSource';
import type { Combat, DiceDuelConfig, DuelAction, DuelCard, DuelState, PlayerState } from './types';

/** 000 Needs: "Five 1d6 of two different colors": attack dice and defence dice. */
export const ATTACK_COLOR = 'red';
export const DEFENCE_COLOR = 'white';
export const DICE_PER_COLOR = 5;
/** 000 Starting Hand and Clean Up: seven cards. */
export const HAND_SIZE = 7;
/** 000 Starting Hand: at least 2 lands, else re-draw. */
export const MIN_OPENING_LANDS = 2;

/** Thrown for an illegal action (apply without `trusted`). */
export class IllegalAction extends Error {}

// ---------------------------------------------------------------- state helpers

/** A copy deep enough for apply to change: players' zones, combat, rng. Cards are never changed. */
export function cloneState(s: DuelState): DuelState {
  const out: DuelState = {
    ...s,
    rng: cloneRng(s.rng),
    players: s.players.map((p) => ({
      ...p,
      // Copy-on-write: library and discard are replaced (never changed in place) by the code below.
      library: p.library,
      hand: p.hand.slice(),
      discard: p.discard,
      lands: p.lands.map((l) => ({ ...l })),
      creatures: p.creatures.map((c) => ({ ...c })),
    })),
  };
  if (s.combat)
    out.combat = {
      ...s.combat,
      attackers: s.combat.attackers.slice(),
      defenders: s.combat.defenders.slice(),
      attachments: s.combat.attachments.map((a) => ({ ...a })),
      destroyed: s.combat.destroyed.slice(),
      minus: { ...s.combat.minus },
      plus: { ...s.combat.plus },
    };
  return out;
}

const card = (s: DuelState, id: number): DuelCard => s.cards[id] as DuelCard;
const player = (s: DuelState, seat: number): PlayerState => s.players[seat] as PlayerState;
export const other = (seat: number): number => 1 - seat;
const log = (
  events: GameEvent[],
  type: string,
  seat: number | undefined,
  text: string,
  extra: Record<string, unknown> = {},
) => {
  const e: LogEvent = { type, text, ...extra };
  if (seat !== undefined) e.seat = seat;
  events.push(e);
};

/**
 * Draws one card. 000 Clean Up: "The Discard pile can be re-shuffled if there are not enough Draw
 * cards." Interpretation: this holds for every draw, and only when the deck is empty.
 */
function drawOne(s: DuelState, seat: number, events: GameEvent[]): boolean {
  const p = player(s, seat);
  if (p.library.length === 0) {
    if (p.discard.length === 0) return false;
    p.library = shuffleInPlace(s.rng, p.discard.slice());
    p.discard = [];
    log(
      events,
      'reshuffle',
      seat,
      `${s.names[seat]} shuffles the discard pile (${p.library.length} cards) into a new deck`,
    );
  }
  p.hand.push(p.library[0] as number);
  p.library = p.library.slice(1);
  return true;
}

const landCount = (s: DuelState, ids: readonly number[]) =>
  ids.reduce((n, id) => n + (card(s, id).kind === 'land' ? 1 : 0), 0);

// ---------------------------------------------------------------- setup

/** 000 Preparation, Starting Hand and "Highest dice roll decides who starts". */
export function setup(config: DiceDuelConfig, seed: string): DuelState {
  const rng: RngState = seedRng(seed);
  const decks = seatDecks(config, seed);
  const cards: DuelCard[] = [];
  const players: PlayerState[] = [];
  const events: GameEvent[] = [];
  for (let seat = 0; seat < 2; seat++) {
    const list = decks[seat] ?? [];
    // 000 Prepare the Play Deck: "Shuffle." Ids follow the shuffled order, so an id says nothing about the card.
    const order = shuffleInPlace(
      rng,
      list.map((_, i) => i),
    );
    const library: number[] = [];
    for (const i of order) {
      const id = cards.length;
      cards.push(toDuelCard(list[i]!, id, seat));
      library.push(id);
    }
    players.push({ library, hand: [], discard: [], lands: [], creatures: [], points: 0 });
  }
  const names = config.names ?? ['Seat 1', 'Seat 2'];
  const s: DuelState = {
    config: config.options,
    rng,
    cards,
    players,
    active: 0,
    turn: 1,
    phase: 'build',
    castMode: 'none',
    landPlayed: false,
    spellsSeat: 0,
    starter: 0,
    names,
    opening: [],
  };
  for (let seat = 0; seat < 2; seat++) {
    const p = player(s, seat);
    // 000 Starting Hand: "Each player draws 7 cards."
    p.hand = p.library.splice(0, HAND_SIZE);
    // 000: "If the player does not have at least 2 lands, the player re-draws 7 cards."
    // Interpretation: the hand goes back, the deck is shuffled, 7 new cards are drawn; once (option `redraw`).
    const tries = s.config.redraw === 'once' ? 1 : 5;
    for (let t = 0; t < tries && landCount(s, p.hand) < MIN_OPENING_LANDS; t++) {
      p.library.push(...p.hand);
      shuffleInPlace(s.rng, p.library);
      p.hand = p.library.splice(0, HAND_SIZE);
      log(events, 'redraw', seat, `${names[seat]} had fewer than 2 lands and re-draws 7 cards`);
    }
  }
  // 000: "Highest dice roll decides who starts." Interpretation: one attack d6 each, ties roll again.
  for (;;) {
    const rolls = [0, 1].map((seat) =>
      rollDice(s.rng, seat, 'who starts', [{ sides: 6, color: ATTACK_COLOR }], names[seat]),
    );
    events.push(...rolls);
    const a = diceTotal(rolls[0]!.dice);
    const b = diceTotal(rolls[1]!.dice);
    if (a === b) continue;
    s.starter = a > b ? 0 : 1;
    break;
  }
  log(events, 'starter', s.starter, `${names[s.starter]} rolled highest and starts`);
  // 000: "Set Life Counters to 0." (points: 0 above)
  s.active = s.starter;
  startTurn(s, events);
  s.opening = events;
  return s;
}

// ---------------------------------------------------------------- turn flow

/** 000 Play: Untap – Draw – Build – Cast – Combat – Clean Up, for `s.active`. */
function startTurn(s: DuelState, events: GameEvent[]): void {
  const seat = s.active;
  const p = player(s, seat);
  log(events, 'turn', seat, `Turn ${s.turn}: ${s.names[seat]}`);
  // 000 Untap: "Turn all face-down cards face-up." (the active player's creatures cast last turn)
  let flipped = 0;
  for (const c of p.creatures)
    if (!c.faceUp) {
      c.faceUp = true;
      flipped++;
    }
  if (flipped)
    log(events, 'faceUp', seat, `${s.names[seat]} turns ${flipped} creature${flipped > 1 ? 's' : ''} face up`);
  // Interpretation (option landsUntap): lands untap at their owner's Untap, or every turn.
  for (const q of s.config.landsUntap === 'every-turn' ? s.players : [p]) for (const l of q.lands) l.tapped = false;
  // 000 Draw: "Pick a card from the deck."
  if (drawOne(s, seat, events)) log(events, 'draw', seat, `${s.names[seat]} draws a card`);
  s.landPlayed = false;
  s.castMode = 'none';
  s.phase = 'build';
  delete s.combat;
  skipEmptyPhases(s);
}

/** Phases with no choice pass on their own: Build without a land in hand. */
function skipEmptyPhases(s: DuelState): void {
  if (s.phase === 'build' && !player(s, s.active).hand.some((id) => card(s, id).kind === 'land')) s.phase = 'cast';
}

/** 000 Clean Up: "Discard or add cards from the deck until there are seven in hand." */
function enterCleanup(s: DuelState, events: GameEvent[]): void {
  if (s.phase === 'over') return;
  s.phase = 'cleanup';
  delete s.combat;
  const seat = s.active;
  const p = player(s, seat);
  if (p.hand.length > HAND_SIZE) return; // the player chooses what to discard
  let drawn = 0;
  while (p.hand.length < HAND_SIZE && drawOne(s, seat, events)) drawn++;
  if (drawn) log(events, 'draw', seat, `${s.names[seat]} draws ${drawn} card${drawn > 1 ? 's' : ''} up to seven`);
  endTurn(s, events);
}

function endTurn(s: DuelState, events: GameEvent[]): void {
  // Interpretation: the text has no end but 10 points; a turn limit (option maxTurns) makes it a draw.
  if (s.turn >= s.config.maxTurns) {
    s.phase = 'over';
    s.endReason = `Draw: ${s.config.maxTurns} turns played and nobody reached ${s.config.target} points`;
    log(events, 'gameOver', undefined, s.endReason);
    return;
  }
  s.turn++;
  s.active = other(s.active);
  startTurn(s, events);
}

/** 000 Winning: "The first player to gain 10 life points is the winner." Checked whenever points change. */
function checkWin(s: DuelState, events: GameEvent[]): boolean {
  for (let seat = 0; seat < 2; seat++)
    if (player(s, seat).points >= s.config.target) {
      s.phase = 'over';
      s.winner = seat;
      s.endReason = `${s.names[seat]} reached ${player(s, seat).points} points`;
      delete s.combat;
      log(events, 'gameOver', seat, `${s.endReason} and wins`);
      return true;
    }
  return false;
}

// ---------------------------------------------------------------- mana

function untappedLands(s: DuelState, seat: number) {
  return player(s, seat)
    .lands.filter((l) => !l.tapped)
    .map((l) => ({ id: l.id, produces: card(s, l.id).produces }));
}

/** The lands that pay a card's mana cost (000 Cast "lands equal to the required mana"; option colorsMatter). */
function payCost(s: DuelState, seat: number, c: DuelCard): number[] | undefined {
  const lands = untappedLands(s, seat);
  return s.config.colorsMatter
    ? payWith(lands, costShape(c.manaCost, c.manaValue))
    : payWith(lands, { count: c.manaValue });
}

/** 000 Combat: "tap the required mana" to attack or defend with a creature (option combatMana). */
function payCombat(s: DuelState, seat: number, c: DuelCard): number[] | undefined {
  if (s.config.combatMana === 'none') return [];
  if (s.config.combatMana === 'one-per-creature') return payWith(untappedLands(s, seat), { count: 1 });
  return payCost(s, seat, c);
}

function tap(s: DuelState, seat: number, ids: readonly number[]): void {
  for (const l of player(s, seat).lands) if (ids.includes(l.id)) l.tapped = true;
}

// ---------------------------------------------------------------- who decides

export function activeSeats(s: DuelState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'defend') return [other(s.active)];
  if (s.phase === 'spells') return [s.spellsSeat];
  return [s.active];
}

/** Keeps the first of each group of identical choices (two copies of a card are one choice). */
function distinctBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const inCombat = (cb: Combat | undefined, id: number) =>
  !!cb && (cb.attackers.includes(id) || cb.defenders.includes(id));

/** Face-up creatures not already in the battle: 000 "Only active (face-up) creatures" fight. */
function readyCreatures(s: DuelState, seat: number): number[] {
  return player(s, seat)
    .creatures.filter((c) => c.faceUp && !inCombat(s.combat, c.id))
    .map((c) => c.id);
}

/** Where an instant may be attached: own creatures for pumps, opposing ones for harm (000 Spells). */
export function spellTargets(s: DuelState, seat: number, inst: DuelCard): number[] {
  const cb = s.combat;
  if (!cb || !inst.spell) return [];
  const mine = seat === s.active ? cb.attackers : cb.defenders;
  const theirs = seat === s.active ? cb.defenders : cb.attackers;
  const sp = inst.spell;
  let pool: number[];
  switch (sp.kind) {
    case 'pump':
      pool = mine;
      break;
    case 'unrunnable':
      // Option unrunnableInstants: 'one-die' attaches it to an own creature for one extra die.
      pool = s.config.unrunnableInstants === 'one-die' ? mine : [];
      break;
    default:
      pool = theirs;
  }
  return pool.filter((id) => {
    if (sp.side === 'attacker' && !cb.attackers.includes(id)) return false;
    if (sp.side === 'defender' && !cb.defenders.includes(id)) return false;
    const cols = card(s, id).colors;
    if (sp.notColors && cols.some((c) => sp.notColors!.includes(c))) return false;
    if (sp.colors && !cols.some((c) => sp.colors!.includes(c))) return false;
    return true;
  });
}

export function legalActions(s: DuelState, seat: number): DuelAction[] {
  if (!activeSeats(s).includes(seat)) return [];
  const p = player(s, seat);
  const byName = (id: number) => card(s, id).name;
  switch (s.phase) {
    case 'build': {
      // 000 Build: "The player can place a land … Only one land can be played per turn."
      const lands = distinctBy(
        p.hand.filter((id) => card(s, id).kind === 'land'),
        byName,
      );
      return [...lands.map((id): DuelAction => ({ type: 'playLand', card: id })), { type: 'skipLand' }];
    }
    case 'cast': {
      const out: DuelAction[] = [];
      // 000 Cast: "Either: place creatures … face down … OR place creatures into combat."
      if (s.castMode !== 'attack')
        for (const id of distinctBy(
          p.hand.filter((id) => card(s, id).kind === 'creature'),
          byName,
        ))
          if (payCost(s, seat, card(s, id))) out.push({ type: 'cast', card: id });
      if (s.castMode !== 'cast')
        for (const id of distinctBy(readyCreatures(s, seat), byName))
          if (payCombat(s, seat, card(s, id))) out.push({ type: 'attack', card: id });
      out.push(s.castMode === 'attack' ? { type: 'confirmAttack' } : { type: 'endTurn' });
      return out;
    }
    case 'defend': {
      const cb = s.combat as Combat;
      const out: DuelAction[] = [];
      for (const id of distinctBy(readyCreatures(s, seat), byName))
        if (payCombat(s, seat, card(s, id))) out.push({ type: 'defend', card: id });
      out.push(cb.defenders.length ? { type: 'confirmDefence' } : { type: 'noDefence' });
      return out;
    }
    case 'spells': {
      const out: DuelAction[] = [];
      for (const id of distinctBy(
        p.hand.filter((id) => card(s, id).kind === 'instant'),
        byName,
      )) {
        const inst = card(s, id);
        if (!payCost(s, seat, inst)) continue;
        for (const target of distinctBy(spellTargets(s, seat, inst), byName))
          out.push({ type: 'attach', card: id, target });
      }
      out.push({ type: 'passSpells' });
      return out;
    }
    case 'cleanup':
      return distinctBy(p.hand, byName).map((id): DuelAction => ({ type: 'discard', card: id }));
    default:
      return [];
  }
}

// ---------------------------------------------------------------- apply

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
        {
          card: action.card,
        },
      );
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

function isTwinOfLegal(s: DuelState, legal: DuelAction[], action: DuelAction): boolean {
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

function zoneOf(s: DuelState, id: number): string {
  for (let seat = 0; seat < 2; seat++) {
    const p = player(s, seat);
    if (p.hand.includes(id)) return `hand${seat}`;
    const cr = p.creatures.find((c) => c.id === id);
    if (cr)
      return `creatures${seat}${cr.faceUp}${inCombat(s.combat, id) ? (s.combat!.attackers.includes(id) ? 'A' : 'D') : ''}`;
  }
  return 'elsewhere';
}
const inSameZone = (s: DuelState, a: number, b: number) => zoneOf(s, a) === zoneOf(s, b);

/** The defender has no creature that can defend: "no defense" is the only answer. */
function autoDefence(s: DuelState, events: GameEvent[]): void {
  if (legalActions(s, other(s.active)).length === 1) {
    log(events, 'noDefence', other(s.active), `${s.names[other(s.active)]} has no creature that can defend`);
    undefended(s, events);
  }
}

/** 000: "If there is no defense, the Attacker cards are discarded and the Attacking player gets one life point per card." */
function undefended(s: DuelState, events: GameEvent[]): void {
  const cb = s.combat as Combat;
  const seat = s.active;
  const p = player(s, seat);
  const n = cb.attackers.length;
  p.points += n;
  removeFromBoard(s, cb.attackers, true);
  s.lastBattle = {
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
function removeFromBoard(s: DuelState, ids: readonly number[], discard: boolean): void {
  for (const id of ids) {
    const owner = player(s, card(s, id).owner);
    const i = owner.creatures.findIndex((c) => c.id === id);
    if (i >= 0) owner.creatures.splice(i, 1);
    if (discard) owner.discard = [...owner.discard, id];
  }
}

/** 000 Spells: "Instant cards can be attached to any creature … as long as there is corresponding mana to tap." */
function attach(s: DuelState, seat: number, id: number, target: number, events: GameEvent[]): void {
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
function destroy(s: DuelState, id: number): void {
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

/** 000 Battle and Spoils. */
function battle(s: DuelState, events: GameEvent[]): void {
  const cb = s.combat as Combat;
  const att = s.active;
  const def = other(att);
  // 000 Battle: "The Attacker rolls the number of combined Attack dice with any modifiers."
  const a: DiceEvent = rollDice(
    s.rng,
    att,
    'attack',
    [{ sides: 6, color: ATTACK_COLOR, count: sideDice(s, true) }],
    s.names[att],
  );
  // "The Defender rolls the number of combined Defense dice with any modifiers."
  const d: DiceEvent = rollDice(
    s.rng,
    def,
    'defence',
    [{ sides: 6, color: DEFENCE_COLOR, count: sideDice(s, false) }],
    s.names[def],
  );
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
  s.lastBattle = { attacker: att, attack: a.dice, defence: d.dice, attackTotal: at, defenceTotal: dt, outcome, points };
  if (!checkWin(s, events)) enterCleanup(s, events);
}
