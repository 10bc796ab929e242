/**
 * A best of three of Magic Combat with Dice (issue 20): starting one, the match as each snapshot
 * carries it, sideboarding between games and the next game. The match's state lives in SQLite (a
 * `matches` row with the decks as they are now; its games are saved games pointing at it), so a
 * match resumes as its games do. The rules of the match (score, end, who chooses the start) are
 * the core's (`matchPlan.ts`), the swap's checks too (`match.ts`).
 */
import type { z } from 'zod';
import type { matchInfo } from '../../contract/matchInfo';
import type { GameResult } from '../../core/engine';
import type { RulesCard } from '../../core/rules/config';
import { toRulesCard } from '../../core/rules/fromCard';
import { classicDecks } from '../../core/variants/classic/decks';
import { parseCombatWithDiceConfig } from '../../core/variants/combat-with-dice/config';
import { swapSideboard } from '../../core/variants/combat-with-dice/match';
import { firstSeatOf, MATCH_SEATS, matchStanding } from '../../core/variants/combat-with-dice/matchPlan';
import type { BackendContext } from '../context';
import { deckStore } from '../decks';
import { badInput } from '../errors';
import type { DeckChoice } from './deckChoices';
import { MatchStore, type MatchDeck } from './matchStore';
import { gameStore } from './service';
import type { Snapshot } from './store';

type MatchInfo = z.output<typeof matchInfo>;
type SeatSpec = Snapshot['seats'][number];

const matches = (ctx: BackendContext) => ctx.service('games.matches', () => new MatchStore(ctx.db));

/** A game's config asks for a match (only Magic Combat with Dice has the option). */
export function startsMatch(variant: string, config: Record<string, unknown>): boolean {
  return variant === 'combat-with-dice' && config['match'] === 'best-of-three';
}

const winnerOf = (r: GameResult | null): number | null => (r && r.winners.length === 1 ? r.winners[0]! : null);

function counted(cards: readonly RulesCard[]): { name: string; count: number }[] {
  const n = new Map<string, number>();
  for (const c of cards) n.set(c.name, (n.get(c.name) ?? 0) + 1);
  return [...n].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

function matchOf(ctx: BackendContext, gameId: number): number {
  const id = matches(ctx).matchOf(gameId);
  if (id === null) throw badInput(`Game ${gameId} is not a game of a best-of-three match.`);
  return id;
}

/** The match a saved game belongs to, its games and the standing they make; null for a single game. */
function standingOf(ctx: BackendContext, gameId: number) {
  const m = matches(ctx);
  const matchId = m.matchOf(gameId);
  if (matchId === null) return null;
  const games = m.games(matchId);
  const standing = matchStanding(games.map((g) => (g.status === 'finished' ? winnerOf(g.result) : undefined)));
  return { m, matchId, games, standing };
}

/** The match of a game as seen from `seat` (its deck only for a person's seat), or null for a single game. */
export function matchInfoOf(
  ctx: BackendContext,
  gameId: number,
  seat: number,
  seats: readonly SeatSpec[],
): MatchInfo | null {
  const found = standingOf(ctx, gameId);
  if (!found) return null;
  const { m, matchId, games, standing } = found;
  const mine = seats[seat]?.kind === 'human' ? m.decks(matchId)[seat] : undefined;
  return {
    matchId,
    game: games.findIndex((g) => g.id === gameId) + 1,
    games: games.map((g, i) => ({ gameId: g.id, number: i + 1, status: g.status, winner: winnerOf(g.result) })),
    wins: standing.wins,
    winner: standing.winner,
    over: standing.over,
    currentGameId: games[games.length - 1]!.id,
    next: standing.next,
    deck: mine
      ? { main: counted(mine.main), side: counted(mine.side), mainCount: mine.main.length, sideCount: mine.side.length }
      : null,
  };
}

/** A saved game's place in its match for the saved-games list: its number, and whether the match goes on from it. */
export function matchSummaryOf(ctx: BackendContext, gameId: number): { game: number; open: boolean } | null {
  const found = standingOf(ctx, gameId);
  if (!found) return null;
  const { games, standing } = found;
  const latest = games[games.length - 1]!.id === gameId;
  return { game: games.findIndex((g) => g.id === gameId) + 1, open: latest && standing.next !== null };
}

/** A snapshot with its match (null for a single game). */
export function withMatch<S extends Snapshot>(ctx: BackendContext, snap: S): S {
  return { ...snap, match: matchInfoOf(ctx, snap.gameId, snap.seat, snap.seats) };
}

/** The first game of a new match: the decks as the game plays them, the saved decks' sideboards kept. */
export function startMatch(
  ctx: BackendContext,
  input: { variant: string; seats: SeatSpec[]; config: Record<string, unknown>; seed: string; name?: string },
  choices: readonly DeckChoice[] | undefined,
): Snapshot {
  if (input.seats.length !== MATCH_SEATS)
    throw badInput(`A best of three is played by ${MATCH_SEATS} seats, not ${input.seats.length}.`);
  let parsed: ReturnType<typeof parseCombatWithDiceConfig>;
  try {
    parsed = parseCombatWithDiceConfig(input.config);
  } catch (err) {
    throw badInput(err instanceof Error ? err.message : String(err));
  }
  const mains = parsed.decks ?? (parsed.pool ? classicDecks(parsed.pool, parsed.seats, parsed.deckSeed) : null);
  if (!mains) throw badInput('A best of three needs a deck for each seat.');
  const sides = mains.map((_, seat): RulesCard[] => {
    const c = choices?.[seat];
    if (c?.kind !== 'saved') return [];
    return deckStore(ctx)
      .forPlay(c.deckId)
      .sideboard.flatMap((e) => Array(e.quantity).fill(toRulesCard(e.card)));
  });
  const store = gameStore(ctx);
  let started: number | undefined;
  try {
    return ctx.db.transaction(() => {
      const session = store.start({ ...input, config: { ...input.config, decks: mains } });
      started = session.id;
      const matchId = matches(ctx).create(
        input.variant,
        mains.map((main, seat): MatchDeck => ({ main, side: sides[seat]! })),
      );
      matches(ctx).link(session.id, matchId);
      store.rename(session.id, `${session.name} · game 1`);
      return withMatch(ctx, store.snapshot(session));
    })();
  } catch (err) {
    // The rolled-back game must not stay in the store's memory under an id SQLite may hand out again.
    if (started !== undefined) store.forget(started);
    throw err;
  }
}

/** Between games only, for a person's seat: the match, its games and what comes next. */
function between(ctx: BackendContext, gameId: number, seat: number) {
  const matchId = matchOf(ctx, gameId);
  const games = matches(ctx).games(matchId);
  const last = gameStore(ctx).get(games[games.length - 1]!.id);
  const info = matchInfoOf(ctx, gameId, seat, last.seats)!;
  if (!info.next)
    throw badInput(
      info.over
        ? 'The match is over: there is no next game.'
        : `Game ${games.length} of the match is being played: cards are swapped and games started only between games.`,
    );
  if (last.seats[seat]?.kind !== 'human') throw badInput(`Seat ${seat + 1} is a bot: it keeps its deck.`);
  return { matchId, games, last, next: info.next };
}

/** Moves cards between a person's deck and sideboard (both checked by the core's swap); nothing changes on an error. */
export function sideboard(
  ctx: BackendContext,
  input: { gameId: number; seat: number; out: string[]; into: string[] },
): MatchInfo {
  const { matchId, last } = between(ctx, input.gameId, input.seat);
  if (input.out.length === 0 && input.into.length === 0) throw badInput('Choose the cards to move.');
  const decks = matches(ctx).decks(matchId);
  const deck = decks[input.seat]!;
  const names = (cards: RulesCard[]) => cards.map((c) => c.name);
  const r = swapSideboard({ main: names(deck.main), side: names(deck.side) }, input.out, input.into);
  if (!r.ok) throw badInput(`${r.errors.join('; ')}.`);
  const byName = new Map([...deck.main, ...deck.side].map((c) => [c.name, c]));
  decks[input.seat] = { main: r.deck.main.map((n) => byName.get(n)!), side: r.deck.side.map((n) => byName.get(n)!) };
  matches(ctx).setDecks(matchId, decks);
  return matchInfoOf(ctx, input.gameId, input.seat, last.seats)!;
}

/** The match's next game, with the decks as they are now and the chooser's start. */
export function nextGame(ctx: BackendContext, input: { gameId: number; seat: number; playFirst?: boolean }): Snapshot {
  const { matchId, games, last, next } = between(ctx, input.gameId, input.seat);
  const chooser = next.chooser;
  let firstSeat = -1;
  if (chooser !== null && last.seats[chooser]?.kind === 'bot') firstSeat = chooser;
  else if (chooser !== null) {
    if (chooser !== input.seat) throw badInput(`Seat ${chooser + 1} lost the last game and chooses who plays first.`);
    if (input.playFirst === undefined)
      throw badInput('You lost the last game: choose whether you play first or draw first.');
    firstSeat = firstSeatOf(chooser, input.playFirst);
  }
  const store = gameStore(ctx);
  const first = store.get(games[0]!.id);
  const config = {
    ...(last.config as Record<string, unknown>),
    decks: matches(ctx)
      .decks(matchId)
      .map((d) => d.main),
    firstSeat,
  };
  const name = `${first.name.replace(/ · game 1$/, '')} · game ${next.game}`;
  let started: number | undefined;
  try {
    return ctx.db.transaction(() => {
      const session = store.start({
        variant: last.variant.id,
        seats: last.seats,
        config,
        seed: `${first.seed}/game-${next.game}`,
        name,
      });
      started = session.id;
      matches(ctx).link(session.id, matchId);
      return withMatch(ctx, store.snapshot(session, input.seat));
    })();
  } catch (err) {
    if (started !== undefined) store.forget(started);
    throw err;
  }
}
