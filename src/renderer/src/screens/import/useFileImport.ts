import { useEffect, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { api, newJobId } from '../../api/client';
import {
  fileImportReducer,
  initialFileImportState,
  type FileImportAction,
  type FileImportState,
  type Source,
} from './fileImportState';
import { MAX_FILE_BYTES } from './files/types';

/** What the file import's fields and buttons can do. */
export interface FileImportCommands {
  dispatch: Dispatch<FileImportAction>;
  /** The file input, cleared after a commit so the same file can be picked again. */
  fileInput: RefObject<HTMLInputElement | null>;
  onFile: (file: File | undefined) => Promise<void>;
  runPreview: (src: Source) => Promise<void>;
  commit: () => Promise<void>;
  cancel: () => void;
  choose: (line: number, printingId: string | undefined) => void;
}

/**
 * The file import: loads the formats and variants, follows the progress of its own jobs, and runs
 * `files.preview` / `files.commit`. The state itself lives in {@link fileImportReducer}.
 */
export function useFileImport(): [FileImportState, FileImportCommands] {
  const [state, dispatch] = useReducer(fileImportReducer, initialFileImportState);
  const jobRef = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    api.call('files.formats', {}).then(
      (formats) => dispatch({ type: 'formatsLoaded', formats }),
      (error: unknown) => dispatch({ type: 'failed', error }),
    );
    api
      .call('decks.variants', {})
      .then((list) => dispatch({ type: 'variantsLoaded', variants: list.map((v) => ({ id: v.id, name: v.name })) }))
      .catch(() => dispatch({ type: 'variantsLoaded', variants: [] }));
    return api.onProgress((e) => {
      if (e.jobId !== jobRef.current) return;
      dispatch({ type: 'progressed', progress: e.finished ? null : { phase: e.phase, done: e.done, total: e.total } });
    });
  }, []);

  const runPreview = async (src: Source) => {
    dispatch({ type: 'previewStarted', source: src });
    const jobId = newJobId('files-preview');
    jobRef.current = jobId;
    try {
      const preview = await api.call('files.preview', { source: src, online: state.online }, { jobId });
      dispatch({ type: 'previewReceived', preview, fileName: src.fileName });
    } catch (error) {
      dispatch({ type: 'failed', error });
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      dispatch({ type: 'fileTooBig', fileName: file.name, size: file.size });
      return;
    }
    await runPreview({ fileName: file.name, text: await file.text() });
  };

  const commit = async () => {
    const { source, preview, into, variant, deckName, choices, online } = state;
    if (!source || !preview) return;
    dispatch({ type: 'commitStarted' });
    const jobId = newJobId('files-commit');
    jobRef.current = jobId;
    try {
      const target =
        into === 'deck' ? { into: 'deck' as const, variant, ...(deckName.trim() ? { name: deckName.trim() } : {}) } : { into: 'collection' as const }; // prettier-ignore
      const result = await api.call(
        'files.commit',
        {
          source,
          target,
          choices: [...choices].map(([line, printingId]) => ({ line, printingId })),
          digest: preview.digest,
          online,
        },
        { jobId },
      );
      dispatch({ type: 'committed', result });
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      dispatch({ type: 'failed', error });
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  const cancel = () => {
    if (jobRef.current) void api.call('jobs.cancel', { jobId: jobRef.current });
  };

  const choose = (line: number, printingId: string | undefined) => dispatch({ type: 'chose', line, printingId });

  return [state, { dispatch, fileInput, onFile, runPreview, commit, cancel, choose }];
}
