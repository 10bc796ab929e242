import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { boltVersus, card } from './cards';

const t = () => scenario(card);

describe('casting and resolving (CR 601, 608)', () => {
  it('Lightning Bolt to a player: mana paid from a Mountain, 3 damage on resolution', () => {
    const s = t().battlefield(0, 'Mountain').cast(0, 'Lightning Bolt', 1);
    expect(s.s.stack).toHaveLength(1);
    expect(s.obj('Mountain').tapped).toBe(true);
    s.resolve();
    expect(s.life(1)).toBe(17);
    expect(s.has('Lightning Bolt', 'graveyard')).toBe(true);
  });

  it('is not offered without the mana to pay for it', () => {
    const s = t().battlefield(0, 'Island').hand(0, 'Lightning Bolt').start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(false);
  });

  it('a sorcery only in your main phase with an empty stack (CR 307.1)', () => {
    const s = t().lands(0, 3, 'Swamp').battlefield(1, 'Swamp', 'Swamp').hand(0, 'Mind Rot').hand(1, 'Mind Rot').start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(true);
    s.act({ t: 'pass' });
    // Seat 2 holds priority in Seat 1's main phase: Mind Rot is not castable there.
    expect(s.decider()).toBe(1);
    expect(s.legal(1).some((a) => a.t === 'cast')).toBe(false);
  });

  it('a creature spell enters the battlefield with summoning sickness (CR 302.6)', () => {
    const s = t().battlefield(0, 'Forest', 'Forest').castResolved(0, 'Grizzly Bears');
    expect(s.has('Grizzly Bears')).toBe(true);
    s.passTo('main2');
    expect(s.s.turn).toBe(2);
    expect(s.log.some((e) => 'text' in e && e.text.includes('attacks'))).toBe(false);
  });

  it('a spell whose only target is gone does nothing (CR 608.2b)', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain')
      .battlefield(1, 'Island', 'Island', 'Grizzly Bears')
      .hand(0, 'Shock')
      .cast(0, 'Lightning Bolt', 'Grizzly Bears');
    s.act({ t: 'cast', o: s.id('Shock', 'hand') }, 0).pick('Grizzly Bears');
    s.resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.text()).toContain('does nothing');
    expect(s.life(1)).toBe(20);
  });

  it('Counterspell counters a spell: it goes to the graveyard without resolving', () => {
    const s = boltVersus('Counterspell');
    s.cast(0, 'Lightning Bolt', 1);
    s.respond(1, 'Counterspell', 'Lightning Bolt');
    s.resolve();
    expect(s.life(1)).toBe(20);
    expect(s.has('Lightning Bolt', 'graveyard')).toBe(true);
    expect(s.has('Counterspell', 'graveyard')).toBe(true);
  });

  it('Essence Scatter can target only a creature spell', () => {
    const s = boltVersus('Essence Scatter');
    s.cast(0, 'Lightning Bolt', 1).act({ t: 'pass' }, 0);
    expect(s.legal(1).some((a) => a.t === 'cast')).toBe(false);
  });

  it('Giant Growth: +3/+3 until end of turn, gone in cleanup (CR 514.2)', () => {
    const s = t().battlefield(0, 'Forest', 'Grizzly Bears').castResolved(0, 'Giant Growth', 'Grizzly Bears');
    expect(s.pt('Grizzly Bears')).toEqual([5, 5]);
    s.passTo('upkeep');
    expect(s.pt('Grizzly Bears')).toEqual([2, 2]);
  });

  it('Divination draws two; Sign in Blood makes its target draw two and lose 2', () => {
    const s = t()
      .battlefield(0, 'Island', 'Island', 'Island', 'Swamp', 'Swamp')
      .hand(0, 'Sign in Blood')
      .castResolved(0, 'Divination');
    expect(s.s.players[0]!.hand).toHaveLength(3);
    s.cast(0, 'Sign in Blood', 1).resolve();
    expect(s.s.players[1]!.hand).toHaveLength(2);
    expect(s.life(1)).toBe(18);
  });

  it('Blaze: X chosen on casting, paid with X more mana (CR 107.3)', () => {
    const s = t().lands(0, 4, 'Mountain').cast(0, 'Blaze');
    expect(s.s.pending?.d).toBe('x');
    expect(s.legal().at(-1)).toEqual({ t: 'x', n: 3 });
    s.act({ t: 'x', n: 3 }).pick(1).resolve();
    expect(s.life(1)).toBe(17);
    expect(s.s.battlefield.every((id) => s.s.objs[id]!.tapped)).toBe(true);
  });

  it('Doom Blade cannot target a black creature; Terror also spares artifacts', () => {
    const s = t()
      .battlefield(0, 'Swamp', 'Swamp')
      .battlefield(1, 'Drudge Skeletons', 'Ornithopter', 'Grizzly Bears')
      .hand(0, 'Terror')
      .cast(0, 'Doom Blade');
    const targets = s.legal().filter((a) => a.t === 'pick');
    expect(targets).toHaveLength(2);
  });

  it('Wrath of God destroys every creature, regeneration shields ignored', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears')
      .battlefield(1, 'Swamp', 'Drudge Skeletons')
      .hand(0, 'Wrath of God')
      .start();
    s.act({ t: 'pass' });
    s.activate(1, 'Drudge Skeletons').resolve();
    expect(s.obj('Drudge Skeletons').regen).toBe(1);
    expect(s.decider()).toBe(0);
    s.cast(0, 'Wrath of God').resolve();
    expect(s.has('Drudge Skeletons', 'graveyard')).toBe(true);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });

  it('Rampant Growth finds a basic land, tapped, and shuffles', () => {
    const s = t().battlefield(0, 'Forest', 'Forest').hand(0, 'Rampant Growth').library(0, 'Plains').start();
    s.cast(0, 'Rampant Growth');
    s.resolve();
    if (s.s.pending?.d === 'choose') s.pick('Plains');
    const lands = s.s.battlefield.filter((id) => s.s.objs[id]!.controller === 0);
    expect(lands).toHaveLength(3);
  });

  it('Boomerang returns a permanent to its owner’s hand as a new object (CR 400.7)', () => {
    const s = t().battlefield(0, 'Island', 'Island').battlefield(1, 'Grizzly Bears').hand(0, 'Boomerang').start();
    const old = s.id('Grizzly Bears');
    s.cast(0, 'Boomerang', 'Grizzly Bears').resolve();
    expect(s.hand(1)).toContain('Grizzly Bears');
    expect(s.s.objs[old]!.next).toBeGreaterThan(old);
  });

  it('Mind Rot: the target player chooses the two cards to discard', () => {
    const s = t().lands(0, 3, 'Swamp').hand(0, 'Mind Rot').hand(1, 'Grizzly Bears', 'Shock', 'Divination').start();
    s.cast(0, 'Mind Rot', 1).resolve();
    expect(s.s.pending?.d).toBe('choose');
    expect(s.decider()).toBe(1);
    s.pick('Shock', 'Divination');
    expect(s.hand(1)).toEqual(['Grizzly Bears']);
  });

  it('one land per turn (CR 305.2)', () => {
    const s = t().hand(0, 'Forest', 'Mountain').start();
    s.play(0, 'Forest');
    expect(s.legal(0).some((a) => a.t === 'play')).toBe(false);
  });
});
