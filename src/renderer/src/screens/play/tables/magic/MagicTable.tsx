import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TableProps } from '../../types';
import { affordances, clickResult, typedLegal } from './affordances';
import { IDLE, type CardState } from './CardFrame';
import { CardZoom } from './CardZoom';
import { DecisionBar } from './DecisionBar';
import { nameOf, seatLabel, STEP_LABEL } from './names';
import { PhaseBar } from './PhaseBar';
import { attachmentsOf, SeatArea, type SeatHandlers } from './SeatArea';
import { StackColumn, targetsOf } from './StackColumn';
import { objKey, type Key, type RView } from './types';
import { useSkippedSteps } from './useSkippedSteps';
import { ZoneBrowser } from './ZoneBrowser';
import { ZoneCard } from './ZoneCard';

const WAITING: Record<string, string> = {
  priority: 'may respond',
  mulligan: 'decides on a mulligan',
  bottom: 'puts cards on the bottom',
  attackers: 'declares attackers',
  blockers: 'declares blockers',
  damageOrder: 'orders blockers',
  target: 'chooses targets',
  choose: 'chooses',
  mode: 'chooses a mode',
  x: 'chooses X',
  yesNo: 'decides',
  color: 'chooses a colour',
  triggerOrder: 'orders triggers',
};

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

/** Is a key in the editable part of the page (Space types a space there)? */
const typing = (el: Element | null) => !!el && /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName);

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
}: TableProps & {
  /** A variant's own panel above the stack (Combat with Dice: the d20 tray). */
  side?: ReactNode;
}) {
  // The snapshot's view is checked against the rules view's schema by the contract.
  const v = snapshot.view as RView;
  const legal = useMemo(() => typedLegal(snapshot.legal), [snapshot.legal]);
  const aff = useMemo(() => affordances(v, legal, selected), [v, legal, selected]);
  const [hoverSid, setHoverSid] = useState<number | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [browse, setBrowse] = useState<{ seat: number; zone: 'graveyard' | 'exile' } | null>(null);
  const { skipped, toggle } = useSkippedSteps();

  const lit = useMemo(() => targetsOf(v, hoverSid), [v, hoverSid]);
  const fight = useMemo(() => combatMarks(v), [v]);
  const attached = useMemo(() => attachmentsOf(v), [v]);

  const stateOf = useCallback(
    (key: Key): CardState => {
      const c = aff.clicks.get(key);
      const mark = aff.marks.get(key) ?? fight.get(key) ?? '';
      if (!c && !lit.has(key) && !mark && aff.selected !== key) return IDLE;
      return {
        clickable: !!c && !busy,
        selected: aff.selected === key,
        targeted: lit.has(key) || aff.marks.get(key) === 'target',
        mark,
        action: c ? c.label : '',
      };
    },
    [aff, fight, lit, busy],
  );

  const click = useCallback(
    (key: Key) => {
      if (busy) return;
      const r = clickResult(aff, key);
      if (!r) return;
      if ('act' in r) onAct(r.act);
      else onSelect(r.select);
    },
    [aff, busy, onAct, onSelect],
  );
  const onCard = useCallback((id: number) => click(objKey(id)), [click]);

  // Space passes priority (or finishes attackers, blockers, an "up to" target) from anywhere but a text field.
  const spaceIndex = busy ? null : aff.spaceIndex;
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.repeat || typing(document.activeElement) || document.querySelector('.mt-browser')) return;
      if (spaceIndex === null) return;
      e.preventDefault();
      e.stopPropagation();
      onAct(spaceIndex);
    };
    // The focused button would take the Space as a click on keyup: that is swallowed too.
    const up = (e: KeyboardEvent) => {
      if (e.key === ' ' && !typing(document.activeElement)) e.preventDefault();
    };
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
    };
  }, [onAct, spaceIndex]);

  // A step the person turned off: pass for them there while the stack is empty.
  const autoPass = aff.kind === 'priority' && v.stack.length === 0 && skipped.has(v.step) && !busy;
  useEffect(() => {
    if (!autoPass || aff.spaceIndex === null) return;
    const i = aff.spaceIndex;
    const timer = setTimeout(() => onAct(i), 120);
    return () => clearTimeout(timer);
  }, [autoPass, aff.spaceIndex, onAct]);

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
  const decider = v.pending && v.pending.seat !== v.seat ? v.pending : null;
  const result = snapshot.result;
  const waiting = result
    ? `Game over — ${result.winners.length === 0 ? 'a draw' : result.winners.includes(v.seat) ? 'you won' : `${result.winners.map((s) => seatLabel(v, s)).join(' and ')} won`}: ${result.reason}`
    : decider
      ? `${seatLabel(v, decider.seat)} ${WAITING[decider.d] ?? 'decides'}… (${STEP_LABEL[v.step]})`
      : 'The game runs…';

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
      <aside className={side ? 'mt-right with-side' : 'mt-right'}>
        {side}
        <StackColumn v={v} stateOf={stateOf} onClick={click} onHover={setHoverSid} onZoom={setZoom} />
      </aside>
      <CardZoom v={v} id={zoomId} side={zoomSide} />
      {browse && (
        <ZoneBrowser v={v} seat={browse.seat} zone={browse.zone} onClose={() => setBrowse(null)} onZoom={setZoom} />
      )}
    </div>
  );
}
