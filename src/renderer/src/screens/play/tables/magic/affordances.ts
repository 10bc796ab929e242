/**
 * The pure mapping of the Magic table: the pending decision and the legal actions → what each
 * thing on the table does when clicked, what is marked, and the buttons of the decision bar.
 * Every click ends in ONE legal action's index (or a selection that narrows them): the table
 * never builds an action of its own, so it can only send what the core offered.
 */
import { nameOf, seatLabel } from './names';
import {
  objKey,
  playerKey,
  targetKey,
  type IndexedAction,
  type Key,
  type RAction,
  type RPending,
  type RView,
} from './types';

/** What a click on a table thing does: play one action, or select it (several actions, or a second click needed). */
export type Click = { kind: 'act'; index: number; label: string } | { kind: 'select'; label: string };

export interface Button {
  index: number;
  label: string;
  /** The decision's main answer (drawn filled); the rest are secondary. */
  primary: boolean;
}

export interface Affordances {
  /** The kind of the decision this seat must make now, or null when another seat decides. */
  kind: RPending['d'] | null;
  /** What to do, in words, for the decision bar. */
  prompt: string;
  /** Table things that do something when clicked, by key. */
  clicks: Map<Key, Click>;
  /** Words shown on things (a number in the damage order, "target", "attacking"). */
  marks: Map<Key, string>;
  /** The selection still meaningful now (null when it no longer is). */
  selected: Key | null;
  /** The selected thing's own choices (a card with several casts, an attacker with several players to attack). */
  menu: Button[];
  /** The decision's buttons (pass, done, keep, mulligan, modes, X, colours, yes/no, trigger order). */
  buttons: Button[];
  /** What Space does: pass priority, or finish attackers/blockers/targets ("done"). */
  spaceIndex: number | null;
  /** Options of a pick that are not drawn on the table (a card in a graveyard or found by a search). */
  offTable: { key: Key; id: number; index: number }[];
}

/** The legal actions as the table reads them (the snapshot carries `action` untyped). */
export function typedLegal(legal: readonly { index: number; label: string; action: unknown }[]): IndexedAction[] {
  // The snapshot's actions are the rules core's Action (the contract checks the view, not the actions).
  return legal.map((a) => ({ index: a.index, label: a.label, action: a.action as RAction }));
}

/** Which table thing an action is about (so selecting it narrows the side list too). */
export function subjectOf(action: unknown): Key | null {
  const a = action as RAction;
  switch (a.t) {
    case 'play':
    case 'cast':
    case 'activate':
    case 'turnFaceUp':
    case 'attack':
    case 'block':
      return objKey(a.o);
    case 'pick':
      return targetKey(a.v);
    default:
      return null;
  }
}

/** The second click of an attack (whom) or a block (which attacker). */
function secondKey(a: RAction): Key | null {
  if (a.t === 'attack') return targetKey(a.at);
  if (a.t === 'block') return objKey(a.at);
  return null;
}

function group(legal: IndexedAction[], by: (a: RAction) => Key | null): Map<Key, IndexedAction[]> {
  const m = new Map<Key, IndexedAction[]>();
  for (const a of legal) {
    const k = by(a.action);
    if (k === null) continue;
    const list = m.get(k);
    if (list) list.push(a);
    else m.set(k, [a]);
  }
  return m;
}

const find = (legal: IndexedAction[], t: RAction['t']) => legal.find((a) => a.action.t === t)?.index ?? null;

/** A cast with only these keys is the card's ordinary cast (or a split half, or flashback). */
const PLAIN_CAST_KEYS = new Set(['t', 'o', 'half', 'from']);

/** A menu entry's words for a card's own choice: "Play", "Cast", "Cast with flashback", "Activate ability 2". */
function menuLabel(v: RView, a: IndexedAction): string {
  const x = a.action;
  if (x.t === 'play') return 'Play';
  if (x.t === 'cast') {
    // Another way to cast it (face down, bestowed, with buyback, evoked …): the core's words say which.
    if (Object.keys(x).some((k) => !PLAIN_CAST_KEYS.has(k))) return a.label;
    const half = x.half !== undefined ? cardHalfName(v, x.o, x.half) : null;
    return `Cast${half ? ` ${half}` : ''}${x.from === 'graveyard' ? ' with flashback' : ''}`;
  }
  // A keyword another card gives (Sedris's unearth): named by the keyword, as the card would print it.
  if (x.t === 'activate' && x.kw) return keywordLabel(x.kw, x.of);
  if (x.t === 'activate') return abilityLabel(v, x.o, x.a);
  if (x.t === 'attack') return `Attack ${'p' in x.at ? seatLabel(v, x.at.p) : nameOf(v, x.at.o)}`;
  if (x.t === 'block') return `Block ${nameOf(v, x.at)}`;
  return a.label;
}

function cardHalfName(v: RView, id: number, half: number): string | null {
  const o = v.objs[id];
  const def = o && o.card >= 0 ? v.cards[o.card] : null;
  return def?.halves?.[half]?.name ?? null;
}

/** "Cycling {2}", "Equip {1}", else "Ability n" — the keyword that made it when there is one. */
export function abilityLabel(v: RView, id: number, a: number): string {
  const o = v.objs[id];
  const def = o && o.card >= 0 ? v.cards[o.card] : null;
  const ab = def?.abilities[a];
  if (ab?.keyword) return keywordLabel(ab.keyword, def?.keywords.find((k) => k.keyword === ab.keyword)?.of);
  const activated = def?.abilities.filter((x) => x.type === 'activated' && !x.mana) ?? [];
  return activated.length > 1 ? `Activate ability ${activated.indexOf(ab!) + 1}` : 'Activate';
}

function promptOf(v: RView, p: RPending): string {
  switch (p.d) {
    case 'priority':
      return v.stack.length
        ? 'Respond, or pass to let the top of the stack resolve.'
        : 'Play a land or cast a spell — or pass.';
    case 'mulligan':
      return 'Keep this hand, or mulligan?';
    case 'bottom':
      return `Put ${p.count} card${p.count === 1 ? '' : 's'} from your hand on the bottom of your library.`;
    case 'attackers':
      return 'Click creatures to attack with them, then Done.';
    case 'blockers':
      return 'Click a blocker, then the attacker it blocks; Done when finished.';
    case 'damageOrder':
      return `Order the blockers of ${nameOf(v, p.attacker)}: click the one to take damage first.`;
    case 'target':
    case 'choose':
      return p.prompt || 'Choose.';
    case 'mode':
      return p.count > 1 ? `Choose ${p.count} modes (${p.chosen.length} chosen).` : 'Choose a mode.';
    case 'x':
      return p.prompt || 'Choose X.';
    case 'yesNo':
      return p.prompt || 'Yes or no?';
    case 'color':
      return p.prompt || 'Choose a colour.';
    case 'triggerOrder':
      return 'Which of your triggers goes on the stack first?';
  }
}

/** Words of a decision-bar button: the core's label, made table-shaped where the view says more. */
function buttonLabel(v: RView, a: IndexedAction): string {
  const x = a.action;
  if (x.t === 'first') {
    const trig = v.triggers[x.i];
    return trig ? `${nameOf(v, trig.source)}'s trigger first` : a.label;
  }
  if (x.t === 'pass') return v.stack.length ? 'Pass — resolve' : 'Pass';
  if (x.t === 'keep') return 'Keep';
  if (x.t === 'mode') return modeText(v, x.i) ?? a.label;
  return a.label;
}

/** Mode `i` in the card's own words: its i-th "•" line (the core names modes by effect kind). */
export function modeText(v: RView, i: number): string | null {
  const proc = v.procs.find((p) => p.p === 'announce');
  if (!proc || !('item' in proc)) return null;
  const item = proc.item as RView['stack'][number];
  const o = v.objs[item.obj];
  const def = o && o.card >= 0 ? v.cards[o.card] : null;
  const bullets = (def?.text ?? '').split('\n').filter((l) => l.startsWith('•'));
  const line = bullets[i];
  return line ? line.replace(/^•\s*/, '') : null;
}

/** The damage order chosen so far for the attacker being ordered (1, 2 … on the blockers). */
function damageOrderMarks(v: RView, marks: Map<Key, string>): void {
  const proc = v.procs.find((p) => p.p === 'damageOrder');
  const ordered = proc && 'ordered' in proc && Array.isArray(proc.ordered) ? (proc.ordered as number[]) : [];
  ordered.forEach((id, i) => marks.set(objKey(id), String(i + 1)));
}

/** On the table: is this object drawn where the person can click it (battlefield, stack, own hand)? */
function onTable(v: RView, id: number): boolean {
  const o = v.objs[id];
  if (!o) return false;
  return o.zone === 'battlefield' || o.zone === 'stack' || (o.zone === 'hand' && o.owner === v.seat);
}

/**
 * The table's affordances for the seat of `v` given its legal actions and the current selection.
 * Pure: the same view, actions and selection give the same affordances.
 */
export function affordances(v: RView, legal: IndexedAction[], selected: Key | null): Affordances {
  const out: Affordances = {
    kind: null,
    prompt: '',
    clicks: new Map(),
    marks: new Map(),
    selected: null,
    menu: [],
    buttons: [],
    spaceIndex: null,
    offTable: [],
  };
  const p = v.pending;
  if (!p || p.seat !== v.seat || legal.length === 0) return out;
  out.kind = p.d;
  out.prompt = promptOf(v, p);

  // Things clicked first: the card to play or cast, the attacker, the blocker, the pick.
  const first = group(legal, (a) =>
    a.t === 'pick'
      ? targetKey(a.v)
      : a.t === 'play' || a.t === 'cast' || a.t === 'activate' || a.t === 'attack' || a.t === 'block'
        ? objKey(a.o)
        : null,
  );
  const sel = selected && first.has(selected) ? selected : null;
  out.selected = sel;
  for (const [key, acts] of first) {
    const only = acts.length === 1 ? acts[0]! : null;
    // One action: the click plays it (a blocker facing one attacker blocks it). Several: select, then choose.
    out.clicks.set(
      key,
      only
        ? { kind: 'act', index: only.index, label: only.label }
        : { kind: 'select', label: `${acts.length} choices` },
    );
  }
  if (sel) {
    const acts = first.get(sel)!;
    out.menu = acts.map((a) => ({ index: a.index, label: menuLabel(v, a), primary: true }));
    // The second click: whom to attack, which attacker to block.
    for (const [key, acts2] of group(acts, secondKey)) {
      if (key === sel) continue;
      out.clicks.set(key, { kind: 'act', index: acts2[0]!.index, label: acts2[0]!.label });
    }
  }

  if (p.d === 'target' || p.d === 'choose') {
    for (const t of p.chosen) out.marks.set(targetKey(t), p.d === 'target' ? 'target' : 'chosen');
  }
  if (p.d === 'damageOrder') damageOrderMarks(v, out.marks);
  for (const a of legal) {
    if (a.action.t !== 'pick' || !('o' in a.action.v)) continue;
    const id = a.action.v.o;
    if (!onTable(v, id)) out.offTable.push({ key: objKey(id), id, index: a.index });
  }

  // The bar: everything not clicked on the table.
  for (const a of legal) {
    const t = a.action.t;
    if (t === 'play' || t === 'cast' || t === 'activate' || t === 'attack' || t === 'block' || t === 'pick') continue;
    const secondary = t === 'pass' || t === 'done' || t === 'no' || t === 'mulligan';
    out.buttons.push({ index: a.index, label: buttonLabel(v, a), primary: !secondary });
  }
  out.spaceIndex = find(legal, 'pass') ?? find(legal, 'done');
  return out;
}

/** The click on `key` as an action index to send, or a new selection (null: nothing to do). */
export function clickResult(aff: Affordances, key: Key): { act: number } | { select: Key | null } | null {
  const c = aff.clicks.get(key);
  if (!c) return aff.selected === key ? { select: null } : null;
  if (c.kind === 'act') return { act: c.index };
  return { select: aff.selected === key ? null : key };
}

/** Keys a stack item points at (its targets per slot), for highlighting. */
export function stackTargets(item: RView['stack'][number]): Key[] {
  return item.targets.flat().map(targetKey);
}

export { playerKey, objKey };

/** A keyword ability as printed: "Unearth {2}{B}", "Cycling {2}". */
function keywordLabel(keyword: string, of?: string): string {
  return `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)}${of ? ` ${of}` : ''}`;
}
