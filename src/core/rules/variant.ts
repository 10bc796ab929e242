/**
 * A rules module becomes a {@link Variant}: the same setup, decisions, views, bots and replays as every
 * other game in the app. Classic Magic, Magic Combat and Magic Combat with Dice are each one call.
 */
import type { TableOption, Variant } from '../engine/variant';
import type { RulesConfig } from './config';
import type { Action } from './decisions';
import { describeRulesAction } from './describe';
import { determinize } from './determinize';
import type { Draft } from './draft';
import { activeSeats, advance, applyAction, legalActions } from './engine';
import { evaluateState } from './evaluate';
import type { RulesModule } from './module';
import { rulesSearchHints } from './searchHints';
import { setupGame } from './setup';
import type { GameState } from './types';
import { viewOf, type RulesView } from './view';
import './exec/registry';

/**
 * The state once the stack has resolved with everyone passing (at most a few passes): a one-ply
 * judgement of "cast Lightning Bolt at that creature" must see the creature die, not the spell
 * waiting on the stack.
 */
function settle(s: GameState, m: RulesModule): GameState {
  let cur = s;
  for (let i = 0; i < 12 && cur.stack.length && cur.pending?.d === 'priority' && !cur.result; i++)
    cur = applyAction(cur, m, cur.pending.seat, { t: 'pass' }, true).state;
  return cur;
}

/** A variant's configuration: made, read from the wire, turned into the core's (its config.ts). */
export interface RulesVariantConfig<C> {
  defaultConfig(seats?: number): C;
  parseConfig(raw: unknown): C;
  /** The core configuration (decks, life, switches) a variant config stands for. */
  rulesConfig(c: C): RulesConfig;
  tableOptions?: readonly TableOption[];
}

/** A variant on a rules module: its id is the module's. */
export interface RulesVariantMeta<C> extends RulesVariantConfig<C> {
  name: string;
  seats: { min: number; max: number };
  /** The variant's own state, put in before the first step is entered (its `ext`, its setup process). */
  prepare?(draft: Draft, config: C): void;
  /** A variant's own view, judgement and determinization in place of the core's (they read its `ext`). */
  view?: Variant<GameState, Action, RulesView, C>['view'];
  evaluate?: Variant<GameState, Action, RulesView, C>['evaluate'];
  determinize?: Variant<GameState, Action, RulesView, C>['determinize'];
}

export function makeRulesVariant<C>(
  m: RulesModule,
  meta: RulesVariantMeta<C>,
): Variant<GameState, Action, RulesView, C> {
  return {
    id: m.id,
    name: meta.name,
    seats: meta.seats,
    defaultConfig: meta.defaultConfig,
    parseConfig: meta.parseConfig,
    ...(meta.tableOptions ? { tableOptions: meta.tableOptions } : {}),
    setup(config, seed) {
      const { draft } = setupGame(meta.rulesConfig(config), seed, m);
      meta.prepare?.(draft, config);
      advance(draft, m);
      return draft.s;
    },
    activeSeats,
    legalActions: (s, seat) => legalActions(s, m, seat),
    apply: (s, seat, a, trusted) => applyAction(s, m, seat, a, trusted),
    view: meta.view ?? viewOf,
    result: (s) => s.result ?? undefined,
    evaluate: meta.evaluate ?? ((s, seat) => evaluateState(settle(s, m), seat)),
    determinize: meta.determinize ?? determinize,
    describeAction: describeRulesAction,
    turnNumber: (s) => s.turn,
    search: rulesSearchHints,
  };
}
