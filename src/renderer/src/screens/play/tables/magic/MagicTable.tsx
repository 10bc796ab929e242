import { useMemo, useState, type ReactNode } from 'react';
import { TableSide, type Browse } from './TableSide';
import type { TableProps } from '../../types';
import { affordances, typedLegal, type Affordances } from './affordances';
import { DecisionBar } from './DecisionBar';
import { nameOf, seatLabel, waitingLine } from './names';
import { PhaseBar } from './PhaseBar';
import { attachmentsOf, SeatArea, type SeatHandlers } from './SeatArea';
import { targetsOf } from './StackColumn';
import { objKey, type Key, type RView } from './types';
import { useSkippedSteps } from './useSkippedSteps';
import { useAutoPass, useSpaceKey, useTableInput } from './useTableInput';
import { ZoneCard } from './ZoneCard';

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
}: TableProps & {
  /** A variant's own panel above the stack (Combat with Dice: the d20 tray). */
  side?: ReactNode;
  /** A variant's own words for your decision (null: the table's). */
  promptOf?: (v: RView, aff: Affordances) => string | null;
}) {
  // The snapshot's view is checked against the rules view's schema by the contract.
  const v = snapshot.view as RView;
  const legal = useMemo(() => typedLegal(snapshot.legal), [snapshot.legal]);
  const tableAff = useMemo(() => affordances(v, legal, selected), [v, legal, selected]);
  const ownPrompt = promptOf?.(v, tableAff) ?? null;
  const aff = useMemo(() => (ownPrompt ? { ...tableAff, prompt: ownPrompt } : tableAff), [tableAff, ownPrompt]);
  const [hoverSid, setHoverSid] = useState<number | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [browse, setBrowse] = useState<Browse>(null);
  const { skipped, toggle } = useSkippedSteps();

  const lit = useMemo(() => targetsOf(v, hoverSid), [v, hoverSid]);
  const fight = useMemo(() => combatMarks(v), [v]);
  const attached = useMemo(() => attachmentsOf(v), [v]);

  const { stateOf, click, onCard } = useTableInput({ aff, busy, extra: fight, lit, onAct, onSelect });
  useSpaceKey(busy ? null : aff.spaceIndex, onAct);
  // A step the person turned off: pass for them there while the stack is empty.
  const autoPass = aff.kind === 'priority' && v.stack.length === 0 && skipped.has(v.step) && !busy;
  useAutoPass(autoPass, aff.spaceIndex, onAct);

  const h: SeatHandlers = useMemo(
    () => ({ stateOf, onClick: click, onCard, onZoom: setZoom, onBrowse: (seat, zone) => setBrowse({ seat, zone }) }),
    [stateOf, click, onCard],
  );

  const me = v.seat >= 0 ? v.seat : 0;
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
        {v.seat >= 0 && (
          <div className="mt-hand" aria-label={`Your hand: ${hand.length} cards`} data-testid="mt-hand">
            {hand.length === 0 && <span className="mt-empty">Your hand is empty</span>}
            {hand.map((id) => (
              <ZoneCard
                key={id}
                v={v}
                id={id}
                size="hand"
                state={stateOf(objKey(id))}
                onClick={onCard}
                onZoom={setZoom}
              />
            ))}
          </div>
        )}
      </div>
      <TableSide
        v={v}
        panel={side}
        stateOf={stateOf}
        onClick={click}
        onHover={setHoverSid}
        onZoom={setZoom}
        zoomId={zoomId}
        zoomSide={zoomSide}
        browse={browse}
        onCloseBrowse={() => setBrowse(null)}
      />
    </div>
  );
}
