import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () => scenario(refCard);

describe('scavenge (CR 702.97)', () => {
  it('exiling it from the graveyard puts counters equal to its power on target creature', () => {
    const s = t().graveyard(0, 'Slitherhead').battlefield(0, 'Grizzly Bears').start();
    const id = s.id('Slitherhead', 'graveyard');
    const a = s.legal(0).find((x) => x.t === 'activate' && x.o === id)!;
    s.act(a, 0).resolve();
    expect(s.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 1 });
    expect(s.has('Slitherhead', 'exile')).toBe(true);
  });
});

describe('outlast (CR 702.107)', () => {
  it('[cost], {T}: a +1/+1 counter, only as a sorcery', () => {
    const s = t().battlefield(0, 'Salt Road Patrol', 'Plains', 'Plains').start();
    s.activate(0, 'Salt Road Patrol').resolve();
    expect(s.obj('Salt Road Patrol').counters).toEqual({ '+1/+1': 1 });
    expect(s.obj('Salt Road Patrol').tapped).toBe(true);
  });
});

describe('evolve (CR 702.100)', () => {
  it('a creature entering with greater power or toughness puts a +1/+1 counter on it; a smaller one does not', () => {
    const s = t()
      .battlefield(0, 'Cloudfin Raptor', 'Forest', 'Forest', 'Forest')
      .hand(0, 'Llanowar Elves')
      .castResolved(0, 'Grizzly Bears');
    expect(s.obj('Cloudfin Raptor').counters).toEqual({ '+1/+1': 1 });
    // Now a 1/2: a 1/1 is greater in neither.
    s.cast(0, 'Llanowar Elves').resolve();
    expect(s.obj('Cloudfin Raptor').counters).toEqual({ '+1/+1': 1 });
  });
});

describe('ingest (CR 702.115)', () => {
  it('dealing combat damage to a player, that player exiles the top card of their library', () => {
    const s = t().battlefield(0, 'Mist Intruder').library(1, 'Shivan Dragon').start();
    s.fight('Mist Intruder');
    expect(s.life(1)).toBe(19);
    expect(s.has('Shivan Dragon', 'exile')).toBe(true);
  });
});

describe('undaunted (CR 702.125)', () => {
  it('costs {1} less for each opponent: {6}{W} is {5}{W} with one', () => {
    const lands = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
    const s = t()
      .battlefield(0, ...lands)
      .battlefield(1, 'Grizzly Bears')
      .castResolved(0, 'Sublime Exhalation');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });
});
