import { describe, expect, it } from 'vitest';
import { scenario } from '../testkit';
import { refCard } from './reference';

/** Seat 1 bolts `victim`; Sun's Bounty waits in seat 0's graveyard with two Plains ready. */
const boltTo = (victim: string, victimSeat: 0 | 1) => {
  const s = scenario(refCard)
    .battlefield(0, 'Plains', 'Plains')
    .graveyard(0, "Sun's Bounty")
    .battlefield(victimSeat, victim)
    .battlefield(1, 'Mountain')
    .hand(1, 'Lightning Bolt')
    .at('main1', 1)
    .start();
  s.cast(1, 'Lightning Bolt', victim).resolve();
  return s;
};

describe('recover (CR 702.59)', () => {
  it("a creature put into its owner's graveyard triggers recover; paying returns the card to the hand (CR 702.59a)", () => {
    const s = boltTo('Grizzly Bears', 0);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.stack[0]).toMatchObject({ kind: 'triggered', controller: 0, obj: s.id("Sun's Bounty", 'graveyard') });
    s.resolve();
    s.answer(0, 'yes', "Recover: pay {1}{W} to return Sun's Bounty to your hand? (No: exile it)");
    expect(s.hand(0)).toEqual(["Sun's Bounty"]);
    expect(s.obj('Plains').tapped).toBe(true);
    expect(s.graveyard(0)).toEqual(['Grizzly Bears']);
  });

  it('not paying exiles the card (CR 702.59a)', () => {
    const s = boltTo('Grizzly Bears', 0);
    s.resolve().act({ t: 'no' }, 0);
    expect(s.has("Sun's Bounty", 'exile')).toBe(true);
    expect(s.hand(0)).toEqual([]);
  });

  it("another player's creature going to their own graveyard does not trigger it", () => {
    const s = boltTo('Grizzly Bears', 1);
    expect(s.has('Grizzly Bears', 'graveyard')).toBe(true);
    expect(s.s.stack).toEqual([]);
    expect(s.has("Sun's Bounty", 'graveyard')).toBe(true);
  });
});
