import { useCallback, useEffect, useRef, useState } from 'react';
import type { MethodOutput } from '../../../../contract';
import { api } from '../../api/client';

type FrameResult = MethodOutput<'scan.frame'>;

/** Longest side of a frame sent to the backend: enough for a card held up to the camera. */
const FRAME_SIDE = 1280;

/**
 * The live camera: pick a device, a preview with a card-shaped guide, and a loop that sends one
 * frame at a time (the next only after the last was read, so the backend never queues up).
 */
export function CameraPanel({ sessionId, onFrame }: { sessionId: number; onFrame: (result: FrameResult) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const runningRef = useRef(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState('Camera off.');
  const [error, setError] = useState<string | null>(null);
  // The preview takes the camera's own shape, so the guide covers what the backend's guide region covers.
  const [aspect, setAspect] = useState('4 / 3');

  const listDevices = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices(all.filter((d) => d.kind === 'videoinput'));
  }, []);

  useEffect(() => {
    let live = true;
    void navigator.mediaDevices
      ?.enumerateDevices()
      .then((all) => live && setDevices(all.filter((d) => d.kind === 'videoinput')));
    return () => {
      live = false;
    };
  }, []);

  const stop = useCallback(() => {
    runningRef.current = false;
    setRunning(false);
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setStatus('Camera off.');
  }, []);

  useEffect(() => stop, [stop]);

  const loop = useCallback(async () => {
    const video = videoRef.current;
    const canvas = document.createElement('canvas');
    while (runningRef.current && video) {
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const s = Math.min(1, FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
        canvas.width = Math.round(video.videoWidth * s);
        canvas.height = Math.round(video.videoHeight * s);
        canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
        try {
          const result = await api.call('scan.frame', { sessionId, image: canvas.toDataURL('image/jpeg', 0.9) });
          if (!runningRef.current) break;
          setError(null);
          setStatus(describe(result));
          onFrame(result);
        } catch (err) {
          setError(err instanceof Error ? err.message : String(err));
          await sleep(1500);
        }
      }
      await sleep(120);
    }
  }, [onFrame, sessionId]);

  const start = useCallback(async () => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: deviceId ? { deviceId: { exact: deviceId } } : { width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play();
      }
      await listDevices();
      runningRef.current = true;
      setRunning(true);
      setStatus('Hold a card up inside the guide, title at the top.');
      void loop();
    } catch (err) {
      setError(
        `The camera could not be opened (${err instanceof Error ? err.message : String(err)}). You can add photos instead.`,
      );
    }
  }, [deviceId, listDevices, loop]);

  return (
    <div className="scan-camera panel">
      <div className="toolbar">
        <label>
          Camera{' '}
          <select
            value={deviceId}
            onChange={(e) => setDeviceId(e.target.value)}
            disabled={running}
            data-testid="scan-camera-select"
          >
            <option value="">Default camera</option>
            {devices.map((d, i) => (
              <option key={d.deviceId || i} value={d.deviceId}>
                {d.label || `Camera ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
        {running ? (
          <button type="button" className="btn secondary" onClick={stop} data-testid="scan-camera-stop">
            Stop camera
          </button>
        ) : (
          <button type="button" className="btn" onClick={() => void start()} data-testid="scan-camera-start">
            Start camera
          </button>
        )}
      </div>
      <div className={`scan-preview${running ? ' live' : ''}`} style={{ aspectRatio: aspect }}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera preview"
          onLoadedMetadata={(e) => {
            const v = e.currentTarget;
            if (v.videoWidth && v.videoHeight) setAspect(`${v.videoWidth} / ${v.videoHeight}`);
          }}
        />
        <div className="scan-guide" aria-hidden="true">
          <div className="scan-guide-title" />
        </div>
        {!running && <p className="scan-preview-off">The preview appears here when the camera is on.</p>}
      </div>
      <p className="scan-status" aria-live="polite" data-testid="scan-status">
        {status}
      </p>
      {error && (
        <p className="error-line" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describe(r: FrameResult): string {
  const ms = `${Math.round(r.ms)} ms`;
  switch (r.action) {
    case 'new':
      return r.entry?.status === 'added'
        ? `Added ${r.entry.name} (${ms}).`
        : `Not sure about this one: put in "Check these" (${ms}).`;
    case 'same':
      return `Still ${r.read?.name ?? r.read?.suggestions[0]?.name ?? 'the same card'}: hold the next card (${ms}).`;
    case 'wait':
      return `Reading… hold the card still (${ms}).`;
    default:
      return `No card title found: hold a card inside the guide (${ms}).`;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
