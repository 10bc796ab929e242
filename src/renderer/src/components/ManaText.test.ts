import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manaClass, symbolLabel } from './ManaText';

const css = fs.readFileSync(path.resolve('node_modules/mana-font/css/mana.css'), 'utf8');
const symbology = JSON.parse(
  fs.readFileSync(path.resolve(process.cwd(), '../shared/fixtures/scryfall/scryr-symbology.json'), 'utf8'),
) as { data: { symbol: string }[] };

describe('ManaText symbol classes', () => {
  it("maps every symbol of Scryfall's /symbology to classes mana-font defines", () => {
    const missing: string[] = [];
    for (const { symbol } of symbology.data) {
      for (const cls of manaClass(symbol.slice(1, -1)).split(' ')) {
        if (!new RegExp(`\\.${cls.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s,:{.]`).test(css))
          missing.push(`${symbol} -> .${cls}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names symbols for screen readers', () => {
    expect(symbolLabel('2/W')).toBe('2 or white');
    expect(symbolLabel('G/P')).toBe('green or Phyrexian');
    expect(manaClass('W/U')).toBe('ms-wu');
    expect(manaClass('T')).toBe('ms-tap');
  });
});
