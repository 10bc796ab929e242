/**
 * Every playable variant's view, as its own code makes it over real random games, parses with its
 * schema from `views/`; a view with a field of the wrong type fails naming that field; and a game
 * snapshot whose view does not match its variant is rejected by the contract.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diceDuelPool } from '../../../test/support/diceDuelPool';
import { pick, seedRng, type AnyVariant } from '../../core/engine';
import { STARTER } from '../../core/rules/scenarios/cards';
import { variants } from '../../core/variants';
import { autoBuild } from '../../core/variants/dice-duel/deckSource';
import { gameSnapshot } from '../games';
import { m54ViewSchema, viewSchemas } from '.';

const SEEDS = ['v1', 'v2', 'v3'];
const STEPS = 30;

/** A real config for each variant, as its own tests make one. */
const configs: Record<string, (seed: string) => unknown> = {
  'magic-54': () => ({ maxTurns: 60 }),
  'dice-duel': (seed) => {
    const pool = diceDuelPool().pool;
    return { decks: [autoBuild(pool, `${seed}-a`), autoBuild(pool, `${seed}-b`)] };
  },
  'pub-magic': () => ({ seats: 4 }),
  classic: (seed) => ({ seats: 3, pool: STARTER, deckSeed: seed }),
  'magic-combat': (seed) => ({ pool: STARTER, deckSeed: seed }),
  'combat-with-dice': (seed) => ({ seats: 3, pool: STARTER, deckSeed: seed }),
};

/** The views of every seat and of a spectator after each of `STEPS` random legal actions. */
function viewsOf(variant: AnyVariant, seed: string): { step: number; seat: number; view: unknown }[] {
  const config = variant.parseConfig(configs[variant.id]!(seed));
  let s = variant.setup(config, seed);
  const rng = seedRng(`views/${seed}`);
  const seats = Array.from({ length: (config as { seats?: number }).seats ?? 2 }, (_, i) => i);
  const out: { step: number; seat: number; view: unknown }[] = [];
  for (let step = 0; step <= STEPS; step++) {
    for (const seat of [...seats, -1]) out.push({ step, seat, view: variant.view(s, seat) });
    if (variant.result(s)) break;
    const seat = variant.activeSeats(s)[0]!;
    s = variant.apply(s, seat, pick(rng, variant.legalActions(s, seat))).state;
  }
  return out;
}

describe('view schemas', () => {
  it('every variant the games API can start has a view schema', () => {
    expect(variants.map((v) => v.id).sort()).toEqual(Object.keys(viewSchemas).sort());
  });

  for (const variant of variants) {
    it(`${variant.id}: every seat's view parses over random games`, () => {
      const schema = viewSchemas[variant.id]!;
      for (const seed of SEEDS) {
        const views = viewsOf(variant, seed);
        expect(views.length).toBeGreaterThan(STEPS);
        for (const { step, seat, view } of views) {
          // JSON first: the API sends the view over the wire (records' keys become strings).
          const r = schema.safeParse(JSON.parse(JSON.stringify(view)));
          if (!r.success) throw new Error(`${seed} step ${step} seat ${seat}: ${z.prettifyError(r.error)}`);
        }
      }
    });
  }

  it('a view with a field of the wrong type fails, naming the field', () => {
    const view = viewsOf(
      variants.find((v) => v.id === 'magic-54')!,
      'neg',
    )[0]!.view as {
      players: { life: unknown }[];
    };
    expect(m54ViewSchema.safeParse(view).success).toBe(true);
    view.players[1]!.life = 'x';
    const r = m54ViewSchema.safeParse(view);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['players', 1, 'life']);
    expect(z.prettifyError(r.error!)).toContain('players[1].life');
  });
});

describe('gameSnapshot checks its view against its variant', () => {
  const pubView = viewsOf(
    variants.find((v) => v.id === 'pub-magic')!,
    'snap',
  )[0]!.view;
  const snapshot = (variant: string, view: unknown) => ({
    gameId: 1,
    variant,
    variantName: variant,
    name: 'Test',
    seed: 'snap',
    seat: 0,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    view,
    legal: [],
    deciders: [0],
    botToMove: false,
    log: [],
    step: 0,
    status: 'in_progress',
    result: null,
  });

  it('accepts a view of its own variant, passed on unchanged', () => {
    const r = gameSnapshot.safeParse(snapshot('pub-magic', pubView));
    expect(r.success).toBe(true);
    expect(r.data!.view).toEqual(pubView);
  });

  it("rejects a view of another variant's shape, naming the view's fields", () => {
    const r = gameSnapshot.safeParse(snapshot('magic-54', pubView));
    expect(r.success).toBe(false);
    expect(r.error!.issues.every((i) => i.path[0] === 'view')).toBe(true);
    expect(z.prettifyError(r.error!)).toMatch(/magic-54 view: view\.\w+/);
  });

  it('rejects a variant that has no view schema', () => {
    const r = gameSnapshot.safeParse(snapshot('no-such-variant', pubView));
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toContain('No view schema for variant "no-such-variant"');
  });
});
