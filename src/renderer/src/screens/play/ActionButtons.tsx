import type { KeyboardEvent } from 'react';
import type { LegalAction } from './types';

/** Up/Down (and Home/End) move between the choices, so a move is a few arrow presses and Enter. */
export function moveFocus(e: KeyboardEvent<HTMLElement>): void {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.play-action:not([disabled])')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next = -1;
  if (e.key === 'ArrowDown') next = at < 0 ? 0 : Math.min(buttons.length - 1, at + 1);
  else if (e.key === 'ArrowUp') next = at < 0 ? 0 : Math.max(0, at - 1);
  else if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = buttons.length - 1;
  const target = buttons[next];
  if (!target) return;
  e.preventDefault();
  target.focus();
}

/**
 * The legal actions as buttons: the only way to act, so an illegal move cannot be made.
 * `filter` (a table selection) narrows the list to the actions about that object.
 */
export interface ActionButtonsProps {
  /** The words on a button (a variant may name more than its label, e.g. your own card). */
  labelOf?: ((a: LegalAction) => string) | undefined;
  legal: LegalAction[];
  onAct(index: number): void;
  busy: boolean;
  subjectOf?: ((action: unknown) => string | null) | undefined;
  selected: string | null;
  onClearSelection(): void;
}

export function ActionButtons({
  legal,
  onAct,
  busy,
  subjectOf,
  selected,
  onClearSelection,
  labelOf = (a) => a.label,
}: ActionButtonsProps) {
  const shown = selected && subjectOf ? legal.filter((a) => subjectOf(a.action) === selected) : legal;
  if (legal.length === 0) return null;
  return (
    <div className="play-actions-list">
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
      <ul aria-label="Your choices (arrow keys move, Enter plays)">
        {shown.map((a) => (
          <li key={a.index}>
            <button
              type="button"
              className={isPass(labelOf(a)) ? 'btn secondary play-action' : 'btn play-action'}
              disabled={busy}
              onClick={() => onAct(a.index)}
              data-testid="play-action"
              data-index={a.index}
            >
              {labelOf(a)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function isPass(label: string): boolean {
  return /^(Pass|End |Do not|Done|End the turn|No )/.test(label);
}
