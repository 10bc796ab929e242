/**
 * The registry walk of issue 18: every effect kind, trigger event and cost the compiler can emit has
 * a way to run in the core (an executor, a static the layers read, a detector, a payment), checked
 * against the registry itself. What is not run yet is listed here by name, so adding one is a
 * conscious change; a card using it is listed as not runnable (never run with a part ignored).
 */
import { describe, expect, it } from 'vitest';
import { EFFECT_VALUE } from '../../effects/value';
import { COST_SUPPORT } from '../costs';
import { KEYWORD_SUPPORT } from '../keywords/registry';
import { TRIGGER_SUPPORT } from '../triggerKinds';
import { KIND_SUPPORT } from './coverage';
import { EXECUTORS, STATIC_KINDS } from './registry';

const notYet = (r: Record<string, unknown>) =>
  Object.entries(r)
    .filter(([, how]) => typeof how === 'object')
    .map(([k]) => k)
    .sort();

describe('the executor registry covers the effect language', () => {
  const kinds = Object.keys(EFFECT_VALUE);

  it('every kind the compiler can emit has an entry saying how the core runs it', () => {
    expect(Object.keys(KIND_SUPPORT).sort()).toEqual(kinds.sort());
  });

  it('entries match the registry: executors exist, statics are read', () => {
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

  it('no effect kind lacks an executor (copies of spells and Leylines included)', () => {
    expect(notYet(KIND_SUPPORT)).toEqual([]);
    for (const kind of kinds)
      expect({ kind, runs: kind in EXECUTORS || STATIC_KINDS.includes(kind as never) }).toEqual({ kind, runs: true });
  });

  it('every cost kind is paid', () => {
    expect(notYet(COST_SUPPORT)).toEqual([]);
  });

  it('every trigger event is detected ("turned face up" too: morph, CR 708.8)', () => {
    expect(notYet(TRIGGER_SUPPORT)).toEqual([]);
  });

  it('every keyword the compiler recognises is played (test/integration/rules-coverage walks the card pools)', () => {
    expect(notYet(KEYWORD_SUPPORT)).toEqual([]);
  });
});
