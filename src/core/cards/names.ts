/** Card-name normalisation shared by every lookup: case, diacritics, punctuation, faces. */

/** Ligatures spelled out and accents dropped: `Æther` -> `aether`, `Lim-Dûl` -> `Lim-Dul`. */
export function plainLetters(text: string): string {
  return text
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** `Æther Vial` -> `aether vial`; `Lim-Dûl's Vault` -> `lim-dul's vault`. */
export function normalizeName(name: string): string {
  return plainLetters(name)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The faces a name is written with: `Fire // Ice`, `Fire/Ice` and `Fire // Ice` all give two. */
export function splitFaceNames(name: string): string[] {
  return name
    .split(/\s*\/\/?\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}
