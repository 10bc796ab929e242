import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Hand } from '../magic/Hand';
import { TableSide } from '../magic/TableSide';
import type { TableProps } from '../../types';
import { typedLegal } from '../magic/affordances';
import { DecisionBar } from '../magic/DecisionBar';
import { STEP_LABEL, waitingLine } from '../magic/names';
import { PhaseBar } from '../magic/PhaseBar';
import type { Key, RView, StepId } from '../magic/types';
import { useSkippedSteps } from '../magic/useSkippedSteps';
import { useTableControls } from '../magic/useTableControls';
import { handTag } from './board';
import { mcAffordances } from './mcAffordances';
import { Scoreboard, SeatLine } from './Scoreboard';
import { CreatureRow, SpellRow } from './Slots';

/** 003 Turns: untap and the second main phase are skipped (the core's plan, variants/magic-combat/module.ts). */
const PLAN: readonly StepId[] = [
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'combatDamage',
  'endCombat',
  'end',
];
/** 003 Combat's parts by the core step that holds them. */
const LABELS: Record<StepId, string> = {
  ...STEP_LABEL,
  main1: 'Summon',
  beginCombat: 'Spell slots',
  declareAttackers: 'Ability',
  combatDamage: 'Fights',
  endCombat: 'Score',
};
const WAITING: Record<string, string> = {
  priority: 'may reveal a spell card or respond',
  mulligan: 'keeps the opening hand',
  attackers: 'picks the next fight',
  target: 'chooses targets',
  choose: 'chooses',
  mode: 'chooses',
  x: 'chooses X',
  yesNo: 'decides',
  color: 'chooses a colour',
  triggerOrder: 'orders triggers',
};
const NO_MARKS: ReadonlyMap<Key, string> = new Map();
const NONE: ReadonlySet<number> = new Set();

/**
 * The column of the fight just fought, for a moment (its slots shake once): the fight announced in
 * an earlier snapshot is remembered, as the one after it may already be past the combat (or show
 * both fighters dead, their slots empty).
 */
function useClash(fightSlot: number, lastFightSlot: number): ReadonlySet<number> {
  const announced = useRef(-1);
  const [clash, setClash] = useState<ReadonlySet<number>>(NONE);
  useEffect(() => {
    if (fightSlot >= 0) {
      announced.current = fightSlot;
      return;
    }
    const slot = announced.current >= 0 ? announced.current : lastFightSlot;
    announced.current = -1;
    if (slot >= 0) setClash(new Set([slot]));
  }, [fightSlot, lastFightSlot]);
  useEffect(() => {
    if (clash.size === 0) return;
    const timer = setTimeout(() => setClash(NONE), 700);
    return () => clearTimeout(timer);
  }, [clash]);
  return clash;
}

/**
 * Magic Combat's table (rules text 003): two rows of five creature slots facing each other, five
 * spell slots behind each, face-down cards as card backs, the fight about to happen lit and the one
 * just fought shaken, the round and both scores always in view, and your hand marked against the
 * round's mana-value cap. Built from the Magic table's parts (cards, decision bar, stack, steps,
 * zoom); every click is one of the legal actions (mcAffordances.ts). Space passes or finishes.
 */
export function MagicCombatTable({ snapshot, selected, onSelect, onAct: send, busy }: TableProps<RView>) {
  const v = snapshot.view;
  const legal = useMemo(() => typedLegal(snapshot.legal), [snapshot.legal]);
  const aff = useMemo(() => mcAffordances(v, legal, selected), [v, legal, selected]);
  const b = aff.board;
  // The zoomed card and where it was when zoomed: once it is elsewhere (placed face down, it is
  // still in the hand to the core; cast; died) the zoom is gone, as the pointer never left it.
  const [zoomAt, setZoomAt] = useState<{ id: number; place: string } | null>(null);
  const placeOf = useCallback(
    (id: number) => (b.placed.includes(id) ? 'placed' : `${v.objs[id]?.zone}:${v.objs[id]?.next}`),
    [b.placed, v],
  );
  const setZoom = useCallback(
    (id: number | null) => setZoomAt(id === null ? null : { id, place: placeOf(id) }),
    [placeOf],
  );
  const { skipped, toggle } = useSkippedSteps('kitchen-table.magic-combat.skippedSteps');

  // A move closes the zoom too.
  const onAct = useCallback(
    (index: number) => {
      setZoom(null);
      send(index);
    },
    [send, setZoom],
  );
  const ctl = useTableControls({ v, aff, busy, extra: NO_MARKS, skipped, onAct, onSelect, setZoom });
  const { h, attached } = ctl;
  const clash = useClash(b.fightSlot, b.lastFightSlot);

  // Creatures placed face down at setup are drawn in their slots, not in the hand.
  const hand = v.seat >= 0 ? v.players[v.seat]!.hand.filter((id) => !b.placed.includes(id)) : [];
  const zoom = zoomAt && zoomAt.place === placeOf(zoomAt.id) ? zoomAt.id : null;
  const zoomObj = zoom !== null && v.objs[zoom]?.next === -1 ? v.objs[zoom] : undefined;
  const zoomId = zoomObj ? zoom : null;
  const zoomSide = zoomObj && zoomObj.controller === v.seat && zoomObj.zone === 'battlefield' ? 'top' : 'bottom';
  const waiting = waitingLine(v, snapshot.result, WAITING);

  return (
    <div
      className="mt-table mc-table"
      data-testid="mc-table"
      data-step={v.step}
      data-pending={aff.kind ?? ''}
      data-round={b.round}
      data-fight={b.fight ? 'pending' : b.lastFight ? 'fought' : ''}
    >
      <div className="mt-main">
        <Scoreboard v={v} b={b} result={snapshot.result} />
        <section className={`mc-side them${v.active === b.them.seat ? ' active' : ''}`} aria-label="Their side">
          <SeatLine v={v} seat={b.them.seat} h={h} over={!!snapshot.result} />
          <SpellRow v={v} side={b.them} h={h} />
          <CreatureRow v={v} b={b} side={b.them} h={h} attached={attached} clash={clash} />
        </section>
        <section className={`mc-side you${v.active === b.me.seat ? ' active' : ''}`} aria-label="Your side">
          <CreatureRow v={v} b={b} side={b.me} h={h} attached={attached} clash={clash} />
          <SpellRow v={v} side={b.me} h={h} />
          <SeatLine v={v} seat={b.me.seat} h={h} over={!!snapshot.result} />
        </section>
        <PhaseBar v={v} skipped={skipped} onToggle={toggle} plan={PLAN} labels={LABELS} />
        <DecisionBar v={v} aff={aff} busy={busy} waiting={waiting} onAct={onAct} onZoom={setZoom} />
        {v.seat >= 0 && (
          <Hand
            v={v}
            ids={hand}
            h={h}
            className="mc-hand"
            wrap={(id, card) => {
              const tag = handTag(v, id, b);
              return (
                <div key={id} className="mc-hand-card">
                  {card}
                  {tag && (
                    <span className={`mc-tag ${tag.ok ? 'ok' : 'over'}`} data-testid="mc-tag">
                      {tag.text}
                    </span>
                  )}
                </div>
              );
            }}
          />
        )}
      </div>
      <TableSide {...ctl.side} zoomId={zoomId} zoomSide={zoomSide} />
    </div>
  );
}

export { subjectOf as magicCombatSubjectOf } from '../magic/affordances';
