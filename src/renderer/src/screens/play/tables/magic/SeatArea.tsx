import { memo } from 'react';
import { CardBack, CardFrame, type CardState } from './CardFrame';
import { ManaText } from '../../../../components/ManaText';
import { cardOf, seatLabel } from './names';
import { objKey, playerKey, TYPE, type Key, type RView } from './types';

export interface SeatHandlers {
  stateOf(key: Key): CardState;
  onClick(key: Key): void;
  onCard(id: number): void;
  onZoom(id: number | null): void;
  onBrowse(seat: number, zone: 'graveyard' | 'exile'): void;
}

/** Names of the permanents attached to each permanent (Auras, Equipment), by host id. */
export function attachmentsOf(v: RView): Map<number, string> {
  const m = new Map<number, string[]>();
  for (const id of v.battlefield) {
    const o = v.objs[id]!;
    if (o.attachedTo === null) continue;
    const name = cardOf(v, id)?.name ?? 'a face-down card';
    m.set(o.attachedTo, [...(m.get(o.attachedTo) ?? []), name]);
  }
  return new Map([...m].map(([k, names]) => [k, names.join(', ')]));
}

/** One row of permanents: the slots shrink and overlap as it fills, so the table never grows or jumps. */
function Row({
  v,
  ids,
  size,
  h,
  attached,
  label,
  testId,
}: {
  v: RView;
  ids: number[];
  size: 'perm' | 'land';
  h: SeatHandlers;
  attached: Map<number, string>;
  label: string;
  testId: string;
}) {
  return (
    <div className={`mt-row ${size}`} aria-label={label} data-testid={testId}>
      {ids.length === 0 && <span className="mt-empty">{label}: none</span>}
      {ids.map((id) => {
        const card = cardOf(v, id);
        const obj = v.objs[id]!;
        if (!card) return <CardBack key={id} label="A face-down permanent" />;
        return (
          <CardFrame
            key={id}
            id={id}
            obj={obj}
            card={card}
            look={lookOf(v, id)}
            size={size}
            state={h.stateOf(objKey(id))}
            attached={attached.get(id) ?? ''}
            onClick={h.onCard}
            onZoom={h.onZoom}
          />
        );
      })}
    </div>
  );
}

const lookCache = new WeakMap<RView, Map<number, RView['looks'][number]>>();
/** The view's look of a permanent (by id, indexed once per view). */
export function lookOf(v: RView, id: number): RView['looks'][number] | null {
  let m = lookCache.get(v);
  if (!m) {
    m = new Map(v.looks.map((l) => [l.id, l]));
    lookCache.set(v, m);
  }
  return m.get(id) ?? null;
}

/**
 * One seat at the table: its header (life, hand, library, graveyard, exile, mana pool, whose turn and
 * priority) and its battlefield in two rows — creatures and other permanents, then lands.
 */
function SeatAreaImpl({
  v,
  seat,
  h,
  attached,
}: {
  v: RView;
  seat: number;
  h: SeatHandlers;
  attached: Map<number, string>;
}) {
  const p = v.players[seat]!;
  const you = seat === v.seat;
  const mine = v.battlefield.filter((id) => v.objs[id]!.controller === seat);
  const isLand = (id: number) => {
    const t = lookOf(v, id)?.types ?? cardOf(v, id)?.types ?? 0;
    return (t & TYPE.land) !== 0 && (t & TYPE.creature) === 0;
  };
  const lands = mine.filter(isLand);
  const others = mine.filter((id) => !isLand(id));
  const who = seatLabel(v, seat);
  const exiled = v.exile.filter((id) => v.objs[id]!.owner === seat).length;
  return (
    <section
      className={`mt-seat ${you ? 'you' : 'them'}${v.active === seat ? ' active' : ''}${p.lost ? ' lost' : ''}`}
      aria-label={you ? 'Your side' : `${who}'s side`}
      data-testid={you ? 'mt-seat-you' : 'mt-seat-them'}
      data-seat={seat}
    >
      <header className="mt-seat-head">
        <LifeButton v={v} seat={seat} h={h} also={p.poison ? `, ${p.poison} poison` : ''} />
        {p.poison > 0 && <span className="mt-pill poison">{p.poison} poison</span>}
        {v.active === seat && <span className="mt-pill turn">{you ? 'Your turn' : 'Their turn'}</span>}
        {v.priority === seat && <span className="mt-pill priority">Priority</span>}
        {p.lost && <span className="mt-pill lost">Out</span>}
        <span className="mt-piles">
          <Piles v={v} seat={seat} exiled={exiled} h={h} />
          {p.pool.length > 0 && (
            <span className="mt-pile pool" title="Mana pool">
              <ManaText text={p.pool.map((m) => `{${m}}`).join('')} />
            </span>
          )}
        </span>
      </header>
      <Row
        v={v}
        ids={others}
        size="perm"
        h={h}
        attached={attached}
        label="Creatures and other permanents"
        testId="mt-permanents"
      />
      <Row v={v} ids={lands} size="land" h={h} attached={attached} label="Lands" testId="mt-lands" />
    </section>
  );
}

/** Redrawn only when its props change (not when the zoom moves). */
export const SeatArea = memo(SeatAreaImpl);

const PILE = {
  graveyard: { word: 'Graveyard', what: 'graveyard', unit: ' cards' },
  exile: { word: 'Exile', what: 'exiled cards', unit: '' },
} as const;

/** A graveyard or exile count that opens the zone's browser ("Your graveyard", not "You's"). */
export function PileButton(props: { zone: 'graveyard' | 'exile'; count: number; owner: string; onBrowse(): void }) {
  const pile = PILE[props.zone];
  const whose = props.owner === 'You' ? 'Your' : `${props.owner}'s`;
  return (
    <button
      type="button"
      className="mt-pile"
      onClick={props.onBrowse}
      data-testid={`mt-${props.zone}`}
      aria-label={`${whose} ${pile.what}: ${props.count}${pile.unit}`}
    >
      {pile.word} <b>{props.count}</b>
    </button>
  );
}

/**
 * A player's life total: a button when the player is a choice (a target), marked when chosen.
 * `also`: more words for its label after the life (", 2 poison").
 */
export function LifeButton({
  v,
  seat,
  h,
  also = '',
}: {
  v: RView;
  seat: number;
  h: Pick<SeatHandlers, 'stateOf' | 'onClick'>;
  also?: string;
}) {
  const life = v.players[seat]!.life;
  const who = seatLabel(v, seat);
  const key = playerKey(seat);
  const ps = h.stateOf(key);
  const label = `${who}: ${life} life${also}${ps.action ? ` — ${ps.action}` : ''}`;
  return (
    <button
      type="button"
      className={`mt-life${ps.clickable ? ' clickable' : ''}${ps.targeted ? ' targeted' : ''}${ps.selected ? ' selected' : ''}`}
      disabled={!ps.clickable}
      onClick={() => h.onClick(key)}
      aria-label={label}
      title={ps.action || label}
      data-testid="mt-life"
      data-seat={seat}
    >
      <span className="mt-life-n">{life}</span>
      <span className="mt-life-who">{who}</span>
      {ps.mark && <span className="mt-mark">{ps.mark}</span>}
    </button>
  );
}

/**
 * A seat's hand (another seat's: a card back and the count), its library count and its browsable
 * graveyard and exile. `exiled`: the count the table shows (Magic Combat leaves face-down cards out).
 */
export function Piles({
  v,
  seat,
  exiled,
  h,
}: {
  v: RView;
  seat: number;
  exiled: number;
  h: Pick<SeatHandlers, 'onBrowse'>;
}) {
  const p = v.players[seat]!;
  const who = seatLabel(v, seat);
  return (
    <>
      {seat !== v.seat && (
        <span className="mt-pile hand" title={`${p.hand.length} cards in hand`} data-testid="mt-hidden-hand">
          <CardBack label={`${who}'s hand`} />
          <b>{p.hand.length}</b> in hand
        </span>
      )}
      <span className="mt-pile" title="Cards in library" data-testid="mt-library">
        Library <b>{p.library.length}</b>
      </span>
      <PileButton
        zone="graveyard"
        count={p.graveyard.length}
        owner={who}
        onBrowse={() => h.onBrowse(seat, 'graveyard')}
      />
      <PileButton zone="exile" count={exiled} owner={who} onBrowse={() => h.onBrowse(seat, 'exile')} />
    </>
  );
}
