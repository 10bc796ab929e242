/**
 * The heavy jobs that run in the backend's worker thread (jobRunner.ts / jobWorker.ts), as plain
 * data both sides share: what each task gets, and what it answers.
 */
import type { BotKind, BotStrength } from '../../core/bots';
import type { OracleCard } from '../../core/cards';
import type { SimulateSummary } from '../../core/engine';
import type { ApiErrorCode } from '../../contract/errors';
import type { EffectsReport } from '../effects/report';

/** `games.simulate`: bots are rebuilt from their kind on the other side. */
export interface SimulateJob {
  variant: string;
  bots: { bot: BotKind; strength?: BotStrength }[];
  games: number;
  seed: string;
  /** The config as prepared from the user's data; the worker parses it again with the variant. */
  config: unknown;
}

/** `effects.report`: a card file the worker reads itself (16,000 cards need not cross threads), or the cards. */
export interface EffectsReportJob {
  file?: string;
  cards?: OracleCard[];
  scope: 'all' | 'creature-instant-sorcery';
  top: number;
}

export type Task = { task: 'simulate'; job: SimulateJob } | { task: 'effectsReport'; job: EffectsReportJob };

export interface TaskResult {
  simulate: { summary: SimulateSummary; seconds: number };
  effectsReport: EffectsReport;
}

export type WorkerMessage =
  | { type: 'progress'; phase: string; done: number; total: number | null }
  | { type: 'done'; result: unknown }
  /** `code`: a plain failure (e.g. a bad card file) keeps its code across the thread. */
  | { type: 'error'; message: string; code?: ApiErrorCode };
