/**
 * How good a card is for a variant: one number per card, higher is better. Each variant's build
 * profile names its scorer. Scores only rank cards; they are not game values.
 */
import type { Card } from '../cards/card';
import { cardTypes } from './deck';
import type { Scorer } from './rules';

/** Printed power/toughness as a number: `*` counts 0, `1+*` counts 1, missing counts 0. */
export function statValue(s: string | undefined): number {
  if (!s) return 0;
  const n = parseFloat(s.replace(/[^0-9.+-]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

const has = (card: Card, kw: string) =>
  card.keywords.includes(kw) || new RegExp(`(^|\\n|, )${kw}(,|\\n|$| \\()`, 'i').test(card.oracleText);

/** Keywords that win one-on-one fights (003 creatures "fight" the creature across). */
function fightKeywords(card: Card): number {
  let b = 0;
  if (has(card, 'Deathtouch')) b += 2;
  if (has(card, 'Double strike')) b += 2;
  else if (has(card, 'First strike')) b += 1.5;
  if (has(card, 'Indestructible')) b += 2;
  return b;
}

/** Text that removes or shrinks a creature: the spells that matter most in a creature fight. */
const REMOVAL =
  /(destroy target creature|deals? \d+ damage to (any target|target creature)|exile target creature|target creature gets -\d)/i;
const PUMP = /target creature (you control )?gets \+\d/i;

export interface ScoreOptions {
  /** Does the engine understand this card's text? Cards it does not are worth less where text matters. */
  understood?: (card: Card) => boolean;
}

export function scoreCard(card: Card, scorer: Scorer, options: ScoreOptions = {}): number {
  const types = cardTypes(card);
  const creature = types.has('Creature');
  const p = statValue(card.power);
  const t = statValue(card.toughness);
  const mv = card.manaValue;
  const understood = options.understood ? options.understood(card) : true;
  switch (scorer) {
    case 'dice-duel': {
      // 000 Battle: attack dice by power, defence dice by toughness; 000 Cast: a creature needs
      // lands equal to its mana value, and (dice-duel option combatMana, default) the same again
      // to fight; every attacker is discarded after combat; an undefended attacker scores a point.
      // Cheap creatures with power win the race. Weights tuned against the engine (docs/variants/dice-duel.md).
      if (creature) return 14 + 1.6 * p + 0.3 * t - 5 * mv;
      // 000 Spells: instants attach to creatures; only worth a slot when the engine runs them.
      return (understood ? 2.5 : 0.5) + (PUMP.test(card.oracleText) ? 1 : 0) - 0.5 * mv;
    }
    case 'magic-combat': {
      // 003 Summoning: MV 4-7 costs one sacrifice, 8+ two; creatures fight the one across.
      if (creature) {
        const sacrifice = mv >= 8 ? 4 : mv >= 4 ? 1.5 : 0;
        return 2 + p + t + fightKeywords(card) - sacrifice + (understood ? 0 : -0.5);
      }
      // 003 Combat: the defender may only reveal instants; removal decides fights.
      let s = types.has('Instant') ? 3 : 2.5;
      if (REMOVAL.test(card.oracleText)) s += 2;
      else if (PUMP.test(card.oracleText)) s += 1;
      if (!understood) s -= 1.5;
      return s - 0.15 * mv;
    }
    case 'combat-with-dice': {
      // 004 Undefended/Resisted Attack: d20 + power (- blocker's power): power is what hits.
      if (creature)
        return 3 + 1.4 * p + 0.6 * t - 0.8 * mv + (has(card, 'Flying') ? 0.8 : 0) + (has(card, 'Trample') ? 0.4 : 0);
      let s = 2 + (REMOVAL.test(card.oracleText) ? 2 : PUMP.test(card.oracleText) ? 0.8 : 0);
      if (!understood) s -= 1.5;
      return s - 0.4 * mv;
    }
    case 'classic': {
      // Plain Magic: bodies that are efficient for their mana, evasion, and removal (CR 100.2a decks).
      if (creature)
        return 2.5 + p + 0.7 * t - 0.7 * mv + (has(card, 'Flying') ? 0.8 : 0) + (has(card, 'Haste') ? 0.3 : 0);
      return 2 + (REMOVAL.test(card.oracleText) ? 2.2 : PUMP.test(card.oracleText) ? 0.6 : 0) - 0.35 * mv;
    }
    case 'types-only':
      // 002: only the card's type matters; every card of a type is as good as another.
      return 1;
  }
}
