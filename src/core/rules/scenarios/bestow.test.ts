import { describe, expect, it } from 'vitest';
import { T } from '../defs';
import { charsOf } from '../chars/compute';
import { readerOf } from '../reader';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () => scenario(refCard);
const plains = ['Plains', 'Plains', 'Plains', 'Plains'];

/** Seat 0 casts Hopeful Eidolon bestowed on its Grizzly Bears (seat 1 may hold a Lightning Bolt). */
const bestowed = (bolt = false) => {
  const b = t()
    .battlefield(0, ...plains, 'Grizzly Bears')
    .hand(0, 'Hopeful Eidolon');
  if (bolt) b.battlefield(1, 'Mountain').hand(1, 'Lightning Bolt');
  const s = b.start();
  const id = s.id('Hopeful Eidolon', 'hand');
  expect(s.legal(0)).toContainEqual({ t: 'cast', o: id, bestow: true });
  s.act({ t: 'cast', o: id, bestow: true }, 0);
  return s;
};

describe('bestow (CR 702.103)', () => {
  it('cast for its bestow cost it is an Aura spell targeting a creature, not a creature spell (CR 702.103b)', () => {
    const s = bestowed();
    const spell = s.s.stack[0]!;
    expect(spell.targets[0]).toEqual([{ o: s.id('Grizzly Bears') }]);
    const c = charsOf(readerOf(s.s), spell.obj);
    expect(c.types & T.creature).toBe(0);
    expect(c.subtypes).toEqual(['Aura']);
    expect(s.tappedCount()).toBe(4);
  });

  it('resolves attached to its target: the creature gets +1/+1 and lifelink, the Aura is no creature', () => {
    const s = bestowed().resolve();
    const e = s.obj('Hopeful Eidolon');
    expect(e.attachedTo).toBe(s.id('Grizzly Bears'));
    expect(s.pt('Grizzly Bears')).toEqual([3, 3]);
    expect(charsOf(readerOf(s.s), e.id).types & T.creature).toBe(0);
    s.fight('Grizzly Bears');
    expect(s.life(1)).toBe(17);
    expect(s.life(0)).toBe(23);
  });

  it('when the enchanted creature dies it becomes a creature again and stays (CR 702.103f)', () => {
    const s = bestowed(true).resolve();
    s.passTo('end');
    s.act({ t: 'pass' }, 0);
    s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act({ t: 'pick', v: { o: s.id('Grizzly Bears') } }, 1);
    s.resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    const e = s.obj('Hopeful Eidolon');
    expect(e.attachedTo).toBe(null);
    expect(charsOf(readerOf(s.s), e.id).types & T.creature).not.toBe(0);
    expect(s.pt('Hopeful Eidolon')).toEqual([1, 1]);
  });

  it('if its target is gone as it resolves it enters as the creature instead (CR 702.103e)', () => {
    const s = bestowed(true);
    s.act({ t: 'pass' }, 0);
    s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act({ t: 'pick', v: { o: s.id('Grizzly Bears') } }, 1);
    s.resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Hopeful Eidolon')).toBe(true);
    expect(s.obj('Hopeful Eidolon').attachedTo).toBe(null);
    expect(s.pt('Hopeful Eidolon')).toEqual([1, 1]);
  });

  it('is not offered without a creature to enchant; the creature cast still is', () => {
    const s = t()
      .battlefield(0, ...plains)
      .hand(0, 'Hopeful Eidolon')
      .start();
    const casts = s.legal(0).filter((a) => a.t === 'cast');
    expect(casts).toEqual([{ t: 'cast', o: s.id('Hopeful Eidolon', 'hand') }]);
    s.cast(0, 'Hopeful Eidolon').resolve();
    expect(s.pt('Hopeful Eidolon')).toEqual([1, 1]);
    expect(s.obj('Hopeful Eidolon').attachedTo).toBe(null);
  });
});
