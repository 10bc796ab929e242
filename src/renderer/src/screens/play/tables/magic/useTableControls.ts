import { useMemo, useState } from 'react';
import { attachmentsOf, type SeatHandlers } from './SeatArea';
import { targetsOf } from './StackColumn';
import type { Browse } from './TableSide';
import type { RView, StepId } from './types';
import { useAutoPass, useSpaceKey, useTableInput, type TableInput } from './useTableInput';

/**
 * The wiring every table on the rules core shares (the Magic table and Magic Combat's): clicks and
 * Space turned into legal actions, the auto-pass through the steps the person turned off, the
 * hovered stack item's targets lit, the browsed zone, and the handlers the seats and the side
 * column are drawn with. The zoom stays the table's own (Magic Combat drops it when a card moves).
 */
export function useTableControls({
  v,
  aff,
  busy,
  extra,
  skipped,
  onAct,
  onSelect,
  setZoom,
}: Omit<TableInput, 'lit'> & {
  v: RView;
  skipped: ReadonlySet<StepId>;
  setZoom(id: number | null): void;
}) {
  const [hoverSid, setHoverSid] = useState<number | null>(null);
  const [browse, setBrowse] = useState<Browse>(null);
  const lit = useMemo(() => targetsOf(v, hoverSid), [v, hoverSid]);
  const attached = useMemo(() => attachmentsOf(v), [v]);

  const { stateOf, click, onCard } = useTableInput({ aff, busy, extra, lit, onAct, onSelect });
  useSpaceKey(busy ? null : aff.spaceIndex, onAct);
  // A step the person turned off: pass for them there while the stack is empty.
  const autoPass = aff.kind === 'priority' && v.stack.length === 0 && skipped.has(v.step) && !busy;
  useAutoPass(autoPass, aff.spaceIndex, onAct);

  const h: SeatHandlers = useMemo(
    () => ({ stateOf, onClick: click, onCard, onZoom: setZoom, onBrowse: (seat, zone) => setBrowse({ seat, zone }) }),
    [stateOf, click, onCard, setZoom],
  );
  /** TableSide's props but the zoom's and the variant's panel. */
  const side = {
    v,
    stateOf,
    onClick: click,
    onHover: setHoverSid,
    onZoom: setZoom,
    browse,
    onCloseBrowse: () => setBrowse(null),
  };
  return { h, attached, side };
}
