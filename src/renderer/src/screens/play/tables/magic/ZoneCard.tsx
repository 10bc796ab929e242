import { CardFrame, type CardState } from './CardFrame';
import { cardOf } from './names';
import type { RView } from './types';

interface Props {
  v: RView;
  id: number;
  size: 'perm' | 'hand';
  state: CardState;
  onClick(id: number): void;
  onZoom(id: number | null): void;
}

/** A card off the battlefield (in a hand, a graveyard, exile): no layers, nothing attached; nothing at all if this seat cannot see it. */
export function ZoneCard({ v, id, size, state, onClick, onZoom }: Props) {
  const card = cardOf(v, id);
  if (!card) return null;
  return (
    <CardFrame
      id={id}
      obj={v.objs[id]!}
      card={card}
      look={null}
      size={size}
      state={state}
      attached=""
      onClick={onClick}
      onZoom={onZoom}
    />
  );
}
