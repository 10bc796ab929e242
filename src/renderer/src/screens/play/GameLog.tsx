import { useEffect, useRef } from 'react';
import { inSecondPerson } from './secondPerson';
import type { GameSnapshot } from './types';

/** The game log in plain words, newest at the bottom, scrolled into view; `you`: your seat's name in it. */
export function GameLog({ log, you }: { log: GameSnapshot['log']; you?: string | undefined }) {
  const list = useRef<HTMLOListElement>(null);
  // Scroll the list itself (scrollIntoView would also scroll the screen away from the table).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="play-log" aria-label="Game log">
      <h2>Log</h2>
      {log.length === 0 && <p className="play-waiting">Nothing has happened yet.</p>}
      <ol data-testid="play-log" ref={list}>
        {log.slice(-200).map((e, i) => (
          <li key={i} className={`log-${e.type}`}>
            {you ? inSecondPerson(e.text, you) : e.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
