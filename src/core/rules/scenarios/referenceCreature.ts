import type { RulesCard } from '../config';

/** A reference creature card from its printed parts. */
export const creature = (name: string, manaCost: string, sub: string, pt: string, oracleText: string): RulesCard => {
  const [power, toughness] = pt.split('/') as [string, string];
  return { name, manaCost, typeLine: `Creature — ${sub}`, oracleText, power, toughness };
};
