import { frameStyle } from '../../../../components/frames';
import { ManaText } from '../../../../components/ManaText';
import { statusWords } from './CardFrame';
import { cardOf, frameIdOf, keywordText, seatLabel } from './names';
import type { RView } from './types';
import { TYPE } from './types';

/**
 * The hovered or focused card, large and readable: its whole rules text, power/toughness now,
 * keywords it has now (granted ones too), counters, damage and what it is attached to.
 * Drawn over a corner of the table (no layout shift), never catching the mouse.
 */
export function CardZoom({ v, id, side }: { v: RView; id: number | null; side: 'top' | 'bottom' }) {
  if (id === null) return null;
  const card = cardOf(v, id);
  const obj = v.objs[id];
  if (!card || !obj) return null;
  const look = obj.zone === 'battlefield' ? (v.looks.find((l) => l.id === id) ?? null) : null;
  const types = look?.types ?? card.types;
  const creature = (types & TYPE.creature) !== 0;
  const power = look ? look.power : card.power;
  const toughness = look ? look.toughness : card.toughness;
  const host = obj.attachedTo !== null ? cardOf(v, obj.attachedTo)?.name : null;
  const status = statusWords(obj, look);
  return (
    <div
      className={`mt-zoom ${side}`}
      style={frameStyle(frameIdOf(look?.colors ?? card.colors, types))}
      data-testid="mt-zoom"
      aria-hidden="true"
    >
      <div className="mt-zoom-name">
        <span>{card.name}</span>
        {card.manaCost && <ManaText text={card.manaCost} />}
      </div>
      <div className="mt-zoom-type">{card.typeLine}</div>
      <div className="mt-zoom-text">
        {card.text ? <ManaText text={card.text} block /> : <em>No rules text.</em>}
        {look && look.keywords.length > 0 && (
          <p className="mt-zoom-now">Has now: {look.keywords.map(keywordText).join(', ')}</p>
        )}
        {status.length > 0 && <p className="mt-zoom-now">{status.join(' · ')}</p>}
        {host && <p className="mt-zoom-now">Attached to {host}</p>}
        {obj.zone === 'battlefield' && obj.controller !== obj.owner && (
          <p className="mt-zoom-now">Owned by {seatLabel(v, obj.owner)}</p>
        )}
        {card.unknown.length > 0 && <p className="mt-zoom-warn">Plays without: {card.unknown.join(' ')}</p>}
      </div>
      {creature && power !== null && (
        <div className="mt-zoom-pt">
          {power}/{toughness}
          {card.power !== null && (power !== card.power || toughness !== card.toughness) && (
            <small>
              {' '}
              (printed {card.power}/{card.toughness})
            </small>
          )}
        </div>
      )}
    </div>
  );
}
