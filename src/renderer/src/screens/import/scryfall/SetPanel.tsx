import { useState, type FormEvent } from 'react';
import { api } from '../../../api/client';
import { useCallError } from '../../../api/useBusyCall';
import { ErrorLine } from '../../../components/ErrorLine';
import { JobProgress, useJob } from './useJob';

/** Add a whole set by code, or open N seeded booster-like packs of it. */
/** A count from 1 to 100 (copies, packs); anything else typed becomes 1. */
function CountInput(props: {
  value: number;
  onChange(n: number): void;
  label: string;
  disabled: boolean;
  testId?: string;
}) {
  return (
    <input
      type="number"
      min={1}
      max={100}
      value={props.value}
      onChange={(e) => props.onChange(Math.max(1, Number(e.target.value) || 1))}
      aria-label={props.label}
      disabled={props.disabled}
      data-testid={props.testId}
    />
  );
}

export function SetPanel({ onAdded }: { onAdded: (text: string) => void }) {
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<'all' | 'packs'>('all');
  const [copies, setCopies] = useState(1);
  const [packs, setPacks] = useState(6);
  const [seed, setSeed] = useState('');
  const [sets, setSets] = useState<{ code: string; name: string; cardCount: number }[]>([]);
  const { error, attempt } = useCallError();
  const job = useJob();

  const loadSets = async () => {
    await attempt(async () => {
      setSets((await api.call('cards.sets', {})).sets.filter((s) => s.cardCount > 0));
    });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await attempt(async () => {
      const r = await job.run('add-set', (jobId) =>
        api.call(
          'cards.addSet',
          { set: code.trim(), mode, copies, packs, ...(seed.trim() ? { seed: seed.trim() } : {}) },
          { jobId },
        ),
      );
      onAdded(
        r.seed
          ? `Opened ${packs} packs of ${r.setName}: ${r.added} cards (${r.distinct} different) added. Seed “${r.seed}”.`
          : `Added ${r.added} cards of ${r.setName} (${r.set.toUpperCase()}) to the collection.`,
      );
    });
  };
  return (
    <section className="panel scryfall-panel" aria-labelledby="sf-set-title">
      <h2 id="sf-set-title">Whole sets and packs</h2>
      <form className="toolbar" onSubmit={(e) => void submit(e)}>
        <label className="field">
          <span>Set code</span>
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="m10"
            list="sf-set-list"
            size={8}
            data-testid="set-code"
          />
          <datalist id="sf-set-list">
            {sets.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.cardCount})
              </option>
            ))}
          </datalist>
        </label>
        <fieldset className="field">
          <legend>Add</legend>
          <div className="radio-row">
            <label>
              <input type="radio" checked={mode === 'all'} onChange={() => setMode('all')} data-testid="set-mode-all" />{' '}
              every card ×
            </label>
            <CountInput value={copies} onChange={setCopies} label="Copies of each card" disabled={mode !== 'all'} />
            <label>
              <input
                type="radio"
                checked={mode === 'packs'}
                onChange={() => setMode('packs')}
                data-testid="set-mode-packs"
              />{' '}
              open packs:
            </label>
            <CountInput
              value={packs}
              onChange={setPacks}
              label="Number of packs"
              disabled={mode !== 'packs'}
              testId="set-packs"
            />
          </div>
        </fieldset>
        {mode === 'packs' && (
          <label className="field">
            <span>Seed (optional)</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} placeholder="random" size={10} />
          </label>
        )}
        <button type="submit" className="btn" disabled={job.running || !code.trim()} data-testid="set-add">
          {mode === 'packs' ? 'Open packs' : 'Add set'}
        </button>
        <button type="button" className="btn secondary" onClick={() => void loadSets()} disabled={job.running}>
          List Scryfall's sets
        </button>
      </form>
      <JobProgress progress={job.progress} running={job.running} onCancel={job.cancel} />
      <ErrorLine error={error} />
    </section>
  );
}
