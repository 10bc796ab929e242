import { TableOptionsForm } from '../TableOptionsForm';
import type { OptionsProps, StartSeats } from '../types';
import { Select, type Choice } from '../../../components/Select';

/** What sits in one Pub Magic seat on the start form. */
type SeatChoice = 'you' | 'random' | 'greedy' | 'search-easy' | 'search-normal' | 'search-hard';
const CHOICES: Choice<SeatChoice>[] = [
  { value: 'you', label: 'You' },
  { value: 'search-easy', label: 'Search bot, easy' },
  { value: 'search-normal', label: 'Search bot, normal' },
  { value: 'search-hard', label: 'Search bot, hard' },
  { value: 'greedy', label: 'Greedy bot' },
  { value: 'random', label: 'Random bot' },
];

function planOf(value: Record<string, unknown>): SeatChoice[] {
  const raw = value.seatPlan;
  if (Array.isArray(raw) && raw.length >= 2) return raw as SeatChoice[];
  return ['you', 'search-normal', 'search-normal', 'search-normal'];
}

function targetOf(value: Record<string, unknown>): number {
  return typeof value.target === 'number' ? value.target : 10;
}

/** The seats and the config for games.start from the form's value (the seat plan is not part of the variant's config). */
export function pubMagicStartSeats(value: Record<string, unknown>): StartSeats {
  const seats = planOf(value).map((c) => {
    if (c === 'you') return { kind: 'human' as const };
    if (c === 'random' || c === 'greedy') return { kind: 'bot' as const, bot: c, strength: 'normal' as const };
    return {
      kind: 'bot' as const,
      bot: 'search' as const,
      strength: c.slice('search-'.length) as 'easy' | 'normal' | 'hard',
    };
  });
  // The seat plan is the form's; every other entry (the land target, the variant's house rules) is config.
  const { seatPlan: _plan, ...config } = value;
  return { seats, config: { ...config, target: targetOf(value) } };
}

/** Pub Magic options: 2 to 8 seats round the table, who sits in each, and the land target (002). */
export function PubMagicOptions({ value, onChange, tableOptions }: OptionsProps) {
  const plan = planOf(value);
  const target = targetOf(value);
  const set = (next: SeatChoice[]) => onChange({ ...value, seatPlan: next });
  const setCount = (n: number) => {
    const next = plan.slice(0, n);
    while (next.length < n) next.push('search-normal');
    set(next);
  };
  const setSeat = (i: number, c: SeatChoice) => {
    // One person at this computer: choosing "You" for a seat makes the old one a bot.
    const next = plan.map((x, j) => (j === i ? c : c === 'you' && x === 'you' ? 'search-normal' : x));
    set(next);
  };
  return (
    <fieldset className="play-field pm-options" data-testid="pm-options">
      <legend>Table</legend>
      <label className="play-field">
        Players
        <select value={plan.length} onChange={(e) => setCount(Number(e.target.value))} data-testid="pm-seat-count">
          {[2, 3, 4, 5, 6, 7, 8].map((n) => (
            <option key={n} value={n}>
              {n} players
            </option>
          ))}
        </select>
      </label>
      <ol className="pm-seat-plan">
        {plan.map((c, i) => (
          <li key={i}>
            <label>
              Seat {i + 1}{' '}
              <Select value={c} choices={CHOICES} onChange={(next) => setSeat(i, next)} testId={`pm-seat-${i}`} />
            </label>
          </li>
        ))}
      </ol>
      <p className="pm-options-note">
        {plan.includes('you')
          ? 'You play one seat; the bots play the rest.'
          : 'No “You” seat: you watch the bots play.'}{' '}
      </p>
      <label className="play-field">
        Lands to win
        <input
          type="number"
          min={3}
          max={30}
          value={target}
          onChange={(e) =>
            onChange({ ...value, target: Math.max(3, Math.min(30, Math.round(Number(e.target.value) || 10))) })
          }
          data-testid="pm-target"
        />
        <small className="option-why">
          Default 10 (as written: the first to 10 lands wins). Fewer makes a shorter game.
        </small>
      </label>
      <TableOptionsForm
        options={tableOptions.filter((o) => o.path.join('.') !== 'target')}
        value={value}
        onChange={onChange}
      />
    </fieldset>
  );
}
