import { describe, expect, it } from 'vitest';
import { copyObj } from './draft';
import type { GameObject } from './types';

describe('copyObj', () => {
  it('keeps every field of an object record, the optional marks of keywords too', () => {
    // `Required`: a new optional field of GameObject does not compile here until it is listed.
    const full: Required<GameObject> = {
      id: 1,
      card: 2,
      owner: 0,
      controller: 1,
      zone: 'battlefield',
      next: -1,
      tapped: true,
      damage: 1,
      deathtouched: false,
      counters: { '+1/+1': 1 },
      attachedTo: null,
      since: 3,
      faceDown: false,
      timestamp: 4,
      token: false,
      regen: 0,
      seenBy: 3,
      bestowed: true,
      buyback: true,
      suspended: true,
      haunting: 5,
      unearthed: true,
      phasedOut: true,
      echoed: true,
      renowned: true,
      usedTurn: 2,
      cast: { x: 0, kicked: false },
      copy: false,
    };
    for (const key of Object.keys(full).filter((k) => !['cast', 'usedTurn', 'renowned', 'copy'].includes(k))) {
      const one = { ...full } as GameObject & Record<string, unknown>;
      for (const k of [
        'bestowed',
        'buyback',
        'suspended',
        'unearthed',
        'phasedOut',
        'echoed',
        'renowned',
        'usedTurn',
        'cast',
        'copy',
      ])
        if (k !== key) delete one[k];
      expect(copyObj(one)).toEqual(one);
    }
    expect(copyObj(full)).toEqual(full);
  });
});
