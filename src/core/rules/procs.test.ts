import { describe, expect, it } from 'vitest';
import { jsonClone } from './procs';

describe('jsonClone', () => {
  it('gives what a JSON round trip gives, as a new value', () => {
    const x = {
      a: [1, undefined, NaN, -0, { b: undefined, c: 'x', d: [true, null] }],
      e: Infinity,
      f: undefined,
      g: { h: [[2], []] },
    };
    const y = jsonClone(x);
    expect(JSON.stringify(y)).toBe(JSON.stringify(JSON.parse(JSON.stringify(x))));
    expect(y).toEqual(JSON.parse(JSON.stringify(x)));
    expect((y as { g: unknown }).g).not.toBe(x.g);
  });
});
