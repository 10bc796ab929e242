import type { LegalAction } from './types';

/**
 * The legal actions as buttons: the only way to act, so an illegal move cannot be made.
 * `filter` (a table selection) narrows the list to the actions about that object.
 */
export function ActionButtons({
  legal,
  onAct,
  busy,
  subjectOf,
  selected,
  onClearSelection,
}: {
  legal: LegalAction[];
  onAct(index: number): void;
  busy: boolean;
  subjectOf?: (action: unknown) => string | null;
  selected: string | null;
  onClearSelection(): void;
}) {
  const shown = selected && subjectOf ? legal.filter((a) => subjectOf(a.action) === selected) : legal;
  if (legal.length === 0) return <p className="play-waiting">Waiting for the other player…</p>;
  return (
    <div className="play-actions" data-testid="play-actions">
      {selected && (
        <button
          type="button"
          className="btn secondary play-show-all"
          onClick={onClearSelection}
          data-testid="play-show-all"
        >
          Show all {legal.length} choices
        </button>
      )}
      <ul>
        {shown.map((a) => (
          <li key={a.index}>
            <button
              type="button"
              className={isPass(a.label) ? 'btn secondary play-action' : 'btn play-action'}
              disabled={busy}
              onClick={() => onAct(a.index)}
              data-testid="play-action"
              data-index={a.index}
            >
              {a.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function isPass(label: string): boolean {
  return /^(Pass|End |Do not|Done|End the turn)/.test(label);
}
