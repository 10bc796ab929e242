import { useEffect, useReducer, useRef } from 'react';
import { api } from '../../api/client';
import { deckEditorReducer, initialDeckEditorState, toInput, type DeckEditorState } from './deckEditorState';
import type { DeckCard, EditorEntry, VariantInfo } from './types';

interface Callbacks {
  onChanged: () => void;
  onDeleted: () => void;
  onOpen: (id: number) => void;
}

/** What the deck editor's buttons and fields can do. */
export interface DeckEditorCommands {
  setName: (name: string) => void;
  setPlayers: (players: number) => void;
  setColors: (colors: string) => void;
  setSeed: (seed: string) => void;
  setOnlyFree: (onlyFree: boolean) => void;
  setByTheBook: (byTheBook: boolean) => void;
  setFormat: (format: string) => void;
  add: (card: DeckCard, owned: number) => void;
  bump: (oracleId: string, board: EditorEntry['board'], delta: number) => void;
  autoBuild: () => Promise<void>;
  save: () => Promise<void>;
  rename: () => Promise<void>;
  duplicate: () => Promise<void>;
  remove: () => Promise<void>;
  exportText: () => Promise<void>;
}

/**
 * One deck in the editor: loads it, re-checks its legality live while it changes, and runs the
 * API calls behind the editor's buttons. The state itself lives in {@link deckEditorReducer}.
 */
export function useDeckEditor(
  deckId: number,
  variant: VariantInfo,
  { onChanged, onDeleted, onOpen }: Callbacks,
): [DeckEditorState, DeckEditorCommands] {
  const [state, dispatch] = useReducer(deckEditorReducer, variant.players.min, initialDeckEditorState);
  const { name, savedName, players, entries, dirty, explanation, options, format, formatChanged } = state;

  useEffect(() => {
    let stale = false;
    api.call('decks.get', { id: deckId }).then(
      (deck) => {
        if (stale) return;
        dispatch({ type: 'loaded', deck });
      },
      (error: unknown) => !stale && dispatch({ type: 'failed', error }),
    );
    return () => {
      stale = true;
    };
  }, [deckId]);

  // Live legality: re-check whenever the cards, the table size or the format change.
  useEffect(() => {
    if (!dirty && !formatChanged) return;
    let stale = false;
    const t = setTimeout(() => {
      api
        .call('decks.check', {
          variant: variant.id,
          players,
          main: toInput(entries, 'main'),
          sideboard: toInput(entries, 'side'),
          format,
        })
        .then((r) => !stale && dispatch({ type: 'legalityChecked', legality: r.legality }))
        .catch((error: unknown) => !stale && dispatch({ type: 'failed', error }))
        .finally(() => !stale && dispatch({ type: 'checkSettled' }));
    }, 150);
    return () => {
      stale = true;
      clearTimeout(t);
    };
  }, [entries, players, dirty, variant.id, format, formatChanged]);

  /** The deck as the editor holds it now, as `decks.save` takes it. */
  const saveInput = (): Parameters<typeof api.call<'decks.save'>>[1] => ({
    id: deckId,
    name: name.trim() || savedName,
    players,
    notes: explanation,
    main: toInput(entries, 'main'),
    sideboard: toInput(entries, 'side'),
  });

  // Edits are never lost: changes not yet saved are saved when the editor closes (another deck,
  // another screen), and closing the window with them asks first.
  const pending = useRef<Parameters<typeof api.call<'decks.save'>>[1] | null>(null);
  const deleted = useRef(false);
  useEffect(() => {
    pending.current = dirty && !deleted.current ? saveInput() : null;
  });
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (pending.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      const left = pending.current;
      pending.current = null;
      if (left && !deleted.current) api.call('decks.save', left).then(onChanged, () => undefined);
    };
    // Runs once per deck: the cleanup is the editor closing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deckId]);

  const run = async (what: () => Promise<void>) => {
    dispatch({ type: 'started' });
    try {
      await what();
    } catch (error) {
      dispatch({ type: 'failed', error });
    } finally {
      dispatch({ type: 'finished' });
    }
  };

  const commands: DeckEditorCommands = {
    setName: (name) => dispatch({ type: 'nameChanged', name }),
    setPlayers: (players) => dispatch({ type: 'playersChanged', players }),
    setColors: (colors) => dispatch({ type: 'optionsChanged', options: { colors } }),
    setSeed: (seed) => dispatch({ type: 'optionsChanged', options: { seed } }),
    setOnlyFree: (onlyFree) => dispatch({ type: 'optionsChanged', options: { onlyFree } }),
    setByTheBook: (byTheBook) => dispatch({ type: 'optionsChanged', options: { byTheBook } }),
    setFormat: (format) => dispatch({ type: 'formatChanged', format }),
    add: (card, owned) => dispatch({ type: 'cardAdded', card, owned }),
    bump: (oracleId, board, delta) => dispatch({ type: 'cardBumped', oracleId, board, delta }),

    autoBuild: () =>
      run(async () => {
        const { colors, seed, onlyFree, byTheBook } = options;
        const result = await api.call('decks.build', {
          variant: variant.id,
          deckId,
          players,
          colors: colors ? (colors.split('') as ('W' | 'U' | 'B' | 'R' | 'G')[]) : 'auto',
          ...(seed.trim() ? { seed: Number(seed) } : {}),
          onlyFree,
          method: byTheBook ? 'by-the-book' : 'best',
          format,
        });
        dispatch(result.ok ? { type: 'built', result } : { type: 'buildRefused', reasons: result.reasons });
      }),

    save: () =>
      run(async () => {
        const deck = await api.call('decks.save', saveInput());
        dispatch({ type: 'saved', deck });
        onChanged();
      }),

    rename: () =>
      run(async () => {
        const d = await api.call('decks.rename', { id: deckId, name: name.trim() });
        dispatch({ type: 'renamed', name: d.name });
        onChanged();
      }),

    duplicate: () =>
      run(async () => {
        const d = await api.call('decks.duplicate', { id: deckId });
        onChanged();
        onOpen(d.id);
      }),

    remove: () =>
      run(async () => {
        if (!window.confirm(`Delete the deck "${savedName}"?`)) return;
        await api.call('decks.delete', { id: deckId });
        deleted.current = true;
        onDeleted();
      }),

    exportText: () =>
      run(async () => {
        const r = await api.call('files.export', { what: { deckId }, format: 'text' });
        const url = URL.createObjectURL(new Blob([r.text], { type: 'text/plain' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = r.fileName;
        a.click();
        URL.revokeObjectURL(url);
        dispatch({ type: 'exported', lines: r.lines, fileName: r.fileName });
      }),
  };

  return [state, commands];
}
