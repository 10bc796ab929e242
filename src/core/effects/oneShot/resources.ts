/**
 * One-shot templates — Counters, tokens, fight, library searches, mana, mill, kicker, scry.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseFilter, parseRef } from '../refs';
import { AMOUNT, parseAmount, parseManaString } from '../words';
import { all, amt, player, SUBJ, token, type Builder } from './helpers';
import { parseClause } from '../oneShot';

export const RESOURCES_TEMPLATES: [RegExp, Builder][] = [
  // CR 122: counters. "Put a +1/+1 counter on target creature."
  [
    new RegExp(`^put (${AMOUNT}) ([+-]\\d+/[+-]\\d+|\\w+) counters? on (.+)$`, 'i'),
    (m) => {
      const count = parseAmount(m[1]!);
      const what = parseRef(m[3]!);
      return all(count, what)
        ? [{ kind: 'counters', what: what!, counter: m[2]!.toLowerCase(), count: count! }]
        : undefined;
    },
  ],
  // CR 111: tokens. "Create two 1/1 white Soldier creature tokens with flying."
  [
    new RegExp(
      `^create (${AMOUNT}) (?:(tapped) )?(\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) ((?:[A-Z][\\w'-]* )+)(?:artifact )?creature tokens?(?: with (.+))?$`,
      'i',
    ),
    (m) => token(m[1]!, m[3]!, m[4]!, m[5]!, m[6]!, m[7], !!m[2]),
  ],
  [
    new RegExp(
      `^put (${AMOUNT}) (\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) ((?:[A-Z][\\w'-]* )+)(?:artifact )?creature tokens?(?: with (.+?))? onto the battlefield( tapped)?$`,
      'i',
    ),
    (m) => token(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6], !!m[7]),
  ],
  // CR 701.12: fight.
  [
    /^(.+?) fights (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const other = parseRef(m[2]!);
      return all(what, other) ? [{ kind: 'fight', what: what!, other: other! }] : undefined;
    },
  ],
  // Tutors for anything else: "Search your library for a creature card, reveal it, and put it into your hand."
  [
    new RegExp(
      `^search your library for (up to )?(${AMOUNT})(?: (.+?))? cards?(?:,? (?:and )?reveal (?:it|them|those cards|that card))?,? (?:and )?put (?:it|them|that card|those cards) (into your hand|onto the battlefield|on top of your library)( tapped)?(?:,? (?:and |then )?shuffle your library)?$`,
      'i',
    ),
    (m) => {
      const count = parseAmount(m[2]!);
      if (count === undefined || /^basic land$/i.test(m[3] ?? '')) return undefined;
      const filter = m[3] === undefined ? { types: ['card' as const] } : parseFilter(`${m[3]} card`);
      if (!filter) return undefined;
      const to = /hand/i.test(m[4]!) ? 'hand' : /battlefield/i.test(m[4]!) ? 'battlefield' : 'libraryTop';
      return [
        {
          kind: 'searchLibrary',
          filter,
          count,
          to,
          ...(m[5] ? { tapped: true } : {}),
          ...(m[1] ? { upTo: true } : {}),
        },
      ];
    },
  ],
  [
    /^put (.+?) onto the battlefield under your control$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what && what.ref === 'target' && what.filter.zone === 'graveyard'
        ? [{ kind: 'returnFromGraveyard', what, to: 'battlefield' }]
        : undefined;
    },
  ],
  // Search for basic lands: the Rampant Growth / Civic Wayfinder family.
  [
    new RegExp(
      `^search your library for (up to )?(${AMOUNT}) basic land cards?(?:, reveal (?:it|them|those cards|that card))?,? (?:and )?put (?:it|them|that card|those cards) (into your hand|onto the battlefield)( tapped)?(?:,? (?:and |then )?shuffle your library)?$`,
      'i',
    ),
    (m) => {
      const count = parseAmount(m[2]!);
      if (count === undefined) return undefined;
      return [
        {
          kind: 'searchBasicLand',
          count,
          to: /hand/i.test(m[3]!) ? 'hand' : 'battlefield',
          ...(m[4] ? { tapped: true } : {}),
          ...(m[1] ? { upTo: true } : {}),
        },
      ];
    },
  ],
  [
    /^counter (.+?)(?: unless its controller pays (\{[^ ]+\}))?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      if (!what || what.ref !== 'target' || !what.filter.types.every((t) => t === 'spell')) return undefined;
      const mana = m[2] ? parseManaString(m[2]) : undefined;
      if (m[2] && !mana) return undefined;
      return [
        {
          kind: 'counterSpell',
          what,
          ...(mana ? { condition: { cond: 'unlessPays', mana, who: 'itsController' } as const } : {}),
        },
      ];
    },
  ],
  // CR 106: mana. "Add {G}.", "Add {R} or {G}.", "Add one mana of any color."
  [
    /^add ((?:\{[WUBRGC0-9]\})+(?:(?:,| or|, or) (?:\{[WUBRGC0-9]\})+)*)$/i,
    (m) => {
      const options = m[1]!.split(/,? or |, /).map((s) => s.toUpperCase());
      return [{ kind: 'addMana', options }];
    },
  ],
  [/^add one mana of any colou?r$/i, () => [{ kind: 'addMana', options: ['{W}', '{U}', '{B}', '{R}', '{G}'] }]],
  [
    /^regenerate (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'regenerate', what }] : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}sacrifices? (~|it|(${AMOUNT}) (.+))$`, 'i'),
    (m) => {
      const who = player(m[1]);
      if (!who) return undefined;
      if (m[2] === '~') return [{ kind: 'sacrifice', who, what: 'self', count: 1 }];
      // "Sacrifice it" is the source's own controller giving up the source; "its controller sacrifices it"
      // (Celestial Sword) names another object, which `what` cannot hold.
      if (m[2]!.toLowerCase() === 'it')
        return who.ref === 'you' ? [{ kind: 'sacrifice', who, what: 'self', count: 1 }] : undefined;
      const count = parseAmount(m[3]!);
      const filter = parseFilter(m[4]!);
      return all(count, filter) ? [{ kind: 'sacrifice', who, what: filter!, count: count! }] : undefined;
    },
  ],
  // 2017 wording of mill (CR 701.13).
  [
    new RegExp(
      `^${SUBJ}puts? the top (${AMOUNT} )?cards? of (?:their|your) library into (?:their|your) graveyard$`,
      'i',
    ),
    (m) => {
      const who = player(m[1]);
      const count = amt(m[2]?.trim());
      return all(who, count) ? [{ kind: 'mill', who: who!, count: count! }] : undefined;
    },
  ],
  [
    new RegExp(`^${SUBJ}mills? (${AMOUNT}) cards?$`, 'i'),
    (m) => {
      const who = player(m[1]);
      const count = amt(m[2]);
      return all(who, count) ? [{ kind: 'mill', who: who!, count: count! }] : undefined;
    },
  ],
  [
    new RegExp(`^prevent the next (${AMOUNT}) damage that would be dealt to (.+?) this turn$`, 'i'),
    (m) => {
      const amount = parseAmount(m[1]!);
      const to = parseRef(m[2]!);
      return all(amount, to) ? [{ kind: 'preventDamage', to: to!, amount: amount! }] : undefined;
    },
  ],
  [
    /^gain control of (.+?)( until end of turn)?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'gainControl', what, duration: m[2] ? 'endOfTurn' : 'permanent' }] : undefined;
    },
  ],
  [/^prevent all combat damage that would be dealt this turn$/i, () => [{ kind: 'preventAllCombatDamage' }]],
  [/^~ can't be countered(?: by spells or abilities)?$/i, () => [{ kind: 'uncounterable' }]],
  [
    /^(.+) at the beginning of the next (turn's upkeep|end step)$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner
        ? [{ kind: 'delayed', at: /upkeep/i.test(m[2]!) ? 'nextUpkeep' : 'nextEndStep', effects: inner }]
        : undefined;
    },
  ],
  [
    /^(.+?) unless (you|its controller|that player|they) pays? ((?:\{[0-9WUBRGCX]\})+)$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      // A payer is a player: "they" is the player named before (or the named object's controller), as "that player".
      const payer = player(m[2]!.toLowerCase() === 'they' ? 'that player' : m[2]);
      if (!inner || !payer) return undefined;
      const mana = m[3]!.toUpperCase();
      // "you may counter target spell unless its controller pays {1}" (Complicate): "its" is the spell's,
      // which only the counter names: the payment goes on the counter, as in "Counter target spell unless …".
      const only = inner.length === 1 ? inner[0] : undefined;
      const counter = only?.kind === 'optional' && only.effects.length === 1 && !only.pay ? only.effects[0] : only;
      if (counter?.kind === 'counterSpell' && !counter.condition && payer.ref === 'itsController') {
        counter.condition = { cond: 'unlessPays', mana, who: 'itsController' };
        return inner;
      }
      return [{ kind: 'unlessPaid', payer, mana, effects: inner }];
    },
  ],
  // CR 702.32: "If ~ was kicked, …" (an "instead" replacement is not this simple shape).
  [
    /^if ~ was kicked, (?!.*\binstead$)(.+)$/i,
    (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner ? [{ kind: 'conditional', condition: { cond: 'kicked' }, effects: inner }] : undefined;
    },
  ],
  [
    new RegExp(`^scry (${AMOUNT})$`, 'i'),
    (m) => {
      const count = parseAmount(m[1]!);
      return count === undefined ? undefined : [{ kind: 'scry', count }];
    },
  ],
];
