import { useCallback, useEffect, useRef, useState } from 'react';
import type { MethodOutput } from '../../../contract';
import type { ScanEntryDto } from '../../../contract/scan';
import { api } from '../api/client';
import { ErrorLine } from '../components/ErrorLine';
import { InfoLine } from '../components/InfoLine';
import { CameraPanel } from './scan/CameraPanel';
import { EntryRow } from './scan/EntryRow';
import { PhotoPicker } from './scan/PhotoPicker';

type FrameResult = MethodOutput<'scan.frame'>;

/**
 * Scan (issue 10): hold cards up to the webcam or add photos; recognised cards collect in a
 * session (kept across restarts) that is added to the collection in one step. Unsure reads wait
 * in "Check these" instead of being added silently.
 */
export function ScanScreen() {
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [entries, setEntries] = useState<ScanEntryDto[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [flash, setFlash] = useState(false);
  const [committing, setCommitting] = useState(false);
  const audio = useRef<AudioContext | null>(null);

  const load = useCallback(async () => {
    try {
      const s = await api.call('scan.session', {});
      setSessionId(s.id);
      setEntries(s.entries);
    } catch (err) {
      setError(err);
    }
  }, []);

  useEffect(() => {
    let live = true;
    api.call('scan.session', {}).then(
      (s) => {
        if (!live) return;
        setSessionId(s.id);
        setEntries(s.entries);
      },
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
    };
  }, []);

  const cue = useCallback(() => {
    setFlash(true);
    setTimeout(() => setFlash(false), 450);
    try {
      audio.current ??= new AudioContext();
      const ctx = audio.current;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.08, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.15);
      osc.connect(gain).connect(ctx.destination);
      osc.start();
      osc.stop(ctx.currentTime + 0.15);
    } catch {
      // No audio device: the visual cue is enough.
    }
  }, []);

  const onFrame = useCallback(
    (r: FrameResult) => {
      if (r.action === 'new' && r.entry) {
        const entry = r.entry;
        setEntries((list) => [...list, entry]);
        cue();
      }
    },
    [cue],
  );

  const replace = (e: ScanEntryDto) => setEntries((list) => list.map((x) => (x.id === e.id ? e : x)));
  const remove = async (id: number) => {
    try {
      await api.call('scan.remove', { entryId: id });
      setEntries((list) => list.filter((x) => x.id !== id));
    } catch (err) {
      setError(err);
    }
  };

  const commit = async () => {
    if (sessionId === null) return;
    setCommitting(true);
    setError(null);
    try {
      const r = await api.call('scan.commit', { sessionId });
      setInfo(
        `Added ${r.added} card${r.added === 1 ? '' : 's'} to your collection.` +
          (r.carried ? ` ${r.carried} unsure read${r.carried === 1 ? '' : 's'} still wait in "Check these".` : ''),
      );
      await load();
    } catch (err) {
      setError(err);
    } finally {
      setCommitting(false);
    }
  };

  const added = entries.filter((e) => e.status === 'added');
  const check = entries.filter((e) => e.status === 'check');
  const copies = added.reduce((n, e) => n + e.quantity, 0);
  const row = (e: ScanEntryDto) => (
    <EntryRow key={e.id} entry={e} onChange={replace} onRemove={(id) => void remove(id)} onError={setError} />
  );

  return (
    <section className="scan-screen">
      <h1>Scan</h1>
      <div className="scan-layout">
        <div className="scan-inputs">
          {sessionId !== null && <CameraPanel sessionId={sessionId} onFrame={onFrame} />}
          {sessionId !== null && (
            <PhotoPicker
              sessionId={sessionId}
              onError={setError}
              onDone={(r) => {
                setEntries((list) => [...list, ...r.entries]);
                const sure = r.entries.filter((e) => e.status === 'added').length;
                setInfo(
                  `Read ${r.photos} photo${r.photos === 1 ? '' : 's'}: ${sure} card${sure === 1 ? '' : 's'} added, ` +
                    `${r.entries.length - sure} to check.`,
                );
                if (sure) cue();
              }}
            />
          )}
        </div>
        <div className={`scan-session panel${flash ? ' flash' : ''}`} data-testid="scan-session">
          <div className="scan-session-head">
            <h2>
              This session: <span data-testid="scan-count">{copies}</span> card{copies === 1 ? '' : 's'}
            </h2>
            <button
              type="button"
              className="btn"
              disabled={added.length === 0 || committing}
              onClick={() => void commit()}
              data-testid="scan-commit"
            >
              {committing ? 'Adding…' : 'Add to collection'}
            </button>
          </div>
          <ErrorLine error={error} />
          <InfoLine text={info} testId="scan-info" />
          {added.length === 0 ? (
            <p className="scan-empty">Nothing scanned yet. Start the camera and hold up a card, or add photos.</p>
          ) : (
            <ol className="scan-list" data-testid="scan-list">
              {added.map(row)}
            </ol>
          )}
          {check.length > 0 && (
            <>
              <h2 className="scan-check-head">Check these ({check.length})</h2>
              <p className="scan-hint">
                Read, but not surely enough to add on their own. Pick the right card or remove them.
              </p>
              <ol className="scan-list" data-testid="scan-check-list">
                {check.map(row)}
              </ol>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
