/**
 * The executor registry: every effect kind the core can run, in one table. `EXECUTABLE_KINDS` is
 * also what the coverage report counts: a card is executable when every effect it has is in here
 * (statics included: those the layers and combat read, listed in `STATIC_KINDS`).
 */
import { setExecutableKinds } from '../legal';
import { BASIC } from './basic';
import { CONTINUOUS } from './continuous';
import { COPY } from './copy';
import { FLOW } from './flow';
import { LIBRARY } from './library';
import { MADNESS } from './madness';
import { UPKEEP_COSTS } from './upkeepCosts';
import { RETURN_WITH_COUNTER } from './returnWithCounter';
import { FABRICATE } from './fabricate';
import { UNEARTH } from './unearth';
import { EXTORT } from './extort';
import { RAMPAGE } from './rampage';
import { INGEST } from './ingest';
import { CASCADE } from './cascade';
import { REBOUND } from './rebound';
import { MODULAR } from './modular';
import { HAUNT } from './haunt';
import { SUSPEND } from './suspend';
import { UNLEASH } from './unleash';
import { GRAFT } from './graft';
import { PROVOKE } from './provoke';
import { MIRACLE } from './miracle';
import { RECOVER } from './recover';
import { NINJUTSU } from './ninjutsu';
import { MYRIAD } from './myriad';
import { ENTERS_WITH_CHOICE } from './entersWithChoice';
import type { ExecTable } from './types';

export const EXECUTORS: ExecTable = {
  ...BASIC,
  ...CONTINUOUS,
  ...FLOW,
  ...LIBRARY,
  ...COPY,
  ...MADNESS,
  ...UPKEEP_COSTS,
  ...RETURN_WITH_COUNTER,
  ...FABRICATE,
  ...UNEARTH,
  ...EXTORT,
  ...RAMPAGE,
  ...INGEST,
  ...CASCADE,
  ...REBOUND,
  ...MODULAR,
  ...HAUNT,
  ...SUSPEND,
  ...UNLEASH,
  ...GRAFT,
  ...PROVOKE,
  ...MIRACLE,
  ...RECOVER,
  ...NINJUTSU,
  ...MYRIAD,
  ...ENTERS_WITH_CHOICE,
};

/** Kinds that are meaningful as static abilities and that the layers, combat or casting read. */
export const STATIC_KINDS = [
  'keyword',
  'modifyPT',
  'grantKeyword',
  'loseKeyword',
  'restrict',
  'ptEqualsCount',
  'noMaxHandSize',
  'mustAttack',
  'entersWith',
  'uncounterable',
  'costChange',
  'becomeCreature',
  'gainControl',
  'spellLimit',
  'cantCast',
  'extraLand',
  'untargetable',
  'grantAbility',
  'defineX',
  'forEach',
  'extraBlocks',
  'preventAllTo',
  'blockedByAtMostOne',
  'assignAsUnblocked',
  'lure',
  'mayNotUntap',
  // Read by the keep decision (mulligan.ts, CR 103.6).
  'beginInPlay',
] as const;

export const EXECUTABLE_KINDS: ReadonlySet<string> = new Set([...Object.keys(EXECUTORS), ...STATIC_KINDS]);
setExecutableKinds(EXECUTABLE_KINDS);
