import { describe, expect, it } from 'vitest';
import { EFFECT_VALUE } from '../../effects/value';
import { KIND_SUPPORT } from './coverage';
import { EXECUTORS, STATIC_KINDS } from './registry';

describe('the executor registry covers the effect language', () => {
  const kinds = Object.keys(EFFECT_VALUE);

  it('every kind the compiler can emit has an entry saying how the core runs it', () => {
    expect(Object.keys(KIND_SUPPORT).sort()).toEqual(kinds.sort());
  });

  it('entries match the registry: executors exist, statics are read, the rest is listed with a reason', () => {
    const statics = new Set<string>(STATIC_KINDS);
    for (const [kind, how] of Object.entries(KIND_SUPPORT)) {
      const exec = kind in EXECUTORS;
      const stat = statics.has(kind);
      if (how === 'executor') expect({ kind, exec }).toEqual({ kind, exec: true });
      else if (how === 'static') expect({ kind, stat }).toEqual({ kind, stat: true });
      else if (how === 'both') expect({ kind, exec, stat }).toEqual({ kind, exec: true, stat: true });
      else expect({ kind, exec, stat }).toEqual({ kind, exec: false, stat: false });
    }
  });

  it('the kinds not yet executable are exactly these (a card using one is listed as not runnable)', () => {
    const not = Object.entries(KIND_SUPPORT)
      .filter(([, how]) => typeof how === 'object')
      .map(([k]) => k);
    expect(not.sort()).toEqual(['beginInPlay', 'copySpell'].sort());
  });
});
