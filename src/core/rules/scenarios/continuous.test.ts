import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/rng';
import { randomBot } from '../../bots/random';
import { classic } from '../../variants/classic';
import { scenario } from '../testkit';
import { EIGHT_CARDS, card, STARTER } from './cards';

const t = () => scenario(card);

describe('continuous effects and their durations (CR 611, 613)', () => {
  it('an anthem and a pump add up (Glorious Anthem + Titanic Growth)', () => {
    const s = t()
      .battlefield(0, 'Glorious Anthem', 'Grizzly Bears', 'Forest', 'Forest')
      .castResolved(0, 'Titanic Growth', 'Grizzly Bears');
    expect(s.pt('Grizzly Bears')).toEqual([7, 7]);
  });

  it('the anthem stops when it leaves (Disenchant on Glorious Anthem)', () => {
    const s = t()
      .battlefield(0, 'Glorious Anthem', 'Grizzly Bears', 'Plains', 'Plains')
      .castResolved(0, 'Disenchant', 'Glorious Anthem');
    expect(s.pt('Grizzly Bears')).toEqual([2, 2]);
  });

  it('"until end of turn" for every creature you control (Inspired Charge), opponents’ untouched', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Hill Giant')
      .battlefield(1, 'Craw Wurm')
      .castResolved(0, 'Inspired Charge');
    expect([s.pt('Grizzly Bears'), s.pt('Hill Giant'), s.pt('Craw Wurm')]).toEqual([
      [4, 3],
      [5, 4],
      [6, 4],
    ]);
  });

  it('a creature that enters after the spell resolved is not pumped (CR 611.2c: the set is locked in)', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Hill Giant')
      .hand(0, 'Grizzly Bears')
      .castResolved(0, 'Inspired Charge');
    s.cast(0, 'Grizzly Bears').resolve();
    expect(s.pt('Grizzly Bears')).toEqual([2, 2]);
  });

  it('pump and flying for one creature (Angelic Blessing): one target, both effects on it', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Plains', 'Plains', 'Grizzly Bears')
      .battlefield(1, 'Hill Giant')
      .cast(0, 'Angelic Blessing', 'Grizzly Bears');
    expect(s.s.stack.at(-1)!.targets.flat()).toEqual([{ o: s.id('Grizzly Bears') }]);
    s.resolve();
    expect(s.pt('Grizzly Bears')).toEqual([5, 5]);
    s.passTo('declareAttackers').attack('Grizzly Bears');
    s.passTo('declareBlockers');
    expect(s.s.pending?.d).not.toBe('blockers');
  });

  it('Threaten: control ends at cleanup, the creature goes home', () => {
    const s = t().lands(0, 3, 'Mountain').battlefield(1, 'Hill Giant').castResolved(0, 'Threaten', 'Hill Giant');
    const before = s.pt('Hill Giant');
    expect(before).toEqual([3, 3]);
    s.passTo('upkeep');
    s.passTo('declareAttackers');
    expect(s.legal(1)).toContainEqual({ t: 'attack', o: s.id('Hill Giant'), at: { p: 0 } });
  });

  it('X from a count (Seismic Strike: damage equal to the Mountains you control)', () => {
    const s = t()
      .lands(0, 4, 'Mountain')
      .battlefield(1, 'Siege Mastodon')
      .castResolved(0, 'Seismic Strike', 'Siege Mastodon');
    // Tapped to pay, the four Mountains still count.
    expect(s.obj('Siege Mastodon').damage).toBe(4);
  });

  it('tokens from an ability counting Goblins (Krenko, Mob Boss: one Goblin, one token; then two)', () => {
    const s = t().battlefield(0, 'Krenko, Mob Boss').start();
    s.activate(0, 'Krenko, Mob Boss').resolve();
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.token)).toHaveLength(1);
  });

  it('Dragon Fodder and Raise the Alarm: two 1/1 tokens each, of the right colour', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Plains', 'Plains')
      .hand(0, 'Raise the Alarm')
      .castResolved(0, 'Dragon Fodder');
    s.cast(0, 'Raise the Alarm').resolve();
    const names = s.s.battlefield.filter((id) => s.s.objs[id]!.token).map((id) => s.s.cards[s.s.objs[id]!.card]!.name);
    expect(names.sort()).toEqual([
      'red Goblin token',
      'red Goblin token',
      'white Soldier token',
      'white Soldier token',
    ]);
  });

  it('Time Ebb puts the creature on top of its owner’s library', () => {
    const s = t().lands(0, 3, 'Island').battlefield(1, 'Craw Wurm').castResolved(0, 'Time Ebb', 'Craw Wurm');
    const lib = s.s.players[1]!.library;
    expect(s.s.cards[s.s.objs[lib.at(-1)!]!.card]!.name).toBe('Craw Wurm');
  });

  it('Plummet: only a creature with flying', () => {
    const s = t().battlefield(0, 'Forest', 'Forest').battlefield(1, 'Hill Giant', 'Air Elemental').cast(0, 'Plummet');
    expect(s.s.stack.at(-1)!.targets[0]).toEqual([{ o: s.id('Air Elemental') }]);
  });

  it('Counsel of the Soratami draws two', () => {
    const s = t().lands(0, 3, 'Island').castResolved(0, 'Counsel of the Soratami');
    expect(s.hand(0)).toHaveLength(2);
  });

  it('Spellbook: no maximum hand size, no discard in cleanup', () => {
    const names = EIGHT_CARDS;
    const s = t()
      .battlefield(0, 'Spellbook')
      .hand(0, ...names)
      .start();
    s.passTo('upkeep');
    expect(s.hand(0)).toHaveLength(8);
  });

  it('an Aura goes to the graveyard when its creature leaves (Holy Strength, then Boomerang)', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Island', 'Island', 'Grizzly Bears')
      .hand(0, 'Boomerang')
      .castResolved(0, 'Holy Strength', 'Grizzly Bears');
    s.cast(0, 'Boomerang', 'Grizzly Bears').resolve();
    expect(s.has('Holy Strength', 'graveyard')).toBe(true);
  });

  it('Equipment stays on the battlefield, unattached, when its creature dies', () => {
    const s = t()
      .battlefield(0, "Brawler's Plate", 'Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest', 'Mountain')
      .hand(0, 'Lightning Bolt')
      .start();
    s.activate(0, "Brawler's Plate", 0, 'Grizzly Bears').resolve();
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears')).toBe(true); // 4/4 with the Plate
    expect(s.obj("Brawler's Plate").attachedTo).toBe(s.id('Grizzly Bears'));
  });

  it('damage wears off in cleanup (CR 514.2)', () => {
    const s = t().battlefield(0, 'Mountain').battlefield(1, 'Hill Giant').castResolved(0, 'Shock', 'Hill Giant');
    expect(s.obj('Hill Giant').damage).toBe(2);
    s.passTo('upkeep');
    expect(s.obj('Hill Giant').damage).toBe(0);
  });
});

describe('opening hands (CR 103)', () => {
  const config = () => classic.parseConfig({ pool: STARTER, deckSeed: 'mull' });

  it('London mulligan: draw seven again, then put one card on the bottom (CR 103.5)', () => {
    let s = classic.setup(config(), 'mull');
    const seat = s.pending!.seat;
    s = classic.apply(s, seat, { t: 'mulligan' }).state;
    expect(s.players[seat]!.hand).toHaveLength(7);
    s = classic.apply(s, seat, { t: 'keep' }).state;
    expect(s.pending).toMatchObject({ d: 'bottom', seat, count: 1 });
    const pick = classic.legalActions(s, seat)[0]!;
    s = classic.apply(s, seat, pick).state;
    expect(s.players[seat]!.hand).toHaveLength(6);
  });

  it('Paris mulligan (a table option): one card fewer, nothing to the bottom', () => {
    let s = classic.setup(classic.parseConfig({ pool: STARTER, deckSeed: 'mull', mulligan: 'paris' }), 'mull');
    const seat = s.pending!.seat;
    s = classic.apply(s, seat, { t: 'mulligan' }).state;
    expect(s.players[seat]!.hand).toHaveLength(6);
    s = classic.apply(s, seat, { t: 'keep' }).state;
    expect(s.pending?.seat).not.toBe(seat);
  });

  it('the first player skips the draw of the first turn in a two-player game (CR 103.8a)', () => {
    let s = classic.setup(config(), 'first');
    const rng = seedRng('k');
    while (s.pending?.d === 'mulligan' || s.pending?.d === 'bottom') {
      const seat = s.pending.seat;
      s = classic.apply(
        s,
        seat,
        s.pending.d === 'mulligan'
          ? { t: 'keep' }
          : (randomBot.choose({
              variant: classic,
              seat,
              view: null,
              legal: classic.legalActions(s, seat),
              rng,
            }) as never),
      ).state;
    }
    expect(s.turn).toBe(1);
    expect(s.players[s.active]!.hand).toHaveLength(7);
  });
});
