/** Trigger conditions (CR 603): "When ~ enters the battlefield", "At the beginning of your upkeep", … */
import { parseFilter, parseRef } from './refs';
import type { Ref, Trigger } from './types';

function subject(text: string): Ref | undefined {
  const t = text.trim();
  const a = /^(?:a|an|another) (.+)$/i.exec(t);
  if (a) {
    const filter = parseFilter(a[1]!);
    if (!filter) return undefined;
    if (/^another/i.test(t)) filter.other = true;
    return { ref: 'each', filter };
  }
  return parseRef(t);
}

const EVENTS: [RegExp, (m: RegExpExecArray) => Trigger | undefined][] = [
  [
    /^(.+?) enters the battlefield under your control$/i,
    (m) => {
      const t = on('enters', m[1]!, m[0]!);
      if (t && 'what' in t && t.what.ref === 'each') t.what.filter.controller = 'you';
      return t;
    },
  ],
  [/^(.+?) enters the battlefield$/i, (m) => on('enters', m[1]!, m[0]!)],
  [/^(.+?) enters the battlefield or attacks$/i, (m) => on('entersOrAttacks', m[1]!, m[0]!)],
  [/^you cycle ~$/i, () => ({ on: 'cycled' })],
  [/^~ is turned face up$/i, () => ({ on: 'turnedFaceUp' })],
  [/^(.+?) dies$/i, (m) => on('dies', m[1]!, m[0]!)],
  [/^(.+?) leaves the battlefield$/i, (m) => on('leaves', m[1]!, m[0]!)],
  [/^(.+?) attacks and isn't blocked$/i, (m) => on('attacksUnblocked', m[1]!, m[0]!)],
  [/^(.+?) blocks or becomes blocked$/i, (m) => on('blocksOrBecomesBlocked', m[1]!, m[0]!)],
  [/^(.+?) attacks alone$/i, (m) => on('attacksAlone', m[1]!, m[0]!)],
  [/^(.+?) becomes tapped$/i, (m) => on('becomesTapped', m[1]!, m[0]!)],
  [
    /^you control no (.+)$/i,
    (m) => {
      const filter = parseFilter(m[1]!);
      return filter ? { on: 'controlNone', filter } : undefined;
    },
  ],
  [/^(.+?) becomes the target of a spell or ability$/i, (m) => on('becomesTarget', m[1]!, m[0]!)],
  [
    /^(a player|you|an opponent) taps? an? (.+?) for mana$/i,
    (m) => {
      const filter = parseFilter(m[2]!);
      const w = m[1]!.toLowerCase();
      return filter
        ? {
            on: 'tappedForMana',
            what: { ref: 'each', filter },
            whose: w === 'you' ? 'you' : w === 'a player' ? 'each' : 'opponent',
          }
        : undefined;
    },
  ],
  [
    /^(.+?) is tapped for mana$/i,
    (m) => {
      const what = subject(m[1]!);
      return what ? { on: 'tappedForMana', what, whose: 'each' } : undefined;
    },
  ],
  [
    /^(you|an opponent) gains? life$/i,
    (m) => ({ on: 'gainLife', whose: m[1]!.toLowerCase() === 'you' ? 'you' : 'opponent' }),
  ],
  [
    /^(you|an opponent|a player) discards? a card$/i,
    (m) => {
      const w = m[1]!.toLowerCase();
      return { on: 'discard', whose: w === 'you' ? 'you' : w === 'a player' ? 'each' : 'opponent' };
    },
  ],
  [
    /^(.+?) deals combat damage$/i,
    (m) => {
      const what = subject(m[1]!);
      return what ? { on: 'dealsDamage', what, combat: true, to: 'any' } : undefined;
    },
  ],
  [
    /^(you|an opponent|a player) draws? a card$/i,
    (m) => {
      const w = m[1]!.toLowerCase();
      return { on: 'draw', whose: w === 'you' ? 'you' : w === 'a player' ? 'each' : 'opponent' };
    },
  ],
  [
    /^(you|an opponent|a player) casts? a spell$/i,
    (m) => {
      const w = m[1]!.toLowerCase();
      return {
        on: 'cast',
        spells: { types: ['spell'] },
        whose: w === 'you' ? 'you' : w === 'a player' ? 'each' : 'opponent',
      };
    },
  ],
  // "Whenever ~ blocks or becomes blocked by a nonblack creature", "Whenever ~ blocks a creature with flying":
  // `by` is the other creature, which "that creature" in the effect then names.
  [
    /^(.+?) (blocks or becomes blocked by|becomes blocked by|blocks) an? (.+)$/i,
    (m) => {
      const by = parseFilter(m[3]!);
      const t = on(
        /^blocks or/i.test(m[2]!) ? 'blocksOrBecomesBlocked' : /^becomes/i.test(m[2]!) ? 'becomesBlocked' : 'blocks',
        m[1]!,
        m[0]!,
      );
      return by && t && (t.on === 'blocks' || t.on === 'becomesBlocked' || t.on === 'blocksOrBecomesBlocked')
        ? { ...t, by }
        : undefined;
    },
  ],
  [/^(.+?) is dealt damage$/i, (m) => on('dealtDamage', m[1]!, m[0]!)],
  [/^(.+?) attacks or blocks$/i, (m) => on('attacksOrBlocks', m[1]!, m[0]!)],
  [/^(.+?) attacks$/i, (m) => on('attacks', m[1]!, m[0]!)],
  [/^(.+?) blocks(?: or becomes blocked)?$/i, (m) => (/becomes/i.test(m[0]!) ? undefined : on('blocks', m[1]!, m[0]!))],
  [/^(.+?) becomes blocked$/i, (m) => on('becomesBlocked', m[1]!, m[0]!)],
  [
    /^(.+?) deals (combat )?damage to (a player|an opponent|a creature)$/i,
    (m) => {
      const what = subject(m[1]!);
      if (!what) return undefined;
      const to = m[3]!.toLowerCase();
      return {
        on: 'dealsDamage',
        what,
        combat: !!m[2],
        to: to === 'a player' ? 'player' : to === 'an opponent' ? 'opponent' : 'creature',
      };
    },
  ],
  [
    /^(.+?) deals damage$/i,
    (m) => {
      const what = subject(m[1]!);
      return what ? { on: 'dealsDamage', what, combat: false, to: 'any' } : undefined;
    },
  ],
  [
    // CR 504.1: the draw step, after the turn-based draw.
    /^the beginning of (your|each player's) draw step$/i,
    (m) => ({ on: 'drawStep', whose: m[1]!.toLowerCase() === 'your' ? 'you' : 'each' }),
  ],
  [
    /^the beginning of (your|each|each player's|each opponent's) (upkeep|end step)$/i,
    (m) => {
      const w = m[1]!.toLowerCase();
      const whose = w === 'your' ? 'you' : w === "each opponent's" ? 'opponent' : 'each';
      return m[2]!.toLowerCase() === 'upkeep' ? { on: 'upkeep', whose } : { on: 'endStep', whose };
    },
  ],
  [/^the beginning of the end step$/i, () => ({ on: 'endStep', whose: 'each' })],
  [
    /^(you|an opponent|a player) casts? (?:a|an) (.+?) spell$/i,
    (m) => {
      const spells = parseFilter(`${m[2]} spell`);
      const w = m[1]!.toLowerCase();
      return spells
        ? { on: 'cast', spells, whose: w === 'you' ? 'you' : w === 'a player' ? 'each' : 'opponent' }
        : undefined;
    },
  ],
];

type SubjectTrigger = Exclude<Extract<Trigger, { what: Ref }>['on'], 'dealsDamage' | 'tappedForMana'>;

function on(kind: SubjectTrigger, who: string, _all: string): Trigger | undefined {
  // "~ or another creature enters the battlefield": the card itself counts too.
  const orAnother = /^~ or another (.+)$/i.exec(who.trim());
  if (orAnother) {
    const filter = parseFilter(orAnother[1]!);
    return filter ? ({ on: kind, what: { ref: 'each', filter } } as Trigger) : undefined;
  }
  const what = subject(who);
  return what ? { on: kind, what } : undefined;
}

/** The part between "When/Whenever/At" and the comma. */
export function parseTrigger(text: string): Trigger | undefined {
  for (const [re, build] of EVENTS) {
    const m = re.exec(text.trim());
    if (m) {
      const t = build(m);
      if (t) return t;
    }
  }
  // "Whenever you cast a white spell or a Plains enters the battlefield under your control": two events,
  // each understood on its own.
  const or = / or (?=(?:an?|another|you) )/g;
  for (let m = or.exec(text); m; m = or.exec(text)) {
    const a = parseTrigger(text.slice(0, m.index));
    const b = a && parseTrigger(text.slice(m.index + m[0].length));
    if (a && b) return { on: 'either', triggers: [a, b] };
  }
  return undefined;
}
