/**
 * The scenario test kit for every game on the rules core (XMage's and Forge's style): put real cards
 * in zones, act as each seat, assert on the state. Cards come from a lookup the test gives (the
 * bundled starter pool or AllSets), so every scenario plays real oracle text.
 *
 *   const t = scenario(cards).battlefield(0, 'Mountain').hand(0, 'Lightning Bolt').start();
 *   t.cast(0, 'Lightning Bolt', 1).resolve();
 *   expect(t.life(1)).toBe(17);
 */
import type { GameEvent } from '../engine/events';
import { ALL_STOPS, defaultRulesConfig, type RulesCard, type RulesConfig } from './config';
import type { Action } from './decisions';
import { Draft } from './draft';
import { advance, applyAction, legalActions } from './engine';
import type { RulesModule } from './module';
import { CLASSIC_MODULE } from './classic';
import { setupGame } from './setup';
import { charsOf } from './chars/compute';
import { readerOf } from './reader';
import type { GameObject, GameState, ObjId, Seat, StepId, Target, Zone } from './types';
import { moveObject } from './zones';
import './exec/registry';

type Lookup = (name: string) => RulesCard;
type CastAction = Extract<Action, { t: 'cast' }>;
/** What a cast chooses beyond the card: `{ buyback: true }`, `{ replicate: 2 }`… */
export type CastOptions = Omit<CastAction, 't' | 'o'>;
const optionsOf = ({ t: _t, o: _o, ...options }: CastAction): CastOptions => options;
type Ref = string | number;

interface Placement {
  seat: Seat;
  name: string;
  zone: Zone;
  tapped?: boolean;
}

export class ScenarioBuilder {
  private readonly placed: Placement[] = [];
  private seats = 2;
  private step: StepId = 'main1';
  private active: Seat = 0;
  private tweak: (c: RulesConfig) => void = () => {};
  constructor(
    private readonly cards: Lookup,
    private readonly module: RulesModule = CLASSIC_MODULE,
  ) {}
  players(n: number): this {
    this.seats = n;
    return this;
  }
  private put(seat: Seat, zone: Zone, names: string[], tapped = false): this {
    for (const name of names) this.placed.push({ seat, name, zone, tapped });
    return this;
  }
  battlefield(seat: Seat, ...names: string[]): this {
    return this.put(seat, 'battlefield', names);
  }
  tapped(seat: Seat, ...names: string[]): this {
    return this.put(seat, 'battlefield', names, true);
  }
  /** `n` untapped copies of the land `name` on `seat`'s battlefield. */
  lands(seat: Seat, n: number, name: string): this {
    return this.put(seat, 'battlefield', Array<string>(n).fill(name));
  }
  hand(seat: Seat, ...names: string[]): this {
    return this.put(seat, 'hand', names);
  }
  graveyard(seat: Seat, ...names: string[]): this {
    return this.put(seat, 'graveyard', names);
  }
  /** Cards on top of the library, the first named on top. */
  library(seat: Seat, ...names: string[]): this {
    return this.put(seat, 'library', [...names].reverse());
  }
  at(step: StepId, active: Seat = 0): this {
    this.step = step;
    this.active = active;
    return this;
  }
  /** Changes the game's config before it starts (after the changes asked before). */
  config(fn: (c: RulesConfig) => void): this {
    const before = this.tweak;
    this.tweak = (c) => {
      before(c);
      fn(c);
    };
    return this;
  }
  /** Every player starts at `n` life. */
  life(n: number): this {
    return this.config((c) => (c.startingLife = n));
  }
  start(): Scenario {
    // Each library gets 20 filler Wastes-like basic lands under the named cards, so no one decks out.
    const filler = this.cards('Island');
    const decks = Array.from({ length: this.seats }, (_, seat) => [
      ...Array.from({ length: 20 }, () => filler),
      ...this.placed.filter((p) => p.seat === seat).map((p) => this.cards(p.name)),
    ]);
    const config = defaultRulesConfig(this.seats, decks);
    config.mulligan = 'none';
    config.openingHand = 0;
    config.firstSeat = this.active;
    config.stops = Array.from({ length: this.seats }, () => ALL_STOPS);
    config.autoPass = false;
    this.tweak(config);
    const { state } = setupGame(config, 'scenario', this.module);
    const d = new Draft(state);
    const s = d.s;
    s.turn = 2;
    for (const p of s.players) p.lastTurn = 2;
    for (const p of s.players) {
      // Undo the shuffle: the named cards go where they were asked, fillers stay in the library.
      const named = this.placed.filter((x) => x.seat === p.seat);
      const used = new Set<ObjId>();
      const libraryTop: ObjId[] = [];
      for (const pl of named) {
        const id = p.library.find((o) => !used.has(o) && s.cards[d.obj(o).card]!.name === pl.name);
        if (id === undefined) throw new Error(`scenario: ${pl.name} not in seat ${p.seat}'s deck`);
        used.add(id);
        if (pl.zone === 'library') {
          libraryTop.push(id);
          continue;
        }
        const nid = moveObject(d, id, pl.zone, { controller: p.seat, tapped: !!pl.tapped });
        if (pl.zone === 'battlefield') d.mut(nid).since = 0;
      }
      const pl = d.player(p.seat);
      pl.library = [...pl.library.filter((o) => !libraryTop.includes(o)), ...libraryTop];
    }
    d.events = [];
    s.active = this.active;
    s.stepIndex = this.module.plan.indexOf(this.step);
    s.step = this.step;
    s.priority = -1;
    advance(d, this.module);
    return new Scenario(d.s, this.module);
  }

  /** Starts with `name` in `seat`'s hand (after what is placed already), casts it and picks `targets`: on the stack. */
  cast(seat: Seat, name: string, ...targets: Ref[]): Scenario {
    return this.hand(seat, name)
      .start()
      .cast(seat, name, ...targets);
  }
  /** As `cast`, and the stack resolves. */
  castResolved(seat: Seat, name: string, ...targets: Ref[]): Scenario {
    return this.cast(seat, name, ...targets).resolve();
  }
}

export const scenario = (cards: Lookup, m?: RulesModule): ScenarioBuilder => new ScenarioBuilder(cards, m);

const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/**
 * A deck for random games with keyword cards: `perBasic` of each basic land, and two of every other
 * card of `names` (`half` 0 from the first, 1 from the second), so two decks share out the names.
 */
export function halfOfNamesDeck(cards: Lookup, names: readonly string[], half: 0 | 1, perBasic: number): RulesCard[] {
  const mine = names.filter((_, i) => i % 2 === half);
  return [...BASICS.flatMap((l) => Array<string>(perBasic).fill(l)), ...mine, ...mine].map(cards);
}

export class Scenario {
  readonly log: GameEvent[] = [];
  constructor(
    public state: GameState,
    readonly module: RulesModule,
  ) {}

  get s(): GameState {
    return this.state;
  }
  legal(seat: Seat = this.decider()): Action[] {
    return legalActions(this.state, this.module, seat);
  }
  decider(): Seat {
    const p = this.state.pending;
    if (!p) throw new Error('scenario: no pending decision');
    return p.seat;
  }
  act(action: Action, seat: Seat = this.decider()): this {
    const r = applyAction(this.state, this.module, seat, action);
    this.state = r.state;
    this.log.push(...r.events);
    return this;
  }
  /** The object named `name` in `zone` (battlefield by default), optionally one `seat` owns. */
  id(name: string, zone: Zone = 'battlefield', seat?: Seat): ObjId {
    const o = this.state.objs.find(
      (x) =>
        x.next < 0 &&
        x.zone === zone &&
        this.state.cards[x.card]!.name === name &&
        (seat === undefined || x.owner === seat),
    );
    if (!o) throw new Error(`scenario: no ${name} in ${zone}`);
    return o.id;
  }
  private target(ref: Ref): Target {
    if (typeof ref === 'number') return { p: ref };
    for (const z of ['battlefield', 'stack', 'graveyard', 'hand', 'library', 'exile'] as Zone[]) {
      const o = this.state.objs.find((x) => x.next < 0 && x.zone === z && this.state.cards[x.card]!.name === ref);
      if (o) return { o: o.id };
    }
    throw new Error(`scenario: no target ${ref}`);
  }
  /** `seat` answers the yes/no question it is asked (`prompt`, when given, is the question it must be); throws when it is not asked. */
  answer(seat: Seat, reply: 'yes' | 'no', prompt?: string): this {
    const p = this.state.pending;
    if (p?.d !== 'yesNo' || p.seat !== seat || (prompt !== undefined && p.prompt !== prompt))
      throw new Error(`scenario: seat ${seat} is not asked ${prompt ?? 'a yes/no question'} (${JSON.stringify(p)})`);
    return this.act({ t: reply }, seat);
  }
  /** Answers target decisions with `targets`, in order, while they are asked. */
  pick(...targets: Ref[]): this {
    for (const t of targets) {
      const p = this.state.pending;
      if (!p || (p.d !== 'target' && p.d !== 'choose' && p.d !== 'bottom' && p.d !== 'damageOrder')) break;
      this.act({ t: 'pick', v: this.target(t) });
    }
    return this;
  }
  play(seat: Seat, name: string): this {
    return this.act({ t: 'play', o: this.id(name, 'hand', seat) }, seat);
  }
  cast(seat: Seat, name: string, ...targets: Ref[]): this {
    this.act({ t: 'cast', o: this.id(name, 'hand', seat) }, seat);
    return this.pick(...targets);
  }
  /** Casts `name` from the hand with the cast `options` (`{ buyback: true }`, `{ delve: 4 }`…); any targets are then picked. */
  castWith(seat: Seat, name: string, options: CastOptions, ...targets: Ref[]): this {
    this.act({ t: 'cast', o: this.id(name, 'hand', seat), ...options }, seat);
    return this.pick(...targets);
  }
  /** The ways `seat` may cast `name` from the hand now: the options of each legal cast (`{}` for the plain one). */
  castOptions(seat: Seat, name: string): CastOptions[] {
    const id = this.id(name, 'hand', seat);
    return this.legal(seat).flatMap((a) => (a.t === 'cast' && a.o === id ? [optionsOf(a)] : []));
  }
  activate(seat: Seat, name: string, index = 0, ...targets: Ref[]): this {
    const id = this.id(name, 'battlefield', seat);
    const acts = this.legal(seat).filter((a) => a.t === 'activate' && a.o === id);
    const a = acts[index];
    if (!a) throw new Error(`scenario: ${name} has no activatable ability #${index}`);
    this.act(a, seat);
    return this.pick(...targets);
  }
  /** Everyone passes until the stack is empty (resolving it all). */
  resolve(): this {
    for (let i = 0; i < 200 && this.state.stack.length + this.state.procs.length > 0; i++) {
      const p = this.state.pending;
      if (!p || p.d !== 'priority') break;
      this.act({ t: 'pass' });
    }
    return this;
  }
  /** Passes until a later step named `step` begins (of this turn or the next); attack/block decisions elsewhere are declined. */
  passTo(step: StepId): this {
    const from = `${this.state.turn}/${this.state.stepIndex}`;
    for (let i = 0; i < 500; i++) {
      const p = this.state.pending;
      const elsewhere = `${this.state.turn}/${this.state.stepIndex}` !== from;
      if (!p) return this;
      if (elsewhere && this.state.step === step && (p.d !== 'priority' || this.state.stack.length === 0)) return this;
      if (p.d === 'attackers' || p.d === 'blockers') this.act({ t: 'done' });
      else if (p.d === 'priority') this.act({ t: 'pass' });
      else return this;
    }
    throw new Error(`scenario: never reached ${step}`);
  }
  attack(...names: string[]): this {
    for (const n of names)
      this.act({ t: 'attack', o: this.id(n), at: { p: (this.state.active + 1) % this.state.players.length } });
    return this.state.pending?.d === 'attackers' ? this.act({ t: 'done' }) : this;
  }
  block(pairs: [string, string][]): this {
    for (const [b, a] of pairs) this.act({ t: 'block', o: this.id(b), at: this.id(a) });
    return this.state.pending?.d === 'blockers' ? this.act({ t: 'done' }) : this;
  }
  /** A whole combat to the second main phase: `attackers` attack, then `blocks` ([blocker, attacker]) are declared. */
  fight(attackers: string | string[], ...blocks: [string, string][]): this {
    this.passTo('declareAttackers').attack(...[attackers].flat());
    // Only step into declare blockers when there is a block to make: with none, the step may be skipped.
    if (blocks.length > 0) this.passTo('declareBlockers').block(blocks);
    return this.passTo('main2');
  }
  /** Casts `name` from the hand with X = `x`; any targets are then picked. */
  castX(seat: Seat, name: string, x: number, ...targets: Ref[]): this {
    this.act({ t: 'cast', o: this.id(name, 'hand', seat) }, seat).act({ t: 'x', n: x });
    return this.pick(...targets);
  }
  /** The deciding player passes priority and `seat` casts `name` in response. */
  respond(seat: Seat, name: string, ...targets: Ref[]): this {
    return this.act({ t: 'pass' }).cast(seat, name, ...targets);
  }
  /** The live object named `name` in `zone` (battlefield by default). */
  obj(name: string, zone: Zone = 'battlefield'): GameObject {
    return this.state.objs[this.id(name, zone)]!;
  }
  life(seat: Seat): number {
    return this.state.players[seat]!.life;
  }
  has(name: string, zone: Zone = 'battlefield'): boolean {
    return this.state.objs.some((x) => x.next < 0 && x.zone === zone && this.state.cards[x.card]!.name === name);
  }
  count(name: string, zone: Zone = 'battlefield'): number {
    return this.state.objs.filter((x) => x.next < 0 && x.zone === zone && this.state.cards[x.card]!.name === name)
      .length;
  }
  pt(name: string): [number, number] {
    const c = charsOf(readerOf(this.state), this.id(name));
    return [c.power, c.toughness];
  }
  hand(seat: Seat): string[] {
    return this.state.players[seat]!.hand.map((id) => this.state.cards[this.state.objs[id]!.card]!.name);
  }
  /** How many permanents are tapped (what a cost paid). */
  tappedCount(): number {
    return this.state.battlefield.filter((id) => this.state.objs[id]!.tapped).length;
  }
  /** The names of the cards in `seat`'s graveyard, bottom first. */
  graveyard(seat: Seat): string[] {
    return this.state.players[seat]!.graveyard.map((id) => this.state.cards[this.state.objs[id]!.card]!.name);
  }
  text(): string {
    return this.log.map((e) => ('text' in e ? e.text : '')).join('\n');
  }
}
