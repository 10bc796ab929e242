import type { Variant } from '../../engine';
import { applyAction } from './apply';
import { describeAction } from './describe';
import { evaluate } from './evaluate';
import { decider, legalActions, setup } from './game';
import type { M54Action, M54Config, M54State } from './state';
import { determinize, view, type M54View } from './view';

export type { M54Action, M54Config, M54State } from './state';
export type { M54View, M54PlayerView, M54PermView } from './view';
export * from './cards';

import { DEFAULT_MAX_TURNS, MAGIC_54_TABLE_OPTIONS } from './tableOptions';

/** Not in the text: a game still running after this many turns is a draw (docs/variants/magic-54.md). */
export { DEFAULT_MAX_TURNS, MAGIC_54_TABLE_OPTIONS };

function choice<T extends string>(raw: unknown, name: string, values: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  if (!values.includes(raw as T)) throw new Error(`Magic 54 config: ${name} must be one of ${values.join(', ')}`);
  return raw as T;
}

function parseConfig(raw: unknown): M54Config {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const teams = r.teams;
  let t: M54Config['teams'] = ['red', 'black'];
  if (Array.isArray(teams)) {
    if (teams.length !== 2 || !teams.every((x) => x === 'red' || x === 'black') || teams[0] === teams[1]) {
      throw new Error('Magic 54 config: teams must be ["red","black"] or ["black","red"] (one team per player)');
    }
    t = teams as M54Config['teams'];
  } else if (r.team === 'black') t = ['black', 'red'];
  const starter = r.starter ?? 'random';
  if (starter !== 'random' && starter !== 0 && starter !== 1)
    throw new Error('Magic 54 config: starter must be 0, 1 or "random"');
  const maxTurns = r.maxTurns ?? DEFAULT_MAX_TURNS;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 2 || maxTurns > 10_000) {
    throw new Error('Magic 54 config: maxTurns must be a whole number from 2 to 10000');
  }
  const ace = choice(r.ace, 'ace', ['turn', 'marked'], 'turn');
  const emptyDeck = choice(r.emptyDeck, 'emptyDeck', ['shuffle', 'turn-over'], 'shuffle');
  return { teams: t, starter, maxTurns, ace, emptyDeck };
}

/** Magic 54 (rules text 001): two 27-card teams from one deck of playing cards, 20 life. */
export const magic54: Variant<M54State, M54Action, M54View, M54Config> = {
  id: 'magic-54',
  name: 'Magic 54',
  seats: { min: 2, max: 2 },
  defaultConfig: () => ({
    teams: ['red', 'black'],
    starter: 'random',
    maxTurns: DEFAULT_MAX_TURNS,
    ace: 'turn',
    emptyDeck: 'shuffle',
  }),
  parseConfig,
  tableOptions: MAGIC_54_TABLE_OPTIONS,
  setup,
  activeSeats: (s) => {
    const d = decider(s);
    return d === null ? [] : [d];
  },
  legalActions,
  apply: applyAction,
  view,
  result: (s) => s.result ?? undefined,
  evaluate,
  determinize,
  describeAction,
  turnNumber: (s) => s.turn,
};
