/**
 * Keywords that are abilities of their own (CR 702: flanking, exalted, frenzy, persist … are
 * triggered or activated abilities), as opposed to the static ones the layers read from an
 * object's keywords (flying, trample). Given by another object ("Sliver creatures you control have
 * frenzy 1", "target creature gains flanking"), layer 6 gives the receiver the keyword's abilities
 * as references (`AbilityRef.a = GRANTED_KEYWORD`) that `abilityOf` resolves here.
 *
 * Granted abilities that trigger as the object leaves the battlefield (persist, undying) look back
 * through the zone event's `granted` (zones.ts, CR 603.10a). Not built: a granted keyword that works
 * from another zone (unearth, scavenge are activated from the graveyard, and layers cover the
 * battlefield). The core does not run a card that grants one in full (`executable`,
 * `notExecutable`), so deck builders leave it out instead of playing the grant as nothing.
 */
import type { Keyword } from '../../effects/types';
import { markManaAbilities, keywordAbilities } from './abilities';
import { numberSlots, type CardDef, type RAbility } from '../defs';
import { parseManaCost } from '../mana';
import type { AbilityRef } from '../types';

/** `AbilityRef.a` of a keyword ability another object gave (`kw`, `of`, `k` name it). */
export const GRANTED_KEYWORD = -2;

const memo = new Map<string, RAbility[]>();
const grantable = new Map<Keyword, boolean>();

/** A definition with only this keyword: what the keyword adds by itself. */
function alone(keyword: Keyword, of?: string): CardDef {
  return {
    name: '',
    manaCost: '',
    cost: parseManaCost(''),
    mv: 0,
    typeLine: '',
    types: 0,
    supertypes: 0,
    subtypes: [],
    colors: 0,
    power: null,
    toughness: null,
    loyalty: null,
    text: '',
    abilities: [],
    keywords: [{ keyword, ...(of !== undefined ? { of } : {}) }],
    unknown: [],
    token: false,
  };
}

/** The abilities keyword `kw` (with its number or cost `of`) gives whoever has it (pure: memoized). */
export function keywordOwnAbilities(kw: Keyword, of?: string): readonly RAbility[] {
  const key = `${kw}\u0000${of ?? ''}`;
  let hit = memo.get(key);
  if (!hit) {
    hit = keywordAbilities(alone(kw, of)).map(numberSlots);
    markManaAbilities(hit);
    memo.set(key, hit);
  }
  return hit;
}

/**
 * A keyword whose own abilities are all triggered: given to another object, it runs (a "dies" one
 * too: the zone event carries the granted abilities as the object last existed, zones.ts).
 */
function grantRuns(kw: Keyword): boolean {
  let hit = grantable.get(kw);
  if (hit === undefined) {
    hit = keywordOwnAbilities(kw).every((a) => a.type === 'triggered');
    grantable.set(kw, hit);
  }
  return hit;
}

/** The references layer 6 adds to an object given keyword `kw` (none for static keywords, or unbuilt grants). */
export function grantedRefs(card: number, kw: Keyword, of?: string): AbilityRef[] {
  const own = keywordOwnAbilities(kw, of);
  const out: AbilityRef[] = [];
  if (!own.length || !grantRuns(kw)) return out;
  for (let k = 0; k < own.length; k++)
    out.push({ card, a: GRANTED_KEYWORD, kw, ...(of !== undefined ? { of } : {}), k });
  return out;
}

/** The ability a `GRANTED_KEYWORD` reference names. */
export function grantedAbility(ref: AbilityRef): RAbility | null {
  return ref.kw ? (keywordOwnAbilities(ref.kw, ref.of)[ref.k ?? 0] ?? null) : null;
}

/** The first keyword an effect gives another object that the core cannot run when given, or null. */
export function grantedAbilityKeyword(e: { kind: string; keywords?: readonly Keyword[] }): Keyword | null {
  if (e.kind !== 'grantKeyword' && e.kind !== 'becomeCreature') return null;
  for (const k of e.keywords ?? []) if (keywordOwnAbilities(k).length > 0 && !grantRuns(k)) return k;
  return null;
}
