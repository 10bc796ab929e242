import { BusyButton } from '../../components/BusyButton';
import type { BuildOptions } from './deckEditorState';
import type { VariantInfo } from './types';
import type { DeckEditorCommands } from './useDeckEditor';

interface Props {
  variant: VariantInfo;
  options: BuildOptions;
  /** The format picked in the legality panel: the build leaves out what its ban list refuses. */
  format: string;
  players: number;
  reasons: string[];
  explanation: string;
  busy: boolean;
  commands: Pick<
    DeckEditorCommands,
    'autoBuild' | 'setColors' | 'setSeed' | 'setPlayers' | 'setOnlyFree' | 'setByTheBook'
  >;
}

/** Auto-build: the button, its options, why it could not build, and what it built. */
export function AutoBuildPanel({ variant, options, format, players, reasons, explanation, busy, commands }: Props) {
  const { colors, seed, onlyFree, byTheBook } = options;
  const { autoBuild, setColors, setSeed, setPlayers, setOnlyFree, setByTheBook } = commands;
  return (
    <section className="deck-build panel" aria-label="Auto-build">
      <div className="toolbar">
        <BusyButton busy={busy} busyText="Working…" onClick={autoBuild} testId="auto-build">
          Auto-build from my collection
        </BusyButton>
        {variant.usesColors && (
          <label>
            Colours{' '}
            <input
              value={colors}
              onChange={(e) => setColors(e.target.value.toUpperCase().replace(/[^WUBRG]/g, ''))}
              placeholder="auto (e.g. RG)"
              size={10}
            />
          </label>
        )}
        <label>
          Seed{' '}
          <input
            value={seed}
            onChange={(e) => setSeed(e.target.value.replace(/\D/g, ''))}
            placeholder="best"
            size={6}
          />
        </label>
        {variant.kind === 'shared-pile' && (
          <label>
            Players{' '}
            <input
              type="number"
              min={variant.players.min}
              max={variant.players.max}
              value={players}
              onChange={(e) => setPlayers(Number(e.target.value))}
              data-testid="build-players"
            />
          </label>
        )}
        <label>
          <input type="checkbox" checked={onlyFree} onChange={(e) => setOnlyFree(e.target.checked)} /> Only cards not in
          another deck
        </label>
        {variant.id === 'dice-duel' && (
          <label>
            <input type="checkbox" checked={byTheBook} onChange={(e) => setByTheBook(e.target.checked)} /> By the book
            (Dice Duel's own deck-building steps)
          </label>
        )}
      </div>
      {format !== 'none' && (
        <p className="muted" data-testid="build-format">
          Auto-build leaves out the cards {variant.formats?.find((f) => f.id === format)?.label ?? format} bans or does
          not allow, and its restricted cards.
        </p>
      )}
      {reasons.length > 0 && (
        <div className="build-reasons" role="alert" data-testid="build-reasons">
          <strong>No legal deck can be built from your collection:</strong>
          <ul>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {explanation && (
        <p className="deck-explanation" data-testid="deck-explanation">
          {explanation}
        </p>
      )}
    </section>
  );
}
