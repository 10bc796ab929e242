import { useEffect, useState } from 'react';
import { api } from '../../../api/client';

export interface CardRole {
  role: string;
  effect: string;
}

let cached: Promise<Map<string, CardRole>> | null = null;

/** Magic 54's card roles by rank (Creature, Mana, Damage, Action) from the variant's own deck rules (decks.variants). */
function loadRoles(): Promise<Map<string, CardRole>> {
  cached ??= api.call('decks.variants', {}).then((all) => {
    const m54 = all.find((v) => v.id === 'magic-54');
    const out = new Map<string, CardRole>();
    for (const team of m54?.fixedTeams ?? [])
      for (const c of team.cards) out.set(c.rank, { role: c.role, effect: c.effect });
    return out;
  });
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

/** The roles once loaded (an empty map until then: the cards show without their captions). */
export function useMagic54Roles(): Map<string, CardRole> {
  const [roles, setRoles] = useState<Map<string, CardRole>>(new Map());
  useEffect(() => {
    let live = true;
    loadRoles().then(
      (r) => live && setRoles(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return roles;
}
