/** One of the five colours of Magic, by its letter. */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

/** The five colours in their usual order. */
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** Each colour's name, as the screens write it. */
export const COLOR_NAMES: Readonly<Record<Color, string>> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };
