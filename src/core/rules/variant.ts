/**
 * A rules module becomes a {@link Variant}: the same setup, decisions, views, bots and replays as every
 * other game in the app. Classic Magic, Magic Combat and Magic Combat with Dice are each one call.
 */
import type { Variant } from '../engine/variant';
import type { RulesConfig } from './config';
import type { Action } from './decisions';
import { describeRulesAction } from './describe';
import { determinize } from './determinize';
import { activeSeats, advance, applyAction, legalActions } from './engine';
import { evaluateState } from './evaluate';
import type { RulesModule } from './module';
import { setupGame } from './setup';
import type { GameState } from './types';
import { viewOf, type RulesView } from './view';
import './exec/registry';

export interface RulesVariantMeta<C> {
  id: string;
  name: string;
  seats: { min: number; max: number };
  defaultConfig(seats?: number): C;
  parseConfig(raw: unknown): C;
  /** The core configuration (decks, life, switches) a variant config stands for. */
  rulesConfig(c: C): RulesConfig;
}

export function makeRulesVariant<C>(
  m: RulesModule,
  meta: RulesVariantMeta<C>,
): Variant<GameState, Action, RulesView, C> {
  return {
    id: meta.id,
    name: meta.name,
    seats: meta.seats,
    defaultConfig: meta.defaultConfig,
    parseConfig: meta.parseConfig,
    setup(config, seed) {
      const { draft } = setupGame(meta.rulesConfig(config), seed, m);
      advance(draft, m);
      return draft.s;
    },
    activeSeats,
    legalActions: (s, seat) => legalActions(s, m, seat),
    apply: (s, seat, a, trusted) => applyAction(s, m, seat, a, trusted),
    view: viewOf,
    result: (s) => s.result ?? undefined,
    evaluate: evaluateState,
    determinize,
    describeAction: describeRulesAction,
    turnNumber: (s) => s.turn,
    search: { horizonTurns: (s) => s.players.filter((p) => !p.lost).length },
  };
}
