import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card } from './cards';

const t = () => scenario(card);

describe('classic combat (CR 506–511)', () => {
  it('an unblocked attacker deals its power to the defending player; attacking taps it', () => {
    const s = t().battlefield(0, 'Grizzly Bears').start();
    s.passTo('declareAttackers');
    expect(s.s.pending?.d).toBe('attackers');
    s.attack('Grizzly Bears');
    expect(s.obj('Grizzly Bears').tapped).toBe(true);
    s.passTo('main2');
    expect(s.life(1)).toBe(18);
  });

  it('vigilance: attacking does not tap (Serra Angel)', () => {
    const s = t().battlefield(0, 'Serra Angel').start();
    s.passTo('declareAttackers').attack('Serra Angel');
    expect(s.obj('Serra Angel').tapped).toBe(false);
  });

  it('a blocked attacker and its blocker deal damage to each other; lethal damage destroys (CR 704.5g)', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Grizzly Bears').start();
    s.passTo('declareAttackers').attack('Hill Giant');
    s.passTo('declareBlockers');
    expect(s.s.pending?.d).toBe('blockers');
    s.block([['Grizzly Bears', 'Hill Giant']]);
    s.passTo('main2');
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Hill Giant')).toBe(true);
    expect(s.obj('Hill Giant').damage).toBe(2);
    expect(s.life(1)).toBe(20);
  });

  it('flying: a creature without flying or reach cannot block it; reach can (Giant Spider)', () => {
    const s = t().battlefield(0, 'Wind Drake').battlefield(1, 'Grizzly Bears', 'Giant Spider').start();
    s.passTo('declareAttackers').attack('Wind Drake');
    s.passTo('declareBlockers');
    const blocks = s.legal(1).filter((a) => a.t === 'block');
    expect(blocks).toEqual([{ t: 'block', o: s.id('Giant Spider'), at: s.id('Wind Drake') }]);
  });

  it('first strike kills the blocker before it strikes back (Youthful Knight vs Grizzly Bears)', () => {
    const s = t().battlefield(0, 'Youthful Knight').battlefield(1, 'Grizzly Bears').start();
    s.fight('Youthful Knight', ['Grizzly Bears', 'Youthful Knight']);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.obj('Youthful Knight').damage).toBe(0);
  });

  it('trample: damage beyond lethal to the blocker goes to the player (Stampeding Rhino)', () => {
    const s = t().battlefield(0, 'Stampeding Rhino').battlefield(1, 'Grizzly Bears').start();
    s.fight('Stampeding Rhino', ['Grizzly Bears', 'Stampeding Rhino']);
    expect(s.life(1)).toBe(18);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
  });

  it('deathtouch and lifelink (Vampire Nighthawk blocked by Giant Spider)', () => {
    const s = t().battlefield(0, 'Vampire Nighthawk').battlefield(1, 'Giant Spider').start();
    s.fight('Vampire Nighthawk', ['Giant Spider', 'Vampire Nighthawk']);
    // 2 deathtouch damage kill the 2/4 spider; its 2 damage don't kill the 2/3 Nighthawk.
    expect(s.has('Giant Spider', 'graveyard')).toBe(true);
    expect(s.has('Vampire Nighthawk')).toBe(true);
    expect(s.life(0)).toBe(22);
  });

  it('defender cannot attack (Wall of Stone)', () => {
    const s = t().battlefield(0, 'Wall of Stone').start();
    s.passTo('main2');
    expect(s.s.turn).toBe(2);
    expect(s.log.some((e) => 'text' in e && e.text.includes('attacks'))).toBe(false);
  });

  it('Fog prevents all combat damage this turn', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Forest').hand(1, 'Fog').start();
    s.passTo('declareAttackers').attack('Hill Giant');
    s.respond(1, 'Fog').resolve();
    s.passTo('main2');
    expect(s.life(1)).toBe(20);
  });

  it('a creature attacks each turn if able (Juggernaut) and cannot be blocked by Walls', () => {
    const s = t().battlefield(0, 'Juggernaut').battlefield(1, 'Wall of Stone').start();
    s.passTo('declareAttackers');
    s.act({ t: 'done' });
    expect(s.s.combat?.attackers.map((a) => a.obj)).toEqual([s.id('Juggernaut')]);
    s.passTo('declareBlockers');
    expect(s.legal(1).filter((a) => a.t === 'block')).toEqual([]);
  });

  it('two blockers: the attacker orders them and assigns lethal damage in order (CR 510.1c)', () => {
    const s = t().battlefield(0, 'Craw Wurm').battlefield(1, 'Grizzly Bears', 'Goblin Piker').start();
    s.passTo('declareAttackers').attack('Craw Wurm');
    s.passTo('declareBlockers').block([
      ['Grizzly Bears', 'Craw Wurm'],
      ['Goblin Piker', 'Craw Wurm'],
    ]);
    expect(s.s.pending?.d).toBe('damageOrder');
    s.pick('Goblin Piker');
    s.passTo('main2');
    // 6 damage: 1 lethal to the Piker first, the other 5 to the Bears; the blockers' 4 kill the 6/4 Wurm.
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.has('Goblin Piker', 'graveyard')).toBe(true);
    expect(s.has('Craw Wurm', 'graveyard')).toBe(true);
  });

  it('regeneration saves a creature from lethal damage and taps it (CR 701.15)', () => {
    const s = t().battlefield(0, 'Hill Giant').battlefield(1, 'Drudge Skeletons', 'Swamp').start();
    s.passTo('declareAttackers').attack('Hill Giant');
    s.passTo('declareBlockers').block([['Drudge Skeletons', 'Hill Giant']]);
    s.act({ t: 'pass' });
    s.activate(1, 'Drudge Skeletons').resolve();
    s.passTo('main2');
    expect(s.has('Drudge Skeletons')).toBe(true);
    expect(s.obj('Drudge Skeletons').tapped).toBe(true);
  });
});
