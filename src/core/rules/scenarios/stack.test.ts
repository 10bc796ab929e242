import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card } from './cards';
import { boltIntoAnswer, spellAndAnswer } from './positions';

const t = () => scenario(card);

describe('the stack and priority (CR 117, 405, 608)', () => {
  it('last in, first out: Giant Growth in response saves the Bears from Lightning Bolt', () => {
    const s = spellAndAnswer(['Mountain'], 'Lightning Bolt', ['Forest', 'Grizzly Bears'], 'Giant Growth');
    s.cast(0, 'Lightning Bolt', 'Grizzly Bears');
    expect(s.decider()).toBe(0); // CR 117.3c: the caster gets priority again
    s.respond(1, 'Giant Growth', 'Grizzly Bears');
    s.resolve();
    expect(s.has('Grizzly Bears')).toBe(true);
    expect(s.obj('Grizzly Bears').damage).toBe(3);
  });

  it('Unsummon in response makes Giant Growth do nothing (its only target is gone)', () => {
    const s = spellAndAnswer(['Forest', 'Grizzly Bears'], 'Giant Growth', ['Island'], 'Unsummon');
    s.cast(0, 'Giant Growth', 'Grizzly Bears').respond(1, 'Unsummon', 'Grizzly Bears').resolve();
    expect(s.hand(0)).toContain('Grizzly Bears');
    expect(s.has('Giant Growth', 'graveyard')).toBe(true);
    expect(s.text()).toContain('Giant Growth does nothing');
  });

  it('a counterspell countered: the first spell resolves', () => {
    const s = boltIntoAnswer('Counterspell');
    s.cast(0, 'Lightning Bolt', 1).respond(1, 'Counterspell', 'Lightning Bolt').act({ t: 'pass' });
    const theirs = s.s.stack.at(-1)!.obj;
    s.act({ t: 'cast', o: s.id('Counterspell', 'hand', 0) }, 0).act({ t: 'pick', v: { o: theirs } });
    s.resolve();
    expect(s.life(1)).toBe(17);
  });

  it('an activated ability uses the stack and can be answered (Nantuko Shade pumped, then Bolted in response)', () => {
    const s = t().battlefield(0, 'Nantuko Shade', 'Swamp').battlefield(1, 'Mountain').hand(1, 'Lightning Bolt').start();
    s.activate(0, 'Nantuko Shade').respond(1, 'Lightning Bolt', 'Nantuko Shade').resolve();
    expect(s.has('Nantuko Shade', 'graveyard')).toBe(true);
  });

  it('pump abilities add up and end in cleanup (Nantuko Shade twice)', () => {
    const s = t().battlefield(0, 'Nantuko Shade', 'Swamp', 'Swamp').start();
    s.activate(0, 'Nantuko Shade').resolve().activate(0, 'Nantuko Shade').resolve();
    expect(s.pt('Nantuko Shade')).toEqual([4, 3]);
    s.passTo('upkeep');
    expect(s.pt('Nantuko Shade')).toEqual([2, 1]);
  });

  it('a sacrifice cost is paid on activation (Bottle Gnomes)', () => {
    const s = t().battlefield(0, 'Bottle Gnomes').life(10).start();
    s.activate(0, 'Bottle Gnomes');
    expect(s.has('Bottle Gnomes', 'graveyard')).toBe(true);
    s.resolve();
    expect(s.life(0)).toBe(13);
  });

  it('Royal Assassin may target only a tapped creature', () => {
    const s = t().battlefield(0, 'Royal Assassin').tapped(1, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    s.activate(0, 'Royal Assassin');
    // One legal target: chosen for the player.
    expect(s.s.stack.at(-1)!.targets[0]).toEqual([{ o: s.id('Hill Giant') }]);
    s.resolve();
    expect(s.has('Hill Giant', 'graveyard')).toBe(true);
  });

  it('regeneration replaces destruction by lethal damage (Cudgel Troll vs Lightning Bolt)', () => {
    const s = t().battlefield(0, 'Cudgel Troll', 'Forest').battlefield(1, 'Mountain').hand(1, 'Lightning Bolt').start();
    s.activate(0, 'Cudgel Troll').resolve();
    s.respond(1, 'Lightning Bolt', 'Cudgel Troll').resolve();
    expect(s.has('Cudgel Troll')).toBe(true);
    expect(s.obj('Cudgel Troll').tapped).toBe(true);
    expect(s.obj('Cudgel Troll').damage).toBe(0);
  });

  it('a creature’s mana ability needs it to be free of summoning sickness (Llanowar Elves cast this turn)', () => {
    const s = t().battlefield(0, 'Forest').hand(0, 'Grizzly Bears').castResolved(0, 'Llanowar Elves');
    expect(s.legal(0).some((a) => a.t === 'cast')).toBe(false);
  });
});
