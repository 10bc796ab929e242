import type { Bot } from '../engine';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { makeSearchBot, SEARCH_LEVELS } from './search';

export { randomBot } from './random';
export { greedyBot, greedyChoice } from './greedy';
export { makeSearchBot, searchChoice, SEARCH_DEFAULTS, SEARCH_LEVELS, type SearchOptions } from './search';

export type BotKind = 'random' | 'greedy' | 'search';
export type BotStrength = keyof typeof SEARCH_LEVELS;
export const BOT_KINDS: BotKind[] = ['random', 'greedy', 'search'];

/** A bot by name; `strength` applies to `search` only. */
export function makeBot(kind: BotKind, strength: BotStrength = 'normal'): Bot {
  if (kind === 'random') return randomBot;
  if (kind === 'greedy') return greedyBot;
  return makeSearchBot(SEARCH_LEVELS[strength]);
}
