import type { GameSnapshot } from './types';

const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [0, 2],
    [2, 0],
    [2, 2],
  ],
  5: [
    [0, 0],
    [0, 2],
    [1, 1],
    [2, 0],
    [2, 2],
  ],
  6: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
};

/** One die: pips for a d6, the number for other dice. */
export function Die({ sides, face, color }: { sides: number; face: number; color?: string }) {
  return (
    <span
      className="die"
      style={color ? { background: color } : undefined}
      title={`d${sides}: ${face}`}
      role="img"
      aria-label={`d${sides} showing ${face}`}
    >
      {sides === 6 ? (
        <svg viewBox="0 0 3 3" width="100%" height="100%" aria-hidden="true">
          {PIPS[face]?.map(([x, y], i) => (
            <circle key={i} cx={x + 0.5} cy={y + 0.5} r={0.3} />
          ))}
        </svg>
      ) : (
        face
      )}
    </span>
  );
}

/**
 * The latest dice rolls of the game (from its dice events), in the log's order (newest at the
 * bottom, as in the log, so seats read in the same order in both); nothing when no dice were rolled.
 */
export function DiceTray({ log }: { log: GameSnapshot['log'] }) {
  const rolls = log.filter((e) => e.type === 'dice' && e.dice).slice(-3);
  if (rolls.length === 0) return null;
  return (
    <section className="dice-tray" aria-label="Dice" data-testid="dice-tray">
      {rolls.map((r, i) => (
        <div key={`${r.step}-${i}`} className={i === rolls.length - 1 ? 'dice-roll latest' : 'dice-roll'}>
          <span className="dice-reason">{r.text}</span>
          <span className="dice-row">
            {r.dice!.map((d, j) => (
              <Die key={j} {...d} />
            ))}
          </span>
        </div>
      ))}
    </section>
  );
}
