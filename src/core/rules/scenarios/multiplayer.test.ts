import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { card } from './cards';

const t = () => scenario(card).players(3);

describe('free-for-all with three players (CR 800–806)', () => {
  it('an attacker may attack any opponent (CR 508.1b)', () => {
    const s = t().battlefield(0, 'Grizzly Bears').start();
    s.passTo('declareAttackers');
    const at = s
      .legal(0)
      .filter((a) => a.t === 'attack')
      .map((a) => (a.t === 'attack' && 'p' in a.at ? a.at.p : -1));
    expect(at.sort()).toEqual([1, 2]);
    s.act({ t: 'attack', o: s.id('Grizzly Bears'), at: { p: 2 } });
    s.passTo('main2');
    expect([s.life(1), s.life(2)]).toEqual([20, 18]);
  });

  it('only the attacked player may block that attacker', () => {
    const s = t().battlefield(0, 'Grizzly Bears').battlefield(1, 'Hill Giant').battlefield(2, 'Craw Wurm').start();
    s.passTo('declareAttackers');
    s.act({ t: 'attack', o: s.id('Grizzly Bears'), at: { p: 2 } });
    s.passTo('declareBlockers');
    expect(s.decider()).toBe(2);
    expect(s.legal(2).filter((a) => a.t === 'block')).toEqual([
      { t: 'block', o: s.id('Craw Wurm'), at: s.id('Grizzly Bears') },
    ]);
  });

  it('priority goes round the table in turn order; all three pass to resolve (CR 117.4)', () => {
    const s = t().battlefield(0, 'Mountain').cast(0, 'Lightning Bolt', 2);
    const order: number[] = [];
    while (s.s.stack.length) {
      order.push(s.decider());
      s.act({ t: 'pass' });
    }
    expect(order).toEqual([0, 1, 2]);
    expect(s.life(2)).toBe(17);
  });

  it('a player who loses leaves the game with their permanents; the others play on (CR 800.4a)', () => {
    const s = t().lands(0, 5, 'Mountain').battlefield(1, 'Grizzly Bears').life(5).castResolved(0, 'Lava Axe', 1);
    expect(s.s.players[1]!.lost).toBe(true);
    expect(s.has('Grizzly Bears')).toBe(false);
    expect(s.s.result).toBeNull();
    s.passTo('upkeep');
    expect(s.s.active).toBe(2);
  });
});
