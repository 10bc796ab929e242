/**
 * Basic land names as printed in other languages (real printed names), so that lists written with
 * local names (`4 Île`, `4 Forêt` in a French Arena export) resolve. Other cards need their
 * English name: the local database holds English names only.
 */
import { normalizeName } from '../../core/cards';

const BASICS: Record<string, string[]> = {
  Plains: ['Plaine', 'Ebene', 'Llanura', 'Pianura', 'Planície', 'Равнина', '平地'],
  Island: ['Île', 'Insel', 'Isla', 'Isola', 'Ilha', 'Остров', '島'],
  Swamp: ['Marais', 'Sumpf', 'Pantano', 'Palude', 'Pântano', 'Болото', '沼'],
  Mountain: ['Montagne', 'Gebirge', 'Montaña', 'Montagna', 'Montanha', 'Гора', '山'],
  Forest: ['Forêt', 'Wald', 'Bosque', 'Foresta', 'Floresta', 'Лес', '森'],
};

const ENGLISH = new Map<string, string>();
for (const [english, names] of Object.entries(BASICS)) for (const n of names) ENGLISH.set(normalizeName(n), english);

/** The English name of a basic land written in another language, or undefined. */
export function englishBasicName(name: string): string | undefined {
  return ENGLISH.get(normalizeName(name));
}
