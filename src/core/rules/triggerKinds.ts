/**
 * Every trigger event the compiler can emit and whether the core detects it (`triggers.ts`,
 * `stateTriggers.ts`, mana triggers in `manaSources.ts`) — a `Record`, so a new event in the effect
 * language does not compile without an entry. A triggered ability on an event marked `not` is not
 * executable (`exec/registry.test.ts` lists them).
 */
import type { Trigger } from '../effects/types';
import { supported, type Support } from './support';

export const TRIGGER_SUPPORT: Support<Trigger['on']> = {
  enters: true,
  dies: true,
  leaves: true,
  attacks: true,
  entersOrAttacks: true,
  upkeep: true,
  endStep: true,
  drawStep: true,
  dealsDamage: true,
  dealtDamage: true,
  cast: true,
  gainLife: true,
  blocks: true,
  becomesBlocked: true,
  blocksOrBecomesBlocked: true,
  attacksOrBlocks: true,
  draw: true,
  discard: true,
  becomesTapped: true,
  cycled: true,
  becomesTarget: true,
  attacksAlone: true,
  tappedForMana: true,
  controlNone: true,
  either: true,
  attacksUnblocked: true,
  turnedFaceUp: true,
};

/** The trigger events the core detects; a triggered ability on any other is not executable. */
export const TRIGGER_KINDS: ReadonlySet<string> = supported(TRIGGER_SUPPORT);
