import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { EIGHT_CARDS, card } from './cards';

const t = () => scenario(card);

describe('card effects as the rules core runs them', () => {
  it('Act of Treason: control until end of turn, untapped, with haste; it goes back in cleanup (CR 613.1b)', () => {
    const s = t().lands(0, 3, 'Mountain').tapped(1, 'Hill Giant').castResolved(0, 'Act of Treason', 'Hill Giant');
    const giant = s.obj('Hill Giant');
    expect(giant.tapped).toBe(false);
    s.passTo('declareAttackers');
    expect(s.legal(0)).toContainEqual({ t: 'attack', o: giant.id, at: { p: 1 } });
    s.attack('Hill Giant');
    s.passTo('main2');
    expect(s.life(1)).toBe(17);
    s.passTo('upkeep');
    expect(s.legal(1).length).toBeGreaterThan(0);
    s.passTo('main1');
    // Seat 2's turn: the Giant is theirs again and can attack.
    s.passTo('declareAttackers');
    expect(s.decider()).toBe(1);
  });

  it('Coercion: the caster sees the hand and chooses the card the opponent discards', () => {
    const s = t().lands(0, 3, 'Swamp').hand(0, 'Coercion').hand(1, 'Shivan Dragon', 'Giant Growth').start();
    s.cast(0, 'Coercion', 1).resolve();
    expect(s.decider()).toBe(0);
    s.pick('Shivan Dragon');
    expect(s.hand(1)).toEqual(['Giant Growth']);
  });

  it('Duress: only a noncreature, nonland card can be chosen', () => {
    const s = t().battlefield(0, 'Swamp').hand(0, 'Duress').hand(1, 'Shivan Dragon', 'Forest', 'Giant Growth').start();
    s.cast(0, 'Duress', 1).resolve();
    // One card fits: taken without asking.
    expect(s.hand(1).sort()).toEqual(['Forest', 'Shivan Dragon']);
  });

  it('Raise Dead returns a creature card from YOUR graveyard only', () => {
    const s = t()
      .battlefield(0, 'Swamp')
      .graveyard(1, 'Shivan Dragon')
      .graveyard(0, 'Grizzly Bears')
      .cast(0, 'Raise Dead');
    expect(s.s.stack.at(-1)!.targets[0]).toEqual([{ o: s.id('Grizzly Bears', 'graveyard') }]);
    s.resolve();
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
  });

  it('Inferno: 6 damage to each creature and each player', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Craw Wurm')
      .battlefield(1, 'Serra Angel')
      .castResolved(0, 'Inferno');
    expect([s.life(0), s.life(1)]).toEqual([14, 14]);
    expect(s.has('Craw Wurm', 'graveyard') && s.has('Serra Angel', 'graveyard')).toBe(true);
  });

  it('Earthquake spares flyers; Hurricane hits only flyers (X = 2)', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest', 'Forest')
      .battlefield(1, 'Grizzly Bears', 'Wind Drake')
      .hand(0, 'Earthquake', 'Hurricane')
      .start();
    s.castX(0, 'Earthquake', 2).resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Wind Drake')).toBe(true);
    s.castX(0, 'Hurricane', 2).resolve();
    expect(s.has('Wind Drake', 'graveyard')).toBe(true);
    expect([s.life(0), s.life(1)]).toEqual([16, 16]);
  });

  it('Tranquility destroys every enchantment; Naturalize one artifact', () => {
    const s = t()
      .battlefield(0, 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Glorious Anthem')
      .battlefield(1, 'Phyrexian Arena', 'Bottle Gnomes')
      .hand(0, 'Naturalize')
      .castResolved(0, 'Tranquility');
    expect(s.has('Glorious Anthem', 'graveyard') && s.has('Phyrexian Arena', 'graveyard')).toBe(true);
    s.cast(0, 'Naturalize', 'Bottle Gnomes').resolve();
    expect(s.has('Bottle Gnomes', 'graveyard')).toBe(true);
  });

  it('Overrun: your creatures only, +3/+3 and trample until end of turn', () => {
    const s = t()
      .battlefield(0, 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears')
      .battlefield(1, 'Hill Giant')
      .castResolved(0, 'Overrun');
    expect(s.pt('Grizzly Bears')).toEqual([5, 5]);
    expect(s.pt('Hill Giant')).toEqual([3, 3]);
    s.fight('Grizzly Bears', ['Hill Giant', 'Grizzly Bears']);
    expect(s.life(1)).toBe(18);
  });

  it('a dies trigger with a target (Festering Goblin gives -1/-1 and kills a 1/1)', () => {
    const s = t()
      .battlefield(0, 'Mountain')
      .battlefield(1, 'Festering Goblin', 'Llanowar Elves')
      .castResolved(0, 'Lightning Bolt', 'Festering Goblin');
    if (s.s.pending?.d === 'target') s.pick('Llanowar Elves');
    s.resolve();
    expect(s.has('Llanowar Elves', 'graveyard')).toBe(true);
  });

  it('"another creature enters" triggers for others only (Soul Warden)', () => {
    const s = t().battlefield(0, 'Plains', 'Forest', 'Forest').hand(0, 'Grizzly Bears').castResolved(0, 'Soul Warden');
    expect(s.life(0)).toBe(20);
    s.cast(0, 'Grizzly Bears').resolve();
    expect(s.life(0)).toBe(21);
  });

  it('"whenever you gain life, you may" (Ajani’s Pridemate with Bottle Gnomes)', () => {
    const s = t().battlefield(0, "Ajani's Pridemate", 'Bottle Gnomes').start();
    s.activate(0, 'Bottle Gnomes').resolve();
    expect(s.s.pending?.d).toBe('yesNo');
    s.act({ t: 'yes' });
    expect(s.pt("Ajani's Pridemate")).toEqual([3, 3]);
  });

  it('an upkeep trigger (Phyrexian Arena: draw a card, lose 1 life) on its controller’s upkeep only', () => {
    const s = t().battlefield(1, 'Phyrexian Arena').library(1, 'Shivan Dragon').start();
    s.passTo('upkeep');
    s.resolve();
    expect(s.life(1)).toBe(19);
    expect(s.hand(1)).toContain('Shivan Dragon');
  });

  it('Ancestral Memories: two of the top seven to the hand, the rest to the graveyard', () => {
    const s = t()
      .lands(0, 5, 'Island')
      .hand(0, 'Ancestral Memories')
      .library(0, 'Shivan Dragon', ...EIGHT_CARDS.slice(0, 6))
      .start();
    s.cast(0, 'Ancestral Memories').resolve();
    s.pick('Serra Angel', 'Shivan Dragon');
    expect(s.hand(0).sort()).toEqual(['Serra Angel', 'Shivan Dragon']);
    expect(s.s.players[0]!.graveyard).toHaveLength(6); // five looked-at cards and the spell
  });

  it('Index: the top five go back in the order chosen', () => {
    const s = t()
      .battlefield(0, 'Island')
      .hand(0, 'Index')
      .library(0, 'Shivan Dragon', 'Grizzly Bears', 'Hill Giant', 'Craw Wurm', 'Wind Drake')
      .start();
    s.cast(0, 'Index').resolve();
    s.pick('Wind Drake', 'Craw Wurm', 'Hill Giant', 'Grizzly Bears', 'Shivan Dragon');
    const lib = s.s.players[0]!.library;
    const top = lib
      .slice(-5)
      .reverse()
      .map((id) => s.s.cards[s.s.objs[id]!.card]!.name);
    expect(top).toEqual(['Wind Drake', 'Craw Wurm', 'Hill Giant', 'Grizzly Bears', 'Shivan Dragon']);
  });

  it('a static with a condition (Serra Ascendant: +5/+5 and flying at 30 life or more)', () => {
    const s = t().battlefield(0, 'Serra Ascendant').life(30).start();
    expect(s.pt('Serra Ascendant')).toEqual([6, 6]);
  });
});

describe('cleanup and state-based actions', () => {
  it('discard down to seven in cleanup, the player choosing (CR 514.1)', () => {
    const names = EIGHT_CARDS;
    const s = t()
      .hand(0, ...names)
      .start();
    s.passTo('cleanup');
    expect(s.s.pending?.d).toBe('choose');
    s.pick('Lightning Bolt');
    expect(s.hand(0)).toHaveLength(7);
    expect(s.has('Lightning Bolt', 'graveyard')).toBe(true);
  });

  it('the legend rule keeps one (CR 704.5j): two Nefarox, one goes to the graveyard', () => {
    const s = t().battlefield(0, 'Nefarox, Overlord of Grixis', 'Nefarox, Overlord of Grixis').start();
    expect(s.count('Nefarox, Overlord of Grixis')).toBe(1);
    expect(s.count('Nefarox, Overlord of Grixis', 'graveyard')).toBe(1);
  });
});
