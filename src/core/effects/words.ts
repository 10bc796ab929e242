import type { Amount, Color, Keyword } from './types';

/** Small number words as oracle text writes them. */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fifteen: 15,
  twenty: 20,
};

/** The regex source matching an amount word: `a`, `two`, `3`, `X`. */
export const AMOUNT = `(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fifteen|twenty|\\d+|x)`;

export function parseAmount(word: string): Amount | undefined {
  const w = word.trim().toLowerCase();
  if (w === 'x') return 'X';
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

export const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** Keywords that are one word or phrase with no parameter (CR 702). */
export const SIMPLE_KEYWORDS: Record<string, Keyword> = {
  flying: 'flying',
  'first strike': 'first strike',
  'double strike': 'double strike',
  deathtouch: 'deathtouch',
  lifelink: 'lifelink',
  trample: 'trample',
  vigilance: 'vigilance',
  haste: 'haste',
  reach: 'reach',
  defender: 'defender',
  menace: 'menace',
  hexproof: 'hexproof',
  indestructible: 'indestructible',
  flash: 'flash',
  banding: 'banding',
  shroud: 'shroud',
  fear: 'fear',
  intimidate: 'intimidate',
  prowess: 'prowess',
  infect: 'infect',
  wither: 'wither',
  shadow: 'shadow',
  horsemanship: 'horsemanship',
  flanking: 'flanking',
  exalted: 'exalted',
  devoid: 'devoid',
  changeling: 'changeling',
  persist: 'persist',
  undying: 'undying',
  skulk: 'skulk',
  'split second': 'split second',
};

/** CR 702 keywords with no parameter, a number, a cost, or "N—cost" (suspend). */
const OTHER_KEYWORD = new RegExp(
  '^(morph|megamorph|madness|suspend|unearth|evoke|dash|buyback|convoke|delve|storm|cascade|rebound|soulshift|renown|fabricate|scavenge|unleash|cumulative upkeep|extort|modular|evolve|dethrone|myriad|battle cry|provoke|vanishing|fading|affinity for artifacts|retrace|bestow|overload|phasing|outlast|exploit|ingest|haunt|graft|annihilator|ninjutsu|miracle|prowl|entwine|transmute|dredge|replicate|devour|frenzy|absorb|amplify|sunburst|recover|surge|emerge|escalate|crew|undaunted|partner|equip)' +
    '((?: \\d+)?(?: ?[—-] ?)?(?: ?(?:\\{[0-9wubrgcx/]+\\})+)?)$',
);

const LANDWALK =
  /^(plains|island|swamp|mountain|forest|desert|nonbasic land|legendary land|snow (?:plains|island|swamp|mountain|forest))walk$/i;

/** One keyword ability, e.g. `Flying`, `Protection from red`, `Swampwalk`; undefined if not one. */
export function parseKeyword(text: string): { keyword: Keyword; of?: string } | undefined {
  const t = text.trim().toLowerCase();
  const simple = SIMPLE_KEYWORDS[t];
  if (simple) return { keyword: simple };
  const numbered = /^(bushido|rampage|bloodthirst) (\d+)$/.exec(t);
  if (numbered) return { keyword: numbered[1] as Keyword, of: numbered[2] };
  const costed = /^(cycling|echo|flashback|kicker) ((?:\{[0-9wubrgcx/]+\})+)$/.exec(t);
  if (costed) return { keyword: costed[1] as Keyword, of: costed[2]!.toUpperCase() };
  const other = OTHER_KEYWORD.exec(t);
  if (other) {
    const param = (other[2] ?? '').replace(/^[—-]/, '').trim();
    return { keyword: other[1] as Keyword, ...(param ? { of: param.toUpperCase() } : {}) };
  }
  // CR 702.29e: "basic landcycling" and "[land type]cycling" keep what they search for: `of` is
  // "basic land {1}{B}" or "Forest {2}" (the land type, then the cost).
  const landcycling =
    /^(?:(basic land)cycling|(plains|island|swamp|mountain|forest)cycling) ((?:\{[0-9wubrgcx/]+\})+)$/.exec(t);
  if (landcycling) {
    const what = landcycling[1] ?? landcycling[2]!.replace(/^./, (c) => c.toUpperCase());
    return { keyword: 'landcycling', of: `${what} ${landcycling[3]!.toUpperCase()}` };
  }
  const walk = LANDWALK.exec(t);
  if (walk) return { keyword: 'landwalk', of: walk[1] };
  // CR 702.16: protection from a quality; we understand colours, "everything" and "creatures".
  const prot = /^protection from (white|blue|black|red|green|creatures|artifacts|everything|all colors)$/.exec(t);
  if (prot) return { keyword: 'protection', of: prot[1] };
  if (t === 'protection from the color of your choice') return { keyword: 'protection', of: 'chosen color' };
  const protTypes = /^protection from ([a-z]+s)(?: and from ([a-z]+s))?$/.exec(t);
  if (protTypes && !/^(?:white|blue|black|red|green)$/.test(protTypes[1]!))
    return { keyword: 'protection', of: [protTypes[1], protTypes[2]].filter(Boolean).join(',') };
  const prot2 = /^protection from (white|blue|black|red|green) and from (white|blue|black|red|green)$/.exec(t);
  if (prot2) return { keyword: 'protection', of: `${prot2[1]},${prot2[2]}` };
  return undefined;
}

/** `flying and first strike`, `flying, vigilance, and trample` -> keywords, or undefined. */
export function parseKeywordList(text: string): { keyword: Keyword; of?: string }[] | undefined {
  const parts = text
    .trim()
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .filter(Boolean);
  const out: { keyword: Keyword; of?: string }[] = [];
  for (const p of parts) {
    const k = parseKeyword(p);
    if (!k) return undefined;
    out.push(k);
  }
  return out.length ? out : undefined;
}

/** `{2}{G}{G}` with optional spaces; returns the symbols upper-cased or undefined. */
export function parseManaString(text: string): string | undefined {
  const t = text.trim();
  if (!/^(\{[0-9A-Za-z/]+\})+$/.test(t)) return undefined;
  return t.toUpperCase();
}
