import type { DeckEditorCommands } from './useDeckEditor';

interface Props {
  name: string;
  savedName: string;
  mainCount: number;
  dirty: boolean;
  busy: boolean;
  commands: Pick<DeckEditorCommands, 'setName' | 'rename' | 'duplicate' | 'exportText' | 'remove' | 'save'>;
}

/** The deck's name and the buttons that act on the whole deck: rename, duplicate, export, delete, save. */
export function DeckEditorHead({ name, savedName, mainCount, dirty, busy, commands }: Props) {
  const { setName, rename, duplicate, exportText, remove, save } = commands;
  return (
    <div className="deck-editor-head">
      <label className="deck-name">
        <span className="visually-hidden">Deck name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} data-testid="deck-name" />
      </label>
      <button
        type="button"
        className="btn secondary"
        onClick={rename}
        disabled={busy || !name.trim() || name.trim() === savedName}
      >
        Rename
      </button>
      <button type="button" className="btn secondary" onClick={duplicate} disabled={busy}>
        Duplicate
      </button>
      <button
        type="button"
        className="btn secondary"
        onClick={exportText}
        disabled={busy || dirty}
        title={dirty ? 'Save first' : 'Export as a text deck list'}
      >
        Export
      </button>
      <button type="button" className="btn danger" onClick={remove} disabled={busy}>
        Delete
      </button>
      <span className="spacer" />
      <span className="deck-count" data-testid="deck-count">
        {mainCount} cards
      </span>
      <button type="button" className="btn" onClick={save} disabled={busy || !dirty} data-testid="save-deck">
        {dirty ? 'Save' : 'Saved'}
      </button>
    </div>
  );
}
