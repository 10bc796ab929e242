import type { ReactNode } from 'react';
import type { SeatHandlers } from './SeatArea';
import { objKey, type RView } from './types';
import { ZoneCard } from './ZoneCard';

/**
 * Your hand along the bottom of a table on the rules core. `wrap` dresses each card (Magic Combat
 * tags it against the round's cap); `className` adds the variant's own layout.
 */
export function Hand({
  v,
  ids,
  h,
  className,
  wrap,
}: {
  v: RView;
  ids: readonly number[];
  h: SeatHandlers;
  className?: string;
  wrap?(id: number, card: ReactNode): ReactNode;
}) {
  return (
    <div
      className={className ? `mt-hand ${className}` : 'mt-hand'}
      aria-label={`Your hand: ${ids.length} cards`}
      data-testid="mt-hand"
    >
      {ids.length === 0 && <span className="mt-empty">Your hand is empty</span>}
      {ids.map((id) => {
        const card = (
          <ZoneCard
            key={id}
            v={v}
            id={id}
            size="hand"
            state={h.stateOf(objKey(id))}
            onClick={h.onCard}
            onZoom={h.onZoom}
          />
        );
        return wrap ? wrap(id, card) : card;
      })}
    </div>
  );
}
