import { describe, expect, it } from 'vitest';
import { cardVerdict } from './verdict';

// Oracle texts as Scryfall prints them today (the modern "any target" wording).
describe('cardVerdict', () => {
  it('a vanilla creature is fully understood', () => {
    expect(cardVerdict({ name: 'Grizzly Bears', typeLine: 'Creature — Bear', oracleText: '' })).toEqual({
      verdict: 'full',
      unknown: [],
    });
  });

  it('partly understood cards list exactly the sentences the engine will not run', () => {
    const v = cardVerdict({
      name: 'Electrolyze',
      typeLine: 'Instant',
      oracleText: 'Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card.',
    });
    expect(v).toEqual({
      verdict: 'partial',
      unknown: ['Electrolyze deals 2 damage divided as you choose among one or two targets'],
    });
  });

  it('a card with nothing understood is "none"', () => {
    expect(
      cardVerdict({
        name: 'Time Vault',
        typeLine: 'Artifact',
        oracleText:
          'Time Vault enters the battlefield tapped.\nTime Vault doesn’t untap during your untap step if it has a time counter on it.',
      }).verdict,
    ).toBe('partial');
    expect(
      cardVerdict({
        name: 'Chaos Orb',
        typeLine: 'Artifact',
        oracleText:
          '{1}, {T}: If Chaos Orb is on the battlefield, flip Chaos Orb onto the battlefield from a height of at least one foot.',
      }).verdict,
    ).toBe('none');
  });

  it('split cards are judged on both faces', () => {
    const v = cardVerdict({
      name: 'Fire // Ice',
      typeLine: 'Instant // Instant',
      oracleText: '',
      faces: [
        {
          name: 'Fire',
          manaCost: '{1}{R}',
          typeLine: 'Instant',
          oracleText: 'Fire deals 2 damage divided as you choose among one or two targets.',
        },
        { name: 'Ice', manaCost: '{1}{U}', typeLine: 'Instant', oracleText: 'Tap target permanent.\nDraw a card.' },
      ],
    });
    expect(v).toEqual({
      verdict: 'partial',
      unknown: ['Fire deals 2 damage divided as you choose among one or two targets'],
      faces: [
        {
          name: 'Fire',
          verdict: 'none',
          unknown: ['Fire deals 2 damage divided as you choose among one or two targets'],
        },
        { name: 'Ice', verdict: 'full', unknown: [] },
      ],
    });
  });
});
