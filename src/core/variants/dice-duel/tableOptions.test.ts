import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, OPTION_CHOICES, parseConfig } from './options';
import { DICE_DUEL_TABLE_OPTIONS } from './tableOptions';

describe('Dice Duel table options, as the new-game form shows them', () => {
  it('lists every option of the engine once, with its default and every choice the engine accepts', () => {
    const keys = DICE_DUEL_TABLE_OPTIONS.map((o) => o.path[1]);
    expect(new Set(keys)).toEqual(new Set(Object.keys(DEFAULT_OPTIONS)));
    for (const o of DICE_DUEL_TABLE_OPTIONS) {
      const key = o.path[1] as keyof typeof DEFAULT_OPTIONS;
      expect(o.path[0]).toBe('options');
      expect(o.default).toBe(DEFAULT_OPTIONS[key]);
      expect(o.why.length).toBeGreaterThan(10);
      const choices = OPTION_CHOICES[key];
      if (choices === 'number') expect(o.choices).toBeUndefined();
      else expect(o.choices?.map((c) => c.value)).toEqual([...choices]);
    }
  });

  it('every choice the form offers is a config the engine accepts', () => {
    for (const o of DICE_DUEL_TABLE_OPTIONS) {
      const values = o.choices ? o.choices.map((c) => c.value) : [o.min, o.max];
      for (const v of values) {
        const cfg = parseConfig({ options: { [o.path[1]!]: v } });
        expect((cfg.options as unknown as Record<string, unknown>)[o.path[1]!]).toBe(v);
      }
    }
  });

  it('a config saved before the untap option (it names landsUntap, not untap) keeps the active-player reading', () => {
    expect(parseConfig({ options: { landsUntap: 'own-turn' } }).options.untap).toBe('active');
    expect(parseConfig({ options: { landsUntap: 'own-turn', untap: 'table' } }).options.untap).toBe('table');
    expect(parseConfig({}).options.untap).toBe('table');
  });
});
