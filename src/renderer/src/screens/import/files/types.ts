import type { MethodOutput } from '../../../../../contract';

export type Preview = MethodOutput<'files.preview'>;
export type Line = Preview['entries'][number];
export type CardChoice = Line['candidates'][number];
export type CommitResult = MethodOutput<'files.commit'>;
export type FileFormat = MethodOutput<'files.formats'>[number];

/** Files bigger than this are refused before they are read (the backend refuses them too). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const printingLabel = (c: CardChoice) => `${c.set.toUpperCase()} #${c.collectorNumber}`;
