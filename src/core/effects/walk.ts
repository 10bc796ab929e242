import type { Ability, Effect } from './types';

/** The effects nested inside an effect (modes, "you may", "if", delayed triggers …). */
export function childEffects(e: Effect): Effect[] {
  switch (e.kind) {
    case 'optional':
    case 'conditional':
    case 'delayed':
    case 'unlessPaid':
    case 'forEach':
    case 'defineX':
    case 'defineXAs':
      return e.effects;
    case 'grantAbility':
      return 'effects' in e.ability ? e.ability.effects : [];
    case 'modal':
      return e.modes.flat();
    // "sacrifice it unless you discard a card": both what happens and what the player may do instead.
    case 'unless':
      return [...e.effects, ...e.instead];
    default:
      return [];
  }
}

/** Every effect of some abilities, nested ones included, depth first. */
export function allEffects(abilities: readonly Ability[]): Effect[] {
  const out: Effect[] = [];
  const visit = (e: Effect) => {
    out.push(e);
    childEffects(e).forEach(visit);
  };
  for (const a of abilities) if ('effects' in a) a.effects.forEach(visit);
  return out;
}
