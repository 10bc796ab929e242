/** Dice Duel's view (src/core/variants/dice-duel/types.ts `DuelView`) as a schema. */
import { z } from 'zod';
import { cardSchema, colorSchema as color } from '../cards';
import type { DuelView } from '../../core/variants/dice-duel/types';
import type { Same } from './same';

/** Which creatures the spell's target words allow (`SpellTargetRule`). */
const targetRule = {
  colors: z.array(color).optional(),
  notColors: z.array(color).optional(),
  side: z.enum(['attacker', 'defender']).optional(),
};

const spell = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pump'), power: z.number(), toughness: z.number(), ...targetRule }),
  z.object({ kind: z.literal('weaken'), power: z.number(), toughness: z.number(), ...targetRule }),
  z.object({ kind: z.literal('damage'), amount: z.number(), ...targetRule }),
  z.object({ kind: z.literal('destroy'), ...targetRule }),
  z.object({ kind: z.literal('unrunnable'), why: z.string(), ...targetRule }),
]);

const card = z.object({
  id: z.number(),
  owner: z.number(),
  ...cardSchema.pick({ name: true, manaCost: true, manaValue: true, typeLine: true }).shape,
  text: z.string(),
  powerText: z.string().optional(),
  toughnessText: z.string().optional(),
  power: z.number(),
  toughness: z.number(),
  colors: z.array(color),
  kind: z.enum(['land', 'creature', 'instant', 'other']),
  produces: z.array(color),
  spell: spell.optional(),
  image: z.string().optional(),
  printing: z.object({ id: z.string(), set: z.string(), collectorNumber: z.string() }).optional(),
});

const combat = z.object({
  attackers: z.array(z.number()),
  defenders: z.array(z.number()),
  defended: z.boolean(),
  attachments: z.array(z.object({ card: z.number(), seat: z.number(), target: z.number() })),
  destroyed: z.array(z.number()),
  minus: z.record(z.string(), z.number()),
  plus: z.record(z.string(), z.number()),
});

const die = z.object({ sides: z.number(), face: z.number(), color: z.string().optional() });

const lastBattle = z.object({
  attacker: z.number(),
  turn: z.number(),
  attack: z.array(die),
  defence: z.array(die),
  attackTotal: z.number(),
  defenceTotal: z.number(),
  outcome: z.enum(['attacker', 'defender', 'draw', 'undefended']),
  points: z.number(),
});

const playerView = z.object({
  hand: z.array(z.number()),
  libraryCount: z.number(),
  discard: z.array(z.number()),
  lands: z.array(z.object({ id: z.number(), tapped: z.boolean() })),
  creatures: z.array(z.object({ id: z.number(), faceUp: z.boolean() })),
  points: z.number(),
  hiddenIds: z.array(z.number()),
  hiddenCards: z.array(card),
});

const options = z.object({
  extraDice: z.enum(['all', 'five']),
  combatMana: z.enum(['mana-value', 'one-per-creature', 'none']),
  colorsMatter: z.boolean(),
  unrunnableInstants: z.enum(['not-castable', 'one-die']),
  winnersReturn: z.boolean(),
  untap: z.enum(['table', 'active']),
  landsUntap: z.enum(['own-turn', 'every-turn']),
  redraw: z.enum(['once', 'until-two-lands']),
  target: z.number(),
  maxTurns: z.number(),
});

export const duelViewSchema = z.object({
  seat: z.number(),
  config: options,
  known: z.record(z.string(), card),
  players: z.array(playerView),
  active: z.number(),
  turn: z.number(),
  phase: z.enum(['build', 'cast', 'declare', 'defend', 'spells', 'cleanup', 'over']),
  castMode: z.enum(['none', 'cast', 'attack']),
  landPlayed: z.boolean(),
  spellsSeat: z.number(),
  names: z.array(z.string()),
  combat: combat.optional(),
  lastBattle: lastBattle.optional(),
  winner: z.number().optional(),
  endReason: z.string().optional(),
});

const check: Same<z.infer<typeof duelViewSchema>, DuelView> = true;
void check;
