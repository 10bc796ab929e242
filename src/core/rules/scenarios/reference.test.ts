import { describe, expect, it } from 'vitest';
import { buildDef } from '../defs';
import { notExecutable } from '../exec/coverage';
import '../exec/registry';
import { executable } from '../legal';
import { REFERENCE_NAMES, refCard } from './reference';

describe('the reference cards of the keyword scenarios', () => {
  it('are each understood in full by the compiler and run in full by the core', () => {
    for (const name of REFERENCE_NAMES) {
      const def = buildDef(refCard(name));
      expect({ name, unknown: def.unknown, gaps: notExecutable(def), runs: executable(def) }).toEqual({
        name,
        unknown: [],
        gaps: [],
        runs: true,
      });
    }
  });
});
