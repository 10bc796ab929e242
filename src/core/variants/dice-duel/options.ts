/** Dice Duel's table options and config parsing (the gaps of 000, see docs/variants/dice-duel.md). */
import type { DeckCardInput, DiceDuelConfig, DiceDuelOptions } from './types';

export const DEFAULT_OPTIONS: DiceDuelOptions = {
  extraDice: 'all',
  combatMana: 'mana-value',
  colorsMatter: false,
  unrunnableInstants: 'not-castable',
  winnersReturn: false,
  untap: 'table',
  landsUntap: 'own-turn',
  redraw: 'once',
  target: 10,
  maxTurns: 200,
};

/** The choices of each option, for the UI's option pickers and for validation. */
export const OPTION_CHOICES: { [K in keyof DiceDuelOptions]: readonly DiceDuelOptions[K][] | 'number' } = {
  extraDice: ['all', 'five'],
  combatMana: ['mana-value', 'one-per-creature', 'none'],
  colorsMatter: [false, true],
  unrunnableInstants: ['not-castable', 'one-die'],
  winnersReturn: [false, true],
  untap: ['table', 'active'],
  landsUntap: ['own-turn', 'every-turn'],
  redraw: ['once', 'until-two-lands'],
  target: 'number',
  maxTurns: 'number',
};

export function defaultConfig(): DiceDuelConfig {
  return { options: { ...DEFAULT_OPTIONS } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseCard(raw: unknown, where: string): DeckCardInput {
  if (!isObject(raw) || typeof raw.name !== 'string' || typeof raw.typeLine !== 'string')
    throw new Error(`Dice Duel: ${where} is not a card (it needs a name and a type line)`);
  const c: DeckCardInput = { name: raw.name, typeLine: raw.typeLine };
  if (typeof raw.manaCost === 'string') c.manaCost = raw.manaCost;
  if (typeof raw.manaValue === 'number') c.manaValue = raw.manaValue;
  if (typeof raw.oracleText === 'string') c.oracleText = raw.oracleText;
  if (typeof raw.power === 'string') c.power = raw.power;
  if (typeof raw.toughness === 'string') c.toughness = raw.toughness;
  if (Array.isArray(raw.colors))
    c.colors = raw.colors.filter((x): x is 'W' => typeof x === 'string' && 'WUBRG'.includes(x));
  if (typeof raw.image === 'string') c.image = raw.image;
  else if (
    isObject(raw.printing) &&
    isObject(raw.printing.imageUris) &&
    typeof raw.printing.imageUris.normal === 'string'
  )
    c.image = raw.printing.imageUris.normal;
  const pr = raw.printing;
  if (isObject(pr) && typeof pr.id === 'string')
    c.printing = {
      id: pr.id,
      set: typeof pr.set === 'string' ? pr.set : '',
      collectorNumber: typeof pr.collectorNumber === 'string' ? pr.collectorNumber : '',
    };
  return c;
}

/** Fills a partial/untrusted config with defaults, or throws a plain message saying what is wrong. */
export function parseConfig(raw: unknown): DiceDuelConfig {
  const r = isObject(raw) ? raw : {};
  const options: DiceDuelOptions = { ...DEFAULT_OPTIONS };
  const ro = isObject(r.options) ? r.options : {};
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof DiceDuelOptions)[]) {
    if (!(key in ro)) continue;
    const v = ro[key];
    const choices = OPTION_CHOICES[key];
    if (choices === 'number') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
        throw new Error(`Dice Duel: option ${key} must be a whole number ≥ 1`);
    } else if (!(choices as readonly unknown[]).includes(v))
      throw new Error(`Dice Duel: option ${key} must be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`);
    (options as unknown as Record<string, unknown>)[key] = v;
  }
  // A config that names landsUntap but not untap was saved before the untap option existed: it
  // replays with the reading it was played with (only the active player's cards turn up).
  if ('landsUntap' in ro && !('untap' in ro)) options.untap = 'active';
  const out: DiceDuelConfig = { options };
  if (r.decks !== undefined) {
    if (!Array.isArray(r.decks) || r.decks.length !== 2)
      throw new Error('Dice Duel: decks must be two card lists, one per seat');
    out.decks = r.decks.map((d, s) => {
      if (!Array.isArray(d)) throw new Error(`Dice Duel: deck ${s + 1} is not a card list`);
      return d.map((c, i) => parseCard(c, `card ${i + 1} of deck ${s + 1}`));
    });
  }
  if (r.pool !== undefined) {
    if (!Array.isArray(r.pool)) throw new Error('Dice Duel: pool must be a list of { card, owned }');
    out.pool = r.pool.map((p, i) => {
      if (!isObject(p)) throw new Error(`Dice Duel: pool entry ${i + 1} is not { card, owned }`);
      const owned = typeof p.owned === 'number' && p.owned > 0 ? Math.floor(p.owned) : 1;
      return { card: parseCard(p.card, `pool entry ${i + 1}`), owned };
    });
  }
  if (typeof r.deckSeed === 'string') out.deckSeed = r.deckSeed;
  if (r.build === 'best' || r.build === 'by-the-book') out.build = r.build;
  if (Array.isArray(r.names)) out.names = r.names.map((n, i) => (typeof n === 'string' && n ? n : `Seat ${i + 1}`));
  return out;
}
