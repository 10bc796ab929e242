import { useMemo, useState, type ReactNode } from 'react';
import { Hand } from './Hand';
import { TableSide } from './TableSide';
import type { TableProps } from '../../types';
import { affordances, typedLegal, type Affordances } from './affordances';
import { DecisionBar } from './DecisionBar';
import { nameOf, seatLabel, waitingLine } from './names';
import { PhaseBar } from './PhaseBar';
import { SeatArea } from './SeatArea';
import { objKey, type Key, type RView } from './types';
import { viewerSeat } from '../subjects';
import { useSkippedSteps } from './useSkippedSteps';
import { useTableControls } from './useTableControls';

/** "attacking Seat 2", "blocking Hill Giant": combat words on a creature. */
function combatMarks(v: RView): Map<Key, string> {
  const m = new Map<Key, string>();
  const many = v.players.length > 2;
  for (const a of v.combat?.attackers ?? []) {
    const at = 'p' in a.at ? (many ? ` ${seatLabel(v, a.at.p)}` : '') : ` ${nameOf(v, a.at.o)}`;
    m.set(objKey(a.obj), `attacking${at}`);
    for (const b of a.blockers) m.set(objKey(b), `blocking`);
  }
  return m;
}

/**
 * The Magic table for games on the rules core (Classic; Magic Combat and Combat with Dice reuse it):
 * the seats' battlefields, your hand, the stack, the turn's steps and the decision bar. Every click
 * is one of the legal actions (or a selection that narrows them); Space passes priority or
 * finishes a declaration.
 */
export function MagicTable({
  snapshot,
  selected,
  onSelect,
  onAct,
  busy,
  side,
  promptOf,
}: TableProps<RView> & {
  /** A variant's own panel above the stack (Combat with Dice: the d20 tray). */
  side?: ReactNode;
  /** A variant's own words for your decision (null: the table's). */
  promptOf?: (v: RView, aff: Affordances) => string | null;
}) {
  const v = snapshot.view;
  const legal = useMemo(() => typedLegal(snapshot.legal), [snapshot.legal]);
  const tableAff = useMemo(() => affordances(v, legal, selected), [v, legal, selected]);
  const ownPrompt = promptOf?.(v, tableAff) ?? null;
  const aff = useMemo(() => (ownPrompt ? { ...tableAff, prompt: ownPrompt } : tableAff), [tableAff, ownPrompt]);
  const [zoom, setZoom] = useState<number | null>(null);
  const { skipped, toggle } = useSkippedSteps();
  const fight = useMemo(() => combatMarks(v), [v]);
  const ctl = useTableControls({ v, aff, busy, extra: fight, skipped, onAct, onSelect, setZoom });
  const { h, attached } = ctl;

  const me = viewerSeat(v.seat);
  const order = v.players.map((_, i) => (me + i) % v.players.length);
  const others = order.filter((s) => s !== v.seat);
  const hand = v.seat >= 0 ? v.players[v.seat]!.hand : [];
  // A zoomed card that moved (cast, died) left its old object behind: the zoom goes with it.
  const zoomObj = zoom !== null && v.objs[zoom]?.next === -1 ? v.objs[zoom] : undefined;
  const zoomId = zoomObj ? zoom : null;
  const zoomSide = zoomObj && zoomObj.controller === v.seat ? 'top' : 'bottom';
  const waiting = waitingLine(v, snapshot.result);

  return (
    <div
      className={`mt-table seats-${v.players.length}`}
      data-testid="mt-table"
      data-step={v.step}
      data-pending={aff.kind ?? ''}
    >
      <div className="mt-main">
        <div className="mt-opponents">
          {others.map((s) => (
            <SeatArea key={s} v={v} seat={s} h={h} attached={attached} />
          ))}
        </div>
        <PhaseBar v={v} skipped={skipped} onToggle={toggle} />
        {v.seat >= 0 && <SeatArea v={v} seat={v.seat} h={h} attached={attached} />}
        <DecisionBar v={v} aff={aff} busy={busy} waiting={waiting} onAct={onAct} onZoom={setZoom} />
        {v.seat >= 0 && <Hand v={v} ids={hand} h={h} />}
      </div>
      <TableSide {...ctl.side} panel={side} zoomId={zoomId} zoomSide={zoomSide} />
    </div>
  );
}
