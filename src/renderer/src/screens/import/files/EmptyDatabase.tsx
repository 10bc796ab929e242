import { BusyButton } from '../../../components/BusyButton';
import { useAddStarter } from '../../collection/useAddStarter';
import { ErrorLine } from '../../../components/ErrorLine';

/**
 * Shown instead of a table of "Unknown" lines when the card database holds no cards at all: no
 * name can be matched yet, so the user is told how to fill it first.
 */
export function EmptyDatabase({ onFilled }: { onFilled: () => void }) {
  const { busy, error, add } = useAddStarter(onFilled);
  return (
    <div className="files-empty-db info-line" role="alert" data-testid="files-empty-db">
      <p>
        <strong>The card database is empty</strong>, so no line of this file can be matched to a card yet (not even
        Plains). Fill it first, then the file is checked again:
      </p>
      <ul>
        <li>
          <BusyButton busy={busy} busyText="Adding…" onClick={add} testId="files-add-starter">
            Add the starter pool
          </BusyButton>{' '}
          — real cards from the core sets 6th Edition to Magic Origins, offline (they also go into your collection);
        </li>
        <li>
          or load every card from a <strong>Scryfall bulk file</strong> (the Scryfall tab above, “Bulk data”), then open
          this file again;
        </li>
        <li>or tick “Ask Scryfall about names…” above to look the names up online.</li>
      </ul>
      <ErrorLine error={error} />
    </div>
  );
}
