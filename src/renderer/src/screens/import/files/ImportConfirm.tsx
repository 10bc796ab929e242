import type { Dispatch } from 'react';
import type { FileImportAction, ImportTarget, VariantItem } from '../fileImportState';

interface Props {
  into: ImportTarget;
  variants: VariantItem[];
  variant: string;
  deckName: string;
  /** Card copies the commit would write. */
  copies: number;
  /** Lines that will be left out. */
  unsettled: number;
  canCommit: boolean;
  busy: boolean;
  dispatch: Dispatch<FileImportAction>;
  onCommit: () => void;
}

/** Where the import goes (the collection or a new deck), and the buttons that commit or discard it. */
export function ImportConfirm(props: Props) {
  const { into, variants, variant, deckName, copies, unsettled, canCommit, busy, dispatch, onCommit } = props;
  return (
    <div className="files-confirm">
      <fieldset className="field files-target">
        <legend>Import into</legend>
        <label>
          <input
            type="radio"
            name="files-into"
            checked={into === 'collection'}
            onChange={() => dispatch({ type: 'edited', set: { into: 'collection' } })}
            data-testid="files-into-collection"
          />{' '}
          My collection (adds to the quantities)
        </label>
        <label>
          <input
            type="radio"
            name="files-into"
            checked={into === 'deck'}
            onChange={() => dispatch({ type: 'edited', set: { into: 'deck' } })}
            data-testid="files-into-deck"
          />{' '}
          A new deck
        </label>
      </fieldset>
      {into === 'deck' && (
        <>
          <label className="field">
            Variant
            <select
              value={variant}
              onChange={(e) => dispatch({ type: 'edited', set: { variant: e.target.value } })}
              data-testid="files-variant"
            >
              {variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Deck name
            <input
              value={deckName}
              onChange={(e) => dispatch({ type: 'edited', set: { deckName: e.target.value } })}
              maxLength={200}
              data-testid="files-deck-name"
            />
          </label>
        </>
      )}
      <div className="files-confirm-actions">
        <button
          type="button"
          className="btn"
          disabled={!canCommit || busy}
          onClick={onCommit}
          data-testid="files-confirm"
        >
          {into === 'deck' ? 'Save deck' : 'Add to collection'} ({copies.toLocaleString()} cards)
        </button>
        <button type="button" className="btn secondary" disabled={busy} onClick={() => dispatch({ type: 'discarded' })}>
          Discard
        </button>
        {unsettled > 0 && (
          <span className="muted small" data-testid="files-unsettled">
            {unsettled.toLocaleString()} line{unsettled === 1 ? '' : 's'} not found or not chosen will be left out.
          </span>
        )}
      </div>
    </div>
  );
}
