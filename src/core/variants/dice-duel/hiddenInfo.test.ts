/**
 * Issue 22's leak property for Dice Duel: for random seeds and random play, nothing in seat A's
 * view, legal actions, the log or the words of B's move depends on B's hidden cards (hand, library
 * contents and order, face-down creatures). And `determinize` deals only what the seat may know.
 */
import { describe, expect, it } from 'vitest';
import { diceDuelPool } from '../../../../test/support/diceDuelPool';
import { randInt, seedRng, shuffleInPlace, type RngState } from '../../engine';
import { findLeaks, type LeakProbe } from '../hiddenInfo.testkit';
import { autoBuild } from './deckSource';
import { diceDuel } from './variant';
import type { DuelAction, DuelState } from './types';

const { pool } = diceDuelPool();
const decks = [autoBuild(pool, 'leak-a'), autoBuild(pool, 'leak-b')];

/**
 * B's hidden cards changed: a few become other cards (of the same kind, so a face-down slot still
 * holds a creature), then face-down slots get other creatures and hand and library trade cards.
 */
function perturb(s: DuelState, hidden: number, rng: RngState, action: DuelAction): DuelState | null {
  const named = new Set<number>();
  if ('card' in action) named.add(action.card);
  if ('target' in action) named.add(action.target);
  const t = structuredClone(s);
  const p = t.players[hidden]!;
  const free = (id: number) => !named.has(id);
  const ids = [...p.hand, ...p.library, ...p.creatures.filter((c) => !c.faceUp).map((c) => c.id)].filter(free);
  if (ids.length < 2) return null;
  shuffleInPlace(rng, ids);
  for (const id of ids.slice(0, 3)) {
    const kind = t.cards[id]!.kind;
    const like = t.cards.filter((c) => c.kind === kind);
    t.cards[id] = { ...like[randInt(rng, like.length)]!, id, owner: hidden };
  }
  const creatures = ids.filter((id) => t.cards[id]!.kind === 'creature');
  const used = new Set<number>();
  for (const c of p.creatures)
    if (!c.faceUp && free(c.id)) {
      c.id = creatures.pop()!;
      used.add(c.id);
    }
  const rest = ids.filter((id) => !used.has(id));
  p.hand = p.hand.map((id) => (free(id) ? rest.pop()! : id));
  p.library = p.library.map((id) => (free(id) ? rest.pop()! : id));
  return t;
}

function words(s: DuelState, viewer: number, visible: boolean): Set<string> {
  const known = diceDuel.view(s, viewer).known;
  return new Set(s.cards.filter((c) => String(c.id) in known === visible).map((c) => c.name));
}

const probe = (untap: 'table' | 'active'): LeakProbe<DuelState, DuelAction> => ({
  variant: diceDuel,
  config: { decks, options: { untap } },
  perturb,
  words,
});

describe('Dice Duel hides what it must (issue 22)', () => {
  it("seat A's view, legal actions and log do not depend on seat B's hidden cards (untap: table)", () => {
    expect(findLeaks(probe('table'), 'dd', 2, 140)).toEqual([]);
  });

  it('the same with the active-player Untap reading', () => {
    expect(findLeaks(probe('active'), 'dd-active', 1, 100)).toEqual([]);
  });

  it("the view carries no card of the other seat's library, and only counts of its hidden cards", () => {
    const s = diceDuel.setup(diceDuel.parseConfig({ decks }), 'lib');
    for (const seat of [0, 1]) {
      const v = diceDuel.view(s, seat);
      expect(v.players[1 - seat]!.hiddenCards).toEqual([]);
      expect(v.players[seat]!.hiddenCards).toHaveLength(s.players[seat]!.library.length);
      for (const id of s.players[1 - seat]!.library) expect(String(id) in v.known).toBe(false);
    }
  });

  it('determinize puts only creatures in face-down slots, and its state shows the seat exactly its view', () => {
    const rng = seedRng('det-walk');
    let faceDownSamples = 0;
    for (let g = 0; g < 4; g++) {
      let s = diceDuel.setup(diceDuel.parseConfig({ decks }), `det-${g}`);
      for (let step = 0; step < 160 && !diceDuel.result(s); step++) {
        const seat = diceDuel.activeSeats(s)[0]!;
        const legal = diceDuel.legalActions(s, seat);
        s = diceDuel.apply(s, seat, legal[randInt(rng, legal.length)]!).state;
        if (step % 8) continue;
        for (const viewer of [0, 1]) {
          const v = diceDuel.view(s, viewer);
          const d = diceDuel.determinize(v, viewer, seedRng(`d/${g}/${step}/${viewer}`));
          expect(diceDuel.view(d, viewer)).toEqual(v);
          for (const c of d.players[1 - viewer]!.creatures)
            if (!c.faceUp) {
              faceDownSamples++;
              expect(d.cards[c.id]!.kind).toBe('creature');
            }
          // The other seat's hidden cards are drawn from what the viewer knows: its own deck's cards.
          const own = new Set(s.cards.filter((c) => c.owner === viewer).map((c) => c.name));
          for (const id of v.players[1 - viewer]!.hiddenIds) expect(own.has(d.cards[id]!.name)).toBe(true);
        }
      }
    }
    expect(faceDownSamples).toBeGreaterThan(20);
  });
});
