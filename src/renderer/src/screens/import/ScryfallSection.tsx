import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { BulkPanel } from './scryfall/BulkPanel';
import { SearchPanel } from './scryfall/SearchPanel';
import { SetPanel } from './scryfall/SetPanel';
import { InfoLine } from '../../components/InfoLine';

/**
 * Scryfall: search and add, whole sets and packs, bulk data. Scryfall is called only when the
 * user presses one of these buttons; everything else works on the local database.
 */
export function ScryfallSection() {
  const [done, setDone] = useState<string | null>(null);
  const [local, setLocal] = useState<{ cards: number; url: string } | null>(null);
  useEffect(() => {
    api
      .call('cards.status', {})
      .then((s) => setLocal({ cards: s.cards, url: s.scryfallBaseUrl }))
      .catch(() => setLocal(null));
  }, [done]);
  return (
    <div className="scryfall-section" data-testid="scryfall-section">
      {local && (
        <p className="muted">
          The local card database holds {local.cards.toLocaleString()} cards. Scryfall ({local.url}) is only asked when
          you press a button here.
        </p>
      )}
      <InfoLine text={done} testId="sf-done" />
      <SearchPanel onAdded={setDone} />
      <SetPanel onAdded={setDone} />
      <BulkPanel onDone={setDone} />
    </div>
  );
}
