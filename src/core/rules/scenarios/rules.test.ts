import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card, gravediggerAsking } from './cards';
import { viewOf } from '../view';

const t = () => scenario(card);

describe('turns, state-based actions, triggers', () => {
  it('the turn passes through every step and the next player draws (CR 504)', () => {
    const s = t().library(1, 'Grizzly Bears').start();
    s.passTo('upkeep');
    expect(s.s.active).toBe(1);
    s.passTo('main1');
    expect(s.hand(1)).toEqual(['Grizzly Bears']);
  });

  it('a player at 0 life loses (CR 704.5a) and the other wins', () => {
    const s = t().lands(0, 5, 'Mountain').life(5).castResolved(0, 'Lava Axe', 1);
    expect(s.s.result?.winners).toEqual([0]);
    expect(s.s.pending).toBeNull();
  });

  it('drawing from an empty library loses the game (CR 704.5b)', () => {
    const s = t()
      .config((c) => (c.decks[1] = []))
      .start();
    s.passTo('main1');
    expect(s.s.result?.winners).toEqual([0]);
  });

  it('0 toughness: put into the graveyard, not destroyed (Pyroclasm vs. regeneration is irrelevant)', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain')
      .battlefield(1, 'Grizzly Bears', 'Giant Spider')
      .castResolved(0, 'Pyroclasm');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Giant Spider')).toBe(true);
  });

  it('an enters-the-battlefield trigger draws a card (Elvish Visionary)', () => {
    const s = t().battlefield(0, 'Forest', 'Forest').hand(0, 'Elvish Visionary').library(0, 'Grizzly Bears').start();
    s.cast(0, 'Elvish Visionary').resolve();
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
  });

  it('an enters trigger with a target and "you may" (Gravedigger returns a creature card)', () => {
    const s = gravediggerAsking();
    expect(s.s.pending?.d).toBe('yesNo');
    s.act({ t: 'yes' });
    expect(s.hand(0)).toEqual(['Grizzly Bears']);
  });

  it('an activated ability with a tap cost and a target (Prodigal Pyromancer)', () => {
    const s = t().battlefield(0, 'Prodigal Pyromancer').start();
    s.activate(0, 'Prodigal Pyromancer', 0, 1).resolve();
    expect(s.life(1)).toBe(19);
    expect(s.legal(0).some((a) => a.t === 'activate')).toBe(false);
  });

  it('Glorious Anthem: a static +1/+1 for your creatures only (CR 613.4c)', () => {
    const s = t().battlefield(0, 'Glorious Anthem', 'Grizzly Bears').battlefield(1, 'Hill Giant').start();
    expect(s.pt('Grizzly Bears')).toEqual([3, 3]);
    expect(s.pt('Hill Giant')).toEqual([3, 3]);
  });

  it('a mana creature pays for spells (Llanowar Elves, not summoning sick)', () => {
    const s = t().battlefield(0, 'Llanowar Elves', 'Forest').hand(0, 'Grizzly Bears').start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(true);
  });

  it('the view hides the other hand, every library and the RNG (CR 402.3)', () => {
    const s = t().hand(1, 'Lightning Bolt').hand(0, 'Grizzly Bears').start();
    const v = viewOf(s.s, 0);
    const bolt = s.id('Lightning Bolt', 'hand');
    expect(v.objs[bolt]!.card).toBe(-1);
    expect(JSON.stringify(v.cards)).not.toContain('Lightning Bolt');
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.objs[s.id('Grizzly Bears', 'hand')]!.card).toBeGreaterThanOrEqual(0);
    expect(v.config.decks[1]).toEqual([]);
  });

  it('the log never names a card drawn (only its owner sees it)', () => {
    const s = t().library(1, 'Shivan Dragon').start();
    s.passTo('main1');
    expect(s.hand(1)).toEqual(['Shivan Dragon']);
    expect(s.text()).not.toContain('Shivan Dragon');
  });
});
