import { TableOptionsForm } from '../TableOptionsForm';
import type { OptionsProps } from '../types';

/** Dice Duel: the house rules come from the variant (the decks are chosen under "Decks"). */
export function DiceDuelOptions({ value, onChange, tableOptions }: OptionsProps) {
  return <TableOptionsForm options={tableOptions} value={value} onChange={onChange} />;
}
