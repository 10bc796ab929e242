import { z } from 'zod';
import { method } from './define';
import { matchInfo } from './matchInfo';
import { viewSchemas } from './views';

export const botKind = z.enum(['random', 'greedy', 'search']);
export const botStrength = z.enum(['easy', 'normal', 'hard']);

/** Who sits in a seat: a person at this computer, or a bot (which thinks in the backend). */
export const seatSpec = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('bot'), bot: botKind, strength: botStrength.default('normal') }),
]);

const gameId = z.number().int().positive();

/** Where one seat's deck (or the table's shared pile) comes from: a saved deck, or an auto-build. */
export const deckChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), deckId: z.number().int().positive() }),
  z.object({
    kind: z.literal('auto'),
    /** Omitted = the game's seed. */
    seed: z.string().min(1).max(200).optional(),
    /** Omitted or empty = the builder picks the colours. */
    colors: z
      .array(z.enum(['W', 'U', 'B', 'R', 'G']))
      .max(5)
      .optional(),
  }),
]);

/** What the Play screen may offer for a variant's decks (games.decks). */
export const deckOffer = z.object({
  /** per-seat: one deck per seat (Dice Duel); shared: one pile for the table (Pub Magic); fixed: nothing to choose (Magic 54). */
  mode: z.enum(['per-seat', 'shared', 'fixed', 'none']),
  usesColors: z.boolean(),
  /** Where an auto-build takes its cards from. */
  autoSource: z.enum(['collection', 'starter pool']),
  decks: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cards: z.number().int(),
      legal: z.boolean(),
      /** Why it cannot be played (empty when legal). */
      problems: z.array(z.string()),
    }),
  ),
});

const optionValue = z.union([z.string(), z.number(), z.boolean()]);
/** One house-rule option of a variant (core/engine TableOption). */
export const tableOption = z.object({
  path: z.array(z.string()),
  label: z.string(),
  why: z.string(),
  default: optionValue,
  choices: z.array(z.object({ value: optionValue, label: z.string() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** One line of the game log, in plain words; dice events carry their dice for the tray. */
export const logEntry = z.object({
  /** Index of the action that caused it (0 = the first action). */
  step: z.number().int(),
  type: z.string(),
  seat: z.number().int().optional(),
  text: z.string(),
  dice: z.array(z.object({ sides: z.number().int(), face: z.number().int(), color: z.string().optional() })).optional(),
});

export const gameResult = z.object({ winners: z.array(z.number().int()), reason: z.string() });

/** The fields of a game snapshot; see {@link gameSnapshot} (which also checks the view). */
const gameSnapshotFields = z.object({
  gameId,
  variant: z.string(),
  variantName: z.string(),
  name: z.string(),
  seed: z.string(),
  /** The seat this snapshot is seen from (-1 = spectator). */
  seat: z.number().int(),
  seats: z.array(seatSpec),
  /**
   * The variant's view for `seat` (its shape belongs to the variant: e.g. M54View), checked against
   * the variant's schema in `views/` by {@link withViewCheck}; passed on as it came.
   */
  view: z.unknown(),
  /** What `seat` may do now, each with its label in plain words; empty when it is not its turn to decide. */
  legal: z.array(z.object({ index: z.number().int(), label: z.string(), action: z.unknown() })),
  /** Seats that must decide now. */
  deciders: z.array(z.number().int()),
  /** True when a bot must move now (call games.bot). */
  botToMove: z.boolean(),
  log: z.array(logEntry),
  /** Actions taken so far. */
  step: z.number().int(),
  status: z.enum(['in_progress', 'finished']),
  result: gameResult.nullable(),
  /** The variant's house rules as this game plays them (the table shows the ones not at their default). */
  tableOptions: z.array(z.object({ label: z.string(), value: z.string(), isDefault: z.boolean() })).default([]),
  /** The best-of-three match this game is part of (Magic Combat with Dice), or null. */
  match: matchInfo.nullable().default(null),
});

/**
 * Checks a snapshot's `view` against the view schema of its `variant` (a variant without one is an
 * error too). Applied to each snapshot schema after any `.extend` (zod refuses to extend a refined object).
 */
function withViewCheck<T extends z.ZodType<{ variant: string; view: unknown }>>(schema: T) {
  return schema.superRefine((snap, ctx) => {
    const viewSchema = viewSchemas[snap.variant];
    if (!viewSchema) {
      ctx.addIssue({ code: 'custom', path: ['view'], message: `No view schema for variant "${snap.variant}"` });
      return;
    }
    const r = viewSchema.safeParse(snap.view);
    if (r.success) return;
    for (const issue of r.error.issues) {
      const path = ['view', ...issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k))];
      ctx.addIssue({
        code: 'custom',
        path,
        message: `${snap.variant} view: ${path.join('.')}: ${issue.message}`,
      });
    }
  });
}

/** Everything the Play screen needs about one game, seen from one seat. */
export const gameSnapshot = withViewCheck(gameSnapshotFields);

export const savedGameSummary = z.object({
  gameId,
  variant: z.string(),
  name: z.string(),
  status: z.enum(['in_progress', 'finished']),
  steps: z.number().int(),
  result: gameResult.nullable(),
  seats: z.array(seatSpec),
  updatedAt: z.string(),
  /** A game of a best-of-three match: its number, and whether the match goes on from it (its newest game, not over). */
  match: z.object({ game: z.number().int(), open: z.boolean() }).nullable().default(null),
});

export const simulateSummary = z.object({
  games: z.number().int(),
  wins: z.array(z.number().int()),
  draws: z.number().int(),
  averageTurns: z.number(),
  averageActions: z.number(),
  gamesPerSecond: z.number(),
  seconds: z.number(),
});

/** Playing variants against bots: start, view, act, let bots move, save/resume, replay, simulate. */
export const gamesMethods = {
  'games.variants': method(
    'The playable variants, their seat counts and the bots available',
    z.object({}),
    z.object({
      variants: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          minSeats: z.number().int(),
          maxSeats: z.number().int(),
          /** The house rules the text leaves open: the form draws these (defaults and why from the variant). */
          tableOptions: z.array(tableOption),
        }),
      ),
      bots: z.array(botKind),
      strengths: z.array(botStrength),
    }),
  ),
  'games.start': method(
    'Start a game (saved at once) with people and bots in the seats',
    z.object({
      variant: z.string().min(1),
      seats: z.array(seatSpec).min(1).max(8),
      /** The variant's options (Magic 54: { teams, starter }). */
      config: z.record(z.string(), z.unknown()).default({}),
      /** Any text; omitted = a random seed chosen by the backend. */
      seed: z.string().min(1).max(200).optional(),
      name: z.string().max(200).optional(),
      /** Per seat (Dice Duel) or one for the shared pile (Pub Magic); omitted = auto-built as before. */
      decks: z.array(deckChoice).min(1).max(8).optional(),
    }),
    gameSnapshot,
  ),
  'games.decks': method(
    'The saved decks a table of a variant can play, each with its legality, and where auto-builds come from',
    z.object({
      variant: z.string().min(1),
      players: z.number().int().min(1).max(8),
      /** The table options chosen so far: a deck is checked against what they agree (an agreed format). */
      config: z.record(z.string(), z.unknown()).optional(),
    }),
    deckOffer,
  ),
  'games.get': method(
    'A game as one seat sees it (loads a saved game from the database if needed)',
    z.object({ gameId, seat: z.number().int().min(-1).optional() }),
    gameSnapshot,
  ),
  'games.act': method(
    "Play one of the seat's legal actions (by its index in `legal`); saved at once",
    z.object({
      gameId,
      seat: z.number().int().min(0),
      index: z.number().int().min(0),
      step: z.number().int().min(0).optional(),
    }),
    gameSnapshot,
  ),
  'games.bot': method(
    'Let the bot whose turn it is make one decision (it thinks in the backend); saved at once',
    z.object({ gameId, seat: z.number().int().min(-1).optional() }),
    withViewCheck(gameSnapshotFields.extend({ botAction: z.string().nullable(), thinkMs: z.number() })),
  ),
  'games.save': method(
    'Name a game (every move is already saved)',
    z.object({ gameId, name: z.string().min(1).max(200) }),
    savedGameSummary,
  ),
  'games.list': method(
    'Saved games, most recent first',
    z.object({
      status: z.enum(['in_progress', 'finished']).optional(),
      /** Only games with at least one move (the Play screen keeps no abandoned, unplayed games). */
      withMoves: z.boolean().default(false),
    }),
    z.object({
      games: z.array(savedGameSummary),
      /** Saved games whose row could not be read (named, not hidden: they do not break the list). */
      unreadable: z.array(z.object({ gameId: z.number().int(), reason: z.string() })),
    }),
  ),
  'games.delete': method('Delete a saved game', z.object({ gameId }), z.object({ deleted: z.boolean() })),
  'games.replay': method(
    'A saved game as it was after `step` actions, seen from a seat (step-by-step replay)',
    z.object({ gameId, step: z.number().int().min(0), seat: z.number().int().min(-1).optional() }),
    withViewCheck(gameSnapshotFields.extend({ totalSteps: z.number().int() })),
  ),
  'games.simulate': method(
    'Headless bot-vs-bot games: wins per seat, draws, average length, games per second',
    z.object({
      variant: z.string().min(1),
      seats: z.array(seatSpec.or(botKind)).min(1).max(8),
      games: z.number().int().min(1).max(100_000),
      seed: z.string().min(1).max(200).default('1'),
      config: z.record(z.string(), z.unknown()).default({}),
    }),
    simulateSummary,
    { job: true },
  ),
};

/** Variant view types, for the Play screen's table components (type-only). */
export type { M54View, M54PlayerView, M54Action } from '../core/variants/magic-54';
export type { M54PermView as M54Perm } from '../core/variants/magic-54';
export type { StackItem as M54StackItem, Target as M54Target } from '../core/variants/magic-54/state';
export type { PubMagicView, PubMagicAction, PubCard, PubType } from '../core/variants/pub-magic';
