import { BusyButton } from '../../components/BusyButton';
import { useAddStarter } from './useAddStarter';
import { ErrorLine } from '../../components/ErrorLine';

/** The first-run offer: the bundled starter pool of real cards, no network needed. */
export function StarterOffer({ poolSize, onAdded }: { poolSize: number; onAdded: () => void }) {
  const { busy, error, add } = useAddStarter(onAdded);
  return (
    <div className="panel starter-offer" data-testid="starter-offer">
      <h2>Your collection is empty</h2>
      <p>
        Start with the <strong>starter pool</strong>: {poolSize.toLocaleString()} real cards from the core sets 6th
        Edition to Magic Origins — four of each common, two of each uncommon, one of each rare and 30 of each basic
        land. It works offline, and is enough to build a deck for every variant.
      </p>
      <div className="toolbar">
        <BusyButton busy={busy} busyText="Adding…" onClick={add} testId="add-starter">
          Add the starter pool
        </BusyButton>
        <a className="btn secondary" href="#/import">
          Import my own cards instead
        </a>
      </div>
      <ErrorLine error={error} />
    </div>
  );
}
