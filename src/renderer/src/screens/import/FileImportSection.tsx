import { ErrorLine } from '../../components/ErrorLine';
import { canCommit, importCopies, unsettledLines } from './fileImportState';
import { EmptyDatabase } from './files/EmptyDatabase';
import { ExportPanel } from './files/ExportPanel';
import { ImportConfirm } from './files/ImportConfirm';
import { ImportDone } from './files/ImportDone';
import { ImportProgress } from './files/ImportProgress';
import { PreviewProblems, PreviewSummary } from './files/PreviewSummary';
import { PreviewTable } from './files/PreviewTable';
import { SourcePickers } from './files/SourcePickers';
import { useFileImport } from './useFileImport';

/**
 * Deck and collection files: pick a file (or paste a list), see every line as Kitchen Table
 * understood it, settle the ambiguous ones, then confirm — only then is anything written, in one
 * transaction. Export writes the collection or a deck back in any format.
 */
export function FileImportSection() {
  const [state, { dispatch, fileInput, onFile, runPreview, commit, cancel, choose }] = useFileImport();
  const { pasted, online, preview, busy, progress, error, done } = state;

  return (
    <div className="files-import">
      <section className="panel files-source" aria-labelledby="files-source-title">
        <h2 id="files-source-title">Import a deck or collection file</h2>
        <p className="muted">
          Arena and MTGO lists, MTGO .dek, Cockatrice .cod, and the CSV exports of Moxfield, ManaBox, Deckbox, Delver
          Lens, TCGplayer and Archidekt — the format is recognised from the file. Nothing is saved until you confirm.
        </p>
        <SourcePickers
          inputRef={fileInput}
          pasted={pasted}
          disabled={busy !== null}
          onFile={(file) => void onFile(file)}
          onPastedChange={(text) => dispatch({ type: 'edited', set: { pasted: text } })}
          onReadPasted={() => void runPreview({ fileName: 'Pasted list', text: pasted })}
        />
        <label className="files-online">
          <input
            type="checkbox"
            checked={online}
            onChange={(e) => dispatch({ type: 'edited', set: { online: e.target.checked } })}
            disabled={busy !== null}
            data-testid="files-online"
          />{' '}
          Ask Scryfall about names the local card database does not know (needs the internet; cards found are saved with
          the import)
        </label>
        {busy && <ImportProgress busy={busy} progress={progress} onCancel={cancel} />}
        <ErrorLine error={error} />
        {done && <ImportDone done={done} />}
      </section>

      {preview && (
        <section className="panel files-preview" aria-labelledby="files-preview-title" data-testid="files-preview">
          <PreviewSummary preview={preview} />
          {preview.problems.length > 0 && <PreviewProblems preview={preview} />}
          {preview.databaseCards === 0 && !preview.online ? (
            <EmptyDatabase onFilled={() => state.source && void runPreview(state.source)} />
          ) : (
            <>
              <ImportConfirm
                into={state.into}
                variants={state.variants}
                variant={state.variant}
                deckName={state.deckName}
                copies={importCopies(state)}
                unsettled={unsettledLines(state).length}
                canCommit={canCommit(state)}
                busy={busy !== null}
                dispatch={dispatch}
                onCommit={() => void commit()}
              />
              <PreviewTable preview={preview} choices={state.choices} onChoose={choose} />
            </>
          )}
        </section>
      )}

      <ExportPanel formats={state.formats} refreshKey={state.refreshKey} />
    </div>
  );
}
