import type { z } from 'zod';
import { appMethods } from './app';
import { effectsMethods } from './effects';
import { cardsMethods } from './cards';
import { decksMethods } from './decks';
import { filesMethods } from './files';
import { scanMethods } from './scan';
import { gamesMethods } from './games';
import { matchesMethods } from './matches';

export type { ApiError, ApiErrorCode, CallResult, ProgressEvent } from './errors';
export type { MethodSpec } from './define';

/**
 * The ONE API the UI (renderer), the CLI and the tests talk to. Each feature declares its
 * methods in its own file; they are gathered here. Names are `<area>.<verb>`.
 */
export const contract = {
  ...appMethods,
  ...effectsMethods,
  ...cardsMethods,
  ...decksMethods,
  ...filesMethods,
  ...scanMethods,
  ...gamesMethods,
  ...matchesMethods,
};

export type Contract = typeof contract;
export type MethodName = keyof Contract & string;
/** What a caller passes (before defaults are applied). */
export type MethodInput<M extends MethodName> = z.input<Contract[M]['input']>;
/** What a handler receives (after validation and defaults). */
export type ParsedInput<M extends MethodName> = z.output<Contract[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Contract[M]['output']>;

export const methodNames = Object.keys(contract) as MethodName[];
