/** One scenario per rule of 002 and per interpretation in docs/variants/pub-magic.md. */
import { describe, expect, it } from 'vitest';
import { pubMagic } from './variant';
import { table } from './testkit';
import { parsePubMagicConfig } from './config';

describe('002 setup: deal 6, discard 3 face down', () => {
  it('deals 6 to every player and lets everyone discard at once until they hold 3', () => {
    let s = pubMagic.setup(pubMagic.parseConfig({ seats: 3 }), 'deal');
    expect(s.phase).toBe('discard');
    expect(s.hands.map((h) => h.length)).toEqual([6, 6, 6]);
    expect(pubMagic.activeSeats(s)).toEqual([0, 1, 2]);
    expect(s.deck.length).toBe(s.cards.length - 18);
    for (let round = 0; round < 3; round++)
      for (const seat of [2, 0, 1]) s = pubMagic.apply(s, seat, { kind: 'bury', card: s.hands[seat]![0]! }).state;
    expect(s.buried.map((b) => b.length)).toEqual([3, 3, 3]);
    // 002: "Once everyone is happy with 3 cards in their hand, the game begins."
    expect(s.phase).toBe('main');
    expect(s.turn).toBe(1);
  });

  it('a seat that already holds 3 has nothing to discard', () => {
    let s = pubMagic.setup(pubMagic.parseConfig({ seats: 2 }), 'deal2');
    for (let k = 0; k < 3; k++) s = pubMagic.apply(s, 0, { kind: 'bury', card: s.hands[0]![0]! }).state;
    expect(pubMagic.activeSeats(s)).toEqual([1]);
    expect(pubMagic.legalActions(s, 0)).toEqual([]);
    expect(() => pubMagic.apply(s, 0, { kind: 'bury', card: s.hands[0]![0]! })).toThrow();
  });

  it('face-down discards stay secret: the log does not name them and other seats see only a count', () => {
    const s0 = pubMagic.setup(pubMagic.parseConfig({ seats: 2 }), 'secret');
    const card = s0.hands[0]![0]!;
    const r = pubMagic.apply(s0, 0, { kind: 'bury', card });
    expect(JSON.stringify(r.events)).not.toContain(s0.cards[card]!.name);
    const other = pubMagic.view(r.state, 1);
    expect(other.buried[0]).toBeNull();
    expect(other.buriedCounts[0]).toBe(1);
    expect(other.hands[0]).toBeNull();
    expect(pubMagic.view(r.state, 0).buried[0]).toEqual([card]);
  });
});

describe('002 turn sequence', () => {
  it('turn one places the whole hand instead of drawing', () => {
    const g = table(2).on(0, 'Forest').hand(1, 'Island', 'Grizzly Bears', 'Sol Ring').deckTop('Swamp').build();
    g.act(0, { kind: 'endTurn' });
    expect(g.names(1)).toEqual(['Grizzly Bears', 'Island', 'Sol Ring']);
    expect(g.state.hands[1]).toEqual([]);
    expect(g.state.deck.length).toBe(1);
  });

  it('later turns draw one card and place it in front of the player', () => {
    const g = table(2).on(1, 'Forest').deckTop('Swamp', 'Island').build();
    g.act(0, { kind: 'endTurn' });
    expect(g.names(1)).toEqual(['Forest', 'Swamp']);
    expect(g.state.active).toBe(1);
    expect(g.state.deck.length).toBe(1);
  });

  it('turns go round the circle', () => {
    const g = table(3).deckTop('Swamp', 'Island', 'Plains').build();
    g.act(0, { kind: 'endTurn' }).act(1, { kind: 'endTurn' }).act(2, { kind: 'endTurn' });
    expect(g.state.active).toBe(0);
  });
});

describe('002 Land and the objective', () => {
  it('owning 10 lands wins at once, here on the draw', () => {
    const g = table(2).lands(1, 9).deckTop('Mountain').build();
    g.act(0, { kind: 'endTurn' });
    expect(g.state.result?.winners).toEqual([1]);
    expect(g.active).toEqual([]);
  });

  it('the target is a table option', () => {
    expect(parsePubMagicConfig({ seats: 2, target: 3 }).target).toBe(3);
    const g = table(2).withTarget(3).lands(1, 2).deckTop('Plains').build();
    g.act(0, { kind: 'endTurn' });
    expect(g.state.result?.winners).toEqual([1]);
  });
});

describe('002 Artifact', () => {
  it('counts towards the land total', () => {
    const g = table(2).on(0, 'Forest', 'Sol Ring', 'Leaden Myr').build();
    expect(g.total(0)).toBe(3);
  });

  it('is discarded on your own turn to draw a card, which is placed in front of you', () => {
    const g = table(2).on(0, 'Sol Ring').deckTop('Forest').build();
    g.act(0, { kind: 'draw', card: g.id(0, 'Sol Ring') });
    expect(g.names(0)).toEqual(['Forest']);
    expect(g.state.discard.map((id) => g.state.cards[id]!.name)).toEqual(['Sol Ring']);
  });

  it('cannot draw from an empty deck, nor off your own turn', () => {
    const g = table(2).on(0, 'Sol Ring').on(1, 'Sol Ring').build();
    expect(g.legal(0).some((a) => a.kind === 'draw')).toBe(false);
    expect(g.legal(1)).toEqual([]);
  });

  it('is not a land: a lost fight never takes it', () => {
    const g = table(2).on(0, 'Grizzly Bears').on(1, 'Sol Ring', 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.legal(1)).toEqual([{ kind: 'giveLand', card: g.id(1, 'Forest') }]);
  });
});

describe('002 Creatures: attacking', () => {
  it('a creature placed this turn cannot attack; one placed earlier can', () => {
    const g = table(2).on(0, 'Grizzly Bears').fresh(0, 'Hill Giant').build();
    const attacks = g.legal(0).filter((a) => a.kind === 'attack');
    expect(attacks).toEqual([{ kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] }]);
  });

  it('only an adjacent player can be attacked (4 seats: not the one opposite)', () => {
    const g = table(4).on(0, 'Grizzly Bears').build();
    const targets = new Set(g.legal(0).flatMap((a) => (a.kind === 'attack' ? [a.target] : [])));
    expect([...targets].sort()).toEqual([1, 3]);
  });

  it('with 2 players the one opponent is the neighbour', () => {
    const g = table(2).on(0, 'Grizzly Bears').build();
    expect(
      g
        .legal(0)
        .filter((a) => a.kind === 'attack')
        .map((a) => (a.kind === 'attack' ? a.target : -1)),
    ).toEqual([1]);
  });

  it('the defender blocks with all their creatures: as many blockers as attackers means no land', () => {
    const g = table(2).on(0, 'Grizzly Bears', 'Hill Giant').on(1, 'Serra Angel', 'Dryad Arbor', 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: g.state.tables[0]! });
    expect(g.state.phase).toBe('main');
    expect(g.total(1)).toBe(2);
    expect(g.events.some((e) => e.type === 'fight-lost')).toBe(true);
  });

  it('an unblocked attacker wins the fight and the defender chooses which land is stolen', () => {
    const g = table(2)
      .on(0, 'Grizzly Bears', 'Hill Giant', 'Serra Angel')
      .on(1, 'Lucent Liminid', 'Dryad Arbor', 'Forest')
      .build();
    // Dryad Arbor is a creature too, so it blocks: 3 attackers v 2 blockers leaves one unblocked.
    g.act(0, { kind: 'attack', target: 1, attackers: g.state.tables[0]! });
    expect(g.state.phase).toBe('giveLand');
    expect(g.active).toEqual([1]);
    // One choice per kind of land (identical Forests are one choice): a plain land or the Land Creature.
    expect(g.legal(1)).toEqual([
      { kind: 'giveLand', card: g.id(1, 'Dryad Arbor') },
      { kind: 'giveLand', card: g.id(1, 'Forest') },
    ]);
    g.act(1, { kind: 'giveLand', card: g.id(1, 'Forest') });
    expect(g.names(0)).toContain('Forest');
    expect([g.total(0), g.total(1)]).toEqual([1, 1]);
  });

  it('nothing dies or taps in a fight: every creature is still there and can fight again', () => {
    const g = table(2)
      .on(0, 'Grizzly Bears', 'Hill Giant')
      .on(1, 'Serra Angel', 'Forest')
      .deckTop('Island', 'Plains')
      .build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears'), g.id(0, 'Hill Giant')] });
    g.act(1, { kind: 'giveLand', card: g.id(1, 'Forest') });
    expect(g.names(0)).toEqual(['Forest', 'Grizzly Bears', 'Hill Giant']);
    expect(g.names(1)).toEqual(['Serra Angel']);
    g.act(0, { kind: 'endTurn' });
    // Seat 2 attacks back with its Serra Angel: two untapped blockers stop it.
    g.act(1, { kind: 'attack', target: 0, attackers: [g.id(1, 'Serra Angel')] });
    expect(g.events.at(-1)?.type).toBe('fight-lost');
    // The table remembers the last fight (for its arrow).
    expect(g.state.lastFight).toEqual({ attacker: 1, defender: 0, turn: g.state.turn, won: false });
  });

  it('a fight won against a player with no land steals nothing', () => {
    const g = table(2).on(0, 'Grizzly Bears').on(1, 'Sol Ring').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.state.phase).toBe('main');
    expect(g.names(1)).toEqual(['Sol Ring']);
  });

  it('a stolen land is placed this turn, and reaching the target by it wins', () => {
    const g = table(2).lands(0, 9).on(0, 'Grizzly Bears').on(1, 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    g.act(1, { kind: 'giveLand', card: g.id(1, 'Forest') });
    expect(g.state.result?.winners).toEqual([0]);
  });
});

describe('002 Instant: at any time, during a fight', () => {
  it('makes an attacker unblockable: the fight is won however many blockers there are', () => {
    const g = table(2).on(0, 'Grizzly Bears', 'Lightning Bolt').on(1, 'Serra Angel', 'Hill Giant', 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    // Seat 2 has no instant: it is skipped; the attacker holds the window.
    expect(g.active).toEqual([0]);
    g.act(0, { kind: 'unblockable', card: g.id(0, 'Lightning Bolt'), target: g.id(0, 'Grizzly Bears') });
    expect(g.state.phase).toBe('giveLand');
  });

  it('removes an enemy attacker from combat: it counts as blocked', () => {
    const g = table(2).on(0, 'Grizzly Bears', 'Hill Giant').on(1, 'Serra Angel', 'Giant Growth', 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears'), g.id(0, 'Hill Giant')] });
    expect(g.active).toEqual([1]);
    // Grizzly Bears and Hill Giant are both plain creatures: one choice stands for either.
    expect(g.legal(1)).toContainEqual({
      kind: 'remove',
      card: g.id(1, 'Giant Growth'),
      target: g.id(0, 'Grizzly Bears'),
    });
    g.act(1, { kind: 'remove', card: g.id(1, 'Giant Growth'), target: g.id(0, 'Grizzly Bears') });
    expect(g.state.phase).toBe('main');
    expect(g.total(1)).toBe(1);
  });

  it('a blocker cannot be removed from combat: only an attacker can "count as blocked"', () => {
    const g = table(2).on(0, 'Grizzly Bears', 'Doom Blade').on(1, 'Serra Angel', 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.legal(0).map((a) => a.kind)).toEqual(['unblockable', 'pass']);
  });

  it('every player gets the window, defender first, and it reopens after each instant', () => {
    const g = table(4)
      .on(0, 'Grizzly Bears', 'Hill Giant', 'Lightning Bolt')
      .on(1, 'Serra Angel', 'Forest', 'Giant Growth')
      .on(2, 'Doom Blade')
      .on(3, 'Grizzly Bears')
      .build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears'), g.id(0, 'Hill Giant')] });
    expect(g.active).toEqual([1]);
    g.act(1, { kind: 'pass' });
    // Seat 3 (a bystander with an instant) may join in; seat 4 has none and is skipped.
    expect(g.active).toEqual([2]);
    g.act(2, { kind: 'remove', card: g.id(2, 'Doom Blade'), target: g.id(0, 'Grizzly Bears') });
    // After an instant the window goes round again from the next seat: seat 4 skipped, seat 1 (attacker).
    expect(g.active).toEqual([0]);
    g.act(0, { kind: 'unblockable', card: g.id(0, 'Lightning Bolt'), target: g.id(0, 'Hill Giant') });
    expect(g.active).toEqual([1]);
    g.act(1, { kind: 'remove', card: g.id(1, 'Giant Growth'), target: g.id(0, 'Hill Giant') });
    // Nobody has an instant left: the fight resolves without waiting. Both attackers are out, so it is lost.
    expect(g.state.phase).toBe('main');
    expect(g.total(1)).toBe(1);
  });

  it('no window at all when nobody holds an instant: the fight resolves at once', () => {
    const g = table(3).on(0, 'Grizzly Bears').on(1, 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.state.phase).toBe('giveLand');
  });

  it('instants are not offered outside fights (they would have nothing to act on)', () => {
    const g = table(2).on(0, 'Lightning Bolt').on(1, 'Grizzly Bears').build();
    expect(g.legal(0)).toEqual([{ kind: 'endTurn' }]);
  });
});

describe('002 Sorcery: kill an enemy creature on your own turn', () => {
  it('puts the creature and the sorcery in the discard pile', () => {
    const g = table(3).on(0, 'Divination').on(2, 'Serra Angel').build();
    g.act(0, { kind: 'kill', card: g.id(0, 'Divination'), target: g.id(2, 'Serra Angel') });
    expect(g.names(2)).toEqual([]);
    expect(g.state.discard.map((id) => g.state.cards[id]!.name).sort()).toEqual(['Divination', 'Serra Angel']);
  });

  it("killing a Land Creature lowers its owner's land total", () => {
    const g = table(2).on(0, 'Mind Rot').on(1, 'Dryad Arbor').build();
    expect(g.total(1)).toBe(1);
    g.act(0, { kind: 'kill', card: g.id(0, 'Mind Rot'), target: g.id(1, 'Dryad Arbor') });
    expect(g.total(1)).toBe(0);
  });

  it('is not offered off your turn or during a fight', () => {
    const g = table(2)
      .on(0, 'Grizzly Bears', 'Lightning Bolt')
      .on(1, 'Divination', 'Serra Angel', 'Giant Growth')
      .build();
    expect(g.legal(1)).toEqual([]);
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(g.legal(1).some((a) => a.kind === 'kill')).toBe(false);
  });

  it('cannot target your own creatures', () => {
    const g = table(2).on(0, 'Divination', 'Grizzly Bears').build();
    expect(g.legal(0).some((a) => a.kind === 'kill')).toBe(false);
  });
});

describe("002 Enchantment: steal a creature of the active player's choice", () => {
  it('moves the creature in front of the thief, where it cannot attack this turn', () => {
    const g = table(4).on(0, 'Pacifism').on(2, 'Serra Angel', 'Dryad Arbor').on(1, 'Grizzly Bears').build();
    const steals = g.legal(0).filter((a) => a.kind === 'steal');
    // Any other player's creature, not only a neighbour's (one choice per owner and kind).
    expect(steals.length).toBe(3);
    g.act(0, { kind: 'steal', card: g.id(0, 'Pacifism'), target: g.id(2, 'Serra Angel') });
    expect(g.names(0)).toEqual(['Serra Angel']);
    expect(g.legal(0).some((a) => a.kind === 'attack')).toBe(false);
  });

  it("a stolen creature attacks on its new owner's next turn", () => {
    const g = table(2).on(0, 'Control Magic').on(1, 'Hill Giant').deckTop('Swamp', 'Island').build();
    g.act(0, { kind: 'steal', card: g.id(0, 'Control Magic'), target: g.id(1, 'Hill Giant') });
    g.act(0, { kind: 'endTurn' }).act(1, { kind: 'endTurn' });
    expect(g.legal(0).some((a) => a.kind === 'attack')).toBe(true);
  });

  it('stealing a Land Creature moves a land', () => {
    const g = table(2).on(0, 'Pacifism').on(1, 'Dryad Arbor').build();
    g.act(0, { kind: 'steal', card: g.id(0, 'Pacifism'), target: g.id(1, 'Dryad Arbor') });
    expect([g.total(0), g.total(1)]).toEqual([1, 0]);
  });
});

describe('002 Planeswalkers: Artifact, Sorcery and Instant abilities, none of those types', () => {
  it('does not count towards the land total', () => {
    const g = table(2).on(0, 'Jace Beleren').build();
    expect(g.total(0)).toBe(0);
  });

  it('can draw and kill on your turn, but not steal', () => {
    const g = table(2).on(0, 'Jace Beleren').on(1, 'Grizzly Bears').deckTop('Forest').build();
    const kinds = new Set(g.legal(0).map((a) => a.kind));
    expect(kinds).toEqual(new Set(['draw', 'kill', 'endTurn']));
  });

  it('can act as an instant in a fight', () => {
    const g = table(2).on(0, 'Grizzly Bears', 'Jace Beleren').on(1, 'Serra Angel', 'Forest').build();
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Grizzly Bears')] });
    expect(
      g
        .legal(0)
        .map((a) => a.kind)
        .sort(),
    ).toEqual(['pass', 'unblockable']);
  });
});

describe('002 multi-typed cards count as all their types', () => {
  it('Land Creature (Dryad Arbor): counts as a land, attacks, and can be the stolen land', () => {
    const g = table(2).on(0, 'Dryad Arbor').on(1, 'Forest').build();
    expect(g.total(0)).toBe(1);
    g.act(0, { kind: 'attack', target: 1, attackers: [g.id(0, 'Dryad Arbor')] });
    g.act(1, { kind: 'giveLand', card: g.id(1, 'Forest') });
    expect(g.total(0)).toBe(2);
    const h = table(2).on(0, 'Grizzly Bears', 'Hill Giant').on(1, 'Dryad Arbor').build();
    h.act(0, { kind: 'attack', target: 1, attackers: h.state.tables[0]! });
    expect(h.legal(1)).toEqual([{ kind: 'giveLand', card: h.id(1, 'Dryad Arbor') }]);
  });

  it('Artifact Creature (Leaden Myr): counts towards the total, attacks, and draws', () => {
    const g = table(2).on(0, 'Leaden Myr').deckTop('Forest').build();
    expect(g.total(0)).toBe(1);
    const kinds = new Set(g.legal(0).map((a) => a.kind));
    expect(kinds).toEqual(new Set(['attack', 'draw', 'endTurn']));
  });

  it('Enchantment Creature (Lucent Liminid): attacks and steals', () => {
    const g = table(2).on(0, 'Lucent Liminid').on(1, 'Grizzly Bears').build();
    const kinds = new Set(g.legal(0).map((a) => a.kind));
    expect(kinds).toEqual(new Set(['attack', 'steal', 'endTurn']));
  });
});
