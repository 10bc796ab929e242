import type { OptionsProps } from '../types';

/** The table options of Dice Duel (the gaps of rules file 000; defaults as in docs/variants/dice-duel.md). */
const CHOICES: { key: string; label: string; options: { value: string | boolean; label: string }[] }[] = [
  {
    key: 'extraDice',
    label: 'More power than five dice',
    options: [
      { value: 'all', label: 'Roll every point (the five dice again)' },
      { value: 'five', label: 'Roll at most five dice' },
    ],
  },
  {
    key: 'combatMana',
    label: 'Mana to attack or defend',
    options: [
      { value: 'mana-value', label: "The creature's mana value" },
      { value: 'one-per-creature', label: 'One land per creature' },
      { value: 'none', label: 'None' },
    ],
  },
  {
    key: 'colorsMatter',
    label: 'Land colours',
    options: [
      { value: false, label: 'Any land pays any mana' },
      { value: true, label: 'Colours must match' },
    ],
  },
  {
    key: 'unrunnableInstants',
    label: 'Instants the app cannot run',
    options: [
      { value: 'not-castable', label: 'Cannot be cast' },
      { value: 'one-die', label: 'Add one die' },
    ],
  },
  {
    key: 'winnersReturn',
    label: 'Creatures that win a battle',
    options: [
      { value: false, label: 'Discarded too (as written)' },
      { value: true, label: 'Go back on the board' },
    ],
  },
];

/** Dice Duel: decks are auto-built from the bundled starter pool; the table options are chosen here. */
export function DiceDuelOptions({ value, onChange }: OptionsProps) {
  const opts = (value.options as Record<string, unknown> | undefined) ?? {};
  return (
    <>
      <p className="play-field dd-deck-note" data-testid="dd-deck-source">
        Decks: each seat gets a 60-card deck auto-built from the starter pool (by the seed).
      </p>
      {CHOICES.map((c) => {
        const current = opts[c.key] ?? c.options[0]!.value;
        return (
          <label key={c.key} className="play-field">
            {c.label}
            <select
              value={String(current)}
              onChange={(e) => {
                const picked = c.options.find((o) => String(o.value) === e.target.value)!.value;
                onChange({ ...value, options: { ...opts, [c.key]: picked } });
              }}
              data-testid={`dd-option-${c.key}`}
            >
              {c.options.map((o) => (
                <option key={String(o.value)} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </>
  );
}
