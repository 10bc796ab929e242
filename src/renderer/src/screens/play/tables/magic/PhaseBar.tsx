import { memo } from 'react';
import { seatLabel, STEP_LABEL } from './names';
import type { RView, StepId } from './types';

/**
 * The turn's steps with the current one lit, whose turn it is and who holds priority. Each step
 * where the core stops for you has a toggle: turned off, the table passes for you there while the
 * stack is empty (the core's own stops are set when the game starts; the table can only skip more).
 */
function PhaseBarImpl({
  v,
  skipped,
  onToggle,
  plan: only,
  labels = STEP_LABEL,
}: {
  v: RView;
  skipped: ReadonlySet<StepId>;
  onToggle(step: StepId): void;
  /** The steps a variant's turn has (Magic Combat skips some); all of Magic's by default. */
  plan?: readonly StepId[];
  /** The steps' names (Magic Combat's combat steps are its spell slots, ability window and fights). */
  labels?: Record<StepId, string>;
}) {
  const stops = v.seat >= 0 ? v.config.stops[v.seat] : undefined;
  const yours = v.active === v.seat;
  const stopHere = (s: StepId) => !!stops && (yours ? stops.own : stops.others).includes(s);
  // Untap and cleanup give no priority; first-strike damage is shown only while it happens.
  const plan = (only ?? (Object.keys(STEP_LABEL) as StepId[])).filter(
    (s) => s !== 'untap' && s !== 'cleanup' && (s !== 'firstStrikeDamage' || v.step === s),
  );
  return (
    <nav className="mt-phases" aria-label="Turn steps" data-testid="mt-phases">
      {/* Whose turn and who holds priority are also on the seats (the pills); here the turn's number. */}
      <span
        className="mt-turn"
        data-testid="mt-priority"
        title={`${v.active === v.seat ? 'Your' : `${seatLabel(v, v.active)}'s`} turn${v.priority >= 0 ? `; priority: ${v.priority === v.seat ? 'you' : seatLabel(v, v.priority)}` : ''}`}
      >
        Turn {v.turn}
      </span>
      <ol>
        {plan.map((s) => {
          const can = stopHere(s);
          const on = can && !skipped.has(s);
          return (
            <li key={s} className={`${v.step === s ? 'now' : ''}`} aria-current={v.step === s ? 'step' : undefined}>
              {can ? (
                <button
                  type="button"
                  className={`mt-step${on ? ' stop' : ''}`}
                  aria-pressed={on}
                  onClick={() => onToggle(s)}
                  title={
                    on
                      ? `You stop here on ${yours ? 'your' : 'their'} turn — click to pass through`
                      : 'Passing through — click to stop here'
                  }
                  data-testid={`mt-step-${s}`}
                >
                  {labels[s]}
                </button>
              ) : (
                <span className="mt-step" data-testid={`mt-step-${s}`}>
                  {labels[s]}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Redrawn only when its props change (not when the zoom moves). */
export const PhaseBar = memo(PhaseBarImpl);
