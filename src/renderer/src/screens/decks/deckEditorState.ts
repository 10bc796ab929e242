import type { MethodOutput } from '../../../../contract';
import { mainType, TYPE_ORDER, type DeckCard, type DeckView, type EditorEntry, type Legality } from './types';

type Board = EditorEntry['board'];
type BuildResult = MethodOutput<'decks.build'>;
type DeckEntryOut = DeckView['main'][number];

/** The auto-build options above the deck list (they only shape the next `decks.build` call). */
export interface BuildOptions {
  /** WUBRG letters, or '' for "auto". */
  colors: string;
  /** Digits, or '' for "best". */
  seed: string;
  onlyFree: boolean;
  byTheBook: boolean;
}

/** Everything the deck editor holds: the deck being edited, what the backend said about it, and the build options. */
export interface DeckEditorState {
  /** The name in the name field (may differ from the saved one until Rename or Save). */
  name: string;
  savedName: string;
  players: number;
  entries: EditorEntry[];
  /** The cards or table size changed since the deck was loaded or saved. */
  dirty: boolean;
  legality: Legality | null;
  /** A live legality check is pending. */
  checking: boolean;
  error: unknown;
  /** The one-line note under the toolbar ("Saved 60 cards.", …). */
  info: string;
  /** The deck's notes: the auto-builder's explanation. */
  explanation: string;
  /** Why the auto-builder could not build a legal deck. */
  reasons: string[];
  options: BuildOptions;
  /** The ban list the deck is checked and auto-built against ('none' = no list; a variant's `formats`). */
  format: string;
  /** The format was changed since the deck was loaded: the live check runs even if the cards did not change. */
  formatChanged: boolean;
  /** An API call started by a button is under way. */
  busy: boolean;
}

export type DeckEditorAction =
  | { type: 'loaded'; deck: DeckView }
  | { type: 'nameChanged'; name: string }
  | { type: 'playersChanged'; players: number }
  | { type: 'optionsChanged'; options: Partial<BuildOptions> }
  | { type: 'formatChanged'; format: string }
  | { type: 'cardAdded'; card: DeckCard; owned: number }
  | { type: 'cardBumped'; oracleId: string; board: Board; delta: number }
  | { type: 'legalityChecked'; legality: Legality }
  | { type: 'checkSettled' }
  | { type: 'started' }
  | { type: 'failed'; error: unknown }
  | { type: 'finished' }
  | { type: 'buildRefused'; reasons: string[] }
  | { type: 'built'; result: BuildResult }
  | { type: 'saved'; deck: DeckView }
  | { type: 'renamed'; name: string }
  | { type: 'exported'; lines: number; fileName: string };

export function initialDeckEditorState(players: number): DeckEditorState {
  return {
    name: '',
    savedName: '',
    players,
    entries: [],
    dirty: false,
    legality: null,
    checking: false,
    error: null,
    info: '',
    explanation: '',
    reasons: [],
    options: { colors: '', seed: '', onlyFree: false, byTheBook: false },
    format: 'none',
    formatChanged: false,
    busy: false,
  };
}

/** The backend's main deck and sideboard as one editor list. */
export function toEntries(main: DeckEntryOut[], sideboard: DeckEntryOut[]): EditorEntry[] {
  return [
    ...main.map((e) => ({ ...e, board: 'main' as const })),
    ...sideboard.map((e) => ({ ...e, board: 'side' as const })),
  ];
}

/** One board of the editor list as the API's `{ oracleId, quantity }` input. */
export const toInput = (entries: EditorEntry[], board: Board) =>
  entries.filter((e) => e.board === board).map((e) => ({ oracleId: e.card.oracleId, quantity: e.quantity }));

/** The cards changed by hand: the deck is dirty, a legality check is pending, the old note is stale. */
const changed = (state: DeckEditorState, entries: EditorEntry[]): DeckEditorState => ({
  ...state,
  entries,
  dirty: true,
  checking: true,
  info: '',
});

const bumped = (entries: EditorEntry[], oracleId: string, board: Board, delta: number) =>
  entries
    .map((e) => (e.card.oracleId === oracleId && e.board === board ? { ...e, quantity: e.quantity + delta } : e))
    .filter((e) => e.quantity > 0);

export function deckEditorReducer(state: DeckEditorState, action: DeckEditorAction): DeckEditorState {
  switch (action.type) {
    case 'loaded': {
      const d = action.deck;
      return {
        ...state,
        name: d.name,
        savedName: d.name,
        players: d.players,
        entries: toEntries(d.main, d.sideboard),
        legality: d.legality,
        explanation: d.notes,
        dirty: false,
        error: null,
      };
    }
    case 'nameChanged':
      return { ...state, name: action.name };
    case 'playersChanged':
      return { ...state, players: action.players, dirty: true };
    case 'optionsChanged':
      return { ...state, options: { ...state.options, ...action.options } };
    case 'formatChanged':
      return { ...state, format: action.format, formatChanged: true, checking: true };
    case 'cardAdded': {
      const { card, owned } = action;
      const hit = state.entries.some((e) => e.card.oracleId === card.oracleId && e.board === 'main');
      return changed(
        state,
        hit
          ? bumped(state.entries, card.oracleId, 'main', 1)
          : [...state.entries, { card, quantity: 1, owned, board: 'main' }],
      );
    }
    case 'cardBumped':
      return changed(state, bumped(state.entries, action.oracleId, action.board, action.delta));
    case 'legalityChecked':
      return { ...state, legality: action.legality };
    case 'checkSettled':
      return { ...state, checking: false };
    case 'started':
      return { ...state, busy: true, error: null };
    case 'failed':
      return { ...state, error: action.error };
    case 'finished':
      return { ...state, busy: false };
    case 'buildRefused':
      return { ...state, reasons: action.reasons, info: '' };
    case 'built': {
      const r = action.result;
      return {
        ...state,
        reasons: [],
        entries: toEntries(r.main, r.sideboard),
        legality: r.legality,
        explanation: r.explanation?.summary ?? '',
        dirty: true,
        info: 'Built. Save to keep it.',
      };
    }
    case 'saved':
      return {
        ...state,
        savedName: action.deck.name,
        // A saved deck's legality knows no format: the live check's (with the format) stays.
        legality: state.format === 'none' ? action.deck.legality : state.legality,
        dirty: false,
        info: `Saved ${action.deck.cards} cards.`,
      };
    case 'renamed':
      return { ...state, savedName: action.name, info: 'Renamed.' };
    case 'exported':
      return { ...state, info: `Exported ${action.lines} lines to ${action.fileName}.` };
  }
}

/** The deck list grouped for display: by main type in {@link TYPE_ORDER}, then Other, then Sideboard; cheapest first. */
export function groupEntries(entries: EditorEntry[]): (readonly [string, EditorEntry[]])[] {
  const out = new Map<string, EditorEntry[]>();
  for (const e of entries) {
    const key = e.board === 'side' ? 'Sideboard' : mainType(e.card.typeLine);
    out.set(key, [...(out.get(key) ?? []), e]);
  }
  for (const list of out.values())
    list.sort((a, b) => a.card.manaValue - b.card.manaValue || a.card.name.localeCompare(b.card.name));
  return [...TYPE_ORDER, 'Other', 'Sideboard'].filter((k) => out.has(k)).map((k) => [k, out.get(k)!] as const);
}

/** How many cards the main deck holds. */
export const mainCount = (entries: EditorEntry[]) =>
  entries.filter((e) => e.board === 'main').reduce((n, e) => n + e.quantity, 0);
