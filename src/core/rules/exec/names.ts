/** Colour words for token names. */
const WORD: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
export const names = (colors: readonly string[]): string[] => colors.map((c) => WORD[c] ?? c);
