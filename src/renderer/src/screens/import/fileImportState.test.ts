import { describe, expect, it } from 'vitest';
import {
  canCommit,
  fileImportReducer,
  importCopies,
  initialFileImportState,
  unsettledLines,
  type FileImportAction,
  type FileImportState,
} from './fileImportState';
import { MAX_FILE_BYTES, type CommitResult, type Line, type Preview } from './files/types';

const line = (n: number, status: Line['status'], quantity = 1): Line => ({
  line: n,
  quantity,
  name: `Card ${n}`,
  board: 'main',
  foil: false,
  condition: 'NM',
  status,
  candidates: [],
  suggestions: [],
});

const preview = (overrides: Partial<Preview> = {}): Preview => ({
  fileName: 'burn.txt',
  format: 'arena',
  formatLabel: 'Arena',
  lines: 3,
  entries: [line(1, 'resolved', 4), line(2, 'ambiguous', 2), line(3, 'unknown', 1)],
  problems: [],
  counts: { resolved: 1, ambiguous: 1, unknown: 1, problems: 0, copies: 4 },
  databaseCards: 1000,
  digest: 'abc',
  parseMs: 1,
  resolveMs: 2,
  ...overrides,
});

const source = { fileName: 'burn.txt', text: '4 Lightning Bolt' };
const run = (state: FileImportState, ...actions: FileImportAction[]) => actions.reduce(fileImportReducer, state);
const previewed = (p = preview()) =>
  run(
    initialFileImportState,
    { type: 'previewStarted', source },
    { type: 'previewReceived', preview: p, fileName: source.fileName },
    { type: 'settled' },
  );

describe('fileImportReducer', () => {
  it('starts idle with nothing picked, importing into the collection', () => {
    expect(initialFileImportState).toMatchObject({
      source: null,
      preview: null,
      busy: null,
      into: 'collection',
      refreshKey: 0,
    });
  });

  it('takes the first variant unless one is already chosen', () => {
    const variants = [
      { id: 'dice-duel', name: 'Dice Duel' },
      { id: 'magic-54', name: 'Magic 54' },
    ];
    expect(run(initialFileImportState, { type: 'variantsLoaded', variants }).variant).toBe('dice-duel');
    expect(
      run(
        initialFileImportState,
        { type: 'edited', set: { variant: 'magic-54' } },
        { type: 'variantsLoaded', variants },
      ).variant,
    ).toBe('magic-54');
    expect(run(initialFileImportState, { type: 'variantsLoaded', variants: [] })).toMatchObject({
      variants: [],
      variant: '',
    });
  });

  it('picking a file starts a preview: clears the old preview, choices, result and error', () => {
    const before: FileImportState = {
      ...initialFileImportState,
      preview: preview(),
      choices: new Map([[2, 'p2']]),
      done: { into: 'collection', copies: 1, lines: 1, skipped: [] },
      error: new Error('old'),
    };
    const s = run(before, { type: 'previewStarted', source });
    expect(s).toMatchObject({ source, preview: null, done: null, error: null, busy: 'preview' });
    expect(s.choices.size).toBe(0);
  });

  it('a received preview names the deck after the file, or after the deck name the file gives', () => {
    const s = previewed();
    expect(s.preview?.digest).toBe('abc');
    expect(s.deckName).toBe('burn');
    expect(s).toMatchObject({ busy: null, progress: null });
    expect(previewed(preview({ deckName: 'Burn!' })).deckName).toBe('Burn!');
  });

  it('follows progress and forgets it when the job settles', () => {
    const s = run(
      initialFileImportState,
      { type: 'previewStarted', source },
      { type: 'progressed', progress: { phase: 'Reading', done: 1, total: 3 } },
    );
    expect(s.progress).toEqual({ phase: 'Reading', done: 1, total: 3 });
    expect(run(s, { type: 'settled' })).toMatchObject({ busy: null, progress: null });
  });

  it('a failed preview records the error and ends idle, with no preview', () => {
    const err = new Error('unreadable');
    const s = run(
      initialFileImportState,
      { type: 'previewStarted', source },
      { type: 'failed', error: err },
      { type: 'settled' },
    );
    expect(s).toMatchObject({ error: err, preview: null, busy: null, source });
  });

  it('refuses a file that is too big without reading it', () => {
    const s = run(previewed(), { type: 'fileTooBig', fileName: 'huge.csv', size: MAX_FILE_BYTES + 1 });
    expect(s.preview).toBeNull();
    expect(s.error).toBeInstanceOf(Error);
    expect((s.error as Error).message).toBe(
      'huge.csv is 16.0 MB; Kitchen Table reads deck and collection files up to 16.0 MB. Nothing was imported.',
    );
  });

  it('choosing a printing settles a line; choosing nothing unsettles it again', () => {
    const s = previewed();
    expect(unsettledLines(s).map((l) => l.line)).toEqual([2, 3]);
    expect(importCopies(s)).toBe(4);
    const chosen = run(s, { type: 'chose', line: 2, printingId: 'p2' });
    expect(chosen.choices).not.toBe(s.choices);
    expect(s.choices.size).toBe(0);
    expect(unsettledLines(chosen).map((l) => l.line)).toEqual([3]);
    expect(importCopies(chosen)).toBe(6);
    expect(run(chosen, { type: 'chose', line: 2, printingId: undefined }).choices.size).toBe(0);
  });

  it('can commit into the collection, or into a deck only with a variant, and never with unreadable lines', () => {
    const s = previewed();
    expect(canCommit(initialFileImportState)).toBe(false);
    expect(canCommit(s)).toBe(true);
    expect(canCommit(run(s, { type: 'edited', set: { into: 'deck' } }))).toBe(false);
    expect(
      canCommit(run(s, { type: 'edited', set: { into: 'deck' } }, { type: 'edited', set: { variant: 'dice-duel' } })),
    ).toBe(true);
    const broken = previewed(preview({ problems: [{ line: 9, message: 'no quantity', text: 'x' }] }));
    expect(canCommit(broken)).toBe(false);
    const nothing = previewed(preview({ entries: [line(1, 'unknown')] }));
    expect(canCommit(nothing)).toBe(false);
  });

  it('discarding drops the preview and the source', () => {
    expect(run(previewed(), { type: 'discarded' })).toMatchObject({ preview: null, source: null });
  });

  it('a commit clears the error, and when done shows the result, drops the preview and refreshes the export list', () => {
    const started = run({ ...previewed(), error: new Error('old') }, { type: 'commitStarted' });
    expect(started).toMatchObject({ busy: 'commit', error: null });
    const result: CommitResult = { into: 'collection', copies: 4, lines: 1, skipped: [] };
    const s = run(started, { type: 'committed', result }, { type: 'settled' });
    expect(s).toMatchObject({ done: result, preview: null, source: null, refreshKey: 1, busy: null });
  });

  it('a failed commit keeps the preview so it can be tried again', () => {
    const err = new Error('digest changed');
    const s = run(previewed(), { type: 'commitStarted' }, { type: 'failed', error: err }, { type: 'settled' });
    expect(s).toMatchObject({ error: err, busy: null, source, refreshKey: 0 });
    expect(s.preview).not.toBeNull();
  });

  it('keeps the paste box, online switch and deck name as typed', () => {
    const s = run(
      initialFileImportState,
      { type: 'edited', set: { pasted: '4 Shock' } },
      { type: 'edited', set: { online: true } },
      { type: 'edited', set: { deckName: 'Mine' } },
      { type: 'formatsLoaded', formats: [] },
    );
    expect(s).toMatchObject({ pasted: '4 Shock', online: true, deckName: 'Mine' });
  });
});
