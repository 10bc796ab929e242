/** Names and words the table shows, read from the view (a hidden card is never named). */
import { frameFor, type FrameId } from '../../../../components/frames';
import { COLORS, type RView, type StepId } from './types';

/** The card an object is, or null when this seat cannot see it (`card: -1`). */
export function cardOf(v: RView, id: number) {
  const o = v.objs[id];
  if (!o || o.card < 0) return null;
  return v.cards[o.card] ?? null;
}

export function nameOf(v: RView, id: number): string {
  return cardOf(v, id)?.name ?? 'a hidden card';
}

/** "You" for the viewing seat, else "Seat n" (the log's words). */
export function seatLabel(v: RView, seat: number): string {
  return seat === v.seat ? 'You' : `Seat ${seat + 1}`;
}

export const STEP_LABEL: Record<StepId, string> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'Main 1',
  beginCombat: 'Combat',
  declareAttackers: 'Attack',
  declareBlockers: 'Block',
  firstStrikeDamage: '1st strike',
  combatDamage: 'Damage',
  endCombat: 'End combat',
  main2: 'Main 2',
  end: 'End',
  cleanup: 'Cleanup',
};

/** "Protection from red", "Flying": a keyword as printed. */
export function keywordText(k: { keyword: string; of?: string }): string {
  const word = k.keyword.replace(/([a-z])([A-Z])/g, '$1 $2');
  const cap = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return k.of ? `${cap} ${k.of}` : cap;
}

/** The frame of a card from its colour bits and types (bit order W U B R G; type bits: land 1, artifact 4). */
export function frameIdOf(colors: number, types: number): FrameId {
  return frameFor(
    COLORS.filter((_, i) => colors & (1 << i)),
    { land: (types & 1) !== 0, artifact: (types & 4) !== 0 },
  );
}

const WAITING_WORDS: Record<string, string> = {
  priority: 'may respond',
  mulligan: 'decides on a mulligan',
  bottom: 'puts cards on the bottom',
  attackers: 'declares attackers',
  blockers: 'declares blockers',
  damageOrder: 'orders blockers',
  target: 'chooses targets',
  choose: 'chooses',
  mode: 'chooses a mode',
  x: 'chooses X',
  yesNo: 'decides',
  color: 'chooses a colour',
  triggerOrder: 'orders triggers',
};

/** The decision bar's line while another seat decides, or the game's end in words. */
export function waitingLine(
  v: RView,
  result: { winners: number[]; reason: string } | null,
  words: Record<string, string> = WAITING_WORDS,
): string {
  if (result) {
    const who =
      result.winners.length === 0
        ? 'a draw'
        : result.winners.includes(v.seat)
          ? 'you won'
          : `${result.winners.map((s) => seatLabel(v, s)).join(' and ')} won`;
    return `Game over — ${who}: ${result.reason}`;
  }
  const decider = v.pending && v.pending.seat !== v.seat ? v.pending : null;
  if (!decider) return 'The game runs…';
  return `${seatLabel(v, decider.seat)} ${words[decider.d] ?? 'decides'}… (${STEP_LABEL[v.step]})`;
}
