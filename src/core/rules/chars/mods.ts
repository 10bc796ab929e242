/**
 * Rule-changing effects in force, gathered with the layers: restrictions and requirements on
 * objects (can't attack, must be blocked, can't be the target of …) and rules for players (can't
 * cast, costs more, one spell a turn, extra land drops). Combat, casting and targeting read these.
 */
import type { Reader } from '../reader';
import type { ObjId, Seat } from '../types';
import type { Active } from './compute';
import { refObjects } from './staticRefs';
import type { ObjChars, PlayerMod, RuleMod } from './types';

function seatsOf(r: Reader, controller: Seat, who: 'you' | 'opponent' | 'each'): Seat[] {
  return r.s.players
    .filter((p) => !p.lost && (who === 'each' || (who === 'you') === (p.seat === controller)))
    .map((p) => p.seat);
}

export function ruleModsOf(
  r: Reader,
  byId: Map<ObjId, ObjChars>,
  list: Active[],
  on: (a: Active) => boolean,
): { mods: RuleMod[]; players: PlayerMod[] } {
  const mods: RuleMod[] = [];
  const players: PlayerMod[] = [];
  for (const act of list) {
    const e = act.effect;
    if (!on(act)) continue;
    const controller = act.static ? (byId.get(act.source)?.controller ?? act.controller) : act.controller;
    const add = (m: Omit<RuleMod, 'obj' | 'source'>) => {
      for (const obj of refObjects(r, byId, act)) mods.push({ obj, source: act.source, ...m });
    };
    const addFor = (who: 'you' | 'opponent' | 'each', m: Omit<PlayerMod, 'seat' | 'source'>) => {
      for (const seat of seatsOf(r, controller, who)) players.push({ seat, source: act.source, ...m });
    };
    switch (e.kind) {
      case 'restrict':
        add({
          kind: 'restrict',
          cannot: e.cannot,
          ...(e.by ? { by: e.by } : {}),
          ...(e.exceptBy ? { exceptBy: e.exceptBy } : {}),
          ...(e.unlessDefenderControls ? { unlessDefenderControls: e.unlessDefenderControls } : {}),
        });
        break;
      case 'lure':
      case 'mustAttack':
      case 'mustBlock':
      case 'blockedByAtMostOne':
      case 'mayNotUntap':
      case 'assignAsUnblocked':
        add({ kind: e.kind });
        break;
      case 'extraBlocks':
        add({ kind: 'extraBlocks', count: e.count });
        break;
      case 'untargetable':
        add({ kind: 'untargetable', by: e.by });
        break;
      case 'preventAllTo':
        add({ kind: 'preventAllTo', combatOnly: e.combatOnly, alsoDealtBy: e.alsoDealtBy });
        break;
      case 'cantCast':
        addFor(e.who, { kind: 'cantCast', spells: e.spells });
        break;
      case 'costChange':
        addFor(e.whose, { kind: 'costChange', spells: e.spells, by: e.by });
        break;
      case 'spellLimit':
        addFor('each', { kind: 'spellLimit', perTurn: e.perTurn });
        break;
      case 'extraLand':
        addFor(e.who, { kind: 'extraLand', count: e.count });
        break;
      case 'noMaxHandSize':
        players.push({ seat: controller, source: act.source, kind: 'noMaxHandSize' });
        break;
      default:
        break;
    }
  }
  return { mods, players };
}
