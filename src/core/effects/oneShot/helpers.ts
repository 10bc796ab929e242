/** The small parsers every one-shot template shares (subjects, amounts, P/T changes, tokens). */
import { parseFilter, parseRef } from '../refs';
import type { Amount, Color, Effect, Filter, Keyword, Ref } from '../types';
import { AMOUNT, COLOR_WORDS, parseAmount, parseKeywordList } from '../words';

export type Builder = (m: RegExpExecArray) => Effect[] | undefined;

/**
 * One sentence shape: a whole-clause regex and the builder of its effects, which returns undefined
 * when a captured part (a target, a filter word) is not understood. `examples` are clauses of real
 * cards as the parser reads them (the card's name as `~`); a test checks that each one is read by this
 * template and no earlier one.
 */
export interface Template {
  /** The sentence shape, in words: how a reader finds the rule for a sentence. */
  name: string;
  examples: readonly { card: string; text: string }[];
  re: RegExp;
  build: Builder;
}

/**
 * The builder of a sentence whose first part names the one object or player it acts on ("Destroy
 * target artifact", "Regenerate ~"): no effects when that part is not understood.
 */
export function onRef(make: (ref: Ref, m: RegExpExecArray) => Effect): Builder {
  return (m) => {
    const ref = parseRef(m[1]!);
    return ref ? [make(ref, m)] : undefined;
  };
}

/**
 * The builder of a sentence with two parts to understand (who and how many, two objects): `read`
 * parses them from the match; no effects unless both are understood.
 */
export function onBoth<A, B>(
  read: (m: RegExpExecArray) => [A | undefined, B | undefined],
  make: (a: A, b: B, m: RegExpExecArray) => Effect,
): Builder {
  return (m) => {
    const [a, b] = read(m);
    return a !== undefined && b !== undefined ? [make(a, b, m)] : undefined;
  };
}

/**
 * "<Player> <verb>s N cards" ("Draw a card", "Target player mills X cards"): the template whose
 * effect is that player doing the verb N times.
 */
export function playerVerbsCards(kind: 'draw' | 'mill', name: string, examples: Template['examples']): Template {
  return {
    name,
    examples,
    re: new RegExp(`^${SUBJ}${kind}s? (${AMOUNT}) cards?$`, 'i'),
    build: onBoth(
      (m) => [player(m[1]), amt(m[2])],
      (who, count) => ({ kind, who, count }),
    ),
  };
}

/**
 * The same object named a second time in one sentence ("Target creature gets +3/+0 and gains first
 * strike"): one target, so the second part acts on "it" — a reused target reference would be a
 * second target. "Each creature …" names the same set again and stays as it is.
 */
export function again(what: Ref): Ref {
  return what.ref === 'target' || what.ref === 'choose' ? { ref: 'it' } : what;
}

export const PT = '([+-](?:\\d+|x))/([+-](?:\\d+|x))';

export function signed(s: string): Amount {
  const v = s.replace('+', '');
  if (/x/i.test(v)) return 'X';
  return Number(v);
}

/** A player subject; missing means "you" (imperative: "Draw a card."). */
export function player(s: string | undefined): Ref | undefined {
  if (!s) return { ref: 'you' };
  // A player subject "they" is the player named before, or the controller of the object named before
  // ("Whenever an opponent casts a white spell, they lose 2 life": the opponent, not the spell), as "that player".
  if (/^they$/i.test(s.trim())) return { ref: 'itsController' };
  return parseRef(s);
}

export function amt(s: string | undefined, fallback: Amount = 1): Amount | undefined {
  if (s === undefined) return fallback;
  return parseAmount(s);
}

export function all(...xs: unknown[]): boolean {
  return xs.every((x) => x !== undefined);
}

export function keywordsOf(list: { keyword: Keyword; of?: string }[]): { keywords: Keyword[]; of?: string } {
  const withOf = list.find((k) => k.of);
  return { keywords: list.map((k) => k.keyword), ...(withOf ? { of: withOf.of } : {}) };
}

export function token(
  countWord: string,
  p: string,
  t: string,
  colorWords: string,
  typeWords: string,
  kw: string | undefined,
  tapped: boolean,
): Effect[] | undefined {
  const count = parseAmount(countWord);
  if (count === undefined) return undefined;
  const colors: Color[] = [];
  if (colorWords.toLowerCase() !== 'colorless') {
    for (const c of colorWords.split(/\s*(?:,|and)\s*/)) {
      if (!c) continue;
      const col = COLOR_WORDS[c.toLowerCase()];
      if (!col) return undefined;
      colors.push(col);
    }
  }
  const words = typeWords.trim().split(/\s+/);
  const artifact = words[words.length - 1]?.toLowerCase() === 'artifact';
  if (artifact) words.pop();
  if (!words.every((w) => /^[A-Z][a-z'-]+$/.test(w))) return undefined;
  const keywords = kw ? parseKeywordList(kw) : [];
  if (!keywords) return undefined;
  return [
    {
      kind: 'createToken',
      count,
      power: Number(p),
      toughness: Number(t),
      colors,
      subtypes: words,
      keywords: keywords.map((k) => k.keyword),
      ...(artifact ? { artifact } : {}),
      ...(tapped ? { tapped } : {}),
    },
  ];
}

export const SUBJ = '(?:(.+?) )?';

/** Effects with one amount that "for each …" multiplies. */
export const SCALABLE = new Set<Effect['kind']>([
  'addMana',
  'draw',
  'gainLife',
  'loseLife',
  'damage',
  'createToken',
  'counters',
  'modifyPT',
  'mill',
  'discard',
]);

/** "instant and/or sorcery cards in your graveyard" -> a graveyard filter. */
export function graveyardFilter(text: string): Filter | undefined {
  const f = parseFilter(`${text.replace(/ and\/or /gi, ' or ')} card`);
  return f ? { ...f, zone: 'graveyard', owner: 'you' } : undefined;
}
