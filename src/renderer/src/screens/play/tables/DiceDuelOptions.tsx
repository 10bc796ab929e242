import { TableOptionsForm } from '../TableOptionsForm';
import type { OptionsProps } from '../types';

/** Dice Duel: decks are auto-built from the bundled starter pool; the house rules come from the variant. */
export function DiceDuelOptions({ value, onChange, tableOptions }: OptionsProps) {
  return (
    <>
      <p className="play-field dd-deck-note" data-testid="dd-deck-source">
        Decks: each seat gets a 60-card deck auto-built from the starter pool (by the seed).
      </p>
      <TableOptionsForm options={tableOptions} value={value} onChange={onChange} />
    </>
  );
}
