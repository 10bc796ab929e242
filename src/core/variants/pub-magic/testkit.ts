/**
 * A small table-building DSL for the scenario tests (XMage style: put cards in zones, act, assert).
 * Cards are looked up by name among {@link CLASSIC_CARDS} (real cards with their real type lines).
 */
import type { GameEvent, Seat } from '../../engine';
import { pubTypesOf } from './cards';
import { noCombatYet } from './setup';
import { pubMagic } from './variant';
import { CLASSIC_CARDS } from './pile';
import type { PubCard, PubMagicAction, PubMagicState } from './types';

export class TableBuilder {
  private cards: PubCard[] = [];
  private tables: number[][];
  private hands: number[][];
  private deck: number[] = [];
  private discard: number[] = [];
  private placed: number[] = [];
  private turn = 5;
  private active = 0;
  private target = 10;
  private started: boolean[];

  constructor(private readonly seats: number) {
    this.tables = Array.from({ length: seats }, () => []);
    this.hands = Array.from({ length: seats }, () => []);
    this.started = new Array<boolean>(seats).fill(true);
  }

  private card(name: string, placed: number): number {
    const def = CLASSIC_CARDS.find((c) => c.name === name);
    if (!def) throw new Error(`testkit: no card named ${name} in CLASSIC_CARDS`);
    const id = this.cards.length;
    this.cards.push({ id, name: def.name, typeLine: def.typeLine, types: pubTypesOf(def.typeLine) });
    this.placed.push(placed);
    return id;
  }

  /** Cards in front of `seat`, placed on an earlier turn (creatures among them may attack). */
  on(seat: Seat, ...names: string[]): this {
    for (const n of names) this.tables[seat]!.push(this.card(n, 1));
    return this;
  }
  /** Cards in front of `seat` placed THIS turn. */
  fresh(seat: Seat, ...names: string[]): this {
    for (const n of names) this.tables[seat]!.push(this.card(n, this.turn));
    return this;
  }
  /** `count` lands (Forests) in front of `seat`. */
  lands(seat: Seat, count: number): this {
    return this.on(seat, ...new Array<string>(count).fill('Forest'));
  }
  /** The deck, top card first. */
  deckTop(...names: string[]): this {
    this.deck = names.map((n) => this.card(n, -1)).reverse();
    return this;
  }
  hand(seat: Seat, ...names: string[]): this {
    this.started[seat] = false;
    for (const n of names) this.hands[seat]!.push(this.card(n, -1));
    return this;
  }
  turnOf(seat: Seat): this {
    this.active = seat;
    return this;
  }
  withTarget(target: number): this {
    this.target = target;
    return this;
  }
  build(): Game {
    const s: PubMagicState = {
      config: { seats: this.seats, target: this.target, deal: 6, keep: 3 },
      cards: this.cards,
      rng: [1, 2, 3, 4],
      phase: 'main',
      deck: this.deck,
      hands: this.hands,
      buried: Array.from({ length: this.seats }, () => []),
      discard: this.discard,
      tables: this.tables,
      placed: this.placed,
      active: this.active,
      turn: this.turn,
      started: this.started,
      ...noCombatYet(),
    };
    return new Game(s);
  }
}

export function table(seats: number): TableBuilder {
  return new TableBuilder(seats);
}

/** A game under test: act through the real `apply` (legality checked) and read the state. */
export class Game {
  events: GameEvent[] = [];
  constructor(public state: PubMagicState) {}

  /** The id of the first card named `name` in front of `seat` (or anywhere, with seat -1). */
  id(seat: Seat, name: string): number {
    const ids = seat >= 0 ? this.state.tables[seat]! : this.state.cards.map((c) => c.id);
    const id = ids.find((i) => this.state.cards[i]!.name === name);
    if (id === undefined) throw new Error(`testkit: no ${name} in front of seat ${seat}`);
    return id;
  }
  ids(seat: Seat, name: string): number[] {
    return this.state.tables[seat]!.filter((i) => this.state.cards[i]!.name === name);
  }
  names(seat: Seat): string[] {
    return this.state.tables[seat]!.map((i) => this.state.cards[i]!.name).sort();
  }
  total(seat: Seat): number {
    return pubMagic.view(this.state, -1).totals[seat]!;
  }
  legal(seat: Seat): PubMagicAction[] {
    return pubMagic.legalActions(this.state, seat);
  }
  can(seat: Seat, action: PubMagicAction): boolean {
    const key = JSON.stringify(action);
    return this.legal(seat).some((a) => JSON.stringify(a) === key);
  }
  act(seat: Seat, action: PubMagicAction): this {
    const r = pubMagic.apply(this.state, seat, action);
    this.state = r.state;
    this.events.push(...r.events);
    return this;
  }
  get active(): Seat[] {
    return pubMagic.activeSeats(this.state);
  }
}
