/** The app's card model (`OracleCard`, from the card database or the starter pool) as the rules core's card. */
import type { OracleCard } from '../cards/card';
import type { RulesCard } from './config';

export function toRulesCard(c: OracleCard): RulesCard {
  const face = c.faces[0];
  return {
    name: c.name,
    manaCost: c.manaCost || face?.manaCost || '',
    typeLine: c.typeLine,
    oracleText: c.oracleText,
    ...(c.power !== undefined ? { power: c.power } : {}),
    ...(c.toughness !== undefined ? { toughness: c.toughness } : {}),
    ...(c.loyalty !== undefined ? { loyalty: c.loyalty } : {}),
    colors: c.colors,
    layout: c.layout,
    ...(c.faces.length > 1
      ? {
          faces: c.faces.map((f) => ({
            name: f.name,
            manaCost: f.manaCost,
            typeLine: f.typeLine,
            oracleText: f.oracleText,
            ...(f.power !== undefined ? { power: f.power } : {}),
            ...(f.toughness !== undefined ? { toughness: f.toughness } : {}),
          })),
        }
      : {}),
  };
}
