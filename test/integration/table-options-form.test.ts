/** The new-game form's option paths, read back by the variant's own config parser. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/variants/dice-duel/options';
import { DICE_DUEL_TABLE_OPTIONS } from '../../src/core/variants/dice-duel/tableOptions';
import { getAt, setAt } from '../../src/renderer/src/screens/play/configPath';

describe('Dice Duel options written by the form', () => {
  it("every Dice Duel option the form writes is read back by the engine's own config parser", () => {
    let config: Record<string, unknown> = {};
    for (const o of DICE_DUEL_TABLE_OPTIONS) {
      const value = o.choices ? o.choices[o.choices.length - 1]!.value : o.max!;
      config = setAt(config, o.path, value);
    }
    const parsed = parseConfig(config).options as unknown as Record<string, unknown>;
    for (const o of DICE_DUEL_TABLE_OPTIONS) expect(parsed[o.path[1]!]).toBe(getAt(config, o.path));
    expect(parsed['target']).toBe(50);
    expect(parsed['winnersReturn']).toBe(true);
  });
});
