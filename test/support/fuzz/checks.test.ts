/** The fuzz checks judge answers, so they get tests of their own: a check that cannot fail proves nothing. */
import { describe, expect, it } from 'vitest';
import { answerProblem } from './checks';
import { FairTurns } from './turns';

const error = (code: string, message: string) => ({ ok: false, error: { code, message } });

describe('answerProblem', () => {
  it('accepts plain errors, even when they repeat odd input', () => {
    expect(answerProblem({ ok: true, value: 1 })).toBeUndefined();
    const input = { variant: 'x NaN', photos: [{ name: 'a "b" undefined' }] };
    expect(answerProblem(error('bad_input', 'There is no variant x NaN (try dice-duel).'), input)).toBeUndefined();
    expect(answerProblem(error('bad_input', 'Could not read the image a "b" undefined'), input)).toBeUndefined();
  });

  it('flags internal errors, stack traces, unknown codes and unplain words', () => {
    expect(answerProblem(error('internal', 'boom'))).toMatch(/internal/);
    expect(answerProblem(error('bad_input', 'Error: x\n    at f (a.ts:1:2)'))).toMatch(/stack trace/);
    expect(answerProblem(error('weird', 'x'))).toMatch(/unknown error code/);
    expect(answerProblem(error('not_found', 'Deck undefined was not found'))).toMatch(/not plain/);
    expect(answerProblem(undefined)).toMatch(/not an object/);
  });
});

describe('FairTurns', () => {
  it('gives the least-used target the next turn and stops when each has had its time', () => {
    const turns = new FairTurns(['a', 'b'], { secondsEach: 0.01 });
    const order: string[] = [];
    for (let t = turns.next(); t; t = turns.next()) {
      order.push(t);
      turns.spend(t, t === 'a' ? 5 : 2);
    }
    expect(order).toEqual(['a', 'b', 'b', 'b', 'a', 'b', 'b']);
  });
});
