/**
 * The person's fixed policy in the Magic Combat with Dice e2e (issue 20), as a pure choice among the
 * legal actions of a snapshot, so the spec and the seed finder (scripts/combat-with-dice-e2e-seed.ts)
 * play the same game: keep; a land, else a creature, in a main phase; a pump instant on your own
 * creature while a roll is open and it would move the roll's row; attack with all but one creature while the bot has creatures; block
 * with every creature; heal your creatures when the life is there; never stop the bot's healing.
 */
import type { RAction, RView } from '../src/renderer/src/screens/play/tables/magic/types';
import type { DiceViewExt } from '../src/contract/views/combatWithDice';

export interface Legal {
  index: number;
  label: string;
  action: RAction;
}

/** What the policy did, for the spec to assert. */
export type Move = 'pump' | 'heal' | 'heal-declined' | 'block' | 'attack' | 'other';

const card = (v: RView, id: number) => {
  const o = v.objs[id];
  return o && o.card >= 0 ? (v.cards[o.card] ?? null) : null;
};
const isCreatureCard = (v: RView, id: number) => /Creature/.test(card(v, id)?.typeLine ?? '');
/** An instant that pumps a target creature: "Target creature gets +3/+3 until end of turn." */
export const isPump = (v: RView, id: number): boolean => {
  const c = card(v, id);
  return !!c && /Instant/.test(c.typeLine) && /creature[^.]* gets \+\d+\/\+\d+ until end of turn/i.test(c.text);
};

const roll = (v: RView) => (v.ext as DiceViewExt | undefined)?.roll ?? null;

/** Your creatures in the open roll (striker or defender). */
export function mineInRoll(v: RView): number[] {
  const r = roll(v);
  if (!r) return [];
  return [...r.by, ...r.vs].filter((id) => v.objs[id]?.controller === v.seat && v.objs[id]?.zone === 'battlefield');
}

/**
 * A pump now would move the open roll up or down a row of the attack table: your striker missed or
 * hit partly, or your blocker is being hit (natural 1 and 20 stay what they are).
 */
export function pumpMovesRow(v: RView): boolean {
  const r = roll(v);
  if (!r) return false;
  const mine = (id: number) => v.objs[id]?.controller === v.seat;
  if (r.by.some(mine)) return r.outcome === 'miss' || r.outcome === 'partial';
  if (r.vs.some(mine)) return r.outcome === 'partial' || r.outcome === 'hit';
  return false;
}

export function choose(v: RView, legal: readonly Legal[]): { index: number; move: Move } {
  const p = v.pending!;
  const first = (pred: (a: RAction) => boolean) => legal.find((l) => pred(l.action));
  const by = (l: Legal | undefined, move: Move = 'other') => (l ? { index: l.index, move } : null);
  const hand = v.players[v.seat]?.hand ?? [];
  const inHand = (t: 'play' | 'cast', want: (id: number) => boolean) => {
    for (const id of hand) {
      const l = first((a) => a.t === t && a.o === id);
      if (l && want(id)) return l;
    }
    return undefined;
  };
  const fallback = { index: legal[0]!.index, move: 'other' as Move };

  switch (p.d) {
    case 'mulligan':
      return by(first((a) => a.t === 'keep')) ?? fallback;
    case 'priority': {
      if (pumpMovesRow(v) && v.stack.length === 0) {
        const pump = inHand('cast', (id) => isPump(v, id));
        if (pump) return { index: pump.index, move: 'pump' };
      }
      if ((v.step === 'main1' || v.step === 'main2') && v.stack.length === 0 && v.active === v.seat) {
        const land = inHand('play', () => true) ?? inHand('cast', (id) => isCreatureCard(v, id));
        if (land) return { index: land.index, move: 'other' };
      }
      return by(first((a) => a.t === 'pass')) ?? fallback;
    }
    case 'attackers': {
      const declared = new Set((v.combat?.attackers ?? []).map((a) => a.obj));
      const attacks = legal.filter((l) => l.action.t === 'attack' && !declared.has(l.action.o));
      const free = new Set(attacks.map((l) => (l.action as { o: number }).o));
      const theirs = v.objs.some(
        (o) =>
          o.zone === 'battlefield' &&
          o.next === -1 &&
          o.controller !== v.seat &&
          v.looks.some((l) => l.id === o.id && (l.types & 2) !== 0),
      );
      if (free.size > (theirs ? 1 : 0)) return { index: attacks[0]!.index, move: 'attack' };
      return by(first((a) => a.t === 'done')) ?? fallback;
    }
    case 'blockers': {
      const blocking = new Set((v.combat?.attackers ?? []).flatMap((a) => a.blockers));
      const block = first((a) => a.t === 'block' && !blocking.has(a.o));
      return by(block, 'block') ?? by(first((a) => a.t === 'done')) ?? fallback;
    }
    case 'target': {
      // Your pump on your creature in the roll; else their creature, else them, else the first.
      const mine = mineInRoll(v);
      const pick = (pred: (t: { p: number } | { o: number }) => boolean) => first((a) => a.t === 'pick' && pred(a.v));
      const theirs = (t: { p: number } | { o: number }) =>
        'o' in t ? v.objs[t.o]?.controller !== v.seat : t.p !== v.seat;
      return (
        by(pick((t) => 'o' in t && mine.includes(t.o))) ??
        by(pick((t) => 'o' in t && theirs(t))) ??
        by(pick((t) => 'p' in t && theirs(t))) ??
        fallback
      );
    }
    case 'choose':
      // Attack order, bands (none), a discard: done when it may be, else the first offered.
      return by(first((a) => a.t === 'done')) ?? fallback;
    case 'yesNo': {
      const prompt = p.prompt ?? '';
      const heal = /^Pay (\d+) life to heal/.exec(prompt);
      if (heal) {
        const yes = v.players[v.seat]!.life > Number(heal[1]) + 3;
        return (
          by(
            first((a) => a.t === (yes ? 'yes' : 'no')),
            yes ? 'heal' : 'heal-declined',
          ) ?? fallback
        );
      }
      if (/to stop .* from healing/.test(prompt))
        return (
          by(
            first((a) => a.t === 'no'),
            'heal-declined',
          ) ?? fallback
        );
      return by(first((a) => a.t === 'yes')) ?? fallback;
    }
    case 'x': {
      // A heal per point asks X; damage splits ask "how much to X": the most offered.
      const xs = legal.filter((l) => l.action.t === 'x');
      return xs.length ? { index: xs[xs.length - 1]!.index, move: 'other' } : fallback;
    }
    default:
      return fallback;
  }
}

/** Your deck: green creatures of 1–4 mana and eight pump instants, so a roll's window finds one in hand. */
export const PUMP_DECK: [string, number][] = [
  ['Forest', 24],
  ['Giant Growth', 4],
  ['Titanic Growth', 4],
  ['Norwood Ranger', 4],
  ['Grizzly Bears', 4],
  ['Runeclaw Bear', 4],
  ['Elvish Warrior', 4],
  ['Kalonian Tusker', 2],
  ['Rumbling Baloth', 2],
  ['Centaur Courser', 4],
  ['Trained Armodon', 4],
];

/** The deck as decks.create takes it, by the starter pool's oracle ids. */
export function pumpDeckEntries(pool: readonly { name: string; oracle_id?: string }[]) {
  return PUMP_DECK.map(([name, quantity]) => {
    const oracleId = pool.find((c) => c.name === name)?.oracle_id;
    if (!oracleId) throw new Error(`${name} is not in the starter pool`);
    return { oracleId, quantity };
  });
}
