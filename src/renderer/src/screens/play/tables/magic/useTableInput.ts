import { useCallback, useEffect, useLayoutEffect } from 'react';
import { clickResult, type Affordances } from './affordances';
import { IDLE, type CardState } from './CardFrame';
import { objKey, type Key } from './types';

/** Is a key in the editable part of the page (Space types a space there)? */
const typing = (el: Element | null) => !!el && /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName);

export interface TableInput {
  aff: Affordances;
  busy: boolean;
  extra: ReadonlyMap<Key, string>;
  lit: ReadonlySet<Key>;
  onAct(index: number): void;
  onSelect(key: string | null): void;
}

/**
 * How a table on the rules core turns its affordances into card states and clicks (the Magic table
 * and Magic Combat's share it): each card's look, and a click that plays one legal action or
 * narrows the selection. `extra` marks (combat words) and `lit` (a stack item's targets) come on top.
 */
export function useTableInput({ aff, busy, extra, lit, onAct, onSelect }: TableInput) {
  const stateOf = useCallback(
    (key: Key): CardState => {
      const c = aff.clicks.get(key);
      const mark = aff.marks.get(key) ?? extra.get(key) ?? '';
      if (!c && !lit.has(key) && !mark && aff.selected !== key) return IDLE;
      return {
        clickable: !!c && !busy,
        selected: aff.selected === key,
        targeted: lit.has(key) || aff.marks.get(key) === 'target',
        mark,
        action: c ? c.label : '',
      };
    },
    [aff, extra, lit, busy],
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
  return { stateOf, click, onCard };
}

/**
 * Space passes priority (or finishes attackers, blockers, an "up to" target) from anywhere but a
 * text field or an open zone browser; the focused button's own Space click is swallowed.
 */
export function useSpaceKey(spaceIndex: number | null, onAct: (index: number) => void): void {
  // A layout effect: the listener knows the new decision before it is painted. With a plain effect a
  // Space pressed as the decision appeared went to the old listener (nothing to pass) and was lost.
  useLayoutEffect(() => {
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
}

/** A step the person turned off: pass for them there while the stack is empty (after a short beat). */
export function useAutoPass(on: boolean, index: number | null, onAct: (index: number) => void): void {
  useEffect(() => {
    if (!on || index === null) return;
    const timer = setTimeout(() => onAct(index), 120);
    return () => clearTimeout(timer);
  }, [on, index, onAct]);
}
