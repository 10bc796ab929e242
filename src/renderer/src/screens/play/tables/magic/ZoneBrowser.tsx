import { useEffect, useRef } from 'react';
import { IDLE } from './CardFrame';
import { seatLabel } from './names';
import { ZoneCard } from './ZoneCard';
import type { RView } from './types';

/** Cards in a browsed zone do nothing on a click (focus and hover still zoom them). */
const NOTHING = () => {};

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
        {ids.map((id) => (
          <ZoneCard key={id} v={v} id={id} size="perm" state={IDLE} onClick={NOTHING} onZoom={onZoom} />
        ))}
      </div>
    </div>
  );
}
