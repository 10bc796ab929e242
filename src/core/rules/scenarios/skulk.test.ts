import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

describe('skulk (CR 702.118)', () => {
  it('creatures with greater power cannot block it; equal power can', () => {
    const s = scenario(refCard)
      .battlefield(0, 'Furtive Homunculus')
      .battlefield(1, 'Hill Giant', 'Grizzly Bears')
      .start();
    s.passTo('declareAttackers').attack('Furtive Homunculus');
    s.passTo('declareBlockers');
    const blocks = s.legal(1).filter((a) => a.t === 'block');
    expect(blocks).toEqual([{ t: 'block', o: s.id('Grizzly Bears'), at: s.id('Furtive Homunculus') }]);
  });
});
