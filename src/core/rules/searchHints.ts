/**
 * How the search bot plays a rules-core game (the engine's `SearchHints`): every candidate is played
 * out to the same turn (one round of the table: the opponents' answer is seen, an attack meets the
 * counter-attack), and only the decisions where that matters get playouts.
 */
import type { SearchHints } from '../engine/variant';
import type { PendingKind } from './decisions';
import type { GameState } from './types';
import type { RulesView } from './view';

/**
 * Decisions judged well enough by one ply of the evaluation (the mulligan's keep rule, which card to
 * put on the bottom, damage order among blockers, trigger order, a colour): playouts cost as much
 * as for an attack and change little.
 */
const ONE_PLY: ReadonlySet<PendingKind> = new Set<PendingKind>([
  'mulligan',
  'bottom',
  'damageOrder',
  'triggerOrder',
  'color',
]);

export const rulesSearchHints: SearchHints<GameState, RulesView> = {
  horizonTurns: (s) => s.players.filter((p) => !p.lost).length,
  worthSearching: (v) => !v.pending || !ONE_PLY.has(v.pending.d),
};
