/**
 * Magic Combat scenarios, the game (rules text 003, the paragraph cited in each test): the setup
 * and its simultaneous reveal, the turn, fights and scoring, life without loss, the reshuffle and
 * the end after 10 rounds.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/rng';
import { card } from '../../rules/scenarios/cards';
import { Draft } from '../../rules/draft';
import { moveObject } from '../../rules/zones';
import { STEP_IDS } from '../../rules/types';
import type { SetupProc } from './combat';
import { magicCombat, MAGIC_COMBAT_MODULE } from '.';
import { extOf } from './state';
import { atRound, layout, mc, options, pickFight, placeSpells, playUntil, reveal, slotNames, withExt } from './testkit';

const deck = (a: string, b: string) => [...Array<string>(20).fill(a), ...Array<string>(20).fill(b)].map(card);
/** A new game past the opening-hand round (no mulligans in 003: each seat's only answer is "keep"). */
const game = () => {
  let s = magicCombat.setup(
    magicCombat.parseConfig({ decks: [deck('Grizzly Bears', 'Craw Wurm'), deck('Llanowar Elves', 'Shock')] }),
    'setup',
  );
  while (s.pending?.d === 'mulligan') {
    const seat = s.pending.seat;
    expect(magicCombat.legalActions(s, seat)).toEqual([{ t: 'keep' }]);
    s = magicCombat.apply(s, seat, { t: 'keep' }).state;
  }
  return s;
};
const setupOf = (procs: readonly { p: string }[]) => procs.find((p) => p.p === 'x:setup') as unknown as SetupProc;

describe('Magic Combat: setup (003 Setup)', () => {
  it('each places up to 5 creatures of mana value 3 or less face down; the other sees none until both reveal', () => {
    let s = game();
    const [a, b] = setupOf(s.procs).order as [number, number];
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7]);
    const handOf = (seat: number) => s.players[seat]!.hand;
    const cheap = (seat: number) =>
      handOf(seat).filter((id) => ['Grizzly Bears', 'Llanowar Elves'].includes(s.cards[s.objs[id]!.card]!.name));
    // Five decisions for the first seat, one a slot; only cheap creatures are offered (not Craw Wurm, not Shock).
    const picks = cheap(a).slice(0, 2);
    expect(s.pending).toMatchObject({ d: 'choose', seat: a, min: 0, hidden: true });
    expect(magicCombat.legalActions(s, a)).toEqual([{ t: 'done' }, ...cheap(a).map((o) => ({ t: 'pick', v: { o } }))]);
    const answers = [{ t: 'pick', v: { o: picks[0]! } }, { t: 'done' }, { t: 'done' }, { t: 'done' }];
    for (const x of answers) s = magicCombat.apply(s, a, x as never).state;
    if (picks[1] !== undefined) s = magicCombat.apply(s, a, { t: 'pick', v: { o: picks[1] } }).state;
    else s = magicCombat.apply(s, a, { t: 'done' }).state;
    // Now the second seat chooses: its view holds nothing of the first seat's placement.
    expect(s.pending).toMatchObject({ d: 'choose', seat: b });
    const seen = magicCombat.view(s, b);
    expect(setupOf(seen.procs).placed[a]).toEqual([]);
    expect(seen.players[a]!.hand).toHaveLength(7); // still in the hand: no count shows either
    for (const id of seen.players[a]!.hand) expect(seen.objs[id]!.card).toBe(-1);
    // A sample for the second seat's search draws the first seat's placement from its sampled hand.
    const sample = magicCombat.determinize(seen, b, seedRng('d'));
    for (const id of setupOf(sample.procs).placed[a]!) if (id !== null) expect(sample.players[a]!.hand).toContain(id);
    for (let i = 0; i < 5; i++) s = magicCombat.apply(s, b, { t: 'done' }).state;
    // Both revealed at once, face up, in the slots chosen; placement is final.
    expect(slotNames(s, a)).toEqual([
      s.cards[s.objs[picks[0]!]!.card]!.name,
      null,
      null,
      null,
      picks[1] === undefined ? null : s.cards[s.objs[picks[1]]!.card]!.name,
    ]);
    expect(slotNames(s, b)).toEqual([null, null, null, null, null]);
    for (const id of s.battlefield) expect(s.objs[id]!.faceDown).toBe(false);
  });
});

describe('Magic Combat: the turn (003 Turns)', () => {
  it('untap and the second main phase are skipped; both players draw three (or only the active one)', () => {
    // Classic's steps (CR 500) without untap, blockers (fights replace blocks), first-strike damage and main 2.
    const skipped = ['untap', 'declareBlockers', 'firstStrikeDamage', 'main2'];
    expect(MAGIC_COMBAT_MODULE.plan).toEqual(STEP_IDS.filter((s) => !skipped.includes(s)));
    const t = mc().start();
    playUntil(t, (s) => s.turn === 3 && s.step === 'main1');
    expect(t.s.players.map((p) => p.hand.length)).toEqual([3, 3]);
    const u = options(mc().start(), { draw: 'active' });
    playUntil(u, (s) => s.turn === 3 && s.step === 'main1');
    expect(u.s.players.map((p) => p.hand.length)).toEqual([0, 3]);
  });
});

describe('Magic Combat: fights and scoring (003 Combat, 003 Gameplay)', () => {
  const board = () =>
    layout(
      layout(
        mc().battlefield(0, 'Grizzly Bears', 'Hill Giant').battlefield(1, 'Llanowar Elves', 'Craw Wurm').start(),
        0,
        ['Grizzly Bears', 'Hill Giant', null],
      ),
      1,
      ['Llanowar Elves', null, 'Craw Wurm'],
    );

  it('the picked creature fights the one across; unblocked creatures of the active player score; no damage to players', () => {
    const t = board();
    placeSpells(t, [], []);
    // Only the Bears face a creature: the Giant faces an empty slot and cannot fight.
    expect(t.legal().filter((a) => a.t === 'attack')).toHaveLength(0); // priority first (no fight asked yet)
    pickFight(t, 'Grizzly Bears');
    playUntil(t, (s) => s.step === 'end');
    expect(t.has('Llanowar Elves', 'graveyard')).toBe(true);
    expect(t.obj('Grizzly Bears').damage).toBe(1);
    // Facing an empty slot at the end of combat: the Bears (the Elves died) and the Giant; not the Wurm.
    expect(extOf(t.s).points).toEqual([2, 0]);
    expect(t.text()).toContain('Seat 1 scores 2 (Grizzly Bears, Hill Giant): 2 points.');
    expect([t.life(0), t.life(1)]).toEqual([20, 20]);
  });

  it('"unfought": a creature that fought does not score', () => {
    const t = options(board(), { unblocked: 'unfought' });
    placeSpells(t, [], []);
    pickFight(t, 'Grizzly Bears');
    playUntil(t, (s) => s.step === 'end');
    expect(extOf(t.s).points).toEqual([1, 0]);
  });

  it('passing ends the fights: no creature fights twice, and a passed creature does not fight', () => {
    const t = board();
    placeSpells(t, [], []);
    playUntil(t, (s) => s.pending?.d === 'attackers');
    expect(t.legal()).toEqual([
      { t: 'done' },
      { t: 'attack', o: t.id('Grizzly Bears'), at: { o: t.id('Llanowar Elves') } },
    ]);
    t.act({ t: 'done' });
    playUntil(t, (s) => s.step === 'end');
    expect(t.has('Llanowar Elves')).toBe(true);
    expect(extOf(t.s).points).toEqual([1, 0]); // the Giant only
  });
});

describe('Magic Combat: life and the library (003 Gameplay)', () => {
  it('no loss at 0 life: life and damage to players work as normal', () => {
    const t = mc().battlefield(0, 'Grizzly Bears').battlefield(1, 'Llanowar Elves').hand(0, 'Lightning Bolt').start();
    t.state = { ...t.state, players: t.state.players.map((p) => (p.seat === 1 ? { ...p, life: 2 } : p)) };
    placeSpells(t, ['Lightning Bolt'], []);
    pickFight(t, 'Grizzly Bears');
    reveal(t, 0, 'Lightning Bolt', 1);
    t.resolve();
    expect(t.life(1)).toBe(-1);
    expect(t.s.players[1]!.lost).toBe(false);
    playUntil(t, (s) => s.turn === 3);
    expect(t.s.result).toBeNull();
  });

  it('a player who cannot draw: both shuffle their used cards into their libraries, then the draw goes on', () => {
    const t = mc().graveyard(0, 'Shock', 'Giant Growth').graveyard(1, 'Lightning Bolt').start();
    const d = new Draft(t.state);
    for (const id of d.s.players[1]!.library.slice()) moveObject(d, id, 'graveyard');
    for (const id of d.s.players[0]!.library.slice()) moveObject(d, id, 'exile');
    t.state = d.s;
    playUntil(t, (s) => s.turn === 3 && s.step === 'main1');
    expect(t.text()).toContain('A library is empty: both players shuffle their used cards into their libraries.');
    // Seat 2 (20 Islands and a Bolt) drew 3; seat 1 had only its two used cards, and drew them.
    expect([t.s.players[0]!.graveyard.length, t.s.players[1]!.graveyard.length]).toEqual([0, 0]);
    expect(t.s.players[1]!.hand).toHaveLength(3);
    expect(t.s.players[1]!.library).toHaveLength(18);
    expect(t.hand(0).sort()).toEqual(['Giant Growth', 'Shock']);
  });
});

describe('Magic Combat: 10 rounds (003 Gameplay)', () => {
  const last = () => atRound(mc().start(), 10);
  it('after the last round the most points wins', () => {
    const t = withExt(last(), (e) => (e.points = [4, 6]));
    playUntil(t, (s) => s.result !== null);
    expect(t.s.turn).toBe(21);
    expect(t.s.result).toEqual({ winners: [1], reason: 'Seat 2 wins after 10 rounds: 4 to 6 points' });
  });

  it('a tie is a draw; with the life tiebreak more life wins', () => {
    const t = withExt(last(), (e) => (e.points = [3, 3]));
    playUntil(t, (s) => s.result !== null);
    expect(t.s.result?.winners).toEqual([]);
    const u = options(
      withExt(last(), (e) => (e.points = [3, 3])),
      { tiebreak: 'life' },
    );
    u.state = { ...u.state, players: u.state.players.map((p) => (p.seat === 0 ? { ...p, life: 12 } : p)) };
    playUntil(u, (s) => s.result !== null);
    expect(u.s.result).toEqual({ winners: [1], reason: 'Seat 2 wins after 10 rounds: 3 to 3 points, 12 to 20 life' });
  });
});
