import { MAX_FILE_BYTES, mb, type CommitResult, type FileFormat, type Preview } from './files/types';

/** A file (or the pasted list) as sent to `files.preview` and `files.commit`. */
export interface Source {
  fileName: string;
  text: string;
}
export interface Progress {
  phase: string;
  done: number;
  total: number | null;
}
export interface VariantItem {
  id: string;
  name: string;
}
export type ImportTarget = 'collection' | 'deck';

/** Everything the file import holds: the file being read, its preview, the choices made, where it goes. */
export interface FileImportState {
  /** The file (or pasted list) the preview is of; null once committed or discarded. */
  source: Source | null;
  /** The text in the paste box. */
  pasted: string;
  /** Ask Scryfall about names the local database does not know. */
  online: boolean;
  into: ImportTarget;
  variants: VariantItem[];
  /** The variant of the new deck (when importing into a deck). */
  variant: string;
  deckName: string;
  /** The export formats, for the export panel. */
  formats: FileFormat[];
  preview: Preview | null;
  /** Line number → the printing chosen for an ambiguous or unknown line. */
  choices: Map<number, string>;
  busy: 'preview' | 'commit' | null;
  progress: Progress | null;
  error: unknown;
  /** What the last commit wrote. */
  done: CommitResult | null;
  /** Bumped after every commit so the export panel reloads its deck list. */
  refreshKey: number;
}

export type FileImportAction =
  | { type: 'formatsLoaded'; formats: FileFormat[] }
  | { type: 'variantsLoaded'; variants: VariantItem[] }
  | { type: 'progressed'; progress: Progress | null }
  /** The person changed a field of the form (the pasted text, online look-up, where to, the deck's variant and name). */
  | { type: 'edited'; set: Partial<Pick<FileImportState, 'pasted' | 'online' | 'into' | 'variant' | 'deckName'>> }
  | { type: 'fileTooBig'; fileName: string; size: number }
  | { type: 'previewStarted'; source: Source }
  | { type: 'previewReceived'; preview: Preview; fileName: string }
  | { type: 'chose'; line: number; printingId: string | undefined }
  | { type: 'discarded' }
  | { type: 'commitStarted' }
  | { type: 'committed'; result: CommitResult }
  | { type: 'failed'; error: unknown }
  | { type: 'settled' };

export const initialFileImportState: FileImportState = {
  source: null,
  pasted: '',
  online: false,
  into: 'collection',
  variants: [],
  variant: '',
  deckName: '',
  formats: [],
  preview: null,
  choices: new Map(),
  busy: null,
  progress: null,
  error: null,
  done: null,
  refreshKey: 0,
};

/** The error shown for a file too big to read (nothing is sent to the backend). */
export const tooBigError = (fileName: string, size: number) =>
  new Error(
    `${fileName} is ${mb(size)}; Kitchen Table reads deck and collection files up to ${mb(MAX_FILE_BYTES)}. Nothing was imported.`,
  );

export function fileImportReducer(state: FileImportState, action: FileImportAction): FileImportState {
  switch (action.type) {
    case 'formatsLoaded':
      return { ...state, formats: action.formats };
    case 'variantsLoaded':
      return { ...state, variants: action.variants, variant: state.variant || action.variants[0]?.id || '' };
    case 'progressed':
      return { ...state, progress: action.progress };
    case 'edited':
      return { ...state, ...action.set };
    case 'fileTooBig':
      return { ...state, preview: null, error: tooBigError(action.fileName, action.size) };
    case 'previewStarted':
      return {
        ...state,
        source: action.source,
        preview: null,
        choices: new Map(),
        done: null,
        error: null,
        busy: 'preview',
      };
    case 'previewReceived':
      return {
        ...state,
        preview: action.preview,
        deckName: action.preview.deckName ? action.preview.deckName : action.fileName.replace(/\.[^.]+$/, ''),
      };
    case 'chose': {
      const choices = new Map(state.choices);
      if (action.printingId) choices.set(action.line, action.printingId);
      else choices.delete(action.line);
      return { ...state, choices };
    }
    case 'discarded':
      return { ...state, preview: null, source: null };
    case 'commitStarted':
      return { ...state, busy: 'commit', error: null };
    case 'committed':
      return { ...state, done: action.result, preview: null, source: null, refreshKey: state.refreshKey + 1 };
    case 'failed':
      return { ...state, error: action.error };
    case 'settled':
      return { ...state, busy: null, progress: null };
  }
}

/** Lines that will be left out: neither resolved nor settled by a choice. */
export const unsettledLines = ({ preview, choices }: FileImportState) =>
  preview ? preview.entries.filter((e) => e.status !== 'resolved' && !choices.has(e.line)) : [];

/** How many card copies a commit would write. */
export const importCopies = ({ preview, choices }: FileImportState) =>
  preview
    ? preview.entries.reduce((n, e) => n + (e.status === 'resolved' || choices.has(e.line) ? e.quantity : 0), 0)
    : 0;

/** The preview can be committed: every line readable, something to import, and a variant for a new deck. */
export const canCommit = (state: FileImportState) =>
  !!state.preview &&
  state.preview.problems.length === 0 &&
  importCopies(state) > 0 &&
  (state.into === 'collection' || !!state.variant);
