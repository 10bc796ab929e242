/** Actions in words for buttons and the log, from a view (never naming a card the seat cannot see). */
import type { Action } from './decisions';
import type { Seat } from './types';
import type { RulesView } from './view';

function name(v: RulesView, id: number): string {
  const o = v.objs[id];
  if (!o || o.card < 0) return 'a hidden card';
  return v.cards[o.card]?.name ?? 'a card';
}

const who = (v: RulesView, seat: Seat, p: number) => (p === seat ? 'yourself' : `Seat ${p + 1}`);

export function describeRulesAction(v: RulesView, seat: Seat, a: Action): string {
  switch (a.t) {
    case 'pass':
      return v.stack.length ? 'Pass (let the top of the stack resolve)' : 'Pass';
    case 'play':
      return `Play ${name(v, a.o)}`;
    case 'cast': {
      const def = v.cards[v.objs[a.o]?.card ?? -1];
      const half = a.half !== undefined && def?.halves ? def.halves[a.half]?.name : undefined;
      return `Cast ${half ?? name(v, a.o)}${a.from === 'graveyard' ? ' with flashback' : ''}${a.faceDown ? ' face down (morph)' : ''}${a.bestow ? ' bestowed (as an Aura)' : ''}${a.buyback ? ' with buyback' : ''}${a.evoke ? ' for its evoke cost' : ''}${a.dash ? ' for its dash cost' : ''}${a.entwine ? ' entwined (all modes)' : ''}${a.retrace ? ' from your graveyard (retrace)' : ''}${a.replicate ? `, replicated ${a.replicate} time(s)` : ''}${a.surge ? ' for its surge cost' : ''}${a.prowl ? ' for its prowl cost' : ''}${a.emerge !== undefined ? `, sacrificing a creature of mana value ${a.emerge} (emerge)` : ''}${a.escalate ? `, escalated: ${a.escalate} extra mode(s)` : ''}${a.overload ? ' overloaded (each, not target)' : ''}${a.delve ? `, exiling ${a.delve} card(s) from your graveyard (delve)` : ''}`;
    }
    case 'turnFaceUp':
      return `Turn ${name(v, a.o)} face up${a.x !== undefined ? ` (X=${a.x})` : ''}`;
    case 'suspend':
      return `Suspend ${name(v, a.o)}`;
    case 'activate':
      return `Activate ${name(v, a.o)}`;
    case 'keep':
      // Another seat's Leylines are hidden: its move reads as a plain keep (CR 103.6).
      return a.begin?.length && a.begin.every((id) => (v.objs[id]?.card ?? -1) >= 0)
        ? `Keep this hand and begin the game with ${a.begin.map((id) => name(v, id)).join(' and ')} on the battlefield`
        : 'Keep this hand';
    case 'mulligan':
      return 'Mulligan';
    case 'attack':
      return `Attack ${'p' in a.at ? who(v, seat, a.at.p) : name(v, a.at.o)} with ${name(v, a.o)}`;
    case 'block':
      return `Block ${name(v, a.at)} with ${name(v, a.o)}`;
    case 'pick':
      return 'p' in a.v ? `Choose ${who(v, seat, a.v.p)}` : `Choose ${name(v, a.v.o)}`;
    case 'mode':
      return `Mode ${a.i + 1}${v.pending?.d === 'mode' ? `: ${v.pending.options[a.i] ?? ''}` : ''}`;
    case 'x':
      return `X = ${a.n}`;
    case 'yes':
      return 'Yes';
    case 'no':
      return 'No';
    case 'color':
      return `Add ${a.c}`;
    case 'first':
      return `Put trigger ${a.i + 1} on the stack first`;
    case 'done':
      return v.pending?.d === 'attackers' ? 'Done attacking' : v.pending?.d === 'blockers' ? 'Done blocking' : 'Done';
  }
}
