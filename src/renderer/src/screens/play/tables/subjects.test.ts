import { describe, expect, it } from 'vitest';
import { clickSubject, handSubjects } from './subjects';

type Act = { kind: string; card?: number };
const legal = (actions: Act[]) => actions.map((action, index) => ({ index, action, label: action.kind }));
const subjectOf = (a: unknown) => {
  const x = a as Act;
  return x.card === undefined ? null : `card:${x.card}`;
};

describe('table subjects', () => {
  it('every copy of a card in the hand answers to the choice one copy is offered', () => {
    const subjects = handSubjects(legal([{ kind: 'play', card: 1 }, { kind: 'pass' }]), subjectOf, [1, 2, 3], (a, b) =>
      a === 1 ? b === 2 : b === 1 && a === 2,
    );
    expect([...subjects]).toEqual([
      ['card:1', [0]],
      ['card:2', [0]],
    ]);
  });

  it('a click does the one action, selects among several (a second click unselects), and nothing while busy', () => {
    const acted: number[] = [];
    const selected: (string | null)[] = [];
    const props = (sel: string | null, busy = false) => ({
      busy,
      selected: sel,
      onAct: (i: number) => acted.push(i),
      onSelect: (k: string | null) => selected.push(k),
    });
    const subjects = new Map([
      ['card:1', [4]],
      ['card:2', [5, 6]],
    ]);
    clickSubject(props(null), subjects, 'card:1')!();
    clickSubject(props(null), subjects, 'card:2')!();
    clickSubject(props('card:2'), subjects, 'card:2')!();
    expect(acted).toEqual([4]);
    expect(selected).toEqual(['card:2', null]);
    expect(clickSubject(props(null), subjects, 'card:3')).toBeUndefined();
    expect(clickSubject(props(null, true), subjects, 'card:1')).toBeUndefined();
  });
});
