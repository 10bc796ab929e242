/**
 * Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than the defending
 * player, you may create a token that's a copy of this creature that's tapped and attacking that
 * player or a planeswalker they control. If one or more tokens are created this way, exile the tokens
 * at end of combat." Asked once per such opponent (nothing in a duel). The copy is a token of the
 * same card (its copiable values, CR 707.2); the exile is a delayed trigger naming the tokens ("it").
 */
import { objName, seatName } from '../names';
import type { Seat } from '../types';
import { newObject } from '../zones';
import type { ExecTable } from './types';

export const MYRIAD: ExecTable = {
  myriad: (x) => {
    const src = x.p.ctx.source;
    const me = x.p.ctx.controller;
    const c = x.d.s.combat;
    const att = c?.attackers.find((a) => a.obj === src);
    if (!c || !att) return 'done';
    const defending = 'p' in att.at ? att.at.p : x.d.obj(att.at.o).controller;
    const others: Seat[] = x.d.s.players
      .filter((p) => !p.lost && p.seat !== me && p.seat !== defending)
      .map((p) => p.seat);
    let i = x.f.stage ?? 0;
    const made = x.f.acc ?? [];
    if (x.f.ans?.t === 'yes' || x.f.ans?.t === 'no') {
      if (x.f.ans.t === 'yes') {
        const at = others[i]!;
        const id = newObject(x.d, x.d.obj(src).card, me, 'battlefield', true);
        x.d.mut(id).tapped = true;
        c.attackers.push({ obj: id, at: { p: at }, blockers: [], blocked: false, band: 0, struckFirst: false });
        made.push({ o: id });
        x.d.say(`A token copy of ${objName(x.d, src)} enters tapped and attacking ${seatName(at)} (myriad).`, me);
      }
      delete x.f.ans;
      i++;
    }
    x.f.stage = i;
    x.f.acc = made;
    const next = others[i];
    if (next !== undefined) {
      x.d.s.pending = {
        d: 'yesNo',
        seat: me,
        prompt: `Myriad: create a token copy of ${objName(x.d, src)} attacking ${seatName(next)}?`,
      };
      return 'wait';
    }
    if (made.length)
      x.d.s.delayed.push({
        ts: x.d.nextTs(),
        at: 'endOfCombat',
        source: src,
        controller: me,
        ability: x.p.item.ability,
        effects: [{ kind: 'exile', what: { ref: 'it' } }],
        targets: [],
        x: 0,
        it: made.slice(),
      });
    return 'done';
  },
};
