import type { ReactNode } from 'react';
import { CardZoom } from './CardZoom';
import type { CardState } from './CardFrame';
import { StackColumn } from './StackColumn';
import type { Key, RView } from './types';
import { ZoneBrowser } from './ZoneBrowser';

export type Browse = { seat: number; zone: 'graveyard' | 'exile' } | null;

/** What every table on the rules core has beside its board: the stack, the zoomed card, a browsed zone. */
export function TableSide(props: {
  v: RView;
  /** A variant's own panel above the stack (Combat with Dice: the d20 tray). */
  panel?: ReactNode;
  stateOf(key: Key): CardState;
  onClick(key: Key): void;
  onHover(sid: number | null): void;
  onZoom(id: number | null): void;
  zoomId: number | null;
  zoomSide: 'top' | 'bottom';
  browse: Browse;
  onCloseBrowse(): void;
}) {
  // What is left after the side's own props is the stack column's: its cards' states and clicks.
  const { panel, zoomId, zoomSide, browse, onCloseBrowse, ...stack } = props;
  const { v, onZoom } = stack;
  return (
    <>
      <aside className={panel ? 'mt-right with-side' : 'mt-right'}>
        {panel}
        <StackColumn {...stack} />
      </aside>
      <CardZoom v={v} id={zoomId} side={zoomSide} />
      {browse && <ZoneBrowser v={v} seat={browse.seat} zone={browse.zone} onClose={onCloseBrowse} onZoom={onZoom} />}
    </>
  );
}
