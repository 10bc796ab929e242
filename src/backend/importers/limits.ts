/**
 * The limits on deck and collection files, in one place (documented in docs/security.md).
 * A file over either is refused before it is parsed: a 1,000,000-line file once took 3.6 GB of
 * memory to preview (issue 23, finding 7). The renderer checks the byte limit again before
 * uploading (`src/renderer/src/screens/import/files/types.ts`).
 */

/** The largest file read (the largest real export in the fixtures, a ManaBox collection, is 3.5 MB). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/**
 * The most lines a file may have (the largest real export in the fixtures has 20,726): ten times
 * that still previews in a few seconds, while the per-line records of a far longer file would
 * take gigabytes.
 */
export const MAX_FILE_LINES = 200_000;
