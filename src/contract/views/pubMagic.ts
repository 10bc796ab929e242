/** Pub Magic's view (src/core/variants/pub-magic/types.ts `PubMagicView`) as a schema. */
import { z } from 'zod';
import type { PubMagicView } from '../../core/variants/pub-magic/types';
import { gameResultSchema, seat } from './common';
import type { Same } from './same';

const pubType = z.enum(['Land', 'Creature', 'Instant', 'Sorcery', 'Enchantment', 'Artifact', 'Planeswalker']);

const card = z.object({ id: z.number(), name: z.string(), typeLine: z.string(), types: z.array(pubType) });

const fight = z.object({
  attacker: seat,
  defender: seat,
  attackers: z.array(z.number()),
  blockers: z.array(z.number()),
  unblockable: z.array(z.number()),
  removed: z.array(z.number()),
  queue: z.array(seat),
});

const lastFight = z.object({ attacker: seat, defender: seat, turn: z.number(), won: z.boolean() });

export const pubMagicViewSchema = z.object({
  seat,
  config: z.object({
    seats: z.number(),
    target: z.number(),
    deal: z.number(),
    keep: z.number(),
    attacks: z.enum(['each-neighbour', 'one']).optional(),
  }),
  cards: z.array(card),
  phase: z.enum(['discard', 'main', 'declare', 'respond', 'giveLand', 'over']),
  deckCount: z.number(),
  hands: z.array(z.array(z.number()).nullable()),
  handCounts: z.array(z.number()),
  buried: z.array(z.array(z.number()).nullable()),
  buriedCounts: z.array(z.number()),
  discard: z.array(z.number()),
  tables: z.array(z.array(z.number())),
  placed: z.array(z.number()),
  active: seat,
  turn: z.number(),
  started: z.array(z.boolean()),
  attacked: z.boolean(),
  attackedSeats: z.array(seat),
  declaring: z.object({ target: seat, attackers: z.array(z.number()) }).nullable(),
  fight: fight.nullable(),
  lastFight: lastFight.nullable(),
  result: gameResultSchema.nullable(),
  totals: z.array(z.number()),
});

const check: Same<z.infer<typeof pubMagicViewSchema>, PubMagicView> = true;
void check;
