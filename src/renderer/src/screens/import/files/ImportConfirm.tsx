import type { Dispatch } from 'react';
import type { FileImportAction, ImportTarget, VariantItem } from '../fileImportState';
import { Select, type Choice } from '../../../components/Select';

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

/** Where an import can go, as the radio buttons say it. */
const TARGETS: readonly Choice<ImportTarget>[] = [
  { value: 'collection', label: 'My collection (adds to the quantities)' },
  { value: 'deck', label: 'A new deck' },
];

/** Where the import goes (the collection or a new deck), and the buttons that commit or discard it. */
export function ImportConfirm(props: Props) {
  const { into, variants, variant, deckName, copies, unsettled, canCommit, busy, dispatch, onCommit } = props;
  return (
    <div className="files-confirm">
      <fieldset className="field files-target">
        <legend>Import into</legend>
        {TARGETS.map((t) => (
          <label key={t.value}>
            <input
              type="radio"
              name="files-into"
              checked={into === t.value}
              onChange={() => dispatch({ type: 'edited', set: { into: t.value } })}
              data-testid={`files-into-${t.value}`}
            />{' '}
            {t.label}
          </label>
        ))}
      </fieldset>
      {into === 'deck' && (
        <>
          <label className="field">
            Variant
            <Select
              value={variant}
              choices={variants.map((v) => ({ value: v.id, label: v.name }))}
              onChange={(value) => dispatch({ type: 'edited', set: { variant: value } })}
              testId="files-variant"
            />
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
