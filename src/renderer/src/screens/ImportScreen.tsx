import { useState } from 'react';
import { FileImportSection } from './import/FileImportSection';
import { ScryfallSection } from './import/ScryfallSection';

const TABS = [
  { id: 'files', label: 'Deck & collection files', component: FileImportSection },
  { id: 'scryfall', label: 'Scryfall', component: ScryfallSection },
] as const;

/** Import: each source is its own section (files; Scryfall search, sets and bulk data). */
export function ImportScreen() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('files');
  const Section = TABS.find((t) => t.id === tab)?.component ?? FileImportSection;
  return (
    <section>
      <h1>Import</h1>
      <div className="tabs" role="tablist">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            aria-selected={tab === t.id}
            className={tab === t.id ? 'tab active' : 'tab'}
            onClick={() => setTab(t.id)}
            data-testid={`import-tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <Section />
    </section>
  );
}
