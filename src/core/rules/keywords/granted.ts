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
import type { Filter, Keyword } from '../../effects/types';
import { markManaAbilities, keywordAbilities } from './abilities';
import { numberSlots, type CardDef, type RAbility } from '../defs';
import { parseManaCost } from '../mana';
import type { AbilityRef, GameState, ObjId, Seat } from '../types';
import type { Action } from '../decisions';
import type { Reader } from '../reader';
import { charsOf } from '../chars/compute';
import { objectMatches } from '../match';

/** `AbilityRef.a` of a keyword ability another object gave (`kw`, `of`, `k` name it). */
export const GRANTED_KEYWORD = -2;

const memo = new Map<string, RAbility[]>();
const grantable = new Map<string, boolean>();

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
 * A keyword whose own abilities all work where it is given: triggered ones on the battlefield (a
 * "dies" one too: the zone event carries the granted abilities as the object last existed,
 * zones.ts), activated ones from the graveyard to cards there (Sedris's unearth: legal.ts).
 */
function grantRuns(kw: Keyword, zone: 'battlefield' | 'graveyard'): boolean {
  const key = `${kw}\u0000${zone}`;
  let hit = grantable.get(key);
  if (hit === undefined) {
    hit = keywordOwnAbilities(kw).every((a) =>
      zone === 'battlefield' ? a.type === 'triggered' : a.type === 'activated' && a.zone === 'graveyard',
    );
    grantable.set(key, hit);
  }
  return hit;
}

/** The references layer 6 adds to an object given keyword `kw` (none for static keywords, or unbuilt grants). */
export function grantedRefs(card: number, kw: Keyword, of?: string): AbilityRef[] {
  const own = keywordOwnAbilities(kw, of);
  const out: AbilityRef[] = [];
  if (!own.length || !grantRuns(kw, 'battlefield')) return out;
  for (let k = 0; k < own.length; k++)
    out.push({ card, a: GRANTED_KEYWORD, kw, ...(of !== undefined ? { of } : {}), k });
  return out;
}

/** The ability a `GRANTED_KEYWORD` reference names. */
export function grantedAbility(ref: AbilityRef): RAbility | null {
  return ref.kw ? (keywordOwnAbilities(ref.kw, ref.of)[ref.k ?? 0] ?? null) : null;
}

/** The zone a grant's objects are in: the battlefield unless its filter names another. */
function grantZone(e: { what?: unknown }): string {
  const w = e.what as { filter?: { zone?: string } } | undefined;
  return typeof w === 'object' && w?.filter?.zone ? w.filter.zone : 'battlefield';
}

/** The first keyword an effect gives another object that the core cannot run when given, or null. */
export function grantedAbilityKeyword(e: {
  kind: string;
  keywords?: readonly Keyword[];
  what?: unknown;
}): Keyword | null {
  if (e.kind !== 'grantKeyword' && e.kind !== 'becomeCreature') return null;
  const zone = grantZone(e);
  for (const k of e.keywords ?? []) {
    if (!keywordOwnAbilities(k).length) continue;
    if (zone !== 'battlefield' && zone !== 'graveyard') return k;
    if (!grantRuns(k, zone)) return k;
  }
  return null;
}

/** A static grant of a keyword to cards in a graveyard ("Each creature card in your graveyard has unearth {2}{B}"). */
export interface GraveyardGrant {
  source: ObjId;
  controller: Seat;
  filter: Filter;
  kw: Keyword;
  of?: string;
}

const graveGrantCards = new WeakMap<CardDef, GraveyardGrant[]>();

/** The graveyard grants of the permanents on the battlefield (none in almost every game: per definition, cached). */
export function graveyardGrants(s: GameState): GraveyardGrant[] {
  let out: GraveyardGrant[] | null = null;
  for (const id of s.battlefield) {
    const o = s.objs[id]!;
    if (o.faceDown) continue;
    for (const g of graveGrantsOf(s.cards[o.card]!)) (out ??= []).push({ ...g, source: id, controller: o.controller });
  }
  return out ?? [];
}

function graveGrantsOf(def: CardDef): GraveyardGrant[] {
  const hit = graveGrantCards.get(def);
  if (hit) return hit;
  const out: GraveyardGrant[] = [];
  graveGrantCards.set(def, out);
  for (const a of def.abilities) {
    if (a.type !== 'static') continue;
    for (const e of a.effects) {
      if (e.kind !== 'grantKeyword' || grantZone(e) !== 'graveyard' || e.what.ref !== 'each') continue;
      for (const kw of e.keywords)
        if (keywordOwnAbilities(kw).length && grantRuns(kw, 'graveyard'))
          out.push({
            source: -1,
            controller: 0,
            filter: e.what.filter,
            kw,
            ...(e.of !== undefined ? { of: e.of } : {}),
          });
    }
  }
  return out;
}

/**
 * A yes/no about a game's card list, asked once per list (the list is per game; a token's card makes
 * a new one): `test` runs over the definitions the first time only.
 */
function perGame(
  cache: WeakMap<readonly (CardDef | undefined)[], boolean>,
  s: GameState,
  test: (def: CardDef) => boolean,
): boolean {
  let hit = cache.get(s.cards);
  if (hit === undefined) cache.set(s.cards, (hit = s.cards.some((def) => !!def && test(def))));
  return hit;
}

const gamesWithGraveGrants = new WeakMap<readonly (CardDef | undefined)[], boolean>();

/** Whether any card of the game grants a keyword to graveyard cards. */
export function gameHasGraveyardGrants(s: GameState): boolean {
  return perGame(gamesWithGraveGrants, s, (def) => graveGrantsOf(def).length > 0);
}

/**
 * The abilities of keywords permanents give cards in a graveyard (Sedris: unearth) that card `id`
 * may activate now (`ok`: legal.ts's activation check), as actions naming the keyword.
 */
export function grantedFromGraveyard(
  r: Reader,
  id: ObjId,
  grants: readonly GraveyardGrant[],
  ok: (a: RAbility) => boolean,
  out: Action[],
): void {
  for (const g of grants) {
    if (!objectMatches(r, charsOf(r, id), g.filter, { controller: g.controller, source: g.source })) continue;
    const own = keywordOwnAbilities(g.kw, g.of);
    for (let k = 0; k < own.length; k++)
      if (ok(own[k]!))
        out.push({
          t: 'activate',
          o: id,
          a: GRANTED_KEYWORD,
          kw: g.kw,
          ...(g.of !== undefined ? { of: g.of } : {}),
          k,
        });
  }
}

const gamesGranting = new WeakMap<readonly (CardDef | undefined)[], boolean>();

/** Whether any card of the game gives another object an ability (a quoted one or a keyword that is one). */
export function gameGrantsAbilities(s: GameState): boolean {
  return perGame(gamesGranting, s, grantsAbilities);
}

function grantsAbilities(def: CardDef): boolean {
  for (const a of def.abilities)
    if (a.type === 'static')
      for (const e of a.effects)
        if (e.kind === 'grantAbility') return true;
        else if (e.kind === 'grantKeyword' && e.keywords.some((k) => keywordOwnAbilities(k).length > 0)) return true;
  return false;
}
