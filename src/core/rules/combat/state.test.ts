import { describe, expect, it } from 'vitest';
import { jsonClone } from '../procs';
import { isSharedExtra, sharedExtra } from './state';

describe('sharedExtra', () => {
  it('marks a record, invisibly to JSON, copies and comparisons', () => {
    const plain = { fought: [1, 2], current: { a: 1, b: 2 }, passed: false };
    const x = sharedExtra({ fought: [1, 2], current: { a: 1, b: 2 }, passed: false });
    expect(isSharedExtra(x)).toBe(true);
    expect(Object.keys(x)).toEqual(Object.keys(plain));
    expect(JSON.stringify(x)).toBe(JSON.stringify(plain));
    expect(x).toEqual(plain);
    expect(isSharedExtra(jsonClone(x))).toBe(false);
  });

  it('leaves other records unmarked: they are copied', () => {
    expect(isSharedExtra({ units: [] })).toBe(false);
    expect(isSharedExtra(Object.freeze({ units: [] }))).toBe(false);
    expect(isSharedExtra(undefined)).toBe(false);
    expect(isSharedExtra(null)).toBe(false);
  });
});
