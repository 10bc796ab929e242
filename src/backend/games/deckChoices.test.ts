/**
 * "Play with my deck" through the real backend (SQLite in a temporary folder, the bundled starter
 * pool as the collection): saved decks offered with their legality, started per seat (Dice Duel)
 * or as the shared pile (Pub Magic), illegal ones refused, `simulate --decks` taking saved ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../api';
import { callOk, dropBackend, starterBackend } from '../../../test/support/backend';

type Built = { ok: boolean; main: { card: { oracleId: string; name: string }; quantity: number }[] };
type Offer = {
  mode: string;
  autoSource: string;
  decks: { id: number; name: string; legal: boolean; problems: string[] }[];
};

describe('games.start with chosen decks', () => {
  let dir: string;
  let b: Backend;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ dir, b } = await starterBackend('kt-deckchoice-'));
    for (const [variant, players] of [
      ['dice-duel', undefined],
      ['pub-magic', 2],
      ['classic', undefined],
      ['combat-with-dice', undefined],
    ] as const) {
      const built = await callOk<Built>(b, 'decks.build', { variant, seed: 7, ...(players ? { players } : {}) });
      expect(built.ok).toBe(true);
      const main = built.main.map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity }));
      const deck = await callOk<{ id: number }>(b, 'decks.create', { name: `My ${variant}`, variant, players, main });
      ids[variant] = deck.id;
      // A broken copy: one card short of the rules.
      const broken = main.slice(1);
      const bad = await callOk<{ id: number }>(b, 'decks.create', {
        name: `Broken ${variant}`,
        variant,
        players,
        main: broken,
      });
      ids[`bad-${variant}`] = bad.id;
    }
  }, 60_000);
  afterAll(() => dropBackend({ dir, b }));

  it('offers the saved decks of the variant with their legality, the illegal ones explained', async () => {
    const offer = await callOk<Offer>(b, 'games.decks', { variant: 'dice-duel', players: 2 });
    expect(offer.mode).toBe('per-seat');
    expect(offer.autoSource).toBe('collection');
    const mine = offer.decks.find((d) => d.id === ids['dice-duel'])!;
    const bad = offer.decks.find((d) => d.id === ids['bad-dice-duel'])!;
    expect(mine).toMatchObject({ legal: true, problems: [] });
    expect(bad.legal).toBe(false);
    expect(bad.problems.join(' ')).toMatch(/\d+ cards/);
    expect((await callOk<Offer>(b, 'games.decks', { variant: 'magic-54', players: 2 })).mode).toBe('fixed');
  });

  it('starts Dice Duel with a saved deck for the person and an auto-build (seed, colours) for the bot', async () => {
    const snap = await callOk<{ gameId: number; view: { you: { deckCount?: number } } }>(b, 'games.start', {
      variant: 'dice-duel',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      seed: 'mine-1',
      decks: [
        { kind: 'saved', deckId: ids['dice-duel'] },
        { kind: 'auto', seed: 'bot-deck', colors: ['R'] },
      ],
    });
    expect(snap.gameId).toBeGreaterThan(0);
    const refused = await b.call('games.start', {
      variant: 'dice-duel',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      decks: [{ kind: 'saved', deckId: ids['bad-dice-duel'] }, { kind: 'auto' }],
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/Broken dice-duel.*cannot be played/);
  });

  it('starts Pub Magic with a saved pile legal for the table, and refuses one too small for it', async () => {
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'random' }];
    const snap = await callOk<{ view: unknown }>(b, 'games.start', {
      variant: 'pub-magic',
      seats,
      seed: 'pile-1',
      decks: [{ kind: 'saved', deckId: ids['pub-magic'] }],
    });
    expect(snap.view).toBeTruthy();
    // The same pile for four players is too small (20 cards a player).
    const four = [...seats, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }];
    const offer = await callOk<Offer>(b, 'games.decks', { variant: 'pub-magic', players: 4 });
    expect(offer.decks.find((d) => d.id === ids['pub-magic'])?.legal).toBe(false);
    const refused = await b.call('games.start', {
      variant: 'pub-magic',
      seats: four,
      decks: [{ kind: 'saved', deckId: ids['pub-magic'] }],
    });
    expect(refused.ok).toBe(false);
  });

  it('starts Classic with a saved deck of cards the core runs, and refuses a 59-card one', async () => {
    type View = { players: { hand: number[] }[]; objs: { card: number }[]; cards: ({ name: string } | null)[] };
    const deck = await callOk<{ main: { card: { name: string } }[] }>(b, 'decks.get', { id: ids['classic'] });
    const names = new Set(deck.main.map((e) => e.card.name));
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'random' }];
    const snap = await callOk<{ view: View }>(b, 'games.start', {
      variant: 'classic',
      seats,
      seed: 'saved-classic',
      decks: [
        { kind: 'saved', deckId: ids['classic'] },
        { kind: 'auto', colors: ['R'] },
      ],
    });
    const hand = snap.view.players[0]!.hand.map((id) => snap.view.cards[snap.view.objs[id]!.card]!.name);
    expect(hand).toHaveLength(7);
    for (const n of hand) expect(names.has(n), `${n} is not in the saved deck`).toBe(true);
    const refused = await b.call('games.start', {
      variant: 'classic',
      seats,
      decks: [{ kind: 'saved', deckId: ids['bad-classic'] }, { kind: 'auto' }],
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/cannot be played: .*60/);
  });

  it('offers Magic Combat with Dice a deck per seat and starts it with an auto-build in chosen colours', async () => {
    type View = { players: { hand: number[] }[]; objs: { card: number }[]; cards: ({ colors: number } | null)[] };
    expect((await callOk<Offer>(b, 'games.decks', { variant: 'combat-with-dice', players: 2 })).mode).toBe('per-seat');
    const snap = await callOk<{ view: View }>(b, 'games.start', {
      variant: 'combat-with-dice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      seed: 'dice-green',
      decks: [{ kind: 'auto', colors: ['G'] }, { kind: 'auto' }],
    });
    // Green (bit 16) or colourless (lands): nothing else in the person's opening hand.
    const colors = snap.view.players[0]!.hand.map((id) => snap.view.cards[snap.view.objs[id]!.card]!.colors);
    expect(colors).toHaveLength(7);
    for (const c of colors) expect(c & ~16).toBe(0);
  });

  it('starts Magic Combat with Dice with a saved deck under an agreed format (unknown legalities are not refused)', async () => {
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'random' }];
    const snap = await callOk<{ view: { players: { hand: number[] }[] } }>(b, 'games.start', {
      variant: 'combat-with-dice',
      seats,
      seed: 'saved-dice',
      config: { format: 'legacy' },
      decks: [{ kind: 'saved', deckId: ids['combat-with-dice'] }, { kind: 'auto' }],
    });
    expect(snap.view.players[0]!.hand).toHaveLength(7);
    const offer = await callOk<Offer>(b, 'games.decks', { variant: 'combat-with-dice', players: 2 });
    expect(offer.mode).toBe('per-seat');
  });

  it('simulates with saved deck ids (the CLI’s --decks)', async () => {
    const id = String(ids['dice-duel']);
    const r = await callOk<{ games: number }>(b, 'games.simulate', {
      variant: 'dice-duel',
      seats: ['random', 'random'],
      games: 2,
      config: { decks: [id, id] },
    });
    expect(r.games).toBe(2);
    const pile = await callOk<{ games: number }>(b, 'games.simulate', {
      variant: 'pub-magic',
      seats: ['random', 'random'],
      games: 2,
      config: { decks: [String(ids['pub-magic'])] },
    });
    expect(pile.games).toBe(2);
  }, 60_000);
});
