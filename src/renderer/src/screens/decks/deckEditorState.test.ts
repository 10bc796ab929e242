import { describe, expect, it } from 'vitest';
import type { MethodOutput } from '../../../../contract';
import {
  deckEditorReducer,
  groupEntries,
  initialDeckEditorState,
  mainCount,
  toInput,
  type DeckEditorAction,
  type DeckEditorState,
} from './deckEditorState';
import type { DeckCard, DeckView, EditorEntry, Legality } from './types';

const card = (name: string, typeLine = 'Creature — Goblin', manaValue = 1): DeckCard => ({
  oracleId: `oracle-${name}`,
  name,
  manaCost: '{R}',
  manaValue,
  typeLine,
  oracleText: '',
  colors: ['R'],
  colorIdentity: ['R'],
  keywords: [],
  layout: 'normal',
  faces: [],
  legalities: {},
});
const bolt = card('Lightning Bolt', 'Instant', 1);
const goblin = card('Goblin Guide', 'Creature — Goblin Scout', 1);
const mountain = card('Mountain', 'Basic Land — Mountain', 0);

const legal: Legality = { legal: true, violations: [] };
const illegal: Legality = {
  legal: false,
  violations: [{ code: 'copies', message: 'Too many Lightning Bolt', cards: ['Lightning Bolt'] }],
};

const deck = (overrides: Partial<DeckView> = {}): DeckView => ({
  id: 7,
  name: 'Red',
  variant: 'dice-duel',
  players: 2,
  notes: 'Burn them out.',
  cards: 5,
  legal: true,
  updatedAt: '2025-01-01T00:00:00Z',
  main: [
    { card: bolt, quantity: 4, owned: 4 },
    { card: mountain, quantity: 1, owned: 20 },
  ],
  sideboard: [{ card: goblin, quantity: 2, owned: 3 }],
  legality: legal,
  stats: { cards: 5, types: {}, curve: [], colorSymbols: {}, colorless: 0, averageManaValue: 1 },
  ...overrides,
});

const run = (state: DeckEditorState, ...actions: DeckEditorAction[]) => actions.reduce(deckEditorReducer, state);
const loaded = () => run(initialDeckEditorState(2), { type: 'loaded', deck: deck() });
const quantities = (entries: EditorEntry[]) => entries.map((e) => `${e.board}:${e.card.name}:${e.quantity}`);

describe('deckEditorReducer', () => {
  it('starts empty, clean and idle at the variant’s smallest table', () => {
    const s = initialDeckEditorState(3);
    expect(s).toMatchObject({ name: '', players: 3, entries: [], dirty: false, busy: false, checking: false });
    expect(s.options).toEqual({ colors: '', seed: '', onlyFree: false, byTheBook: false });
  });

  it('loads a deck: name, players, both boards, legality and notes, clean and without an error', () => {
    const s = run(
      initialDeckEditorState(2),
      { type: 'failed', error: new Error('x') },
      { type: 'loaded', deck: deck({ players: 4 }) },
    );
    expect(s.name).toBe('Red');
    expect(s.savedName).toBe('Red');
    expect(s.players).toBe(4);
    expect(quantities(s.entries)).toEqual(['main:Lightning Bolt:4', 'main:Mountain:1', 'side:Goblin Guide:2']);
    expect(s.legality).toBe(legal);
    expect(s.explanation).toBe('Burn them out.');
    expect(s.dirty).toBe(false);
    expect(s.error).toBeNull();
  });

  it('adds a new card to the main deck with one copy, marking the deck dirty and a check pending', () => {
    const s = run({ ...loaded(), info: 'Saved 5 cards.' }, { type: 'cardAdded', card: goblin, owned: 3 });
    expect(quantities(s.entries)).toEqual([
      'main:Lightning Bolt:4',
      'main:Mountain:1',
      'side:Goblin Guide:2',
      'main:Goblin Guide:1',
    ]);
    expect(s).toMatchObject({ dirty: true, checking: true, info: '' });
  });

  it('adding a card already in the main deck adds one more copy instead of a second row', () => {
    const s = run(loaded(), { type: 'cardAdded', card: bolt, owned: 4 });
    expect(quantities(s.entries)).toEqual(['main:Lightning Bolt:5', 'main:Mountain:1', 'side:Goblin Guide:2']);
  });

  it('changes counts per board and removes a card when its count reaches zero', () => {
    const s = run(
      loaded(),
      { type: 'cardBumped', oracleId: goblin.oracleId, board: 'side', delta: 1 },
      { type: 'cardBumped', oracleId: bolt.oracleId, board: 'main', delta: -1 },
      { type: 'cardBumped', oracleId: mountain.oracleId, board: 'main', delta: -1 },
    );
    expect(quantities(s.entries)).toEqual(['main:Lightning Bolt:3', 'side:Goblin Guide:3']);
    expect(s).toMatchObject({ dirty: true, checking: true });
  });

  it('keeps the same entries list when an action does not touch the cards (no needless legality re-check)', () => {
    const s = loaded();
    const next = run(s, { type: 'nameChanged', name: 'Redder' }, { type: 'optionsChanged', options: { seed: '42' } });
    expect(next.entries).toBe(s.entries);
    expect(next.name).toBe('Redder');
    expect(next.savedName).toBe('Red');
    expect(next.options).toEqual({ colors: '', seed: '42', onlyFree: false, byTheBook: false });
    expect(next.dirty).toBe(false);
  });

  it('changing the table size marks the deck dirty', () => {
    const s = run(loaded(), { type: 'playersChanged', players: 5 });
    expect(s).toMatchObject({ players: 5, dirty: true, checking: false });
  });

  it('records a live legality check and clears the pending mark when it settles', () => {
    const s = run(
      loaded(),
      { type: 'cardAdded', card: bolt, owned: 4 },
      { type: 'legalityChecked', legality: illegal },
      { type: 'checkSettled' },
    );
    expect(s.legality).toBe(illegal);
    expect(s.checking).toBe(false);
    expect(s.dirty).toBe(true);
  });

  it('a busy call clears the old error, records a new one, and ends idle', () => {
    const started = run({ ...loaded(), error: new Error('old') }, { type: 'started' });
    expect(started).toMatchObject({ busy: true, error: null });
    const err = new Error('boom');
    expect(run(started, { type: 'failed', error: err }, { type: 'finished' })).toMatchObject({
      busy: false,
      error: err,
    });
  });

  it('a refused auto-build lists the reasons and leaves the cards alone', () => {
    const s = loaded();
    const next = run({ ...s, info: 'Renamed.' }, { type: 'buildRefused', reasons: ['Not enough lands'] });
    expect(next.reasons).toEqual(['Not enough lands']);
    expect(next.info).toBe('');
    expect(next.entries).toBe(s.entries);
  });

  it('an auto-built deck replaces the cards, explanation and legality, and asks to be saved', () => {
    const result: MethodOutput<'decks.build'> = {
      ok: true,
      main: [{ card: goblin, quantity: 4, owned: 4 }],
      sideboard: [],
      legality: legal,
      reasons: [],
      explanation: { colors: ['R'], summary: 'Fast goblins.', curve: [], highlights: [] },
    };
    const s = run(loaded(), { type: 'buildRefused', reasons: ['x'] }, { type: 'built', result });
    expect(quantities(s.entries)).toEqual(['main:Goblin Guide:4']);
    expect(s).toMatchObject({
      reasons: [],
      explanation: 'Fast goblins.',
      dirty: true,
      info: 'Built. Save to keep it.',
    });
    expect(run(s, { type: 'built', result: { ...result, explanation: null } }).explanation).toBe('');
  });

  it('saving resets the deck to clean with the saved name and legality', () => {
    const s = run(
      loaded(),
      { type: 'cardAdded', card: bolt, owned: 4 },
      { type: 'nameChanged', name: 'Burn' },
      { type: 'saved', deck: deck({ name: 'Burn', cards: 6, legality: illegal }) },
    );
    expect(s).toMatchObject({ savedName: 'Burn', dirty: false, info: 'Saved 6 cards.' });
    expect(s.legality).toBe(illegal);
    expect(quantities(s.entries)).toEqual(['main:Lightning Bolt:5', 'main:Mountain:1', 'side:Goblin Guide:2']);
  });

  it('picking a format asks for a check without dirtying the deck; a save keeps the format’s verdict', () => {
    const banned: Legality = {
      legal: false,
      violations: [{ code: 'format', message: 'Lightning Bolt is banned in Modern', cards: ['Lightning Bolt'] }],
    };
    const s = run(loaded(), { type: 'formatChanged', format: 'modern' });
    expect(s).toMatchObject({ format: 'modern', formatChanged: true, checking: true, dirty: false });
    const checked = run(s, { type: 'legalityChecked', legality: banned }, { type: 'saved', deck: deck() });
    // decks.save checks no format: the live check's verdict with the format stays on screen.
    expect(checked.legality).toBe(banned);
  });

  it('rename and export leave a note', () => {
    expect(run(loaded(), { type: 'renamed', name: 'Burn' })).toMatchObject({ savedName: 'Burn', info: 'Renamed.' });
    expect(run(loaded(), { type: 'exported', lines: 3, fileName: 'Red.txt' }).info).toBe(
      'Exported 3 lines to Red.txt.',
    );
  });
});

describe('deck editor selectors', () => {
  it('groups by main type in order, sideboard last, cheapest then by name', () => {
    const s = run(loaded(), { type: 'cardAdded', card: goblin, owned: 3 });
    expect(groupEntries(s.entries).map(([g, list]) => [g, list.map((e) => e.card.name)])).toEqual([
      ['Creature', ['Goblin Guide']],
      ['Land', ['Mountain']],
      ['Instant', ['Lightning Bolt']],
      ['Sideboard', ['Goblin Guide']],
    ]);
  });

  it('counts the main deck only and turns a board into API input', () => {
    const s = loaded();
    expect(mainCount(s.entries)).toBe(5);
    expect(toInput(s.entries, 'side')).toEqual([{ oracleId: goblin.oracleId, quantity: 2 }]);
  });
});
