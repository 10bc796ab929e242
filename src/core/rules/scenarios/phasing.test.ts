import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { viewOf } from '../view';
import { refCard } from './reference';

/** Seat 1's end step; seat 0 (Breezekeeper and Grizzly Bears) untaps next; seat 1 holds a Lightning Bolt. */
const start = () =>
  scenario(refCard)
    .battlefield(0, 'Breezekeeper', 'Grizzly Bears')
    .battlefield(1, 'Mountain')
    .hand(1, 'Lightning Bolt')
    .at('end', 1)
    .start();

describe('phasing (CR 702.26)', () => {
  it("phases out in its controller's untap step and is treated as though it doesn't exist (CR 702.26a, 702.26b)", () => {
    const s = start();
    const id = s.id('Breezekeeper');
    s.passTo('upkeep');
    expect(s.s.active).toBe(0);
    expect(s.s.battlefield).not.toContain(id);
    expect(s.s.objs[id]).toMatchObject({ zone: 'battlefield', next: -1, phasedOut: true });
    expect(s.text()).toContain('Breezekeeper phases out.');
    // Not a target, not in either seat's view of the battlefield.
    s.act({ t: 'pass' }, 0);
    const bolt = s.legal(1).find((a) => a.t === 'cast');
    expect(bolt).toBeDefined();
    s.act(bolt!, 1);
    expect(s.s.pending).toMatchObject({ d: 'target' });
    const p = s.s.pending;
    expect(p?.d === 'target' && p.options.some((t) => 'o' in t && t.o === id)).toBe(false);
    expect(viewOf(s.s, 1).battlefield).not.toContain(id);
  });

  it('phases back in at its next untap step, the same object, not summoning sick (CR 702.26d)', () => {
    const s = start();
    const id = s.id('Breezekeeper');
    s.passTo('upkeep').passTo('upkeep').passTo('upkeep');
    expect(s.s.active).toBe(0);
    expect(s.s.battlefield).toContain(id);
    expect(s.s.objs[id]!.phasedOut).toBe(false);
    expect(s.text()).toContain('Breezekeeper phases in.');
    s.passTo('declareAttackers');
    expect(s.legal(0)).toContainEqual({ t: 'attack', o: id, at: { p: 1 } });
  });
});
