import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pick, replay, seedRng, type Move } from '../../engine';
import { magic54 } from '.';
import { teamCards } from './cards';
import type { M54Action, M54State } from './state';

const cfg = magic54.parseConfig({ maxTurns: 120 });
// The per-action checks below test plainly first and call `expect` only when one fails (for its
// message): an `expect` costs microseconds, and on every action of every game they were a third
// of this file's time.
/** Upper bound on actions: 120 turns cannot take more than this many decisions. */
const MAX_ACTIONS = 20_000;

/** Every card of a team, wherever it is: deck, hand, discard, in play, on the pile, as Growth. */
function cardsOf(s: M54State, seat: number): string[] {
  const p = s.players[seat]!;
  const out = [...p.deck, ...p.hand, ...p.discard, ...p.field.map((x) => x.card)];
  for (const item of s.stack) if (item.kind !== 'special' && item.seat === seat) out.push(item.card);
  if (s.combat) for (const g of s.combat.growth) if (g.seat === seat) out.push(g.card);
  return out.sort();
}

function playRandom(seed: string, check: (s: M54State, moves: Move[]) => void): { state: M54State; moves: Move[] } {
  let s = magic54.setup(cfg, seed);
  const rng = seedRng('players/' + seed);
  const moves: Move[] = [];
  check(s, moves);
  while (!magic54.result(s)) {
    if (moves.length > MAX_ACTIONS) throw new Error('game did not end within the bound');
    const seat = magic54.activeSeats(s)[0]!;
    const action = pick(rng, magic54.legalActions(s, seat));
    moves.push({ seat, action });
    s = magic54.apply(s, seat, action).state;
    check(s, moves);
  }
  return { state: s, moves };
}

describe('Magic 54 invariants over random seeds and random legal play', () => {
  it('every game ends within the turn bound and no card is ever created or lost (54 cards)', () => {
    const red = teamCards('red').sort();
    const black = teamCards('black').sort();
    const [redJson, blackJson] = [JSON.stringify(red), JSON.stringify(black)];
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const { state } = playRandom(seed, (s) => {
          const teams = s.players.map((p) => p.team);
          const reds = cardsOf(s, teams.indexOf('red'));
          const blacks = cardsOf(s, teams.indexOf('black'));
          if (JSON.stringify(reds) !== redJson) expect(reds).toEqual(red);
          if (JSON.stringify(blacks) !== blackJson) expect(blacks).toEqual(black);
        });
        expect(state.turn).toBeLessThanOrEqual(cfg.maxTurns + 1);
        expect(state.phase).toBe('over');
      }),
      { numRuns: 40 },
    );
  });

  it("view never shows the other seat's hand or either deck's order", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        playRandom(seed, (s) => {
          for (const seat of [0, 1]) {
            const v = magic54.view(s, seat);
            const other = 1 - seat;
            const text = JSON.stringify(v);
            // No card of the other hand appears anywhere in the view (a card is in one place). A
            // special ability on the pile names its source, which may since have gone back to the
            // hand in plain sight (seed "[z9vIr": the King HK), so it is left out, as in the card
            // count above.
            const publicCards = new Set([
              ...v.players[other]!.discard,
              ...v.players[other]!.field.map((x) => x.card),
              ...v.stack.filter((i) => i.kind !== 'special').map((i) => i.card),
            ]);
            const shown = s.players[other]!.hand.filter((c) => publicCards.has(c));
            const ok =
              v.players[other]!.hand === null &&
              JSON.stringify(v.players[seat]!.hand) === JSON.stringify(s.players[seat]!.hand) &&
              !text.includes('"deck"') &&
              !text.includes('"rng"') &&
              shown.length === 0;
            if (ok) continue;
            expect(v.players[other]!.hand).toBeNull();
            expect(v.players[seat]!.hand).toEqual(s.players[seat]!.hand);
            expect(text).not.toContain('"deck"');
            expect(text).not.toContain('"rng"');
            expect(shown).toEqual([]);
          }
        });
      }),
      { numRuns: 15, examples: [['[z9vIr']] },
    );
  });

  it('replaying {seed, actions} gives the identical state', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(400), (seed, cut) => {
        const { state, moves } = playRandom(seed, () => {});
        const full = replay<M54State>(magic54, { config: cfg, seed, actions: moves });
        expect(full.state).toEqual(state);
        expect(JSON.stringify(full.state)).toBe(JSON.stringify(state));
        // A prefix replays to the state live play had at that point.
        const k = Math.min(cut, moves.length);
        let live = magic54.setup(cfg, seed);
        for (const m of moves.slice(0, k)) live = magic54.apply(live, m.seat, m.action as M54Action).state;
        expect(replay<M54State>(magic54, { config: cfg, seed, actions: moves }, k).state).toEqual(live);
      }),
      { numRuns: 25 },
    );
  });

  it('the state is plain JSON (survives a JSON round trip unchanged)', () => {
    const { state } = playRandom('json', () => {});
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('determinize keeps everything the seat sees and the same card counts', () => {
    playRandom('det', (s, moves) => {
      if (moves.length % 17 !== 0) return;
      for (const seat of [0, 1]) {
        const v = magic54.view(s, seat);
        const d = magic54.determinize(v, seat, seedRng(String(moves.length)));
        expect(magic54.view(d, seat)).toEqual(v);
        expect(magic54.legalActions(d, seat)).toEqual(magic54.legalActions(s, seat));
      }
    });
  });
});
