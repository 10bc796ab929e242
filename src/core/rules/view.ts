/**
 * What one seat may see (CR 400.2, 401.2, 402.3): hidden cards — other hands, every library, face-down
 * permanents of others — keep their object and position but lose their card (`card: -1`) and the
 * definitions list holds only what the seat has seen. The RNG state is never in a view (it would
 * predict every future shuffle), nor are the other seats' deck lists.
 */
import { charsOf } from './chars/compute';
import type { RulesCard, RulesConfig } from './config';
import { T, type CardDef } from './defs';
import { readerOf } from './reader';
import { canTapForAbility } from './turn';
import type { GameObject, GameState, ObjId, Seat } from './types';

/** `next` of an object whose new object is hidden from this seat (never a real id). */
export const HIDDEN_NEXT = 2 ** 31 - 1;

export interface RulesView extends Omit<GameState, 'cards' | 'config' | 'rng'> {
  /** The seat this view is for (-1: a spectator). */
  seat: Seat;
  cards: (CardDef | null)[];
  config: Omit<RulesConfig, 'decks'> & { decks: RulesCard[][] };
  rng: [0, 0, 0, 0];
  /** What the layers make of each permanent the seat can see, for the table (it never re-derives rules). */
  looks: PermanentLook[];
}

/** A visible permanent as it is now (CR 613): its printed card may say otherwise. */
export interface PermanentLook {
  id: ObjId;
  /** Type and colour bits (`T`, `COLOR_BIT` in defs.ts) after effects. */
  types: number;
  colors: number;
  /** Current power and toughness (layer 7, counters included); null unless a creature. */
  power: number | null;
  toughness: number | null;
  /** Keyword abilities it has now, with their parameter ("Protection" of "red"). */
  keywords: { keyword: string; of?: string }[];
  /** CR 302.6: a creature that can't attack or {T} yet (summoning sick, no haste). */
  sick: boolean;
}

function looksOf(s: GameState, visible: (id: ObjId) => boolean): PermanentLook[] {
  const r = readerOf(s);
  const out: PermanentLook[] = [];
  for (const id of s.battlefield) {
    if (!visible(id)) continue;
    const c = charsOf(r, id);
    const creature = (c.types & T.creature) !== 0;
    out.push({
      id,
      types: c.types,
      colors: c.colors,
      power: creature ? c.power : null,
      toughness: creature ? c.toughness : null,
      keywords: c.keywords.map((k) => (k.of === undefined ? { keyword: k.keyword } : { keyword: k.keyword, of: k.of })),
      sick: creature && !canTapForAbility(r, id),
    });
  }
  return out;
}

/** Can `seat` see what object `o` is? */
export function visibleTo(o: GameObject, seat: Seat): boolean {
  if (seat >= 0 && o.seenBy & (1 << seat)) return o.zone !== 'library' || o.next < 0;
  switch (o.zone) {
    case 'library':
      return false;
    case 'hand':
      return o.owner === seat;
    case 'battlefield':
      return !o.faceDown || o.controller === seat;
    case 'stack':
      return !o.faceDown; // CR 708.5: a face-down spell is seen by its controller only (seenBy above)
    case 'exile':
      return !o.faceDown; // CR 406.3: a card exiled face down is seen by its owner only (seenBy above)
    default:
      return true;
  }
}

export function viewOf(s: GameState, seat: Seat): RulesView {
  const shown = new Set<number>();
  // The cards this seat is choosing among (a search of its own library) are shown to it.
  const choosing = new Set<number>();
  if (s.pending?.seat === seat && s.pending.d === 'choose')
    for (const t of s.pending.options) if ('o' in t) choosing.add(t.o);
  const objs = s.objs.map((o) => {
    if (visibleTo(o, seat) || choosing.has(o.id)) {
      shown.add(o.card);
      return o;
    }
    return { ...o, card: -1 };
  });
  // A link from a known object to a hidden one (a card shuffled into a library) would say where
  // that card is now: the view keeps that it moved, not where to.
  for (let i = 0; i < objs.length; i++) {
    const o = objs[i]!;
    if (o.next >= 0 && objs[o.next]!.card < 0 && o.card >= 0) objs[i] = { ...o, next: HIDDEN_NEXT };
  }
  const pending = s.pending && s.pending.seat !== seat ? hidePending(s.pending) : s.pending;
  // The Leylines another seat chose with its keep stay secret until they enter (CR 103.6).
  const procs = s.procs.map((p) =>
    p.p === 'mulligan' && p.begin?.length ? { ...p, begin: p.begin.filter((id) => s.objs[id]!.owner === seat) } : p,
  );
  // A face-down spell's ability names its card slot: hidden with the card (CR 708.5).
  const stack = s.stack.map((it) =>
    objs[it.obj]!.card < 0 && it.kind === 'spell' ? { ...it, ability: { ...it.ability, card: -1 } } : it,
  );
  return {
    ...s,
    procs,
    stack,
    seat,
    objs,
    cards: s.cards.map((c, i) => (shown.has(i) || c.token ? c : null)),
    config: { ...s.config, decks: s.config.decks.map((d, i) => (i === seat ? d : [])) },
    rng: [0, 0, 0, 0],
    pending,
    // A face-down permanent looks the same whatever it is (CR 708.2): its look is shown.
    looks: looksOf(s, (id) => objs[id]!.card >= 0 || s.objs[id]!.faceDown),
  };
}

/** Another seat's decision shows who decides and what kind of decision, not its options. */
function hidePending(p: NonNullable<GameState['pending']>): GameState['pending'] {
  if (p.d === 'choose')
    return { ...p, options: p.hidden ? [] : p.options, chosen: p.hidden ? [] : p.chosen, prompt: '' };
  if (p.d === 'yesNo') return { ...p, prompt: '' };
  return p;
}
