import { useEffect, useRef, useState } from 'react';
import type { MethodOutput } from '../../../../contract';
import { api, newJobId } from '../../api/client';

type PhotosResult = MethodOutput<'scan.photos'>;

/** Photos for people without a webcam: choose or drop image files; one or many cards each. */
export function PhotoPicker({
  sessionId,
  onDone,
  onError,
}: {
  sessionId: number;
  onDone: (result: PhotosResult) => void;
  onError: (err: unknown) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<{
    jobId: string;
    done: number;
    total: number;
    phase: string;
    offset: number;
  } | null>(null);
  const [over, setOver] = useState(false);

  useEffect(
    () =>
      api.onProgress((e) => {
        setBusy((b) =>
          b && b.jobId === e.jobId ? { ...b, done: e.done, total: e.total ?? b.total, phase: e.phase } : b,
        );
      }),
    [],
  );

  const read = async (files: File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (images.length === 0) return onError(new Error('Those files are not images (JPEG, PNG or WebP).'));
    const all: PhotosResult = { entries: [], photos: 0 };
    try {
      // A few photos per call keeps each request small; each call lands whole in the session.
      for (let start = 0; start < images.length; start += BATCH) {
        const batch = images.slice(start, start + BATCH);
        const jobId = newJobId('scan-photos');
        setBusy({ jobId, done: start, total: images.length, phase: 'Loading photos', offset: start });
        const photos = await Promise.all(batch.map(async (f) => ({ name: f.name, image: await shrink(f) })));
        const r = await api.call('scan.photos', { sessionId, photos }, { jobId });
        all.entries.push(...r.entries);
        all.photos += r.photos;
      }
      onDone(all);
    } catch (err) {
      if (all.photos) onDone(all);
      onError(err);
    } finally {
      setBusy(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div
      className={`scan-drop panel${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void read([...e.dataTransfer.files]);
      }}
    >
      <h2>Photos</h2>
      <p>Drop photos here, or choose them: one card per photo, or several cards laid out flat.</p>
      <label className="btn secondary scan-file-label">
        Choose photos…
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          data-testid="scan-photo-input"
          disabled={busy !== null}
          onChange={(e) => void read([...(e.target.files ?? [])])}
        />
      </label>
      {busy && (
        <div className="scan-photo-progress" aria-live="polite">
          <div className="progress">
            <div style={{ width: `${(100 * busy.done) / Math.max(1, busy.total)}%` }} />
          </div>
          <span>
            {busy.phase} ({busy.done}/{busy.total})
          </span>
          <button
            type="button"
            className="btn secondary"
            onClick={() => void api.call('jobs.cancel', { jobId: busy.jobId })}
          >
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

const BATCH = 6;
/** The backend reads at most 2400 px a side; larger photos are scaled down here before sending. */
const MAX_SIDE = 2400;

async function shrink(file: File): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const s = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (s === 1) {
      bitmap.close();
      return dataUrl(file);
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * s);
    canvas.height = Math.round(bitmap.height * s);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.92);
  } catch {
    // Not decodable here (e.g. an unusual format): let the backend try the original bytes.
    return dataUrl(file);
  }
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}.`));
    reader.readAsDataURL(file);
  });
}
