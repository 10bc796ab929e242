import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

const bandit = (attacker: string) =>
  scenario(refCard).battlefield(0, 'Swamp', 'Swamp', attacker).hand(0, 'Stinkdrinker Bandit').start();

describe('prowl (CR 702.76)', () => {
  it('after a Goblin dealt combat damage to a player, the prowl cast for {1}{B} is offered and resolves (CR 702.76a)', () => {
    const s = bandit('Raging Goblin');
    const id = s.id('Stinkdrinker Bandit', 'hand');
    expect(s.legal(0)).not.toContainEqual({ t: 'cast', o: id, prowl: true });
    s.fight('Raging Goblin');
    expect(s.life(1)).toBe(19);
    expect(s.s.players[0]!.dealtCombat).toEqual({ turn: 2, types: ['Goblin', 'Berserker'] });
    expect(s.legal(0)).toContainEqual({ t: 'cast', o: id, prowl: true });
    s.act({ t: 'cast', o: id, prowl: true }, 0).resolve();
    expect(s.has('Stinkdrinker Bandit')).toBe(true);
    expect(s.obj('Swamp').tapped).toBe(true);
  });

  it('combat damage by a creature of none of its types does not allow it (CR 702.76a)', () => {
    const s = bandit('Grizzly Bears');
    s.fight('Grizzly Bears');
    expect(s.life(1)).toBe(18);
    expect(s.legal(0).some((a) => a.t === 'cast' && a.prowl === true)).toBe(false);
  });

  it('the next turn the damage no longer counts', () => {
    const s = bandit('Raging Goblin');
    s.fight('Raging Goblin').passTo('main1').passTo('main1');
    expect(s.s.active).toBe(0);
    expect(s.legal(0).some((a) => a.t === 'cast' && a.prowl === true)).toBe(false);
  });
});
