import { memo } from 'react';
import { frameStyle } from '../../../../components/frames';
import { ManaText } from '../../../../components/ManaText';
import { frameIdOf, keywordText } from './names';
import type { RCard, RLook, RObj } from './types';
import { TYPE } from './types';

/** How a card sits on the table; all primitives so a card redraws only when it changed. */
export interface CardState {
  /** It does something when clicked (a legal action is about it). */
  clickable: boolean;
  selected: boolean;
  /** A stack item hovered (or the top one) targets it, or it is chosen as a target now. */
  targeted: boolean;
  /** A word or number on it: "1" in a damage order, "target", "attacking", "blocking". */
  mark: string;
  /** What a click does, for the title and screen readers ("Cast Grizzly Bears"). */
  action: string;
}

export const IDLE: CardState = { clickable: false, selected: false, targeted: false, mark: '', action: '' };

interface Props {
  id: number;
  obj: RObj;
  card: RCard;
  look: RLook | null;
  size: 'perm' | 'land' | 'hand';
  state: CardState;
  /** Names of the Auras and Equipment attached to it. */
  attached: string;
  onClick(id: number): void;
  onZoom(id: number | null): void;
}

/** "+1/+1 ×2, damage 2": what marks a permanent beyond its card. */
export function statusWords(obj: RObj, look: RLook | null): string[] {
  const out: string[] = [];
  for (const [k, n] of Object.entries(obj.counters ?? {})) out.push(n > 1 ? `${k} ×${n}` : k);
  if (obj.damage > 0) out.push(`${obj.damage} damage`);
  if (look?.sick) out.push('summoning sick');
  if (obj.tapped) out.push('tapped');
  return out;
}

/**
 * A Magic card drawn as a frame: name and mana cost, type line, rules text, power/toughness as the
 * layers make them (from the view's `looks`), counters and damage; turned when tapped. A button
 * when a legal action is about it; focusable either way, so hover or focus zooms it.
 */
function CardFrameImpl({ id, obj, card, look, size, state, attached, onClick, onZoom }: Props) {
  const types = look?.types ?? card.types;
  const colors = look?.colors ?? card.colors;
  const creature = (types & TYPE.creature) !== 0;
  const power = look ? look.power : card.power;
  const toughness = look ? look.toughness : card.toughness;
  const buffed =
    creature && power !== null && card.power !== null && toughness !== null && card.toughness !== null
      ? power + toughness - card.power - card.toughness
      : 0;
  const status = statusWords(obj, look);
  const cls = [
    'mt-card',
    size,
    state.clickable ? 'clickable' : '',
    state.selected ? 'selected' : '',
    state.targeted ? 'targeted' : '',
    look?.sick ? 'sick' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = [
    card.name,
    card.manaCost,
    card.typeLine,
    creature && power !== null ? `${power}/${toughness}` : '',
    ...status,
    attached ? `with ${attached}` : '',
    state.mark,
    state.action,
  ]
    .filter(Boolean)
    .join(', ');
  // Keywords it has now that its printed text does not say (granted by an effect), before the text.
  const printed = card.text.toLowerCase();
  const keywords =
    look?.keywords
      .filter((k) => !printed.includes(k.keyword))
      .map(keywordText)
      .join(', ') ?? '';
  const body = (
    <span className={cls} style={frameStyle(frameIdOf(colors, types))}>
      <span className="mt-name">
        <span className="mt-name-text">{card.name}</span>
        {card.manaCost && <ManaText text={card.manaCost} className="mt-cost" />}
      </span>
      <span className="mt-type">{card.typeLine}</span>
      {size !== 'land' && (
        <span className="mt-text">
          <ManaText text={keywords ? `${keywords}. ${card.text}` : card.text} />
        </span>
      )}
      {creature && power !== null && (
        <span className={`mt-pt${buffed > 0 ? ' up' : buffed < 0 ? ' down' : ''}${obj.damage ? ' hurt' : ''}`}>
          {power}/{toughness}
        </span>
      )}
      {(obj.counters || obj.damage > 0 || attached) && (
        <span className="mt-badges">
          {Object.entries(obj.counters ?? {}).map(([k, n]) => (
            <span key={k} className="mt-badge counter">
              {n > 1 ? `${n}× ` : ''}
              {k}
            </span>
          ))}
          {obj.damage > 0 && <span className="mt-badge damage">{obj.damage} dmg</span>}
          {attached && <span className="mt-badge attached">+ {attached}</span>}
        </span>
      )}
      {state.mark && <span className="mt-mark">{state.mark}</span>}
    </span>
  );
  const slot = `mt-slot ${size}${obj.tapped ? ' tapped' : ''}`;
  const zoom = {
    onMouseEnter: () => onZoom(id),
    onMouseLeave: () => onZoom(null),
    onFocus: () => onZoom(id),
    onBlur: () => onZoom(null),
  };
  if (state.clickable || state.selected) {
    return (
      <button
        type="button"
        className={slot}
        aria-label={label}
        aria-pressed={state.selected}
        title={state.action || card.name}
        data-testid="mt-card"
        data-obj={id}
        data-name={card.name}
        data-type={card.typeLine}
        data-mark={state.mark || undefined}
        onClick={() => onClick(id)}
        {...zoom}
      >
        {body}
      </button>
    );
  }
  return (
    <span
      className={slot}
      tabIndex={0}
      role="img"
      aria-label={label}
      data-testid="mt-card"
      data-obj={id}
      data-name={card.name}
      data-type={card.typeLine}
      data-mark={state.mark || undefined}
      {...zoom}
    >
      {body}
    </span>
  );
}

const sameState = (a: CardState, b: CardState) =>
  a.clickable === b.clickable &&
  a.selected === b.selected &&
  a.targeted === b.targeted &&
  a.mark === b.mark &&
  a.action === b.action;

/** Redrawn only when its object, look or table state changed (40 permanents hover-zoom at 60 fps). */
export const CardFrame = memo(CardFrameImpl, (a, b) => {
  for (const k of ['id', 'obj', 'card', 'look', 'size', 'attached', 'onClick', 'onZoom'] as const)
    if (a[k] !== b[k]) return false;
  return sameState(a.state, b.state);
});

/** A face-down card (a hidden hand or library card): no name, no cost, nothing to click. */
export function CardBack({ label }: { label: string }) {
  return <span className="mt-back" role="img" aria-label={label} />;
}
