import { describe, expect, it } from 'vitest';
import { frameIdOf } from '../screens/play/tables/magic/names';
import { frameFor } from './frames';

describe('card frames', () => {
  it('one colour its own, several gold, none by type: land, then artifact, else colourless', () => {
    const none = { land: false, artifact: false };
    expect(frameFor(['r'], none)).toBe('r');
    expect(frameFor(['w', 'u'], { land: true, artifact: true })).toBe('gold');
    expect(frameFor([], { land: true, artifact: true })).toBe('land');
    expect(frameFor([], { land: false, artifact: true })).toBe('artifact');
    expect(frameFor([], none)).toBe('colorless');
  });

  it("the Magic table's colour bits (W U B R G) and type bits (land 1, artifact 4) read the same way", () => {
    expect(frameIdOf(4, 0)).toBe('b');
    expect(frameIdOf(16, 2)).toBe('g');
    expect(frameIdOf(1 | 8, 0)).toBe('gold');
    expect(frameIdOf(0, 1)).toBe('land');
    expect(frameIdOf(0, 4)).toBe('artifact');
    expect(frameIdOf(0, 2)).toBe('colorless');
  });
});
