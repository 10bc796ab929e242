import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_HOLD, observeFrame, type FrameRead, type HoldState } from './session';

function run(frames: (FrameRead | null)[]): string[] {
  let state: HoldState = EMPTY_HOLD;
  const listed: string[] = [];
  for (const f of frames) {
    const r = observeFrame(state, f);
    state = r.state;
    if (r.action === 'new' && f) listed.push(f.name);
  }
  return listed;
}

const sure = (name: string): FrameRead => ({ name, confident: true });
const unsure = (name: string): FrameRead => ({ name, confident: false });

describe('observeFrame', () => {
  it('lists a card held still once', () => {
    expect(run([sure('Ponder'), sure('Ponder'), null, sure('Ponder')])).toEqual(['Ponder']);
  });

  it('lists the same card again after another card (a second copy)', () => {
    expect(run([sure('Ponder'), sure('Island'), sure('Ponder')])).toEqual(['Ponder', 'Island', 'Ponder']);
  });

  it('waits for a second agreeing frame before listing an unsure read', () => {
    expect(run([unsure('Snap')])).toEqual([]);
    expect(run([unsure('Snap'), unsure('Snap')])).toEqual(['Snap']);
  });

  it('a single misread frame of the held card lists nothing new', () => {
    expect(run([sure('Ponder'), unsure('Pondering'), sure('Ponder')])).toEqual(['Ponder']);
  });

  it('property: a run of frames of one card lists it at most once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant(null),
            fc.boolean().map((c) => ({ name: 'Sol Ring', confident: c })),
          ),
        ),
        (frames) => run(frames).length <= 1,
      ),
    );
  });

  it('property: consecutive listed cards always differ', () => {
    const frame = fc.oneof(
      fc.constant(null),
      fc.record({ name: fc.constantFrom('Ponder', 'Island', 'Sol Ring'), confident: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(frame, { maxLength: 40 }), (frames) =>
        run(frames).every((n, i, a) => i === 0 || a[i - 1] !== n),
      ),
    );
  });
});
