import type { Migration } from '../migrate';
import { m001Initial } from './001_initial';
import { m002Cards } from './002_cards';
import { m004Decks } from './004_decks';
import { m006Scan } from './006_scan';
import { m007Quarantine } from './007_quarantine';
import { m008Matches } from './008_matches';

/** Every migration, in order. Append only: a released migration is never edited. */
export const migrations: Migration[] = [m001Initial, m002Cards, m004Decks, m006Scan, m007Quarantine, m008Matches];
