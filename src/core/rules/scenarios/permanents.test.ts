import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card } from './cards';

const t = () => scenario(card);

describe('Auras, Equipment and static abilities (CR 303, 301.5, 604)', () => {
  it('Pacifism targets a creature as it is cast and enters attached: it can’t attack', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Plains')
      .battlefield(1, 'Grizzly Bears')
      .castResolved(0, 'Pacifism', 'Grizzly Bears');
    expect(s.obj('Pacifism').attachedTo).toBe(s.id('Grizzly Bears'));
    s.passTo('upkeep');
    s.passTo('declareAttackers');
    expect(s.s.pending?.d).not.toBe('attackers');
  });

  it('Holy Strength: enchanted creature gets +1/+2; the Aura goes to the graveyard when the creature dies (CR 704.5m)', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Mountain', 'Grizzly Bears')
      .hand(0, 'Lightning Bolt')
      .castResolved(0, 'Holy Strength', 'Grizzly Bears');
    expect(s.pt('Grizzly Bears')).toEqual([3, 4]);
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears')).toBe(true);
  });

  it('Blanchwood Armor counts Forests as they come and go (for each, CR 613)', () => {
    const s = t()
      .battlefield(0, 'Forest', 'Forest', 'Forest', 'Grizzly Bears')
      .hand(0, 'Forest')
      .castResolved(0, 'Blanchwood Armor', 'Grizzly Bears');
    expect(s.pt('Grizzly Bears')).toEqual([5, 5]);
    s.play(0, 'Forest');
    expect(s.pt('Grizzly Bears')).toEqual([6, 6]);
  });

  it('an Aura whose target is gone on resolution goes to the graveyard (CR 608.3b)', () => {
    const s = t()
      .battlefield(0, 'Plains', 'Mountain', 'Grizzly Bears')
      .hand(0, 'Lightning Bolt')
      .cast(0, 'Holy Strength', 'Grizzly Bears');
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Holy Strength', 'graveyard')).toBe(true);
  });

  it('Equip: attach at sorcery speed to a creature you control; equipped creature gets the bonus', () => {
    const s = t().battlefield(0, "Brawler's Plate", 'Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest').start();
    s.activate(0, "Brawler's Plate", 0, 'Grizzly Bears').resolve();
    expect(s.pt('Grizzly Bears')).toEqual([4, 4]);
  });

  it('Fog Bank: all combat damage to and by it is prevented', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Fog Bank').start();
    s.fight('Hill Giant', ['Fog Bank', 'Hill Giant']);
    expect(s.has('Fog Bank')).toBe(true);
    expect(s.obj('Hill Giant').damage).toBe(0);
  });

  it('Charging Rhino can’t be blocked by more than one creature', () => {
    const s = t().battlefield(0, 'Charging Rhino').battlefield(1, 'Grizzly Bears', 'Hill Giant').start();
    s.passTo('declareAttackers').attack('Charging Rhino');
    s.passTo('declareBlockers');
    s.act({ t: 'block', o: s.id('Grizzly Bears'), at: s.id('Charging Rhino') });
    expect(s.legal(1).filter((a) => a.t === 'block')).toEqual([]);
  });

  it('Annex: you control enchanted land (layer 2)', () => {
    const s = t().lands(0, 4, 'Island').battlefield(1, 'Forest').castResolved(0, 'Annex', 'Forest');
    expect(s.legal(0).length).toBeGreaterThan(0);
    const forest = s.id('Forest');
    expect(s.s.objs[forest]!.controller).toBe(1);
    expect(s.obj('Annex').attachedTo).toBe(forest);
  });

  it('Sleight of Hand: look at two, one to the hand, the other to the bottom', () => {
    const s = t()
      .battlefield(0, 'Island')
      .hand(0, 'Sleight of Hand')
      .library(0, 'Shivan Dragon', 'Grizzly Bears')
      .start();
    s.cast(0, 'Sleight of Hand').resolve();
    s.pick('Grizzly Bears');
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
    const lib = s.s.players[0]!.library;
    expect(s.s.cards[s.s.objs[lib[0]!]!.card]!.name).toBe('Shivan Dragon');
  });
});

describe('keyword abilities that are triggers (CR 702.108, 702.83, 702.45)', () => {
  it('prowess: a noncreature spell gives +1/+1 until end of turn (Abbot of Keral Keep)', () => {
    const s = t()
      .battlefield(0, 'Abbot of Keral Keep', 'Mountain')
      .battlefield(1, 'Island')
      .castResolved(0, 'Lightning Bolt', 1);
    expect(s.pt('Abbot of Keral Keep')).toEqual([3, 2]);
    expect(s.life(1)).toBe(17);
  });

  it('exalted: a creature attacking alone gets +1/+1 for each exalted instance (Duty-Bound Dead)', () => {
    const s = t().battlefield(0, 'Grizzly Bears', 'Duty-Bound Dead', 'Aven Squire').start();
    s.passTo('declareAttackers').attack('Grizzly Bears');
    s.resolve();
    expect(s.pt('Grizzly Bears')).toEqual([4, 4]);
    s.passTo('main2');
    expect(s.life(1)).toBe(16);
  });
});
