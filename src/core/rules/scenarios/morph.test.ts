import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/rng';
import { CLASSIC_MODULE } from '../classic';
import { determinize } from '../determinize';
import { applyAction } from '../engine';
import { scenario } from '../testkit';
import { viewOf } from '../view';
import { refCard } from './reference';

const t = () => scenario(refCard);
const faceDownIds = (s: { s: { battlefield: number[]; objs: { faceDown: boolean }[] } }) =>
  s.s.battlefield.filter((id) => s.s.objs[id]!.faceDown);

describe('morph (CR 702.37, 708)', () => {
  it('is offered face down for {3} at sorcery speed and resolves to a nameless 2/2 (CR 702.37c, 708.2a)', () => {
    const s = t().lands(0, 3, 'Mountain').hand(0, 'Silent Specter').start();
    const id = s.id('Silent Specter', 'hand');
    expect(s.legal(0)).toContainEqual({ t: 'cast', o: id, faceDown: true });
    // {4}{B}{B} is not payable: only the face-down cast is offered.
    expect(s.legal(0).filter((a) => a.t === 'cast')).toEqual([{ t: 'cast', o: id, faceDown: true }]);
    s.act({ t: 'cast', o: id, faceDown: true }, 0);
    expect(s.s.stack).toHaveLength(1);
    expect(s.s.objs[s.s.stack[0]!.obj]!.faceDown).toBe(true);
    s.resolve();
    const [fd] = faceDownIds(s);
    expect(fd).toBeDefined();
    expect(s.s.battlefield.filter((b) => s.s.objs[b]!.tapped)).toHaveLength(3);
    const look = viewOf(s.s, 1).looks.find((l) => l.id === fd)!;
    expect(look).toMatchObject({ power: 2, toughness: 2, colors: 0, keywords: [] });
    expect(s.text()).toContain('Seat 1 casts a face-down creature.');
    expect(s.text()).not.toContain('Silent Specter');
  });

  it('hides the face-down spell and permanent from the other seat, not from its controller (CR 708.5)', () => {
    const s = t().lands(0, 3, 'Mountain').hand(0, 'Silent Specter').start();
    s.act({ t: 'cast', o: s.id('Silent Specter', 'hand'), faceDown: true }, 0);
    const spell = s.s.stack[0]!;
    const theirs = viewOf(s.s, 1);
    expect(theirs.objs[spell.obj]!.card).toBe(-1);
    expect(theirs.stack[0]!.ability.card).toBe(-1);
    expect(JSON.stringify(theirs)).not.toContain('Silent Specter');
    expect(viewOf(s.s, 0).objs[spell.obj]!.card).toBe(s.s.objs[spell.obj]!.card);
    s.resolve();
    const fd = faceDownIds(s)[0]!;
    expect(viewOf(s.s, 1).objs[fd]!.card).toBe(-1);
    expect(JSON.stringify(viewOf(s.s, 1))).not.toContain('Silent Specter');
    expect(viewOf(s.s, 0).objs[fd]!.card).toBeGreaterThanOrEqual(0);
  });

  it('turns face up for its morph cost as a special action: no stack, same object (CR 702.37e, 116.2b)', () => {
    const s = t()
      .battlefield(0, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain')
      .hand(0, 'Silent Specter')
      .start();
    s.act({ t: 'cast', o: s.id('Silent Specter', 'hand'), faceDown: true }, 0).resolve();
    const fd = faceDownIds(s)[0]!;
    expect(s.legal(0)).toContainEqual({ t: 'turnFaceUp', o: fd });
    s.act({ t: 'turnFaceUp', o: fd }, 0);
    expect(s.s.stack).toEqual([]);
    expect(s.id('Silent Specter')).toBe(fd);
    expect(s.pt('Silent Specter')).toEqual([4, 4]);
    expect(s.s.pending).toEqual({ d: 'priority', seat: 0 });
    expect(s.text()).toContain('Seat 1 turns a face-down creature face up: it is Silent Specter.');
    expect(viewOf(s.s, 1).objs[fd]!.card).toBeGreaterThanOrEqual(0);
  });

  it('is not offered to turn face up without the morph cost, nor to the other seat', () => {
    const s = t().lands(0, 3, 'Mountain').hand(0, 'Skirk Marauder').start();
    s.act({ t: 'cast', o: s.id('Skirk Marauder', 'hand'), faceDown: true }, 0).resolve();
    expect(s.legal(0).some((a) => a.t === 'turnFaceUp')).toBe(false);
    s.passTo('upkeep');
    expect(s.legal(1).some((a) => a.t === 'turnFaceUp')).toBe(false);
  });

  it('"when ~ is turned face up" triggers and uses the stack (CR 708.8): Skirk Marauder deals 2', () => {
    const s = t().lands(0, 6, 'Mountain').hand(0, 'Skirk Marauder').battlefield(1, 'Grizzly Bears').start();
    s.act({ t: 'cast', o: s.id('Skirk Marauder', 'hand'), faceDown: true }, 0).resolve();
    s.act({ t: 'turnFaceUp', o: faceDownIds(s)[0]! }, 0).pick(1);
    expect(s.s.stack).toHaveLength(1);
    s.resolve();
    expect(s.life(1)).toBe(18);
    expect(s.pt('Skirk Marauder')).toEqual([2, 1]);
  });

  it('megamorph puts a +1/+1 counter on it as it turns face up (CR 702.37b)', () => {
    const s = t().lands(0, 6, 'Plains').hand(0, 'Hidden Dragonslayer').battlefield(1, 'Craw Wurm').start();
    s.act({ t: 'cast', o: s.id('Hidden Dragonslayer', 'hand'), faceDown: true }, 0).resolve();
    s.act({ t: 'turnFaceUp', o: faceDownIds(s)[0]! }, 0).resolve();
    expect(s.obj('Hidden Dragonslayer').counters).toEqual({ '+1/+1': 1 });
    expect(s.pt('Hidden Dragonslayer')).toEqual([3, 2]);
    expect(s.has('Craw Wurm')).toBe(false);
  });

  it('a face-down creature that dies is revealed to all (CR 708.9)', () => {
    const s = t()
      .lands(0, 3, 'Mountain')
      .hand(0, 'Skirk Marauder')
      .battlefield(1, 'Mountain')
      .hand(1, 'Lightning Bolt')
      .start();
    s.act({ t: 'cast', o: s.id('Skirk Marauder', 'hand'), faceDown: true }, 0).resolve();
    const fd = faceDownIds(s)[0]!;
    s.act({ t: 'pass' }, 0);
    s.act({ t: 'cast', o: s.id('Lightning Bolt', 'hand') }, 1).act({ t: 'pick', v: { o: fd } }, 1);
    s.resolve();
    expect(s.has('Skirk Marauder', 'graveyard')).toBe(true);
    expect(viewOf(s.s, 1).objs[s.id('Skirk Marauder', 'graveyard')]!.card).toBeGreaterThanOrEqual(0);
    expect(s.s.stack).toEqual([]);
  });
});

describe('morph and the search bot', () => {
  it("determinize gives another seat's face-down spell a card, so the sampled game resolves it", () => {
    const s = t().lands(0, 3, 'Mountain').hand(0, 'Silent Specter').start();
    s.act({ t: 'cast', o: s.id('Silent Specter', 'hand'), faceDown: true }, 0);
    const g = determinize(viewOf(s.s, 1), 1, seedRng('d'));
    expect(g.stack[0]!.ability.card).toBe(g.objs[g.stack[0]!.obj]!.card);
    const passed = applyAction(g, CLASSIC_MODULE, 0, { t: 'pass' }, true).state;
    const after = applyAction(passed, CLASSIC_MODULE, 1, { t: 'pass' }, true).state;
    expect(after.stack).toEqual([]);
    expect(after.battlefield.filter((id) => after.objs[id]!.faceDown)).toHaveLength(1);
  });
});
