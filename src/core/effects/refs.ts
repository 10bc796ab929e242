import type { Filter, ObjectType, Ref } from './types';
import { SUBTYPES } from './subtypes';
import { COLOR_WORDS, parseAmount } from './words';

const TYPE_WORDS: Record<string, ObjectType> = {
  creature: 'creature',
  creatures: 'creature',
  player: 'player',
  players: 'player',
  opponent: 'opponent',
  opponents: 'opponent',
  planeswalker: 'planeswalker',
  planeswalkers: 'planeswalker',
  artifact: 'artifact',
  artifacts: 'artifact',
  enchantment: 'enchantment',
  enchantments: 'enchantment',
  land: 'land',
  lands: 'land',
  permanent: 'permanent',
  permanents: 'permanent',
  instant: 'instant',
  instants: 'instant',
  sorcery: 'sorcery',
  sorceries: 'sorcery',
  spell: 'spell',
  spells: 'spell',
  card: 'card',
  cards: 'card',
};

const STATE_WORDS: Record<string, NonNullable<Filter['state']>[number]> = {
  tapped: 'tapped',
  untapped: 'untapped',
  attacking: 'attacking',
  blocking: 'blocking',
};

/** Subtypes that belong to a card type other than creature (CR 205.3). */
const SUBTYPE_TYPES: Record<string, ObjectType> = {
  Plains: 'land',
  Island: 'land',
  Swamp: 'land',
  Mountain: 'land',
  Forest: 'land',
  Desert: 'land',
  Gate: 'land',
  Aura: 'enchantment',
  Equipment: 'artifact',
  Vehicle: 'artifact',
};

function singular(word: string): string {
  if (SUBTYPE_TYPES[word]) return word;
  if (/ves$/.test(word)) return word.replace(/ves$/, 'f');
  if (/(?:ss|us)$/.test(word)) return word;
  // Creature types: Zombies -> Zombie, Faeries -> Faerie (the -y plurals are rare among them).
  if (/ies$/.test(word)) return word.replace(/ies$/, 'ie');
  return word.replace(/s$/, '');
}

const JOINERS = new Set(['or', 'and', 'and/or']);

const KNOWN_SUBTYPES: ReadonlySet<string> = new Set(Object.values(SUBTYPES).flat());

/** Suffixes that restrict who controls / where: checked longest first. */
const SUFFIXES: [RegExp, (f: Filter) => void][] = [
  [/\s+(?:the )?defending player controls$/i, (f) => (f.controller = 'opponent')],

  [/\s+you control$/i, (f) => (f.controller = 'you')],
  [/\s+you don't control$/i, (f) => (f.controller = 'opponent')],
  [/\s+(?:an opponent controls|your opponents control)$/i, (f) => (f.controller = 'opponent')],
  [/\s+with flying$/i, (f) => (f.state = [...(f.state ?? []), 'flying'])],
  [/\s+without flying$/i, (f) => (f.state = [...(f.state ?? []), 'withoutFlying'])],
  [/\s+(?:in|from) your graveyard$/i, (f) => ((f.zone = 'graveyard'), (f.owner = 'you'))],
  [/\s+(?:in|from) an opponent's graveyard$/i, (f) => ((f.zone = 'graveyard'), (f.owner = 'opponent'))],
  [/\s+(?:in|from) a graveyard$/i, (f) => (f.zone = 'graveyard')],
  [/\s+in your hand$/i, (f) => ((f.zone = 'hand'), (f.owner = 'you'))],
  [/\s+on the battlefield$/i, () => undefined],
];

/**
 * A noun phrase naming objects or players: `nonblack creature`, `creature or player`,
 * `attacking or blocking creature`, `Goblin creatures you control`, `creature card in your graveyard`.
 * Returns undefined for any word it does not know: an unknown restriction must not be dropped.
 */
export function parseFilter(text: string): Filter | undefined {
  let t = text.trim();
  const f: Filter = { types: [] };
  for (let changed = true; changed;) {
    changed = false;
    const stat = /\s+with (power|toughness|converted mana cost) (\d+) or (less|greater)$/i.exec(t);
    if (stat) {
      const word = stat[1]!.toLowerCase();
      const key = word === 'power' ? 'power' : word === 'toughness' ? 'toughness' : 'manaValue';
      f[key] = stat[3]!.toLowerCase() === 'less' ? { atMost: Number(stat[2]) } : { atLeast: Number(stat[2]) };
      t = t.slice(0, stat.index);
      changed = true;
    }
    for (const [re, apply] of SUFFIXES) {
      if (re.test(t)) {
        t = t.replace(re, '');
        apply(f);
        changed = true;
      }
    }
  }
  // "creature or player", "artifact, enchantment, or land", "artifact or enchantment"
  const words = t
    .replace(/,\s*or\s+/gi, ' or ')
    .replace(/,\s*/g, ' or ')
    .split(/\s+/)
    .filter(Boolean);
  let sawNoun = false;
  let orSeen = false;
  let adjective = false;
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    const w = raw.toLowerCase();
    if (w === 'or' || w === 'and') continue;
    if (w === 'other' || w === 'another') {
      f.other = true;
      continue;
    }
    if (w === 'card' || w === 'cards') {
      // "creature card": the card is where it is (graveyard, hand); "card" alone is any card.
      if (!sawNoun && f.types.length === 0) f.types.push('card');
      sawNoun = true;
      continue;
    }
    const type = TYPE_WORDS[w];
    // "black spells and green spells": the noun again, not a card type ("spell" is none, CR 300.1).
    if ((w === 'spell' || w === 'spells') && f.types.length === 1 && f.types[0] === 'spell' && !f.cardTypes) {
      sawNoun = true;
      continue;
    }
    // "creature spell", "instant or sorcery spell": the words before "spell" are its card types.
    if ((w === 'spell' || w === 'spells') && f.types.length > 0 && !f.types.includes('player')) {
      f.cardTypes = f.types;
      f.types = ['spell'];
      sawNoun = true;
      continue;
    }
    if (type) {
      // "artifact creature": type words side by side are all required (the last is the noun, the
      // others go to allTypes); "artifact or creature" is either. Both in one phrase: not understood.
      const joined = JOINERS.has(words[i - 1]?.toLowerCase() ?? '');
      const people =
        type === 'player' || type === 'opponent' || f.types.includes('player') || f.types.includes('opponent');
      if (f.types.length && !joined && !people) {
        if (orSeen) return undefined;
        f.allTypes = [...(f.allTypes ?? []), ...f.types];
        f.types = [type];
        adjective = true;
      } else {
        if (f.types.length && joined) {
          if (adjective) return undefined;
          orSeen = true;
        }
        if (!f.types.includes(type)) f.types.push(type);
      }
      sawNoun = true;
      continue;
    }
    const color = COLOR_WORDS[w];
    if (color) {
      f.colors = [...(f.colors ?? []), color];
      continue;
    }
    const non = /^non-?(white|blue|black|red|green|artifact|creature|land|enchantment)$/.exec(w);
    if (non) {
      const c = COLOR_WORDS[non[1]!];
      if (c) f.notColors = [...(f.notColors ?? []), c];
      else f.notTypes = [...(f.notTypes ?? []), TYPE_WORDS[non[1]!]!];
      continue;
    }
    const nonSub = /^non-([A-Z][a-z]+)$/.exec(raw);
    if (nonSub) {
      f.notSubtypes = [...(f.notSubtypes ?? []), nonSub[1]!];
      continue;
    }
    if (w === 'basic' || w === 'legendary' || w === 'snow') {
      f.supertypes = [...(f.supertypes ?? []), w];
      continue;
    }
    const state = STATE_WORDS[w];
    if (state) {
      // "attacking or blocking": the state words joined by "or" are alternatives (stateAny), not all required.
      const before = STATE_WORDS[words[i - 2]?.toLowerCase() ?? ''];
      if (words[i - 1]?.toLowerCase() === 'or' && before && f.state?.at(-1) === before) {
        f.state = f.state.slice(0, -1);
        if (!f.state.length) delete f.state;
        f.stateAny = [...(f.stateAny ?? []), before, state];
      } else if (f.stateAny && words[i - 1]?.toLowerCase() === 'or') f.stateAny = [...f.stateAny, state];
      else f.state = [...(f.state ?? []), state];
      continue;
    }
    // A capitalised word is a subtype: "Goblin", "Walls" (the creature type, singular or plural) —
    // only a real one (CR 205.3, subtypes.ts); any other word leaves the phrase not understood.
    if (/^[A-Z][a-z'-]+$/.test(raw) && !sawNoun) {
      const sub = KNOWN_SUBTYPES.has(raw) ? raw : singular(raw);
      if (!KNOWN_SUBTYPES.has(sub)) return undefined;
      f.subtypes = [...(f.subtypes ?? []), sub];
      const implied = SUBTYPE_TYPES[sub];
      if (implied && !f.types.includes(implied)) f.types.push(implied);
      continue;
    }
    return undefined;
  }
  if (f.types.length === 0) {
    if (!f.subtypes) return undefined;
    f.types.push('creature');
  }
  // "target Sliver creature or player": the subtype restricts the creature only, which one filter with both
  // types cannot say (it would ask the player to be a Sliver). Not understood.
  const people = f.types.some((t) => t === 'player' || t === 'opponent');
  if (people && f.types.some((t) => t !== 'player' && t !== 'opponent') && OBJECT_ONLY.some((k) => f[k] !== undefined))
    return undefined;
  return f;
}

/** Restrictions that only an object can meet (a player has no subtype, colour, state or power). */
const OBJECT_ONLY = [
  'subtypes',
  'notSubtypes',
  'colors',
  'notColors',
  'notTypes',
  'allTypes',
  'supertypes',
  'state',
  'stateAny',
  'power',
  'toughness',
  'manaValue',
] as const satisfies readonly (keyof Filter)[];

/**
 * Who or what: `target creature`, `up to two target creatures`, `each opponent`, `CARDNAME`, `you`,
 * `enchanted creature`, `it`. `self` is the card's own placeholder (the name replaced, see text.ts).
 */
export function parseRef(text: string): Ref | undefined {
  // A sentence's first word is capitalised: "Non-Elf creatures get -2/-2 until end of turn."
  const t = text.trim().replace(/^Non-/, 'non-');
  const l = t.toLowerCase();
  if (l === '~' || l === 'itself' || l === 'this creature' || l === 'this permanent' || l === 'this spell')
    return { ref: 'self' };
  if (l === 'you') return { ref: 'you' };
  if (l === 'defending player') return { ref: 'defendingPlayer' };
  // "that player" is the player named before, or the controller of the object named before ("Whenever a
  // player taps a land for mana, ~ deals 1 damage to that player": the player, not the land): never "it".
  if (l === 'that player') return { ref: 'itsController' };
  if (
    l === 'it' ||
    l === 'that creature' ||
    l === 'that permanent' ||
    l === 'they' ||
    l === 'those creatures' ||
    l === 'them'
  )
    return { ref: 'it' };
  if (/^(?:its|that (?:creature|permanent|land|spell|artifact|enchantment)'s) controller$/.test(l))
    return { ref: 'itsController' };
  if (/^enchanted (?:creature|permanent|land|artifact|enchantment|planeswalker)$/.test(l)) return { ref: 'enchanted' };
  if (l === 'equipped creature') return { ref: 'equipped' };
  if (l === 'any target') return { ref: 'target', filter: { types: ['creature', 'player', 'planeswalker'] } };
  let m = /^(up to )?(\w+) (other )?target (.+)$/i.exec(t);
  if (m && !/^another$/i.test(m[2]!)) {
    const count = parseAmount(m[2]!);
    const filter = parseFilter((m[3] ?? '') + m[4]!);
    if (count === undefined || !filter) return undefined;
    return { ref: 'target', filter, count, ...(m[1] ? { upTo: true } : {}) };
  }
  m = /^(another )?target (.+)$/i.exec(t);
  if (m) {
    const filter = parseFilter(m[2]!);
    if (!filter) return undefined;
    if (m[1]) filter.other = true;
    return { ref: 'target', filter };
  }
  m = /^(?:each|all) (.+)$/i.exec(t);
  if (m) {
    // "each creature and each player"
    const both = /^(.+) and each (.+)$/i.exec(m[1]!);
    if (both) {
      const a = parseFilter(both[1]!);
      const b = parseFilter(both[2]!);
      // Only plain nouns merge ("each creature and each player"); restrictions would apply to both halves.
      if (!a || !b || Object.keys(a).length > 1 || Object.keys(b).length > 1) return undefined;
      return { ref: 'each', filter: { types: [...a.types, ...b.types] } };
    }
    const filter = parseFilter(m[1]!);
    if (!filter) return undefined;
    return { ref: 'each', filter };
  }
  m = /^(a|an|one|two|three|another) (.+)$/i.exec(t);
  if (m) {
    const another = m[1]!.toLowerCase() === 'another';
    const count = another ? 1 : parseAmount(m[1]!);
    const filter = parseFilter(m[2]!);
    if (filter && another) filter.other = true;
    if (count !== undefined && filter && !filter.types.includes('player') && !filter.types.includes('opponent'))
      return { ref: 'choose', filter, count };
    return undefined;
  }
  // Plural nouns without "each": "creatures you control", "other Goblins you control".
  if (/^(?:other )?(?:(?:non-?)?\w+ )*(?:creatures|[A-Z]\w+s)(?: .*)?$/.test(t) && /s\b/.test(t)) {
    const filter = parseFilter(t);
    if (filter && !filter.types.includes('player')) return { ref: 'each', filter };
  }
  return undefined;
}
