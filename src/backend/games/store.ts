import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import type { gameSnapshot, logEntry, savedGameSummary, seatSpec } from '../../contract/games';
import { makeBot } from '../../core/bots';
import { replay, seedRng, type AnyVariant, type GameEvent, type GameResult, type Move } from '../../core/engine';
import { getVariant } from '../../core/variants';
import { ApiFailure, badInput, notFound } from '../errors';
import { chosenOptions } from './chosenOptions';

type SeatSpec = z.output<typeof seatSpec>;
type LogEntry = z.output<typeof logEntry>;
export type Snapshot = z.output<typeof gameSnapshot>;
type Summary = z.output<typeof savedGameSummary>;

/** A game being played: its record (what is saved) and its current state (rebuilt by replay). */
interface Session {
  id: number;
  variant: AnyVariant;
  config: unknown;
  seed: string;
  seats: SeatSpec[];
  actions: Move[];
  state: unknown;
  log: LogEntry[];
  name: string;
}

interface Row {
  id: number;
  variant: string;
  name: string;
  config: string;
  seed: string;
  actions: string;
  status: 'in_progress' | 'finished';
  result: string | null;
  updated_at: string;
}

function toLog(step: number, events: GameEvent[]): LogEntry[] {
  return events.map((e) => {
    const entry: LogEntry = { step, type: e.type, text: e.text };
    if (typeof e.seat === 'number') entry.seat = e.seat;
    if (e.type === 'dice' && Array.isArray(e.dice)) entry.dice = e.dice as LogEntry['dice'];
    return entry;
  });
}

function variantOf(id: string): AnyVariant {
  const v = getVariant(id);
  if (!v) throw notFound(`There is no variant "${id}" (known: see games.variants).`);
  return v;
}

/** Saved games listed: those with at least one move (a row whose actions cannot be read is listed, to be reported). */
const PLAYED = `actions != '[]'`;

/** A random seed for "seed: random" (the backend may use the clock; core never does). */
export function randomSeed(): string {
  return Math.floor(Math.random() * 2 ** 32).toString(36) + '-' + Date.now().toString(36);
}

/**
 * Games in play and their saved copies. A saved game is `{variant, config, seed, actions}` in
 * `saved_games`; every action is written at once (one transaction), and loading replays it.
 */
export class GameStore {
  private readonly sessions = new Map<number, Session>();

  constructor(private readonly db: Database) {}

  start(input: {
    variant: string;
    seats: SeatSpec[];
    config: Record<string, unknown>;
    seed?: string;
    name?: string;
  }): Session {
    const variant = variantOf(input.variant);
    if (input.seats.length < variant.seats.min || input.seats.length > variant.seats.max) {
      throw badInput(
        `${variant.name} is played by ${variant.seats.min}–${variant.seats.max} seats, not ${input.seats.length}.`,
      );
    }
    let config: unknown;
    try {
      config = variant.parseConfig(input.config);
    } catch (err) {
      throw badInput(err instanceof Error ? err.message : String(err));
    }
    const seed = input.seed ?? randomSeed();
    const state = variant.setup(config, seed);
    const name = input.name ?? this.distinctName(variant.name, input.seats);
    this.dropUnplayed();
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO saved_games (variant, name, config, seed, actions, status) VALUES (?, ?, ?, ?, '[]', 'in_progress')`,
        )
        .run(variant.id, name, JSON.stringify({ config, seats: input.seats }), seed).lastInsertRowid,
    );
    // Setup's own events (an opening roll) are logged at step -1, before every move.
    const log = toLog(-1, variant.setupEvents?.(state) ?? []);
    const session: Session = { id, variant, config, seed, seats: input.seats, actions: [], state, log, name };
    this.sessions.set(id, session);
    return session;
  }

  /** "Dice Duel — you vs greedy bot · 2026-11-25 14:52", with " (2)", " (3)" … when taken. */
  private distinctName(variantName: string, seats: readonly SeatSpec[]): string {
    const who = seats.map((x) => (x.kind === 'human' ? 'you' : `${x.bot} bot`));
    const bots = seats.filter((x) => x.kind === 'bot').length;
    const humans = seats.length - bots;
    const crowd = humans === 0 ? `${bots} bots` : `${humans === 1 ? 'you' : `${humans} people`} and ${bots} bots`;
    const table = who.length > 3 ? crowd : who.join(' vs ');
    const base = `${variantName} — ${table} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`;
    const taken = new Set(
      (this.db.prepare('SELECT name FROM saved_games WHERE name LIKE ?').all(`${base}%`) as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
    return name;
  }

  /** Games left without a single move (started, then abandoned) are not kept; the ones open here stay. */
  private dropUnplayed(): void {
    const open = [...this.sessions.keys()];
    this.db.transaction(() => {
      this.db
        .prepare(`DELETE FROM saved_games WHERE actions = '[]' AND id NOT IN (SELECT value FROM json_each(?))`)
        .run(JSON.stringify(open));
    })();
  }

  private row(id: number): Row {
    const row = this.db.prepare('SELECT * FROM saved_games WHERE id = ?').get(id) as Row | undefined;
    if (!row) throw notFound(`There is no saved game number ${id}.`);
    return row;
  }

  /** The game in memory, or loaded from the database and replayed. */
  get(id: number): Session {
    const cached = this.sessions.get(id);
    if (cached) return cached;
    const row = this.row(id);
    const variant = variantOf(row.variant);
    const { config, seats } = JSON.parse(row.config) as { config: unknown; seats: SeatSpec[] };
    const actions = JSON.parse(row.actions) as Move[];
    const { state, events } = replay(variant, { config, seed: row.seed, actions });
    const opening = variant.setupEvents ? toLog(-1, variant.setupEvents(variant.setup(config, row.seed))) : [];
    const log = [...opening, ...events.flatMap((e, i) => toLog(i, e))];
    const session: Session = { id, variant, config, seed: row.seed, seats, actions, state, log, name: row.name };
    this.sessions.set(id, session);
    return session;
  }

  /**
   * Writes the game. `before` is how many moves the database must still hold: the number of moves
   * is the game's version (it only grows), so a save from a window that missed a move made in
   * another window or host is refused instead of overwriting it (issue 23, finding 5).
   */
  private persist(s: Session, before: number): void {
    const result = s.variant.result(s.state) as GameResult | undefined;
    const save = this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE saved_games SET actions = ?, status = ?, result = ?, name = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND json_array_length(actions) = ?`,
        )
        .run(
          JSON.stringify(s.actions),
          result ? 'finished' : 'in_progress',
          result ? JSON.stringify(result) : null,
          s.name,
          s.id,
          before,
        ).changes;
      if (changed === 0) {
        this.sessions.delete(s.id);
        throw new ApiFailure(
          'conflict',
          `Game ${s.id} was changed in another window or program since this one loaded it: reload it to see the moves made there.`,
        );
      }
    });
    save();
  }

  private applyMove(s: Session, seat: number, action: unknown): GameEvent[] {
    const { state, events } = s.variant.apply(s.state, seat, action);
    const step = s.actions.length;
    s.state = state;
    s.actions.push({ seat, action });
    s.log.push(...toLog(step, events));
    try {
      this.persist(s, step);
    } catch (err) {
      // Keep memory and database the same: undo the move if it could not be saved.
      s.actions.pop();
      s.log = s.log.filter((e) => e.step < step);
      s.state = replay(s.variant, s).state;
      throw err;
    }
    return events;
  }

  /** A person plays the legal action number `index` of `seat`. */
  act(id: number, seat: number, index: number, step?: number): Session {
    const s = this.get(id);
    if (step !== undefined && step !== s.actions.length) {
      throw new ApiFailure('conflict', `The game has moved on (step ${s.actions.length}, not ${step}): reload it.`);
    }
    if (s.seats[seat]?.kind !== 'human') throw badInput(`Seat ${seat + 1} is not played by a person in game ${id}.`);
    const legal = s.variant.legalActions(s.state, seat) as unknown[];
    if (legal.length === 0) throw badInput(`It is not seat ${seat + 1}'s decision now.`);
    if (index >= legal.length) throw badInput(`There is no legal action number ${index} (there are ${legal.length}).`);
    this.applyMove(s, seat, legal[index]);
    return s;
  }

  /** The bot that must decide now makes one decision. Returns what it did, or null if no bot is to move. */
  botMove(id: number, now: () => number): { session: Session; label: string | null; ms: number } {
    const s = this.get(id);
    const seats = s.variant.activeSeats(s.state) as number[];
    const seat = seats.find((x) => s.seats[x]?.kind === 'bot');
    if (seat === undefined) return { session: s, label: null, ms: 0 };
    const spec = s.seats[seat] as Extract<SeatSpec, { kind: 'bot' }>;
    const legal = s.variant.legalActions(s.state, seat) as unknown[];
    const view = s.variant.view(s.state, seat);
    const t0 = now();
    const bot = makeBot(spec.bot, spec.strength);
    // The bot's own RNG, fixed by game, seat and step: a resumed game makes the same choices.
    const rng = seedRng(`${s.seed}/bot/${seat}/${s.actions.length}`);
    const action = legal.length === 1 ? legal[0] : bot.choose({ variant: s.variant, seat, view, legal, rng, now });
    const ms = now() - t0;
    // Described from what the person at the table (or a spectator) sees, never from the bot's own
    // view: the bot's view holds its hidden cards, and the words go to the other players' log.
    const label = s.variant.describeAction(s.variant.view(s.state, GameStore.viewerOf(s)), seat, action);
    this.applyMove(s, seat, action);
    return { session: s, label, ms };
  }

  rename(id: number, name: string): Summary {
    const s = this.get(id);
    s.name = name;
    this.persist(s, s.actions.length);
    return this.summary(this.row(id));
  }

  summary(row: Row): Summary {
    const { seats } = JSON.parse(row.config) as { seats: SeatSpec[] };
    return {
      gameId: row.id,
      variant: row.variant,
      name: row.name,
      status: row.status,
      steps: (JSON.parse(row.actions) as unknown[]).length,
      result: row.result ? (JSON.parse(row.result) as GameResult) : null,
      seats,
      updatedAt: row.updated_at,
      match: null, // games.list adds a match's (games/matchFlow.ts)
    };
  }

  list(status?: 'in_progress' | 'finished'): Summary[] {
    const rows = (
      status
        ? this.db.prepare('SELECT * FROM saved_games WHERE status = ? ORDER BY updated_at DESC, id DESC').all(status)
        : this.db.prepare('SELECT * FROM saved_games ORDER BY updated_at DESC, id DESC').all()
    ) as Row[];
    return this.readable(rows).games;
  }

  /** Summaries of the rows that can be read; the others are reported, not allowed to break the list (finding 6). */
  readable(rows: Row[]): { games: Summary[]; unreadable: { gameId: number; reason: string }[] } {
    const games: Summary[] = [];
    const unreadable: { gameId: number; reason: string }[] = [];
    for (const r of rows) {
      try {
        games.push(this.summary(r));
      } catch (err) {
        unreadable.push({ gameId: r.id, reason: err instanceof Error ? err.message : String(err) });
      }
    }
    return { games, unreadable };
  }

  /** The list with the rows that could not be read named (games.list reports them). */
  listWithProblems(
    status?: 'in_progress' | 'finished',
    withMoves = false,
  ): {
    games: Summary[];
    unreadable: { gameId: number; reason: string }[];
  } {
    const where = [status ? 'status = ?' : '', withMoves ? PLAYED : ''].filter(Boolean);
    const sql = `SELECT * FROM saved_games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY updated_at DESC, id DESC`;
    const rows = (status ? this.db.prepare(sql).all(status) : this.db.prepare(sql).all()) as Row[];
    return this.readable(rows);
  }

  /** Drops a game from memory only (its row was rolled back). */
  forget(id: number): void {
    this.sessions.delete(id);
  }

  delete(id: number): boolean {
    this.sessions.delete(id);
    return this.db.transaction(() => this.db.prepare('DELETE FROM saved_games WHERE id = ?').run(id).changes > 0)();
  }

  /** The default seat to look from: the first person's seat, else a spectator. */
  static viewerOf(s: Session, seat?: number): number {
    if (seat !== undefined) return seat;
    const human = s.seats.findIndex((x) => x.kind === 'human');
    return human;
  }

  snapshot(s: Session, seat?: number, state: unknown = s.state, upTo = s.actions.length, log = s.log): Snapshot {
    const viewer = GameStore.viewerOf(s, seat);
    const view = s.variant.view(state, viewer);
    const legal = viewer >= 0 && upTo === s.actions.length ? (s.variant.legalActions(state, viewer) as unknown[]) : [];
    const deciders = s.variant.activeSeats(state) as number[];
    const result = (s.variant.result(state) as GameResult | undefined) ?? null;
    return {
      gameId: s.id,
      variant: s.variant.id,
      variantName: s.variant.name,
      name: s.name,
      seed: s.seed,
      seat: viewer,
      seats: s.seats,
      view,
      legal: legal.map((action, index) => ({ index, action, label: s.variant.describeAction(view, viewer, action) })),
      deciders,
      botToMove: upTo === s.actions.length && deciders.some((d) => s.seats[d]?.kind === 'bot'),
      log,
      step: upTo,
      status: result ? 'finished' : 'in_progress',
      result,
      tableOptions: chosenOptions(s.variant, s.config),
      // A match is the backend's record beside the game's (games/matchFlow.ts `withMatch` fills it in).
      match: null,
    };
  }

  /** The game as it was after `step` actions (replays from the start). */
  replayAt(id: number, step: number, seat?: number): Snapshot & { totalSteps: number } {
    const s = this.get(id);
    const upTo = Math.min(step, s.actions.length);
    const { state } = replay(s.variant, s, upTo);
    const log = s.log.filter((e) => e.step < upTo);
    return { ...this.snapshot(s, seat, state, upTo, log), totalSteps: s.actions.length };
  }
}
