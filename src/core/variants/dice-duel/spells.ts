/**
 * Dice Duel's interpreter for instants (000 Spells: "Instant cards can be attached to any creature
 * … Resolve any actions from the spells"). The effects engine compiles the oracle text; this file
 * decides what each effect means in a dice battle. Only a spell that is exactly one effect this
 * file understands is runnable; everything else is `unrunnable` and follows the table option
 * `unrunnableInstants` (docs/variants/dice-duel.md, "Instants").
 */
import type { Color } from '../../cards/card';
import { compileCard } from '../../effects/verdict';
import type { Effect, Ref } from '../../effects/types';
import type { DeckCardInput, DuelSpell, SpellTargetRule } from './types';

const memo = new Map<string, DuelSpell>();

/**
 * One target creature whose filter Dice Duel can check: types, colours and attacking/blocking.
 * Anything else ("with power 4 or greater", "Goblin", "you control") makes the spell unrunnable.
 */
function targetRule(ref: Ref): SpellTargetRule | undefined {
  if (ref.ref !== 'target' || !ref.filter.types.includes('creature') || (ref.count !== undefined && ref.count !== 1))
    return undefined;
  const rule: SpellTargetRule = {};
  for (const [key, value] of Object.entries(ref.filter)) {
    if (key === 'types') continue;
    if (key === 'colors') rule.colors = value as Color[];
    else if (key === 'notColors') rule.notColors = value as Color[];
    else if (
      key === 'state' &&
      Array.isArray(value) &&
      value.length === 1 &&
      (value[0] === 'attacking' || value[0] === 'blocking')
    )
      rule.side = value[0] === 'attacking' ? 'attacker' : 'defender';
    else return undefined;
  }
  return rule;
}

const NO_TARGET = 'its target is not one creature Dice Duel can check';

/** One compiled effect -> its dice meaning, or a reason it has none. */
function meaning(e: Effect): DuelSpell {
  switch (e.kind) {
    case 'modifyPT': {
      const rule = targetRule(e.what);
      if (!rule || typeof e.power !== 'number' || typeof e.toughness !== 'number')
        return { kind: 'unrunnable', why: NO_TARGET };
      if (e.condition) return { kind: 'unrunnable', why: 'has a condition' };
      // Interpretation (000 Spells): +N/+M adds N attack dice to an attacker or M defence dice to a defender.
      if (e.power >= 0 && e.toughness >= 0) return { kind: 'pump', power: e.power, toughness: e.toughness, ...rule };
      if (e.power <= 0 && e.toughness <= 0)
        return { kind: 'weaken', power: -e.power, toughness: -e.toughness, ...rule };
      return { kind: 'unrunnable', why: 'mixes + and − (e.g. +2/−2)' };
    }
    case 'damage': {
      const rule = targetRule(e.to);
      if (!rule || typeof e.amount !== 'number') return { kind: 'unrunnable', why: NO_TARGET };
      return { kind: 'damage', amount: e.amount, ...rule };
    }
    case 'destroy': {
      const rule = targetRule(e.what);
      if (!rule) return { kind: 'unrunnable', why: NO_TARGET };
      return { kind: 'destroy', ...rule };
    }
    default:
      return { kind: 'unrunnable', why: `"${e.kind}" means nothing in a dice battle` };
  }
}

/** What an instant does in a dice battle (memoised by name and text). */
export function interpretInstant(card: Pick<DeckCardInput, 'name' | 'oracleText' | 'typeLine'>): DuelSpell {
  const key = `${card.name}\u0000${card.oracleText ?? ''}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const compiled = compileCard({ name: card.name, oracleText: card.oracleText ?? '', typeLine: card.typeLine });
  let out: DuelSpell;
  if (compiled.unknown.length > 0) out = { kind: 'unrunnable', why: `the engine cannot read "${compiled.unknown[0]}"` };
  else {
    const effects = compiled.abilities.flatMap((a) => (a.type === 'spell' ? a.effects : []));
    const others = compiled.abilities.filter((a) => a.type !== 'spell');
    if (effects.length !== 1 || others.length > 0) out = { kind: 'unrunnable', why: 'does more than one thing' };
    else out = meaning(effects[0] as Effect);
  }
  memo.set(key, out);
  return out;
}

/** Plain words for the UI and the log. */
export function describeSpell(s: DuelSpell | undefined): string {
  if (!s) return 'not an instant';
  const only = s.side ? ` (${s.side === 'attacker' ? 'attacking' : 'blocking'} creatures only)` : '';
  return describeKind(s) + only;
}

function describeKind(s: DuelSpell): string {
  switch (s.kind) {
    case 'pump':
      return `+${s.power} attack dice / +${s.toughness} defence dice`;
    case 'weaken':
      return `−${s.power} attack dice / −${s.toughness} defence dice to an opposing creature`;
    case 'damage':
      return `${s.amount} damage to an opposing creature (destroys it if its toughness is ${s.amount} or less)`;
    case 'destroy':
      return 'destroys an opposing creature in the battle';
    case 'unrunnable':
      return `not run by the engine (${s.why})`;
  }
}
