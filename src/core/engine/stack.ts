import type { Seat } from './variant';

/**
 * A stack with a priority window, for variants that resolve "last played, first solved" (LIFO)
 * after every seat passes in turn. Plain JSON; functions return new values (never mutate).
 *
 * Typical use inside a variant's `apply`:
 *   - a seat plays something: `window = pushItem(window, item, nextSeat)`
 *   - the seat with priority passes: `const r = passPriority(window, seats)`; when `r.allPassed`
 *     resolve `popAll(window)` (top first) and open a new window.
 */
export interface PriorityWindow<T> {
  /** Bottom first; the top (last played) is the last element. */
  items: T[];
  /** Who may act now. */
  priority: Seat;
  /** How many seats in a row have passed since the last item was added. */
  passes: number;
}

/** An empty window with `priority` to act first. */
export function openWindow<T>(priority: Seat): PriorityWindow<T> {
  return { items: [], priority, passes: 0 };
}

/** Adds an item on top; priority goes to `next` and the pass count restarts. */
export function pushItem<T>(window: PriorityWindow<T>, item: T, next: Seat): PriorityWindow<T> {
  return { items: [...window.items, item], priority: next, passes: 0 };
}

/**
 * The seat with priority passes. `order` is the seats in priority order (e.g. [active, other]
 * or clockwise from the active seat). When every seat in `order` has passed in a row,
 * `allPassed` is true and the caller resolves the stack.
 */
export function passPriority<T>(
  window: PriorityWindow<T>,
  order: readonly Seat[],
): { window: PriorityWindow<T>; allPassed: boolean } {
  const passes = window.passes + 1;
  const i = order.indexOf(window.priority);
  const next = order[(i + 1) % order.length] as Seat;
  return { window: { items: window.items, priority: next, passes }, allPassed: passes >= order.length };
}

/** The items in resolution order: top (last played) first. */
export function resolutionOrder<T>(window: PriorityWindow<T>): T[] {
  return window.items.slice().reverse();
}

/** The next seat after `seat` in `order` (wrapping). */
export function nextSeat(order: readonly Seat[], seat: Seat): Seat {
  const i = order.indexOf(seat);
  return order[(i + 1) % order.length] as Seat;
}
