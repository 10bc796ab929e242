import { describe, expect, it } from 'vitest';
import { nextSeat, openWindow, passPriority, pushItem, resolutionOrder } from './stack';

describe('LIFO pile with a priority window', () => {
  it('resolves last played first, after every seat passes in a row', () => {
    let w = openWindow<string>(0);
    w = pushItem(w, 'bolt', 1);
    w = pushItem(w, 'counter', 0);
    expect(w.priority).toBe(0);
    let r = passPriority(w, [0, 1]);
    expect(r.allPassed).toBe(false);
    r = passPriority(r.window, [0, 1]);
    expect(r.allPassed).toBe(true);
    expect(resolutionOrder(r.window)).toEqual(['counter', 'bolt']);
  });

  it('a new item restarts the passes; works for N seats', () => {
    let w = openWindow<number>(2);
    let r = passPriority(w, [2, 0, 1]);
    r = passPriority(r.window, [2, 0, 1]);
    expect(r.window.priority).toBe(1);
    w = pushItem(r.window, 7, 2);
    expect(w.passes).toBe(0);
    expect(nextSeat([2, 0, 1], 1)).toBe(2);
  });
});
