import { useEffect, useRef } from 'react';
import { CardFrame, IDLE } from './CardFrame';
import { cardOf, seatLabel } from './names';
import type { RView } from './types';

/** A graveyard or a seat's exiled cards, face up (both zones are public), newest first; Escape closes. */
export function ZoneBrowser({
  v,
  seat,
  zone,
  onClose,
  onZoom,
}: {
  v: RView;
  seat: number;
  zone: 'graveyard' | 'exile';
  onClose(): void;
  onZoom(id: number | null): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const ids = (zone === 'graveyard' ? v.players[seat]!.graveyard : v.exile.filter((id) => v.objs[id]!.owner === seat))
    .slice()
    .reverse();
  const who = seatLabel(v, seat);
  const title = `${who === 'You' ? 'Your' : `${who}'s`} ${zone === 'graveyard' ? 'graveyard' : 'exiled cards'} (${ids.length})`;
  return (
    <div
      className="mt-browser"
      role="dialog"
      aria-label={title}
      tabIndex={-1}
      ref={ref}
      data-testid="mt-browser"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <header>
        <h3>{title}</h3>
        <button type="button" className="btn secondary" onClick={onClose} data-testid="mt-browser-close">
          Close
        </button>
      </header>
      <div className="mt-browser-cards">
        {ids.length === 0 && <p className="mt-empty">Nothing here.</p>}
        {ids.map((id) => {
          const card = cardOf(v, id);
          return card ? (
            <CardFrame
              key={id}
              id={id}
              obj={v.objs[id]!}
              card={card}
              look={null}
              size="perm"
              state={IDLE}
              attached=""
              onClick={() => {}}
              onZoom={onZoom}
            />
          ) : null;
        })}
      </div>
    </div>
  );
}
