/**
 * The Magic Combat table's pure mapping: the Magic table's affordances (magic/affordances.ts: every
 * click is one legal action's index) with 003's words on the prompt and the buttons, a click on an
 * empty creature slot for "which slot" (the core asks it as a mode), and the fight marked on the
 * two creatures. Nothing here builds an action: it only relabels and re-keys what the core offered.
 */
import { affordances, typedLegal, type Affordances, type Button, type Click } from '../magic/affordances';
import { nameOf } from '../magic/names';
import { objKey, type IndexedAction, type Key, type RView } from '../magic/types';
import { boardOf, type Board } from './board';

/** A creature slot's key on the table (`s:<seat>:<slot>`), for the empty slots a new creature may take. */
export const slotKey = (seat: number, slot: number): Key => `s:${seat}:${slot}`;

export interface McAffordances extends Affordances {
  board: Board;
}

/** "creature slot 3" (the core's mode words, combat.ts runSlot) → slot index 2. */
function slotOfMode(words: string | undefined): number | null {
  const m = /creature slot (\d+)/.exec(words ?? '');
  return m ? Number(m[1]) - 1 : null;
}

function priorityPrompt(v: RView, b: Board): string {
  const yours = v.active === v.seat;
  if (v.stack.length) return 'Reveal a spell card in answer, or pass to let the top of the stack resolve.';
  if (b.fight) {
    const who = `${nameOf(v, b.fight.a)} fights ${nameOf(v, b.fight.b)}`;
    return yours
      ? `Before the fight (${who}): click a face-down spell card of MV ≤ ${b.cap} to reveal it — or pass.`
      : `Before the fight (${who}): you may reveal an instant of MV ≤ ${b.cap} — or pass.`;
  }
  if (v.step === 'main1' && yours) return 'Summon a creature from your hand into an open slot — or pass to combat.';
  if (v.step === 'declareAttackers')
    return `One activated ability of a creature of yours (MV ≤ ${b.cap}) — or pass to the fights.`;
  return 'Pass, or answer with what is offered.';
}

function promptOf(v: RView, b: Board, base: Affordances): string {
  const p = v.pending;
  if (!p) return base.prompt;
  if (p.d === 'priority') return priorityPrompt(v, b);
  if (p.d === 'attackers')
    return 'Pick the next fight: click one of your creatures facing a creature — or finish the fights.';
  if (p.d === 'choose' && b.setup && b.setupSlot >= 0)
    return `Setup: click a creature of MV ≤ 3 in your hand to place it face down in slot ${b.setupSlot + 1} — or leave the slot empty.`;
  if (p.d === 'choose' && v.step === 'beginCombat' && /spell slot/.test(p.prompt))
    return `${p.prompt}: click a non-creature card in your hand — it can be revealed in a round with MV ≤ the round.`;
  if (p.d === 'mode' && v.procs.some((x) => x.p === 'x:slot'))
    return 'Click an open creature slot for the new creature.';
  return base.prompt;
}

/**
 * An action in 003's words, for the decision bar and the side list of choices: "Place Grizzly
 * Bears face down in slot 2", "Leave slot 2 empty", "Put Shock face down in a spell slot", "Reveal
 * Shock", "Fight: Grizzly Bears against Hill Giant", "No more fights"; else the core's label.
 */
export function mcWords(v: RView, b: Board, a: IndexedAction): string {
  const x = a.action;
  const p = v.pending;
  const setup = p?.d === 'choose' && b.setup && b.setupSlot >= 0;
  const spells = p?.d === 'choose' && v.step === 'beginCombat' && /spell slot/.test(p.prompt);
  if (x.t === 'pick' && 'o' in x.v) {
    if (setup) return `Place ${nameOf(v, x.v.o)} face down in slot ${b.setupSlot + 1}`;
    if (spells) return `Put ${nameOf(v, x.v.o)} face down in a spell slot`;
  }
  if (x.t === 'done' && setup) return `Leave slot ${b.setupSlot + 1} empty`;
  if (x.t === 'done' && spells) return 'No more spell cards';
  if (x.t === 'done' && p?.d === 'attackers') return 'No more fights';
  if (x.t === 'attack' && 'o' in x.at) return `Fight: ${nameOf(v, x.o)} against ${nameOf(v, x.at.o)}`;
  if (x.t === 'cast' && v.objs[x.o]?.zone === 'exile') return `Reveal ${nameOf(v, x.o)}`;
  if (x.t === 'pass' && b.fight && !v.stack.length) return 'Pass — to the fight';
  if (x.t === 'mode' && p?.d === 'mode' && slotOfMode(p.options[x.i]) !== null) return `Put it in ${p.options[x.i]}`;
  return a.label;
}

/** The side list's words for a Magic Combat choice (the Play screen's `labelOf`). */
export function magicCombatLabel(snapshot: { view: RView }, a: { index: number; label: string; action: unknown }) {
  const v = snapshot.view;
  const [x] = typedLegal([a]);
  return mcWords(v, boardOf(v), x!);
}

/**
 * The Magic Combat table's affordances for the view's seat: the Magic table's, with the slot
 * clicks, the fight marks and 003's words. Pure.
 */
export function mcAffordances(v: RView, legal: IndexedAction[], selected: Key | null): McAffordances {
  const base = affordances(v, legal, selected);
  const board = boardOf(v);
  const clicks = new Map<Key, Click>(base.clicks);
  const marks = new Map<Key, string>(base.marks);
  if (board.fight) {
    marks.set(objKey(board.fight.a), 'fights');
    marks.set(objKey(board.fight.b), 'fights');
  }
  // The new creature's slot: each open slot is a click on its mode.
  // A fight is an "attack" to the core: on the table it says whom the creature fights.
  for (const a of legal) {
    const x = a.action;
    if (x.t !== 'attack' || !('o' in x.at)) continue;
    const c = clicks.get(objKey(x.o));
    if (c?.kind === 'act') clicks.set(objKey(x.o), { ...c, label: `Fight ${nameOf(v, x.at.o)}` });
  }
  const p = v.pending;
  if (p?.d === 'mode' && p.seat === v.seat && v.procs.some((x) => x.p === 'x:slot')) {
    for (const a of legal) {
      if (a.action.t !== 'mode') continue;
      const slot = slotOfMode(p.options[a.action.i]);
      if (slot !== null) clicks.set(slotKey(v.seat, slot), { kind: 'act', index: a.index, label: a.label });
    }
  }
  const byIndex = new Map(legal.map((a) => [a.index, a]));
  // The bar keeps its own short words ("Pass — resolve") unless 003 says more.
  const words = (btn: Button) => {
    const a = byIndex.get(btn.index);
    const w = a ? mcWords(v, board, a) : btn.label;
    return a && w !== a.label ? w : btn.label;
  };
  const buttons = base.buttons.map((btn) => ({ ...btn, label: words(btn) }));
  return { ...base, clicks, marks, buttons, prompt: base.kind ? promptOf(v, board, base) : '', board };
}
