/** The Leylines (beginInPlay): chosen with the keep answer every seat gives (CR 103.5, 103.6). */
import { describe, expect, it } from 'vitest';
import { CLASSIC_MODULE } from '../classic';
import { defaultRulesConfig, type RulesConfig } from '../config';
import { advance, applyAction, legalActions } from '../engine';
import { Draft } from '../draft';
import { setupGame } from '../setup';
import type { GameState } from '../types';
import { viewOf } from '../view';
import { card } from './cards';

/** A real game start with seven-card decks, so each opening hand is the whole deck. */
function start(first: string, second: string, mulligan: RulesConfig['mulligan'] = 'london'): GameState {
  const deck = (name: string) => [card(name), ...Array.from({ length: 6 }, () => card('Island'))];
  const config = defaultRulesConfig(2, [deck(first), deck(second)]);
  config.mulligan = mulligan;
  config.firstSeat = 0;
  const d = new Draft(setupGame(config, 'leyline', CLASSIC_MODULE).state);
  advance(d, CLASSIC_MODULE);
  return d.s;
}
const idOf = (s: GameState, name: string) => s.objs.find((o) => o.next < 0 && s.cards[o.card]!.name === name)!.id;
const where = (s: GameState, name: string) => s.objs[idOf(s, name)]!.zone;
const act = (s: GameState, seat: number, a: Parameters<typeof applyAction>[3]) => {
  const r = applyAction(s, CLASSIC_MODULE, seat, a);
  return { s: r.state, log: r.events.flatMap((e) => ('text' in e ? [e.text] : [])) };
};

describe('"if ~ is in your opening hand, you may begin the game with it on the battlefield" (CR 103.6)', () => {
  it('the keep answers are "keep" and "keep, and begin with it"; yes puts it onto the battlefield once all kept', () => {
    let s = start('Leyline of Sanctity', 'Leyline of Vitality');
    const sanctity = idOf(s, 'Leyline of Sanctity');
    expect(s.pending).toEqual({ d: 'mulligan', seat: 0 });
    expect(legalActions(s, CLASSIC_MODULE, 0)).toEqual([
      { t: 'keep' },
      { t: 'keep', begin: [sanctity] },
      { t: 'mulligan' },
    ]);
    const first = act(s, 0, { t: 'keep', begin: [sanctity] });
    s = first.s;
    // Not yet revealed: the other seat decides its own keep without knowing (CR 103.6 comes after 103.5).
    expect(first.log).toEqual(['Seat 1 keeps 7 cards.']);
    expect(where(s, 'Leyline of Sanctity')).toBe('hand');
    expect(s.pending).toEqual({ d: 'mulligan', seat: 1 });
    expect(viewOf(s, 1).procs).toEqual([{ p: 'mulligan', order: [0, 1], i: 1, begin: [] }]);
    const second = act(s, 1, { t: 'keep' });
    s = second.s;
    expect(second.log.slice(0, 2)).toEqual([
      'Seat 2 keeps 7 cards.',
      'Seat 1 begins the game with Leyline of Sanctity on the battlefield.',
    ]);
    expect(where(s, 'Leyline of Sanctity')).toBe('battlefield');
    expect(s.objs[idOf(s, 'Leyline of Sanctity')]!.controller).toBe(0);
    expect(where(s, 'Leyline of Vitality')).toBe('hand');
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 7]);
    expect(s.turn).toBe(1);
  });

  it('a seat without a Leyline faces the same decision (only its answers differ): nothing tells the hand', () => {
    const s = start('Grizzly Bears', 'Leyline of Vitality');
    expect(s.pending).toEqual({ d: 'mulligan', seat: 0 });
    expect(legalActions(s, CLASSIC_MODULE, 0)).toEqual([{ t: 'keep' }, { t: 'mulligan' }]);
    const t = act(s, 0, { t: 'keep' }).s;
    expect(t.pending).toEqual({ d: 'mulligan', seat: 1 });
    expect(legalActions(t, CLASSIC_MODULE, 1)).toEqual([
      { t: 'keep' },
      { t: 'keep', begin: [idOf(t, 'Leyline of Vitality')] },
      { t: 'mulligan' },
    ]);
  });

  it('with no mulligans (the table option) each seat still answers keep, with its Leylines', () => {
    const s = start('Leyline of Vitality', 'Grizzly Bears', 'none');
    expect(legalActions(s, CLASSIC_MODULE, 0)).toEqual([
      { t: 'keep' },
      { t: 'keep', begin: [idOf(s, 'Leyline of Vitality')] },
    ]);
    const t = act(act(s, 0, { t: 'keep', begin: [idOf(s, 'Leyline of Vitality')] }).s, 1, { t: 'keep' }).s;
    expect(where(t, 'Leyline of Vitality')).toBe('battlefield');
    expect(t.turn).toBe(1);
  });

  it('London: a Leyline chosen with the keep is not among the cards put on the bottom (CR 103.5c)', () => {
    let s = start('Leyline of Sanctity', 'Grizzly Bears');
    s = act(s, 0, { t: 'mulligan' }).s;
    const sanctity = idOf(s, 'Leyline of Sanctity');
    s = act(s, 0, { t: 'keep', begin: [sanctity] }).s;
    expect(s.pending).toEqual({ d: 'bottom', seat: 0, count: 1 });
    const picks = legalActions(s, CLASSIC_MODULE, 0);
    expect(picks).toHaveLength(6);
    expect(picks).not.toContainEqual({ t: 'pick', v: { o: sanctity } });
    s = act(s, 0, picks[0]!).s;
    s = act(s, 1, { t: 'keep' }).s;
    expect(where(s, 'Leyline of Sanctity')).toBe('battlefield');
    expect(s.players[0]!.hand).toHaveLength(5);
    expect(s.players[0]!.library).toHaveLength(1);
  });
});
