import { useEffect, useRef } from 'react';
import type { GameSnapshot } from './types';

/** The game log in plain words, newest at the bottom, scrolled into view. */
export function GameLog({ log }: { log: GameSnapshot['log'] }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);
  return (
    <section className="play-log" aria-label="Game log">
      <h2>Log</h2>
      {log.length === 0 && <p className="play-waiting">Nothing has happened yet.</p>}
      <ol data-testid="play-log">
        {log.slice(-200).map((e, i) => (
          <li key={i} className={`log-${e.type}`}>
            {e.text}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </section>
  );
}
