import type { Migration } from '../migrate';
import { m001Initial } from './001_initial';

/** Every migration, in order. Append only: a released migration is never edited. */
export const migrations: Migration[] = [m001Initial];
