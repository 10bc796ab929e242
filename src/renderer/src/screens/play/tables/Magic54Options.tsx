import { TableOptionsForm } from '../TableOptionsForm';
import type { OptionsProps } from '../types';

/** Magic 54 options: your team (001 §III) and who starts (§VI). You sit in seat 1. */
export function Magic54Options({ value, onChange, tableOptions }: OptionsProps) {
  const team = value.team === 'black' ? 'black' : 'red';
  const starter = value.starter === 0 ? 'you' : value.starter === 1 ? 'bot' : 'random';
  return (
    <>
      <fieldset className="play-field">
        <legend>Your team</legend>
        {(['red', 'black'] as const).map((t) => (
          <label key={t} className={`team-choice ${t}`}>
            <input
              type="radio"
              name="m54-team"
              value={t}
              checked={team === t}
              onChange={() => onChange({ ...value, team: t })}
              data-testid={`m54-team-${t}`}
            />
            {t === 'red' ? 'RED: ♥ ♦ and a Joker' : 'BLACK: ♣ ♠ and a Joker'}
          </label>
        ))}
      </fieldset>
      <label className="play-field">
        Who starts
        <select
          value={starter}
          onChange={(e) => {
            const v = e.target.value;
            onChange({ ...value, starter: v === 'you' ? 0 : v === 'bot' ? 1 : 'random' });
          }}
          data-testid="m54-starter"
        >
          <option value="random">Decided by the seed</option>
          <option value="you">You</option>
          <option value="bot">The bot</option>
        </select>
      </label>
      {/* Any other house rule the variant lists (its team and starter are asked above). */}
      <TableOptionsForm
        options={tableOptions.filter((o) => !['team', 'starter'].includes(o.path.join('.')))}
        value={value}
        onChange={onChange}
      />
    </>
  );
}
