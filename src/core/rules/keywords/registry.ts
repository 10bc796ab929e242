/**
 * Every keyword the compiler reports and how the rules core plays it — a `Record<Keyword, …>`, so a
 * new keyword in the effect language does not compile without an entry. A card with a keyword
 * marked `not` is not executable (it is never run with its keyword silently ignored).
 */
import type { Keyword } from '../../effects/types';

export type KeywordSupport = 'combat' | 'static' | 'ability' | 'trigger' | 'casting' | { not: string };

export const KEYWORD_SUPPORT: Record<Keyword, KeywordSupport> = {
  flying: 'combat',
  'first strike': 'combat',
  'double strike': 'combat',
  deathtouch: 'combat',
  lifelink: 'combat',
  trample: 'combat',
  vigilance: 'combat',
  haste: 'static',
  reach: 'combat',
  defender: 'combat',
  menace: 'combat',
  hexproof: 'static',
  indestructible: 'static',
  flash: 'casting',
  banding: 'combat',
  shroud: 'static',
  fear: 'combat',
  intimidate: 'combat',
  prowess: 'trigger',
  infect: 'combat',
  wither: 'combat',
  shadow: 'combat',
  horsemanship: 'combat',
  flanking: 'trigger',
  fabricate: 'trigger',
  delve: 'casting',
  unearth: 'ability',
  'affinity for artifacts': 'casting',
  fading: 'trigger',
  vanishing: 'trigger',
  dash: 'casting',
  extort: 'trigger',
  rampage: 'trigger',
  'battle cry': 'trigger',
  annihilator: 'trigger',
  dethrone: 'trigger',
  scavenge: 'ability',
  outlast: 'ability',
  evolve: 'trigger',
  ingest: 'trigger',
  undaunted: 'casting',
  entwine: 'casting',
  retrace: 'casting',
  cascade: 'trigger',
  transmute: 'ability',
  rebound: 'casting',
  modular: 'trigger',
  suspend: 'casting',
  replicate: 'casting',
  surge: 'casting',
  overload: 'casting',
  unleash: 'casting',
  graft: 'trigger',
  exalted: 'trigger',
  devoid: 'static',
  changeling: 'static',
  persist: 'trigger',
  undying: 'trigger',
  skulk: 'combat',
  'split second': 'casting',
  bushido: 'trigger',
  bloodthirst: 'static',
  cycling: 'ability',
  echo: 'trigger',
  flashback: 'casting',
  kicker: 'casting',
  landwalk: 'combat',
  morph: 'casting',
  escalate: 'casting',
  crew: 'ability',
  partner: 'static',
  landcycling: 'ability',
  equip: 'ability',
  protection: 'combat',
  enchant: 'casting',
  megamorph: 'casting',
  madness: 'casting',
  bestow: 'casting',
  soulshift: 'trigger',
  buyback: 'casting',
  storm: 'trigger',
  evoke: 'casting',
  'cumulative upkeep': 'trigger',
  // The other keyword abilities of CR 702 the compiler recognises (issue 18: every one is played).
  convoke: 'casting',
  renown: 'trigger',
  myriad: 'trigger',
  provoke: 'trigger',
  phasing: 'static',
  exploit: 'trigger',
  haunt: 'trigger',
  ninjutsu: 'ability',
  miracle: 'casting',
  prowl: 'casting',
  dredge: 'static',
  devour: 'static',
  frenzy: 'trigger',
  absorb: 'static',
  amplify: 'static',
  sunburst: 'static',
  recover: 'trigger',
  emerge: 'casting',
};

export const keywordRunnable = (k: Keyword): boolean => typeof KEYWORD_SUPPORT[k] !== 'object';

/**
 * A morph cost the core can pay: mana symbols; an X ("Morph {X}{X}{R}") is chosen with the special
 * action (one per X the mana pays) and read by the "when turned face up" trigger (CR 107.3).
 */
export function morphCostRunnable(of: string | undefined): boolean {
  return !!of && /^(\{[^}]+\})+$/.test(of);
}

/** Why this instance of a runnable keyword still cannot run (its parameter), else null. */
export function keywordInstanceGap(k: { keyword: Keyword; of?: string }): string | null {
  if ((k.keyword === 'morph' || k.keyword === 'megamorph') && !morphCostRunnable(k.of)) return `${k.keyword}:cost`;
  return null;
}

/** The keyword, with its parameter, is played by the core. */
export const keywordInstanceRunnable = (k: { keyword: Keyword; of?: string }): boolean =>
  keywordRunnable(k.keyword) && keywordInstanceGap(k) === null;
