import type { RefObject } from 'react';
import { MAX_FILE_BYTES, mb } from './types';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  pasted: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
  onPastedChange: (text: string) => void;
  onReadPasted: () => void;
}

/** Where the list comes from: a file, or a list pasted into the box. */
export function SourcePickers({ inputRef, pasted, disabled, onFile, onPastedChange, onReadPasted }: Props) {
  return (
    <div className="files-pickers">
      <label className="files-drop">
        <span className="files-drop-title">Choose a file…</span>
        <span className="muted small">
          .txt .dek .cod .csv .dec .dck .mwDeck .o8d .json — up to {mb(MAX_FILE_BYTES)}
        </span>
        <input
          ref={inputRef}
          type="file"
          accept=".txt,.dek,.cod,.csv,.dec,.dck,.mwdeck,.o8d,.json,.mtga,text/plain,text/csv"
          onChange={(e) => onFile(e.target.files?.[0])}
          disabled={disabled}
          data-testid="files-input"
        />
      </label>
      <div className="files-paste">
        <label className="field" htmlFor="files-paste-text">
          …or paste a list
        </label>
        <textarea
          id="files-paste-text"
          rows={4}
          placeholder={'4 Lightning Bolt (M10) 146\n2 Fire // Ice\nSideboard\n3 Pyroblast'}
          value={pasted}
          onChange={(e) => onPastedChange(e.target.value)}
          data-testid="files-paste"
        />
        <button
          type="button"
          className="btn secondary"
          disabled={!pasted.trim() || disabled}
          onClick={onReadPasted}
          data-testid="files-paste-preview"
        >
          Read the pasted list
        </button>
      </div>
    </div>
  );
}
