/**
 * Test kit for issue 22's leak property: nothing a seat sees (its view, its legal actions, the
 * log, the words of another seat's move) may depend on another seat's hidden cards. It plays
 * random games and, before each move, builds a twin state that differs only in one seat's hidden
 * cards (the variant's `perturb`), then compares what the viewer sees in both. Pure: it returns
 * the findings as plain sentences, so a test asserts an empty list and a failure says where.
 */
import { randInt, seedRng, type RngState, type Seat, type Variant } from '../engine';
import type { GameEvent } from '../engine/events';
import type { Action } from '../rules/decisions';
import { keptByMove, namesSeen, tradeCards } from '../rules/leakTwins.testkit';
import type { GameState } from '../rules/types';
import { visibleTo, type RulesView } from '../rules/view';

export interface LeakProbe<S, A> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- views and configs differ per variant; the kit only passes them back.
  variant: Variant<S, A, any, any>;
  config: unknown;
  /** How many seats the config's table has (by default the variant's fewest). */
  seats?: number;
  /**
   * A twin of `s` in which `hidden`'s hidden cards (hand, library contents and order, face-down
   * cards) are changed, except the cards `action` names and those the move itself draws (so the
   * move stays legal and reveals nothing that differs); null when there is nothing to change.
   */
  perturb(s: S, hidden: Seat, rng: RngState, action: A, actor: Seat): S | null;
  /**
   * Event types that show a hidden card because the rules turn it face up then (a random discard,
   * a hand placed on the table). Events from the first of them on are not compared.
   */
  reveals?: readonly string[];
  /**
   * Card words (names) `viewer` can see in `s` (`visible`; a hidden copy of a visible card's name is
   * no secret), or cannot (none may appear in the log or in another seat's move words).
   */
  words(s: S, viewer: Seat, visible: boolean): Set<string>;
  /** At big tables: how many (viewer, hidden seat) pairs to twin per move, drawn at random (default: every pair). */
  pairsPerMove?: number;
}

const json = (x: unknown): string => JSON.stringify(x);
const SECOND_PERSON = /\b(you|your|yours)\b/i;

/** The first place two JSON values differ, as a path, for a readable finding. */
function firstDiff(a: unknown, b: unknown, path = ''): string {
  if (json(a) === json(b)) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '(root)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return path || '(root)';
}

function upToReveal(events: GameEvent[], reveals: readonly string[]): GameEvent[] {
  const i = events.findIndex((e) => reveals.includes(e.type));
  return i < 0 ? events : events.slice(0, i);
}

/** The text with every visible name blanked out, longest first. */
function withoutWords(words: readonly string[]): (text: string) => string {
  const sorted = [...new Set(words)].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((t, w) => (t.includes(w) ? t.split(w).join(' ') : t), text);
}

/** Plays `games` random games of at most `steps` moves each and returns every leak found (empty = none). */
export function findLeaks<S, A>(probe: LeakProbe<S, A>, seed: string, games: number, steps: number): string[] {
  const { variant: v, reveals = [] } = probe;
  const seats = probe.seats ?? v.seats.min;
  const findings: string[] = [];
  const note = (where: string, what: string) => {
    if (findings.length < 20) findings.push(`${where}: ${what}`);
  };
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`${seed}/leak/${g}`);
    let s = v.setup(v.parseConfig(probe.config), `${seed}/${g}`);
    for (let step = 0; step < steps && !v.result(s); step++) {
      const active = v.activeSeats(s);
      const actor = active[randInt(rng, active.length)]!;
      const legal = v.legalActions(s, actor);
      const action = legal[randInt(rng, legal.length)]!;
      const after = v.apply(s, actor, action, true);
      const where = `game ${g} step ${step} (seat ${actor} plays ${json(action)})`;
      for (const e of after.events)
        if (SECOND_PERSON.test(e.text)) note(where, `the log speaks to someone: "${e.text}"`);
      for (let viewer = 0; viewer < seats; viewer++) {
        // Secret: hidden from the viewer before and after the move, and no visible card bears the name.
        const hiddenAfter = probe.words(after.state, viewer, false);
        const secret = new Set([...probe.words(s, viewer, false)].filter((w) => hiddenAfter.has(w)));
        const visible = [...probe.words(s, viewer, true), ...probe.words(after.state, viewer, true)];
        for (const w of visible) secret.delete(w);
        // A visible name that contains a secret one ("Murder Investigation" and "Murder") is not a leak.
        const bare = withoutWords(visible);
        for (const e of upToReveal(after.events, reveals))
          for (const w of secret)
            if (bare(e.text).includes(w)) note(where, `seat ${viewer} reads "${e.text}" naming ${w}`);
        if (actor !== viewer) {
          const label = v.describeAction(v.view(s, viewer), actor, action);
          if (SECOND_PERSON.test(label)) note(where, `seat ${viewer} is told another seat's move as "${label}"`);
          for (const w of secret)
            if (bare(label).includes(w)) note(where, `seat ${viewer} is told "${label}", naming ${w}`);
        }
        for (let hidden = 0; hidden < seats; hidden++) {
          if (hidden === viewer) continue;
          if (probe.pairsPerMove && randInt(rng, seats * (seats - 1)) >= probe.pairsPerMove) continue;
          const twin = probe.perturb(s, hidden, rng, action, actor);
          if (twin === null) continue;
          const tag = `${where}, seat ${hidden}'s hidden cards changed, seat ${viewer} looking`;
          const v1 = v.view(s, viewer);
          const v2 = v.view(twin, viewer);
          if (json(v1) !== json(v2)) note(tag, `the view differs at ${firstDiff(v1, v2)}`);
          if (actor !== hidden && json(v.legalActions(twin, actor)) !== json(legal))
            note(tag, `seat ${actor}'s legal actions differ`);
          if (!v.legalActions(twin, actor).some((a) => json(a) === json(action))) continue;
          const e1 = upToReveal(after.events, reveals);
          const e2 = upToReveal(v.apply(twin, actor, action, true).events, reveals);
          if (json(e1) !== json(e2)) note(tag, `the log differs at ${firstDiff(e1, e2)}`);
        }
      }
      s = after.state;
    }
  }
  return findings;
}

/** A probe's `words` from the names a viewer sees and those hidden from it. */
export const seenOrHidden =
  <S>(visible: (s: S, viewer: Seat) => Set<string>, hidden: (s: S, viewer: Seat) => Set<string>) =>
  (s: S, viewer: Seat, isVisible: boolean): Set<string> =>
    (isVisible ? visible : hidden)(s, viewer);

/** What a variant's procs hold beyond the core's, to keep in the twin (`keptByMove`'s `extraKept`). */
type ExtraKept = (p: GameState['procs'][number], keep: (id: number) => void) => void;

/**
 * The probe of a game on the rules core: a twin trades the cards of `hidden` that `pool` names among
 * them, except those the move keeps (and `extraKept` adds) and those another seat sees; a seat's
 * words are the card names its view shows or hides.
 */
export function coreProbe<C>(
  variant: Variant<GameState, Action, RulesView, C>,
  config: unknown,
  pool: (s: GameState, hidden: Seat) => readonly number[],
  extraKept?: ExtraKept,
): LeakProbe<GameState, Action> {
  return {
    variant,
    config,
    perturb(s, hidden, rng, action) {
      const keep = keptByMove(s, action, extraKept);
      const others = s.players.map((p) => p.seat).filter((seat) => seat !== hidden);
      const free = (id: number) => !keep.has(id) && others.every((seat) => !visibleTo(s.objs[id]!, seat));
      return tradeCards(s, pool(s, hidden).filter(free), rng);
    },
    words: (s, viewer, visible) => namesSeen(s, variant.view(s, viewer), visible),
  };
}
