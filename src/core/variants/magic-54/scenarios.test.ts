import { describe, expect, it } from 'vitest';
import { magic54 } from '.';
import { teamCards } from './cards';
import { creature, legalActions, PASS, perm, play, playAll, player, table, uid } from './table';
import type { Seat } from '../../engine';
import type { M54State } from './state';

const types = (s: M54State, seat: number) => legalActions(s, seat).map((a) => a.type);
/** Each of `seats` passes, in order. */
const passes = (s: M54State, ...seats: Seat[]): M54State => seats.reduce((t, seat) => play(t, seat, PASS), s);

describe('001 §III/§IV/§VI beginning of the game', () => {
  it('deals two 27-card teams, 5-card hands, 20 life; the starter is drawn from the seed or given', () => {
    const s = magic54.setup(magic54.parseConfig({ teams: ['black', 'red'], starter: 1 }), 'seed-1');
    expect(s.players.map((p) => p.team)).toEqual(['black', 'red']);
    for (const p of s.players) {
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(22);
      expect(p.life).toBe(20);
      expect([...p.hand, ...p.deck].sort()).toEqual(teamCards(p.team).sort());
    }
    expect(s.active).toBe(1);
    expect(s.phase).toBe('main1');
    const starters = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => magic54.setup(magic54.defaultConfig(), seed).starter),
    );
    expect(starters).toEqual(new Set([0, 1]));
  });

  it('§VI.1: the starter does not draw on the first turn; the next player untaps and draws', () => {
    let s = magic54.setup(magic54.parseConfig({ starter: 0 }), 'x');
    expect(s.players[0].hand).toHaveLength(5); // no draw on the starter's first round
    s.players[1].field.push({ uid: 99, card: 'C3', tapped: true, sick: false, damage: 0 });
    const top = s.players[1].deck[s.players[1].deck.length - 1];
    s = passes(s, 0, 1, 0, 1);
    // main1 → main2 (no creature to attack with) → end of turn (tuck is optional)
    expect(s.phase).toBe('tuck');
    s = play(s, 0, { type: 'skipTuck' });
    expect(s.active).toBe(1);
    expect(s.turn).toBe(2);
    expect(s.players[1].hand).toHaveLength(6);
    expect(s.players[1].hand).toContain(top);
    expect(s.players[1].field[0]!.tapped).toBe(false);
  });
});

describe('001 §VI.2 main phase plays', () => {
  it('one Mana card per round', () => {
    let s = table().hand(0, 'H3', 'H5').build();
    s = play(s, 0, { type: 'mana', card: 'H3' });
    expect(s.players[0].field.map((x) => x.card)).toEqual(['H3']);
    expect(types(s, 0)).not.toContain('mana');
    expect(s.players[0].manaPlayed).toBe(true);
  });

  it('a creature costs its summoning cost in tapped Mana and is summoning sick', () => {
    let s = table().hand(0, 'HK').field(0, 'H3', 'H5', 'H7').build();
    s = play(s, 0, { type: 'creature', card: 'HK' });
    expect(s.players[0].field.map((x) => [x.card, x.tapped, x.sick])).toEqual([
      ['H3', true, false],
      ['H5', true, false],
      ['H7', true, false],
      ['HK', false, true],
    ]);
    // Not enough mana for a second King-sized play; a sick creature gives no attack step.
    s = passes(s, 0, 1);
    expect(s.phase).toBe('main2');
  });

  it('a creature cannot be summoned without enough mana', () => {
    const s = table().hand(0, 'HK').field(0, 'H3', 'H5').build();
    expect(types(s, 0)).not.toContain('creature');
  });

  it('Damage: Four deals 2 to a player for 2 mana and goes to the discard pile', () => {
    let s = table().hand(0, 'H4').field(0, 'H3', 'H5').build();
    s = play(s, 0, { type: 'cast', card: 'H4', target: player(1) });
    expect(s.priority).toBe(1); // the opponent may answer
    s = passes(s, 1, 0);
    expect(s.players[1].life).toBe(18);
    expect(s.players[0].discard).toEqual(['H4']);
    expect(s.players[0].field.every((x) => x.tapped)).toBe(true);
    expect(s.priority).toBe(0);
  });

  it('Damage equal to a creature’s defense kills it (Six on a King)', () => {
    let s = table().hand(0, 'H6').field(0, 'H3', 'H5', 'H7').field(1, 'CK').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H6', target: creature(s, 'CK') }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(perm(s, 'CK')).toBeUndefined();
    expect(s.players[1].discard).toEqual(['CK']);
  });

  it('the opponent may play Damage in the active player’s main phase', () => {
    let s = table().hand(1, 'C2').field(1, { card: 'C3', tapped: false }).build();
    s = play(s, 0, PASS);
    expect(s.priority).toBe(1);
    s = playAll(s, [
      [1, { type: 'cast', card: 'C2', target: player(0) }],
      [0, PASS],
      [1, PASS],
    ]);
    expect(s.players[0].life).toBe(19);
    expect(s.phase).toBe('main1');
    expect(s.priority).toBe(0);
    expect(types(s, 1)).toEqual([]); // no mana or creature plays on the other player's turn
  });
});

describe('001 §V Actions', () => {
  it('Ace answering a Six: last played, first solved — the King takes no damage', () => {
    let s = table().hand(0, 'H6').field(0, 'H3', 'H5', 'H7').field(1, 'CK', 'C3').hand(1, 'CA').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H6', target: creature(s, 'CK') }],
      [1, { type: 'cast', card: 'CA', target: creature(s, 'CK') }],
      [0, PASS],
      [1, PASS],
    ]);
    expect(perm(s, 'CK')).toMatchObject({ damage: 0 });
    expect(s.players[1].discard).toEqual(['CA']);
    expect(s.players[0].discard).toEqual(['H6']);
    expect(s.shields).toEqual([{ kind: 'prevent', target: creature(s, 'CK'), jack: null }]);
  });

  it('Ace on a player cancels damage to that player for the rest of the turn', () => {
    let s = table().hand(0, 'H4').hand(1, 'CA').field(0, 'H3', 'H5').field(1, 'C3').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H4', target: player(1) }],
      [1, { type: 'cast', card: 'CA', target: player(1) }],
      [0, PASS],
      [1, PASS],
    ]);
    expect(s.players[1].life).toBe(20);
  });

  it('Eight returns a creature in play to its owner’s hand', () => {
    let s = table().hand(0, 'H8').field(0, 'H3').field(1, 'CQ').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H8', target: creature(s, 'CQ') }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(s.players[1].field).toEqual([]);
    expect(s.players[1].hand).toEqual(['CQ']);
  });

  it('Ten puts a random card of the opponent’s hand in their discard pile', () => {
    let s = table().hand(0, 'H10').field(0, 'H3').hand(1, 'C2', 'C4', 'CK').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H10', target: null }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(s.players[1].hand).toHaveLength(2);
    expect(s.players[1].discard).toHaveLength(1);
    expect(['C2', 'C4', 'CK']).toContain(s.players[1].discard[0]);
    expect([...s.players[1].hand, ...s.players[1].discard].sort()).toEqual(['C2', 'C4', 'CK']);
  });

  it('Joker: choose a card of your deck, put it in your hand, then shuffle', () => {
    let s = table().hand(0, 'XR').field(0, 'H3').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'XR', target: null }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(s.phase).toBe('tutor');
    const options = legalActions(s, 0);
    // One choice per rank (cards of a rank are interchangeable), in a fixed order that reveals nothing.
    const ranks = ['10', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'J', 'K', 'Q'];
    expect(options.map((a) => (a as { card: string }).card)).toEqual(ranks.map((r) => `D${r}`));
    s = play(s, 0, { type: 'tutor', card: 'DK' });
    expect(s.players[0].hand).toEqual(['DK']);
    expect(s.players[0].deck).toHaveLength(24); // 27 − Joker − Three in play − King
    expect(s.players[0].deck).not.toContain('DK');
    expect(s.players[0].discard).toEqual(['XR']);
    expect(s.phase).toBe('main1');
  });
});

describe('001 §V creature Specials', () => {
  it('Jack Sacrifice (1 mana): damage to one of your creatures goes to the Jack', () => {
    let s = table().hand(0, 'H6').field(0, 'H3', 'H5', 'H7').field(1, 'CK', 'CJ', 'C3').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H6', target: creature(s, 'CK') }],
      [1, { type: 'special', uid: uid(s, 'CJ'), target: creature(s, 'CK') }],
      [0, PASS],
      [1, PASS],
    ]);
    expect(perm(s, 'CK')).toMatchObject({ damage: 0 });
    expect(perm(s, 'CJ')).toBeUndefined();
    expect(s.players[1].discard).toEqual(['CJ']);
    expect(perm(s, 'C3')!.tapped).toBe(true);
  });

  it('Queen Protection (2 mana): damage to the Queen goes to her controller', () => {
    let s = table().hand(0, 'H4').field(0, 'H3', 'H5').field(1, 'CQ', 'C3', 'C5').build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H4', target: creature(s, 'CQ') }],
      [1, { type: 'special', uid: uid(s, 'CQ'), target: null }],
      [0, PASS],
      [1, PASS],
    ]);
    expect(perm(s, 'CQ')).toMatchObject({ damage: 0 });
    expect(s.players[1].life).toBe(18);
  });

  it('King Knowledge (3 mana): the controller draws; the King is not tapped', () => {
    let s = table().field(0, 'HK', 'H3', 'H5', 'H7').deckTop(0, 'H9').build();
    s = playAll(s, [
      [0, { type: 'special', uid: uid(s, 'HK'), target: null }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(s.players[0].hand).toEqual(['H9']);
    expect(perm(s, 'HK')!.tapped).toBe(false);
  });
});

describe('001 §VI.3 attack, blocks and combat', () => {
  const attackSetup = () =>
    table().field(0, 'HK', 'HQ').field(1, 'CJ', 'CQ').hand(0, 'H7').hand(1, 'C9').set({ phase: 'main1' }).build();
  /** The Queen of Hearts attacks, the Queen of Clubs blocks, and Red plays Growth (Seven) on its Queen. */
  const queenFight = () => {
    const s = attackSetup();
    return playAll(s, [
      [0, PASS],
      [1, PASS],
      [0, { type: 'attack', uid: uid(s, 'HQ') }],
      [0, { type: 'endAttack' }],
      [1, { type: 'block', uid: uid(s, 'CQ'), attacker: uid(s, 'HQ') }],
      [1, { type: 'endBlock' }],
      [0, { type: 'growth', card: 'H7', uid: uid(s, 'HQ') }],
    ]);
  };

  it('attackers tap; unblocked attackers hit the player; Growth is not offered without a creature fight', () => {
    let s = attackSetup();
    s = passes(s, 0, 1);
    expect(s.phase).toBe('attack');
    s = playAll(s, [
      [0, { type: 'attack', uid: uid(s, 'HK') }],
      [0, { type: 'endAttack' }],
    ]);
    expect(perm(s, 'HK')!.tapped).toBe(true);
    expect(s.phase).toBe('block');
    s = play(s, 1, { type: 'endBlock' });
    expect(s.phase).toBe('combat');
    expect(types(s, 0)).toEqual(['pass']); // no Growth: the King is unblocked
    s = passes(s, 0, 1);
    expect(s.players[1].life).toBe(17);
    expect(s.phase).toBe('main2');
  });

  it('Growth in a creature fight: Seven on a blocked Queen makes her 9/9; the card is discarded after combat', () => {
    let s = queenFight();
    s = passes(s, 1, 0);
    expect(perm(s, 'HQ')).toMatchObject({ damage: 0 });
    expect(perm(s, 'CQ')).toBeUndefined();
    expect(s.players[0].discard).toEqual(['H7']);
    expect(s.players[1].discard).toEqual(['CQ']);
    expect(s.players[1].life).toBe(20);
  });

  it('both players play alternately until both pass; the pile is solved last-in first-out', () => {
    let s = queenFight();
    s = play(s, 1, { type: 'growth', card: 'C9', uid: uid(s, 'CQ') });
    expect(s.stack.map((i) => i.card)).toEqual(['H7', 'C9']);
    s = passes(s, 0, 1);
    // 9/9 vs 11/11: the Queen of Hearts dies, the Queen of Clubs survives.
    expect(perm(s, 'HQ')).toBeUndefined();
    expect(perm(s, 'CQ')).toMatchObject({ damage: 0 });
    expect(s.players[0].discard.sort()).toEqual(['H7', 'HQ']);
    expect(s.players[1].discard).toEqual(['C9']);
  });

  it('several blockers: their damage adds up and the attacker’s owner divides its damage', () => {
    let s = table().field(0, 'HK').field(1, 'CJ', 'CQ').build();
    s = playAll(s, [
      [0, PASS],
      [1, PASS],
      [0, { type: 'attack', uid: uid(s, 'HK') }],
      [0, { type: 'endAttack' }],
      [1, { type: 'block', uid: uid(s, 'CJ'), attacker: uid(s, 'HK') }],
      [1, { type: 'block', uid: uid(s, 'CQ'), attacker: uid(s, 'HK') }],
      [1, { type: 'endBlock' }],
      [0, PASS],
      [1, PASS],
    ]);
    expect(s.phase).toBe('assign');
    s = playAll(s, [
      [0, { type: 'assign', blocker: uid(s, 'CJ'), amount: 1 }],
      [0, { type: 'assign', blocker: uid(s, 'CQ'), amount: 2 }],
    ]);
    expect(perm(s, 'HK')).toBeUndefined(); // 1 + 2 = 3 damage on a 3/3
    expect(perm(s, 'CJ')).toBeUndefined();
    expect(perm(s, 'CQ')).toBeUndefined();
    expect(s.players[1].discard.sort()).toEqual(['CJ', 'CQ']);
    expect(s.players[0].discard).toEqual(['HK']);
  });

  it('summoning sickness: a creature that came into play this turn cannot attack', () => {
    const s = table().field(0, { card: 'HK', sick: true }).build();
    const after = passes(s, 0, 1);
    expect(after.phase).toBe('main2');
  });

  it('blockers must be untapped; a blocked attacker whose blocker left play deals no damage', () => {
    let s = table().field(0, 'HK', 'H3').hand(0, 'H8').field(1, 'CJ', { card: 'CQ', tapped: true }).build();
    s = playAll(s, [
      [0, PASS],
      [1, PASS],
      [0, { type: 'attack', uid: uid(s, 'HK') }],
      [0, { type: 'endAttack' }],
    ]);
    expect(legalActions(s, 1).filter((a) => a.type === 'block')).toEqual([
      { type: 'block', uid: uid(s, 'CJ'), attacker: uid(s, 'HK') },
    ]);
    s = playAll(s, [
      [1, { type: 'block', uid: uid(s, 'CJ'), attacker: uid(s, 'HK') }],
      [1, { type: 'endBlock' }],
      [0, { type: 'cast', card: 'H8', target: creature(s, 'CJ') }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(s.players[1].hand).toEqual(['CJ']);
    expect(s.players[1].life).toBe(20);
  });
});

describe('001 §VI.5 end of turn, §VII Deck, end of the game', () => {
  it('discard down to five, then put one card under the deck and draw', () => {
    let s = table().hand(0, 'H2', 'H4', 'H6', 'H8', 'H10', 'HA', 'HJ').deckTop(0, 'H9').set({ phase: 'main2' }).build();
    s = passes(s, 0, 1);
    expect(s.phase).toBe('discard');
    expect(types(s, 0)).not.toContain('skipTuck');
    s = playAll(s, [
      [0, { type: 'discard', card: 'H2' }],
      [0, { type: 'discard', card: 'H4' }],
    ]);
    expect(s.phase).toBe('tuck');
    s = play(s, 0, { type: 'tuck', card: 'H6' });
    expect(s.players[0].hand.sort()).toEqual(['H10', 'H8', 'H9', 'HA', 'HJ']);
    expect(s.players[0].deck[0]).toBe('H6');
    expect(s.players[0].discard).toEqual(['H2', 'H4']);
    expect(s.active).toBe(1);
  });

  it('an empty deck: the discard pile becomes the deck', () => {
    let s = table(1).set({ phase: 'main2' }).build({ emptyDecks: true });
    expect(s.players[0].deck).toEqual([]);
    s = passes(s, 1, 0);
    // (an empty hand skips the end-of-turn choice) Red begins a round with an empty deck and 27 cards in the discard pile.
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[0].deck).toHaveLength(26);
    expect(s.players[0].discard).toEqual([]);
  });

  it('20 life to 0: the player at 0 loses', () => {
    let s = table().hand(0, 'H6').field(0, 'H3', 'H5', 'H7').life(1, 3).build();
    s = playAll(s, [
      [0, { type: 'cast', card: 'H6', target: player(1) }],
      [1, PASS],
      [0, PASS],
    ]);
    expect(s.phase).toBe('over');
    expect(s.result).toEqual({ winners: [0], reason: 'Red reduced Black to 0 life' });
    expect(magic54.activeSeats(s)).toEqual([]);
  });

  it('the turn limit ends the game in a draw', () => {
    let s = table().set({ phase: 'main2', turn: 200 }).build();
    s = passes(s, 0, 1);
    expect(s.result).toEqual({ winners: [], reason: 'Draw: the 200-turn limit was reached' });
  });

  it('an illegal action is refused', () => {
    const s = table().hand(0, 'HK').build();
    expect(() => play(s, 0, { type: 'creature', card: 'HK' })).toThrow(/not a legal action/);
    expect(() => play(s, 1, PASS)).toThrow(/not a legal action/);
  });
});
