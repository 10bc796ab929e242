import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const t = () => scenario(refCard);

describe('rampage (CR 702.23)', () => {
  it('+N/+N for each blocker beyond the first, once however many block (CR 509.3c)', () => {
    const s = t().battlefield(0, 'Frost Giant').battlefield(1, 'Grizzly Bears', 'Hill Giant', 'Craw Wurm').start();
    s.passTo('declareAttackers').attack('Frost Giant');
    s.passTo('declareBlockers').block([
      ['Grizzly Bears', 'Frost Giant'],
      ['Hill Giant', 'Frost Giant'],
      ['Craw Wurm', 'Frost Giant'],
    ]);
    // The attacker orders its blockers for damage (CR 510.1c); then the one trigger is on the stack.
    for (let i = 0; i < 3 && s.s.pending?.d === 'damageOrder'; i++) s.act(s.legal()[0]!);
    expect(s.s.stack).toHaveLength(1);
    s.resolve();
    expect(s.pt('Frost Giant')).toEqual([8, 8]);
  });

  it('one blocker: nothing beyond the first', () => {
    const s = t().battlefield(0, 'Frost Giant').battlefield(1, 'Grizzly Bears').start();
    s.passTo('declareAttackers').attack('Frost Giant');
    s.passTo('declareBlockers').block([['Grizzly Bears', 'Frost Giant']]);
    s.resolve();
    expect(s.pt('Frost Giant')).toEqual([4, 4]);
  });
});

describe('battle cry (CR 702.91)', () => {
  it('each other attacking creature gets +1/+0: the Bears deal 3, the Paladin 3', () => {
    const s = t().battlefield(0, 'Accorder Paladin', 'Grizzly Bears').start();
    s.fight(['Accorder Paladin', 'Grizzly Bears']);
    expect(s.life(1)).toBe(14);
  });
});

describe('annihilator (CR 702.86)', () => {
  it('the defending player sacrifices N permanents as it attacks', () => {
    const s = t().battlefield(0, "Ulamog's Crusher").lands(1, 3, 'Forest').start();
    s.passTo('declareAttackers').attack("Ulamog's Crusher");
    s.resolve();
    for (let i = 0; i < 4 && s.s.pending?.d === 'choose'; i++) s.act(s.legal()[0]!);
    s.resolve();
    expect(s.count('Forest')).toBe(1);
    expect(s.count('Forest', 'graveyard')).toBe(2);
  });
});

describe('dethrone (CR 702.105)', () => {
  it('attacking the player with the most life (or tied) puts a +1/+1 counter on it', () => {
    const s = t().battlefield(0, 'Enraged Revolutionary').start();
    s.fight('Enraged Revolutionary');
    expect(s.obj('Enraged Revolutionary').counters).toEqual({ '+1/+1': 1 });
    expect(s.life(1)).toBe(17);
  });

  it('not when the defending player has less life than another', () => {
    const s = t().battlefield(0, 'Enraged Revolutionary').start();
    s.state = { ...s.state, players: s.state.players.map((p) => (p.seat === 1 ? { ...p, life: 10 } : p)) };
    s.fight('Enraged Revolutionary');
    expect(s.obj('Enraged Revolutionary').counters).toBe(null);
    expect(s.life(1)).toBe(8);
  });
});
