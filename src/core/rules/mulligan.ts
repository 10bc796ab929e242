/**
 * Opening hands (CR 103.5): each player in turn order keeps or mulligans. London mulligan: shuffle
 * the hand back, draw seven, and after keeping put one card per mulligan on the bottom. The Paris
 * mulligan (one card fewer each time) is the table option for older play groups; with `none` each
 * seat still answers "keep" once, so the Leylines below have a place to be chosen.
 *
 * Opening-hand actions (CR 103.6, the Leylines: "if ~ is in your opening hand, you may begin the
 * game with it on the battlefield") are folded into the keep answer every seat gives: "keep" or
 * "keep, and begin with these on the battlefield". Every seat faces the same public decision and
 * only its private answers differ, so the flow of the game says nothing of the hand. The chosen
 * cards stay hidden until every seat has kept; then they go onto the battlefield in turn order and
 * the log names them (they are revealed then).
 */
import type { Action } from './decisions';
import type { Draft } from './draft';
import { objName, seatName } from './names';
import type { CoreProc } from './procs';
import type { GameState, ObjId, Seat } from './types';
import { drawCards, moveObject, shuffleLibrary } from './zones';

type MulliganProc = Extract<CoreProc, { p: 'mulligan' }>;

export function runMulligan(d: Draft, p: MulliganProc): 'wait' | 'done' {
  const s = d.s;
  const seat = p.order[p.i];
  if (seat === undefined) {
    beginOnBattlefield(d, p);
    return 'done';
  }
  const pl = d.player(seat);
  if (pl.kept) {
    const owed = s.config.mulligan === 'london' ? owedToBottom(d, seat) : 0;
    if (owed > 0) {
      s.pending = { d: 'bottom', seat, count: owed };
      return 'wait';
    }
    p.i++;
    return runMulligan(d, p);
  }
  // Asked even when only "keep" is left (no mulligans, or none left): the keep answer is also
  // where the Leylines are chosen, and asking every seat alike tells nothing of its hand.
  s.pending = { d: 'mulligan', seat };
  return 'wait';
}

/** CR 103.6: the chosen opening-hand cards onto the battlefield, the starting player's first. */
function beginOnBattlefield(d: Draft, p: MulliganProc): void {
  for (const seat of p.order)
    for (const id of p.begin ?? []) {
      const o = d.obj(id);
      if (o.owner !== seat || o.zone !== 'hand' || o.next >= 0) continue;
      d.say(`${seatName(seat)} begins the game with ${objName(d, id)} on the battlefield.`, seat);
      moveObject(d, id, 'battlefield', { controller: seat });
    }
  p.begin = [];
}

export function answerMulligan(d: Draft, p: MulliganProc, a: Action): void {
  const seat = p.order[p.i]!;
  const pl = d.player(seat);
  if (a.t === 'keep') {
    pl.kept = true;
    if (a.begin?.length) p.begin = [...(p.begin ?? []), ...a.begin];
    // London: the cards owed to the bottom are not kept (CR 103.5c).
    const kept = keptCount(d.s, seat);
    d.say(
      `${seatName(seat)} keeps ${kept} cards${pl.mulligans ? ` after ${pl.mulligans} mulligan${pl.mulligans > 1 ? 's' : ''}` : ''}.`,
      seat,
    );
  } else if (a.t === 'mulligan') {
    for (const id of pl.hand.slice()) moveObject(d, id, 'library');
    shuffleLibrary(d, seat);
    pl.mulligans++;
    const n =
      d.s.config.mulligan === 'paris' ? Math.max(0, d.s.config.openingHand - pl.mulligans) : d.s.config.openingHand;
    drawCards(d, seat, n);
    d.say(`${seatName(seat)} takes a mulligan.`, seat);
  } else if (a.t === 'pick' && 'o' in a.v) {
    moveObject(d, a.v.o, 'library', { where: 'bottom' });
  }
}

/** Cards the seat keeps: its hand less those owed to the bottom (London, CR 103.5c). */
const keptCount = (s: GameState, seat: Seat): number =>
  s.players[seat]!.hand.length - (s.config.mulligan === 'london' ? s.players[seat]!.mulligans : 0);

const beginsInPlay = (s: GameState, id: ObjId): boolean =>
  s.cards[s.objs[id]!.card]!.abilities.some(
    (a) => a.type === 'static' && a.effects.some((e) => e.kind === 'beginInPlay'),
  );

/**
 * The answers to `mulligan`: "keep", one "keep, and begin with …" per choice of the hand's
 * Leylines (copies of one card count once: the first n of them in hand order), then "mulligan"
 * while one is left. A choice never holds more cards than the seat keeps.
 */
export function mulliganAnswers(s: GameState, seat: Seat): Action[] {
  const pl = s.players[seat]!;
  const groups = new Map<string, ObjId[]>();
  for (const id of pl.hand)
    if (beginsInPlay(s, id)) {
      const name = s.cards[s.objs[id]!.card]!.name;
      groups.set(name, [...(groups.get(name) ?? []), id]);
    }
  let choices: ObjId[][] = [[]];
  for (const ids of groups.values())
    choices = choices.flatMap((c) => Array.from({ length: ids.length + 1 }, (_, n) => [...c, ...ids.slice(0, n)]));
  const most = keptCount(s, seat);
  const out: Action[] = choices
    .filter((c) => c.length <= most)
    .map((c) => (c.length ? { t: 'keep', begin: c } : { t: 'keep' }));
  const floor = s.config.mulliganFloor ?? 1;
  if (s.config.mulligan !== 'none' && s.config.openingHand - (pl.mulligans + 1) >= floor) out.push({ t: 'mulligan' });
  return out;
}

/** The London bottom choice: any card in hand but those chosen to begin on the battlefield. */
export function bottomAnswers(s: GameState, seat: Seat): Action[] {
  const top = s.procs[s.procs.length - 1];
  const begin = top?.p === 'mulligan' ? (top.begin ?? []) : [];
  return s.players[seat]!.hand.filter((o) => !begin.includes(o)).map((o) => ({ t: 'pick', v: { o } }));
}

/** Cards still owed to the bottom of the library (London mulligan, CR 103.5c). */
export function owedToBottom(d: { s: Draft['s'] }, seat: number): number {
  const pl = d.s.players[seat]!;
  return Math.max(0, pl.hand.length - Math.max(0, d.s.config.openingHand - pl.mulligans));
}
