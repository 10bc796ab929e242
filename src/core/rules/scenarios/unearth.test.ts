import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () =>
  scenario(refCard)
    .battlefield(0, 'Swamp')
    .graveyard(0, 'Dregscape Zombie')
    .battlefield(1, 'Mountain')
    .hand(1, 'Lightning Bolt')
    .start();

const unearth = (s: ReturnType<typeof t>) => {
  const id = s.id('Dregscape Zombie', 'graveyard');
  const a = s.legal(0).find((x) => x.t === 'activate' && x.o === id);
  expect(a).toBeDefined();
  return s.act(a!, 0).resolve();
};

describe('unearth (CR 702.84)', () => {
  it('returns the card from the graveyard with haste: it attacks at once', () => {
    const s = unearth(t());
    expect(s.has('Dregscape Zombie')).toBe(true);
    expect(s.obj('Swamp').tapped).toBe(true);
    s.fight('Dregscape Zombie');
    expect(s.life(1)).toBe(18);
  });

  it('is exiled at the beginning of the next end step', () => {
    const s = unearth(t());
    s.passTo('end').resolve();
    expect(s.has('Dregscape Zombie')).toBe(false);
    expect(s.has('Dregscape Zombie', 'exile')).toBe(true);
  });

  it('if it would leave the battlefield it is exiled instead (it dies: exile, not the graveyard)', () => {
    const s = unearth(t());
    s.act({ t: 'pass' }, 0);
    s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act(
      { t: 'pick', v: { o: s.id('Dregscape Zombie') } },
      1,
    );
    s.resolve();
    expect(s.has('Dregscape Zombie', 'exile')).toBe(true);
    expect(s.has('Dregscape Zombie', 'graveyard')).toBe(false);
  });

  it("only as a sorcery: not in the other player's turn", () => {
    const s = scenario(refCard).battlefield(0, 'Swamp').graveyard(0, 'Dregscape Zombie').at('main1', 1).start();
    s.act({ t: 'pass' }, 1);
    expect(s.s.pending).toEqual({ d: 'priority', seat: 0 });
    expect(s.legal(0)).toEqual([{ t: 'pass' }]);
  });
});
