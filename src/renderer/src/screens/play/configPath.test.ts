import { describe, expect, it } from 'vitest';
import { getAt, setAt } from './configPath';

describe('a table option written at its path', () => {
  it('nests the value and leaves the rest of the config as it was', () => {
    const before = { seats: 2, options: { extraDice: 'five' } };
    const after = setAt(before, ['options', 'target'], 12);
    expect(after).toEqual({ seats: 2, options: { extraDice: 'five', target: 12 } });
    expect(before).toEqual({ seats: 2, options: { extraDice: 'five' } });
    expect(getAt(after, ['options', 'target'])).toBe(12);
    expect(getAt(after, ['options', 'missing', 'deeper'])).toBeUndefined();
  });
});
