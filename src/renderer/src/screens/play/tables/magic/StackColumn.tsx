import { memo } from 'react';
import { abilityLabel } from './affordances';
import type { CardState } from './CardFrame';
import { cardOf, nameOf, seatLabel } from './names';
import { objKey, targetKey, type Key, type RView } from './types';

const KIND: Record<RView['stack'][number]['kind'], string> = {
  spell: 'Spell',
  activated: 'Ability',
  triggered: 'Trigger',
};

/**
 * The stack as a column, top first: each item's source, who controls it, X and its targets by
 * name. Hovering or focusing an item lights up its targets on the table (the top item's are lit
 * by default); an item a legal action is about (a counterspell's target) is a button.
 */
function StackColumnImpl({
  v,
  stateOf,
  onClick,
  onHover,
  onZoom,
}: {
  v: RView;
  stateOf(key: Key): CardState;
  onClick(key: Key): void;
  onHover(sid: number | null): void;
  onZoom(id: number | null): void;
}) {
  const items = [...v.stack].reverse();
  return (
    <section className="mt-stack" aria-label="The stack" data-testid="mt-stack">
      <h3>
        Stack <span className="mt-count">{v.stack.length}</span>
      </h3>
      {items.length === 0 && <p className="mt-empty">Empty</p>}
      <ol>
        {items.map((item, i) => {
          const key = objKey(item.obj);
          const st = stateOf(key);
          const source = nameOf(v, item.obj);
          const what =
            item.kind === 'spell'
              ? source
              : item.kind === 'activated'
                ? `${source}: ${item.ability.kw ? `${item.ability.kw} ${item.ability.of ?? ''}`.trim() : abilityLabel(v, item.obj, item.ability.a)}`
                : `${source}'s trigger`;
          const targets = item.targets.flat().map((t) => ('p' in t ? seatLabel(v, t.p) : nameOf(v, t.o)));
          const text = item.kind === 'spell' ? (cardOf(v, item.obj)?.text ?? '') : '';
          return (
            <li key={item.sid}>
              <button
                type="button"
                className={`mt-stack-item ${item.kind}${i === 0 ? ' top' : ''}${st.clickable ? ' clickable' : ''}${st.targeted ? ' targeted' : ''}`}
                disabled={!st.clickable}
                onClick={() => onClick(key)}
                onMouseEnter={() => {
                  onHover(item.sid);
                  onZoom(item.obj);
                }}
                onMouseLeave={() => {
                  onHover(null);
                  onZoom(null);
                }}
                onFocus={() => onHover(item.sid)}
                onBlur={() => onHover(null)}
                data-testid="mt-stack-item"
                title={text || what}
              >
                <span className="mt-stack-kind">
                  {KIND[item.kind]} · {seatLabel(v, item.controller)}
                  {i === 0 && ' · resolves next'}
                </span>
                <span className="mt-stack-what">{what}</span>
                {item.x > 0 && <span className="mt-stack-x">X = {item.x}</span>}
                {targets.length > 0 && <span className="mt-stack-targets">→ {targets.join(', ')}</span>}
                {st.mark && <span className="mt-mark">{st.mark}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The keys a stack item's targets name (lit on the table while it is hovered or on top). */
export function targetsOf(v: RView, sid: number | null): Set<Key> {
  const item = sid === null ? v.stack[v.stack.length - 1] : v.stack.find((s) => s.sid === sid);
  return new Set(item ? item.targets.flat().map(targetKey) : []);
}

/** Redrawn only when its props change (not when the zoom moves). */
export const StackColumn = memo(StackColumnImpl);
