import { memo } from 'react';
import { CardFrame } from '../magic/CardFrame';
import { cardOf } from '../magic/names';
import { lookOf, type SeatHandlers } from '../magic/SeatArea';
import { objKey, type RView } from '../magic/types';
import type { Board, Lane, SeatBoard } from './board';
import { slotKey } from './mcAffordances';

/**
 * A face-down card drawn as a card back (003: creatures at setup and spell cards are face down).
 * Your own shows its name and mana value on a plate (you know it); the other seat's shows nothing.
 * A button when a legal action is about it (reveal it), focusable either way.
 */
export function FaceDown({
  v,
  id,
  size,
  h,
  label,
}: {
  v: RView;
  id: number | null;
  size: 'perm' | 'spell';
  h: SeatHandlers;
  label: string;
}) {
  const card = id === null ? null : cardOf(v, id);
  const st = id === null ? null : h.stateOf(objKey(id));
  const title = card ? `${card.name} (face down, MV ${card.mv})${st?.action ? ` — ${st.action}` : ''}` : label;
  const body = (
    <span className={`mc-back${st?.clickable ? ' clickable' : ''}${st?.mark ? ' marked' : ''}`}>
      {card && (
        <span className="mc-back-plate">
          <span className="mc-back-name">{card.name}</span>
          <span className="mc-back-mv">MV {card.mv}</span>
        </span>
      )}
      {st?.mark && <span className="mt-mark">{st.mark}</span>}
    </span>
  );
  const common = {
    className: `mt-slot mc-down ${size}`,
    'aria-label': title,
    title,
    'data-testid': 'mc-facedown',
    'data-obj': id ?? undefined,
    'data-name': card?.name,
    onMouseEnter: () => card && h.onZoom(id),
    onMouseLeave: () => h.onZoom(null),
    onFocus: () => card && h.onZoom(id),
    onBlur: () => h.onZoom(null),
  };
  if (st?.clickable && id !== null)
    return (
      <button type="button" {...common} onClick={() => h.onCard(id)}>
        {body}
      </button>
    );
  return (
    <span role="img" tabIndex={card ? 0 : -1} {...common}>
      {body}
    </span>
  );
}

/** Words over your slot (the fight itself is marked on both creatures). */
const LANE_WORDS: Record<Lane, string> = {
  fight: '',
  facing: '',
  'open-mine': 'you score',
  'open-theirs': 'they score',
  empty: '',
};

/** The five creature slots of a seat (and what sits beside them); slot i lines up with the other side's slot i. */
function CreatureRowImpl({
  v,
  b,
  side,
  h,
  attached,
  clash,
}: {
  v: RView;
  b: Board;
  side: SeatBoard;
  h: SeatHandlers;
  attached: Map<number, string>;
  /** The slots of the fight just fought (shaken once). */
  clash: ReadonlySet<number>;
}) {
  const you = side.seat === v.seat;
  return (
    <div
      className={`mc-row creatures ${you ? 'you' : 'them'}`}
      aria-label={you ? 'Your creature slots' : 'Their creature slots'}
      data-testid={you ? 'mc-creatures-you' : 'mc-creatures-them'}
    >
      {side.creatures.map((c, i) => {
        const lane = b.lanes[i]!;
        const cls = `mc-cell lane-${lane}${clash.has(i) ? ' clash' : ''}${you && b.setupSlot === i ? ' choosing' : ''}`;
        let inner;
        if (c.kind === 'card') {
          const card = cardOf(v, c.id);
          inner = card ? (
            <CardFrame
              id={c.id}
              obj={v.objs[c.id]!}
              card={card}
              look={lookOf(v, c.id)}
              size="perm"
              state={h.stateOf(objKey(c.id))}
              attached={attached.get(c.id) ?? ''}
              onClick={h.onCard}
              onZoom={h.onZoom}
            />
          ) : (
            <FaceDown v={v} id={null} size="perm" h={h} label="A face-down creature" />
          );
        } else if (c.kind === 'placed') {
          inner = <FaceDown v={v} id={c.id} size="perm" h={h} label="Your face-down creature" />;
        } else if (c.kind === 'unknown') {
          inner = (
            <span
              className="mt-slot perm mc-open unknown"
              role="img"
              aria-label={`Slot ${i + 1}: hidden until both reveal`}
            >
              ?
            </span>
          );
        } else {
          const key = slotKey(side.seat, i);
          const click = h.stateOf(key);
          inner = click.clickable ? (
            <button
              type="button"
              className="mt-slot perm mc-open clickable"
              onClick={() => h.onClick(key)}
              aria-label={`Put it in creature slot ${i + 1}`}
              data-testid="mc-open-slot"
            >
              Slot {i + 1}
            </button>
          ) : (
            <span className="mt-slot perm mc-open" aria-label={`Creature slot ${i + 1}: empty`} role="img">
              {i + 1}
            </span>
          );
        }
        // Keyed by what is in it: a creature turned face up (or new) flips in once, and only then.
        const what = c.kind === 'card' || c.kind === 'placed' ? c.id : c.kind;
        return (
          <div key={`${i}:${what}`} className={cls} data-testid="mc-slot" data-slot={i} data-kind={c.kind}>
            <div className={`mc-in ${c.kind}`}>{inner}</div>
            {you && LANE_WORDS[lane] && <span className={`mc-lane ${lane}`}>{LANE_WORDS[lane]}</span>}
          </div>
        );
      })}
      {side.beside.length > 0 && (
        <div className="mc-beside" aria-label="Beside the slots">
          {side.beside.map((id) => {
            const card = cardOf(v, id);
            if (!card) return null;
            return (
              <CardFrame
                key={id}
                id={id}
                obj={v.objs[id]!}
                card={card}
                look={lookOf(v, id)}
                size="land"
                state={h.stateOf(objKey(id))}
                attached={attached.get(id) ?? ''}
                onClick={h.onCard}
                onZoom={h.onZoom}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The five spell slots behind a seat's creatures: face-down cards, or empty. */
function SpellRowImpl({ v, side, h }: { v: RView; side: SeatBoard; h: SeatHandlers }) {
  const you = side.seat === v.seat;
  const n = side.spells.filter((s) => s.kind === 'facedown').length;
  return (
    <div
      className={`mc-row spells ${you ? 'you' : 'them'}`}
      aria-label={`${you ? 'Your' : 'Their'} spell slots: ${n} face down`}
      data-testid={you ? 'mc-spells-you' : 'mc-spells-them'}
    >
      {side.spells.map((s, i) => (
        <div key={i} className="mc-cell spell">
          {s.kind === 'facedown' ? (
            <FaceDown
              v={v}
              id={s.known ? s.id : null}
              size="spell"
              h={h}
              label={`${you ? 'Your' : 'Their'} face-down spell card`}
            />
          ) : (
            <span className="mt-slot spell mc-open" role="img" aria-label={`Spell slot ${i + 1}: empty`} />
          )}
        </div>
      ))}
    </div>
  );
}

/** Redrawn only when their props change (not when the zoom moves). */
export const CreatureRow = memo(CreatureRowImpl);
export const SpellRow = memo(SpellRowImpl);
