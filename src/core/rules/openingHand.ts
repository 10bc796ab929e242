/**
 * Opening-hand actions (CR 103.6): once the mulligans are done, the starting player and then each
 * other player in turn order may put cards that say "if ~ is in your opening hand, you may begin
 * the game with it on the battlefield" (the Leylines) onto the battlefield. One yes/no per card.
 */
import type { Action } from './decisions';
import type { Draft } from './draft';
import { objName, seatName } from './names';
import type { CoreProc } from './procs';
import type { ObjId } from './types';
import { moveObject } from './zones';

type OpeningProc = Extract<CoreProc, { p: 'openingHand' }>;

const beginsInPlay = (d: Draft, id: ObjId): boolean =>
  d.s.cards[d.obj(id).card]!.abilities.some(
    (a) => a.type === 'static' && a.effects.some((e) => e.kind === 'beginInPlay'),
  );

export function runOpeningHand(d: Draft, p: OpeningProc): 'wait' | 'done' {
  for (;;) {
    const seat = p.order[p.i];
    if (seat === undefined) return 'done';
    const asked = p.asked[0];
    if (p.ans && asked !== undefined) {
      if (p.ans.t === 'yes') {
        d.say(`${seatName(seat)} begins the game with ${objName(d, asked)} on the battlefield.`, seat);
        moveObject(d, asked, 'battlefield', { controller: seat });
      }
      delete p.ans;
    }
    const next = d.player(seat).hand.find((id) => !p.asked.includes(id) && beginsInPlay(d, id));
    if (next === undefined) {
      p.i++;
      p.asked = [];
      continue;
    }
    p.asked.unshift(next);
    d.s.pending = { d: 'yesNo', seat, prompt: `Begin the game with ${objName(d, next)} on the battlefield?` };
    return 'wait';
  }
}

export function answerOpeningHand(p: OpeningProc, a: Action): void {
  p.ans = a;
}
