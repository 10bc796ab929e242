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

/** The effect kinds this file turns into rule mods: others are skipped before their condition is read. */
const MOD_KINDS: ReadonlySet<string> = new Set([
  'restrict',
  'lure',
  'mustAttack',
  'mustBlock',
  'provoked',
  'blockedByAtMostOne',
  'mayNotUntap',
  'assignAsUnblocked',
  'extraBlocks',
  'untargetable',
  'preventAllTo',
  'cantCast',
  'costChange',
  'spellLimit',
  'extraLand',
  'noMaxHandSize',
]);

type ObjMod = Omit<RuleMod, 'obj' | 'source'>;
type SeatMod = Omit<PlayerMod, 'seat' | 'source'>;

/** One mod on every object the effect names (module-level, not a closure per effect: hot path). */
function addObj(r: Reader, byId: Map<ObjId, ObjChars>, act: Active, m: ObjMod, mods: RuleMod[]): void {
  for (const obj of refObjects(r, byId, act)) mods.push({ obj, source: act.source, ...m });
}

function addFor(
  r: Reader,
  act: Active,
  controller: Seat,
  who: 'you' | 'opponent' | 'each',
  m: SeatMod,
  players: PlayerMod[],
): void {
  for (const seat of seatsOf(r, controller, who)) players.push({ seat, source: act.source, ...m });
}

export function ruleModsOf(
  r: Reader,
  byId: Map<ObjId, ObjChars>,
  list: Active[],
  on: (r: Reader, byId: Map<ObjId, ObjChars>, a: Active) => boolean,
): { mods: RuleMod[]; players: PlayerMod[] } {
  const mods: RuleMod[] = [];
  const players: PlayerMod[] = [];
  for (const act of list) {
    const e = act.effect;
    // The condition is pure, so reading it only for kinds that make a mod changes nothing.
    if (!MOD_KINDS.has(e.kind) || !on(r, byId, act)) continue;
    const controller = act.static ? (byId.get(act.source)?.controller ?? act.controller) : act.controller;
    switch (e.kind) {
      case 'restrict':
        addObj(
          r,
          byId,
          act,
          {
            kind: 'restrict',
            cannot: e.cannot,
            ...(e.by ? { by: e.by } : {}),
            ...(e.exceptBy ? { exceptBy: e.exceptBy } : {}),
            ...(e.unlessDefenderControls ? { unlessDefenderControls: e.unlessDefenderControls } : {}),
          },
          mods,
        );
        break;
      case 'provoked':
        addObj(r, byId, act, { kind: 'mustBlockSource' }, mods);
        break;
      case 'lure':
      case 'mustAttack':
      case 'mustBlock':
      case 'blockedByAtMostOne':
      case 'mayNotUntap':
      case 'assignAsUnblocked':
        addObj(r, byId, act, { kind: e.kind }, mods);
        break;
      case 'extraBlocks':
        addObj(r, byId, act, { kind: 'extraBlocks', count: e.count }, mods);
        break;
      case 'untargetable':
        addObj(r, byId, act, { kind: 'untargetable', by: e.by }, mods);
        break;
      case 'preventAllTo':
        addObj(r, byId, act, { kind: 'preventAllTo', combatOnly: e.combatOnly, alsoDealtBy: e.alsoDealtBy }, mods);
        break;
      case 'cantCast':
        addFor(r, act, controller, e.who, { kind: 'cantCast', spells: e.spells }, players);
        break;
      case 'costChange':
        addFor(r, act, controller, e.whose, { kind: 'costChange', spells: e.spells, by: e.by }, players);
        break;
      case 'spellLimit':
        addFor(r, act, controller, 'each', { kind: 'spellLimit', perTurn: e.perTurn }, players);
        break;
      case 'extraLand':
        addFor(r, act, controller, e.who, { kind: 'extraLand', count: e.count }, players);
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
