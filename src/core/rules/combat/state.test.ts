import { describe, expect, it } from 'vitest';
import { jsonClone } from '../procs';
import { isSharedExtra, sharedExtra } from './state';

describe('sharedExtra', () => {
  it('marks and freezes a record, invisibly to JSON, copies and comparisons', () => {
    const plain = { fought: [1, 2], current: { a: 1, b: 2 }, passed: false };
    const x = sharedExtra({ fought: [1, 2], current: { a: 1, b: 2 }, passed: false });
    expect(isSharedExtra(x)).toBe(true);
    expect(Object.isFrozen(x) && Object.isFrozen(x.fought) && Object.isFrozen(x.current)).toBe(true);
    expect(JSON.stringify(x)).toBe(JSON.stringify(plain));
    expect(x).toEqual(plain);
    expect(isSharedExtra(jsonClone(x))).toBe(false);
  });

  it('leaves a record frozen by someone else (a purity test) unmarked: it is copied', () => {
    expect(isSharedExtra(Object.freeze({ units: [] }))).toBe(false);
    expect(isSharedExtra(undefined)).toBe(false);
    expect(isSharedExtra(null)).toBe(false);
  });
});
