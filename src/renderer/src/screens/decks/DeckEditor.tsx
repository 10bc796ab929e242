import { ErrorLine } from '../../components/ErrorLine';
import { AutoBuildPanel } from './AutoBuildPanel';
import { CardSearch } from './CardSearch';
import { DeckCardList } from './DeckCardList';
import { mainCount } from './deckEditorState';
import { DeckEditorHead } from './DeckEditorHead';
import { DeckStats } from './DeckStats';
import { LegalityPanel } from './LegalityPanel';
import type { VariantInfo } from './types';
import { useDeckEditor } from './useDeckEditor';

interface Props {
  deckId: number;
  variant: VariantInfo;
  onChanged: () => void;
  onDeleted: () => void;
  onOpen: (id: number) => void;
}

/** One deck: its cards, stats, live legality, auto-build, save, rename, duplicate, delete, export. */
export function DeckEditor({ deckId, variant, onChanged, onDeleted, onOpen }: Props) {
  const [state, commands] = useDeckEditor(deckId, variant, { onChanged, onDeleted, onOpen });
  const { entries, legality, checking, error, info, busy } = state;

  return (
    <div className="deck-editor" data-testid="deck-editor">
      <DeckEditorHead
        name={state.name}
        savedName={state.savedName}
        mainCount={mainCount(entries)}
        dirty={state.dirty}
        busy={busy}
        commands={commands}
      />
      <AutoBuildPanel
        variant={variant}
        options={state.options}
        format={state.format}
        players={state.players}
        reasons={state.reasons}
        explanation={state.explanation}
        busy={busy}
        commands={commands}
      />
      <ErrorLine error={error} />
      {info && <p className="info-line">{info}</p>}

      <div className="deck-editor-body">
        <DeckCardList entries={entries} legality={legality} onBump={commands.bump} />
        <div className="deck-side">
          <LegalityPanel
            legality={legality}
            checking={checking}
            formats={variant.formats}
            format={state.format}
            onFormat={commands.setFormat}
          />
          <div className="panel">
            <DeckStats entries={entries} />
          </div>
          <CardSearch onAdd={commands.add} />
        </div>
      </div>
    </div>
  );
}
