/** Magic 54's view (src/core/variants/magic-54/view.ts `M54View`) as a schema. */
import { z } from 'zod';
import type { M54View } from '../../core/variants/magic-54';
import { gameResultSchema, seat } from './common';
import type { Same } from './same';

const team = z.enum(['red', 'black']);

/** 001 §I: suit + rank, 'H7', 'S10', 'CK'; the Jokers 'XR' and 'XB' (cards.ts `CardId`). */
const cardId = z.string();

const target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), seat }),
  z.object({ kind: z.literal('creature'), uid: z.number() }),
]);

const perm = z.object({
  uid: z.number(),
  card: cardId,
  tapped: z.boolean(),
  sick: z.boolean(),
  damage: z.number(),
  // Worked out by the view so that the table never re-derives them.
  creature: z.boolean(),
  power: z.number(),
  growth: z.number(),
});

const stackItem = z.object({
  seat,
  card: cardId,
  kind: z.enum(['spell', 'special', 'growth']),
  source: z.number().nullable(),
  target: target.nullable(),
});

const shield = z.object({
  kind: z.enum(['prevent', 'sacrifice', 'protect']),
  target,
  jack: z.number().nullable(),
});

const combat = z.object({
  attackers: z.array(
    z.object({
      uid: z.number(),
      blockers: z.array(z.number()),
      split: z.record(z.string(), z.number()).nullable(),
    }),
  ),
  growth: z.array(z.object({ card: cardId, uid: z.number(), amount: z.number(), seat })),
  assigning: z.object({ index: z.number(), remaining: z.number() }).nullable(),
});

const playerView = z.object({
  team,
  life: z.number(),
  handCount: z.number(),
  hand: z.array(cardId).nullable(),
  deckCount: z.number(),
  discard: z.array(cardId),
  field: z.array(perm),
  manaPlayed: z.boolean(),
  availableMana: z.number(),
});

export const m54ViewSchema = z.object({
  seat,
  config: z.object({
    teams: z.tuple([team, team]),
    starter: z.union([seat, z.literal('random')]),
    maxTurns: z.number(),
    ace: z.enum(['turn', 'marked']).optional(),
    emptyDeck: z.enum(['shuffle', 'turn-over']).optional(),
  }),
  turn: z.number(),
  active: seat,
  starter: seat,
  phase: z.enum(['main1', 'attack', 'block', 'combat', 'assign', 'main2', 'discard', 'tuck', 'tutor', 'over']),
  decider: seat.nullable(),
  priority: seat,
  passes: z.number(),
  stack: z.array(stackItem),
  shields: z.array(shield),
  combat: combat.nullable(),
  pending: z.object({ seat, resume: z.enum(['main1', 'main2', 'combat']) }).nullable(),
  players: z.tuple([playerView, playerView]),
  nextUid: z.number(),
  result: gameResultSchema.nullable(),
});

const check: Same<z.infer<typeof m54ViewSchema>, M54View> = true;
void check;
