import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { boltVersus, card } from './cards';

const t = () => scenario(card);

describe('targets and protection (CR 115, 702.16)', () => {
  it('Doom Blade cannot target a creature with protection from black (Knight of Glory)', () => {
    const s = t().battlefield(0, 'Swamp', 'Swamp').battlefield(1, 'Knight of Glory').hand(0, 'Doom Blade').start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(false);
  });

  it('a blue source cannot target a creature with protection from blue (Prodigal Sorcerer and Goblin Piledriver)', () => {
    const s = t().battlefield(0, 'Prodigal Sorcerer').battlefield(1, 'Goblin Piledriver').start();
    s.activate(0, 'Prodigal Sorcerer');
    const picks = s.legal(0).filter((a) => a.t === 'pick' && 'o' in a.v);
    expect(picks).not.toContainEqual({ t: 'pick', v: { o: s.id('Goblin Piledriver') } });
    expect(picks).toContainEqual({ t: 'pick', v: { o: s.id('Prodigal Sorcerer') } });
  });

  it('Lightning Bolt may target its own controller', () => {
    const s = t().battlefield(0, 'Mountain').castResolved(0, 'Lightning Bolt', 0);
    expect(s.life(0)).toBe(17);
  });

  it('Assassinate needs a tapped creature: not castable when all are untapped', () => {
    const s = t().lands(0, 3, 'Swamp').battlefield(1, 'Grizzly Bears').hand(0, 'Assassinate').start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(false);
  });

  it('Divine Verdict: only an attacking or blocking creature (either one)', () => {
    const s = t()
      .battlefield(0, 'Hill Giant')
      .battlefield(1, 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears')
      .hand(1, 'Divine Verdict')
      .start();
    s.passTo('declareAttackers').attack('Hill Giant');
    s.respond(1, 'Divine Verdict');
    expect(s.s.stack.at(-1)!.targets[0]).toEqual([{ o: s.id('Hill Giant') }]);
    s.resolve();
    expect(s.has('Hill Giant', 'graveyard')).toBe(true);
  });
});

describe('counterspells with conditions', () => {
  it('Negate cannot counter a creature spell; Remove Soul can', () => {
    const s = t()
      .battlefield(0, 'Forest', 'Forest')
      .battlefield(1, 'Island', 'Island')
      .hand(1, 'Negate', 'Remove Soul')
      .cast(0, 'Grizzly Bears')
      .act({ t: 'pass' });
    const casts = s.legal(1).filter((a) => a.t === 'cast');
    expect(casts).toEqual([{ t: 'cast', o: s.id('Remove Soul', 'hand') }]);
    s.cast(1, 'Remove Soul', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });

  it('Mana Leak: the caster may pay {3}; paying keeps the spell (CR 118.12)', () => {
    const s = boltVersus('Mana Leak', 4);
    s.cast(0, 'Lightning Bolt', 1).respond(1, 'Mana Leak', 'Lightning Bolt');
    s.resolve();
    s.answer(0, 'yes');
    s.resolve();
    expect(s.life(1)).toBe(17);
    expect(s.s.battlefield.filter((id) => s.s.objs[id]!.controller === 0 && s.s.objs[id]!.tapped)).toHaveLength(4);
  });

  it('Mana Leak: a caster who cannot pay loses the spell', () => {
    const s = boltVersus('Mana Leak');
    s.cast(0, 'Lightning Bolt', 1).respond(1, 'Mana Leak', 'Lightning Bolt').resolve();
    expect(s.life(1)).toBe(20);
    expect(s.has('Lightning Bolt', 'graveyard')).toBe(true);
  });
});

describe('modes, X and several effects in one spell', () => {
  it('Healing Salve, first mode: target player gains 3 life', () => {
    const s = t().battlefield(0, 'Plains').hand(0, 'Healing Salve').life(10).start();
    s.act({ t: 'cast', o: s.id('Healing Salve', 'hand') }, 0);
    expect(s.s.pending?.d).toBe('mode');
    s.act({ t: 'mode', i: 0 }).pick(0).resolve();
    expect(s.life(0)).toBe(13);
  });

  it('Healing Salve, second mode: the next 3 damage to the creature is prevented', () => {
    const s = t()
      .battlefield(0, 'Plains')
      .battlefield(1, 'Mountain')
      .battlefield(0, 'Grizzly Bears')
      .hand(0, 'Healing Salve')
      .hand(1, 'Lightning Bolt')
      .start();
    s.act({ t: 'cast', o: s.id('Healing Salve', 'hand') }, 0)
      .act({ t: 'mode', i: 1 })
      .pick('Grizzly Bears')
      .resolve();
    s.respond(1, 'Lightning Bolt', 'Grizzly Bears').resolve();
    expect(s.has('Grizzly Bears')).toBe(true);
    expect(s.obj('Grizzly Bears').damage).toBe(0);
  });

  it('Essence Drain: 3 damage to the target and 3 life for you', () => {
    const s = t().lands(0, 5, 'Swamp').life(10).castResolved(0, 'Essence Drain', 1);
    expect([s.life(0), s.life(1)]).toEqual([13, 7]);
  });

  it('Sift: draw three, then discard a card of your choice', () => {
    const s = t()
      .lands(0, 4, 'Island')
      .library(0, 'Shivan Dragon', 'Grizzly Bears', 'Hill Giant')
      .castResolved(0, 'Sift');
    expect(s.s.pending?.d).toBe('choose');
    s.pick('Hill Giant');
    expect(s.hand(0).sort()).toEqual(['Grizzly Bears', 'Shivan Dragon']);
  });

  it('Mind Shatter: X cards discarded at random (the RNG of the game)', () => {
    const s = t()
      .lands(0, 4, 'Swamp')
      .hand(0, 'Mind Shatter')
      .hand(1, 'Shivan Dragon', 'Grizzly Bears', 'Hill Giant')
      .start();
    s.castX(0, 'Mind Shatter', 2, 1).resolve();
    expect(s.hand(1)).toHaveLength(1);
    expect(s.s.players[1]!.graveyard).toHaveLength(2);
  });

  it('Diabolic Tutor: any card from the library into the hand, then shuffle', () => {
    const s = t().lands(0, 4, 'Swamp').hand(0, 'Diabolic Tutor').library(0, 'Shivan Dragon').start();
    s.cast(0, 'Diabolic Tutor').resolve();
    s.pick('Shivan Dragon');
    expect(s.hand(0)).toEqual(['Shivan Dragon']);
  });

  it('Zombify returns a creature card from your graveyard to the battlefield', () => {
    const s = t().lands(0, 4, 'Swamp').graveyard(0, 'Craw Wurm').castResolved(0, 'Zombify', 'Craw Wurm');
    expect(s.has('Craw Wurm')).toBe(true);
  });

  it('Stone Rain destroys a land; Shatter an artifact; Disenchant an enchantment', () => {
    const s = t()
      .battlefield(0, 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains')
      .battlefield(1, 'Forest', 'Bottle Gnomes', 'Glorious Anthem')
      .hand(0, 'Shatter', 'Disenchant')
      .castResolved(0, 'Stone Rain', 'Forest');
    s.cast(0, 'Shatter', 'Bottle Gnomes').resolve();
    s.cast(0, 'Disenchant', 'Glorious Anthem').resolve();
    expect(['Forest', 'Bottle Gnomes', 'Glorious Anthem'].every((n) => s.has(n, 'graveyard'))).toBe(true);
  });

  it('Tidings draws four', () => {
    const s = t().lands(0, 5, 'Island').castResolved(0, 'Tidings');
    expect(s.hand(0)).toHaveLength(4);
  });
});

describe('mana', () => {
  it('Birds of Paradise makes mana of any colour for a spell (one mana of any color)', () => {
    const s = t().battlefield(0, 'Birds of Paradise').hand(0, 'Lightning Bolt').start();
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(true);
    s.cast(0, 'Lightning Bolt', 1);
    expect(s.obj('Birds of Paradise').tapped).toBe(true);
  });

  it('lands pay generic mana before mana creatures (the Elves stay free to attack)', () => {
    const s = t().battlefield(0, 'Llanowar Elves', 'Forest', 'Forest').cast(0, 'Grizzly Bears');
    expect(s.obj('Llanowar Elves').tapped).toBe(false);
  });

  it('coloured symbols are matched to the sources that can make them (Forest for {G}, Mountain for the rest)', () => {
    const s = t().battlefield(0, 'Mountain', 'Forest').hand(0, 'Grizzly Bears', 'Lightning Bolt').start();
    expect(s.legal(0).filter((a) => a.t === 'cast')).toHaveLength(2);
    s.cast(0, 'Grizzly Bears');
    expect(s.legal(0).filter((a) => a.t === 'cast')).toHaveLength(0);
  });
});

describe('combat details', () => {
  it('haste: a creature cast this turn attacks (Raging Goblin)', () => {
    const s = t().battlefield(0, 'Mountain').castResolved(0, 'Raging Goblin');
    s.passTo('declareAttackers');
    expect(s.legal(0)).toContainEqual({ t: 'attack', o: s.id('Raging Goblin'), at: { p: 1 } });
  });

  it('deathtouch blocker kills a big attacker (Typhoid Rats blocks Craw Wurm)', () => {
    const s = t().battlefield(0, 'Craw Wurm').battlefield(1, 'Typhoid Rats').start();
    s.fight('Craw Wurm', ['Typhoid Rats', 'Craw Wurm']);
    expect(s.has('Craw Wurm', 'graveyard') && s.has('Typhoid Rats', 'graveyard')).toBe(true);
  });

  it('a first-strike blocker kills the attacker before it deals damage (Elvish Archers blocks Goblin Piker)', () => {
    const s = t().battlefield(0, 'Goblin Piker').battlefield(1, 'Elvish Archers').start();
    s.fight('Goblin Piker', ['Elvish Archers', 'Goblin Piker']);
    expect(s.has('Goblin Piker', 'graveyard')).toBe(true);
    expect(s.has('Elvish Archers')).toBe(true);
  });

  it('a reach creature blocks a flyer and both deal damage (Canopy Spider vs Wind Drake)', () => {
    const s = t().battlefield(0, 'Wind Drake').battlefield(1, 'Canopy Spider').start();
    s.fight('Wind Drake', ['Canopy Spider', 'Wind Drake']);
    expect(s.obj('Canopy Spider').damage).toBe(2);
    expect(s.obj('Wind Drake').damage).toBe(1);
    expect(s.life(1)).toBe(20);
  });

  it('Righteousness on a blocker: +7/+7 wins the fight', () => {
    const s = t()
      .battlefield(0, 'Craw Wurm')
      .battlefield(1, 'Grizzly Bears', 'Plains')
      .hand(1, 'Righteousness')
      .start();
    s.passTo('declareAttackers').attack('Craw Wurm');
    s.passTo('declareBlockers').block([['Grizzly Bears', 'Craw Wurm']]);
    s.respond(1, 'Righteousness', 'Grizzly Bears').resolve();
    s.passTo('main2');
    expect(s.has('Craw Wurm', 'graveyard')).toBe(true);
    expect(s.has('Grizzly Bears')).toBe(true);
  });

  it('a player combat-damage trigger (Hypnotic Specter: the player discards at random)', () => {
    const s = t().battlefield(0, 'Hypnotic Specter').hand(1, 'Shivan Dragon').start();
    s.fight('Hypnotic Specter');
    expect(s.hand(1)).toEqual([]);
    expect(s.life(1)).toBe(18);
  });

  it('two attackers, each blocked by its own blocker', () => {
    const s = t()
      .battlefield(0, 'Grizzly Bears', 'Hill Giant')
      .battlefield(1, 'Siege Mastodon', 'Trained Armodon')
      .start();
    s.fight(['Grizzly Bears', 'Hill Giant'], ['Siege Mastodon', 'Grizzly Bears'], ['Trained Armodon', 'Hill Giant']);
    expect(s.has('Grizzly Bears', 'graveyard') && s.has('Hill Giant', 'graveyard')).toBe(true);
    expect(s.has('Trained Armodon', 'graveyard')).toBe(true);
    expect(s.has('Siege Mastodon')).toBe(true);
  });

  it('a creature that attacked is tapped and cannot block on the next turn unless it untapped (vigilance aside)', () => {
    const s = t().battlefield(0, 'Grizzly Bears').battlefield(1, 'Hill Giant').start();
    s.fight('Grizzly Bears');
    expect(s.obj('Grizzly Bears').tapped).toBe(true);
    s.passTo('declareAttackers');
    s.attack('Hill Giant');
    s.passTo('declareBlockers');
    // Seat 1's untap step untapped only seat 1's permanents: the Bears are still tapped.
    expect(s.s.pending?.d).not.toBe('blockers');
  });
});
