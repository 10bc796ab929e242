import { describe, expect, it } from 'vitest';
import { pickPrinting, readCollectorLines } from './collector';

// Lines as tesseract read them from the fixture photos (hj3/test20.jpg, nextdoor/IMG_5985.jpg, hj3/test9.jpg).
describe('readCollectorLines', () => {
  it('reads an M15-frame number and a garbled set code', () => {
    expect(readCollectorLines(['046/269 -R', 'MIS 2 ENB IACK Wan', 'counter on Chasm Skulker.'])).toEqual({
      numbers: ['46'],
      sets: ['MIS'],
    });
  });

  it('reads a 2023-frame number with its rarity letter and the set code', () => {
    expect(readCollectorLines(['M0194', 'DSK * EN w= Trrrany TurgiLt', '6/5'])).toEqual({
      numbers: ['194'],
      sets: ['DSK'],
    });
  });

  it('reads the number at the end of a 2008–2014 legal line, not power/toughness or counters', () => {
    expect(readCollectorLines(['™ & © 2012 Wizards of the Coast 247/274', '4/4', '+1/+1 counters']).numbers).toEqual([
      '247',
    ]);
  });
});

describe('pickPrinting', () => {
  const p = (set: string, collectorNumber: string, lang = 'en') => ({ set, collectorNumber, lang });
  const skulker = [p('m15', '46'), p('c14', '108'), p('m15', '46', 'de')];

  it('picks the printing whose collector number was read', () => {
    expect(pickPrinting(skulker, { numbers: ['46'], sets: ['MIS'] })).toEqual(p('m15', '46'));
  });

  it('breaks a tie on the number by the set code read', () => {
    const both = [p('m20', '12'), p('m21', '12')];
    expect(pickPrinting(both, { numbers: ['12'], sets: ['M2I'] })).toBeUndefined(); // as far from both
    expect(pickPrinting(both, { numbers: ['12'], sets: ['M21'] })).toEqual(p('m21', '12'));
  });

  it('leaves the default printing when no number matches', () => {
    expect(pickPrinting(skulker, { numbers: ['47'], sets: ['M15'] })).toBeUndefined();
  });
});
