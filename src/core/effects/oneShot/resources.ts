/**
 * One-shot templates — Counters, tokens, fight, library searches, mana, mill, kicker, scry.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseFilter, parseRef } from '../refs';
import { AMOUNT, parseAmount, parseManaString } from '../words';
import { all, amt, onBoth, onRef, player, SUBJ, token, playerVerbsCards, type Template } from './helpers';
import { parseClause } from '../oneShot';

export const RESOURCES_TEMPLATES: Template[] = [
  // CR 122: counters. "Put a +1/+1 counter on target creature."
  {
    name: 'put N counters on …',
    examples: [
      { card: 'Abzan Ascendancy', text: 'put a +1/+1 counter on each creature you control' },
      { card: 'Acid-Spewer Dragon', text: 'put a +1/+1 counter on each other Dragon creature you control' },
    ],
    re: new RegExp(`^put (${AMOUNT}) ([+-]\\d+/[+-]\\d+|\\w+) counters? on (.+)$`, 'i'),
    build: onBoth(
      (m) => [parseAmount(m[1]!), parseRef(m[3]!)],
      (count, what, m) => ({ kind: 'counters', what, counter: m[2]!.toLowerCase(), count }),
    ),
  },
  // CR 111: tokens. "Create two 1/1 white Soldier creature tokens with flying."
  {
    name: 'create N tokens',
    examples: [
      { card: 'Abzan Ascendancy', text: 'create a 1/1 white Spirit creature token with flying' },
      { card: 'Acorn Harvest', text: 'Create two 1/1 green Squirrel creature tokens' },
    ],
    re: new RegExp(
      `^create (${AMOUNT}) (?:(tapped) )?(\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) ((?:[A-Z][\\w'-]* )+)(?:artifact )?creature tokens?(?: with (.+))?$`,
      'i',
    ),
    build: (m) => token(m[1]!, m[3]!, m[4]!, m[5]!, m[6]!, m[7], !!m[2]),
  },
  {
    name: 'put N tokens onto the battlefield (2017 wording)',
    examples: [
      { card: 'Alive', text: 'Put a 3/3 green Centaur creature token onto the battlefield' },
      { card: 'Erhnam Djinn Avatar', text: 'put a 1/1 green Saproling creature token onto the battlefield' },
    ],
    re: new RegExp(
      `^put (${AMOUNT}) (\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, )?)+) ((?:[A-Z][\\w'-]* )+)(?:artifact )?creature tokens?(?: with (.+?))? onto the battlefield( tapped)?$`,
      'i',
    ),
    build: (m) => token(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6], !!m[7]),
  },
  // CR 701.12: fight.
  {
    name: '… fights …',
    examples: [
      { card: 'Blood Feud', text: 'Target creature fights another target creature' },
      {
        card: 'Contested Cliffs',
        text: 'Target Beast creature you control fights target creature an opponent controls',
      },
    ],
    re: /^(.+?) fights (.+)$/i,
    build: onBoth(
      (m) => [parseRef(m[1]!), parseRef(m[2]!)],
      (what, other) => ({ kind: 'fight', what, other }),
    ),
  },
  // Tutors for anything else: "Search your library for a creature card, reveal it, and put it into your hand."
  {
    name: 'search your library for N … cards',
    examples: [
      {
        card: 'Altar of Bone',
        text: 'Search your library for a creature card, reveal that card, and put it into your hand',
      },
      { card: 'Arid Mesa', text: 'Search your library for a Mountain or Plains card and put it onto the battlefield' },
    ],
    re: new RegExp(
      `^search your library for (up to )?(${AMOUNT})(?: (.+?))? cards?(?:,? (?:and )?reveal (?:it|them|those cards|that card))?,? (?:and )?put (?:it|them|that card|those cards) (into your hand|onto the battlefield|on top of your library)( tapped)?(?:,? (?:and |then )?shuffle your library)?$`,
      'i',
    ),
    build: (m) => {
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
  },
  {
    name: 'put … onto the battlefield under your control',
    examples: [
      {
        card: 'Ashen Powder',
        text: "Put target creature card from an opponent's graveyard onto the battlefield under your control",
      },
      {
        card: 'Beacon of Unrest',
        text: 'Put target artifact or creature card from a graveyard onto the battlefield under your control',
      },
    ],
    re: /^put (.+?) onto the battlefield under your control$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      return what && what.ref === 'target' && what.filter.zone === 'graveyard'
        ? [{ kind: 'returnFromGraveyard', what, to: 'battlefield' }]
        : undefined;
    },
  },
  // Search for basic lands: the Rampant Growth / Civic Wayfinder family.
  {
    name: 'search your library for basic lands',
    examples: [
      {
        card: 'Armillary Sphere',
        text: 'Search your library for up to two basic land cards, reveal them, and put them into your hand',
      },
      {
        card: 'Attune with Aether',
        text: 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle your library',
      },
    ],
    re: new RegExp(
      `^search your library for (up to )?(${AMOUNT}) basic land cards?(?:, reveal (?:it|them|those cards|that card))?,? (?:and )?put (?:it|them|that card|those cards) (into your hand|onto the battlefield)( tapped)?(?:,? (?:and |then )?shuffle your library)?$`,
      'i',
    ),
    build: (m) => {
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
  },
  {
    name: 'counter … (unless its controller pays)',
    examples: [
      { card: 'Abjure', text: 'Counter target spell' },
      { card: 'Absorb', text: 'Counter target spell' },
    ],
    re: /^counter (.+?)(?: unless its controller pays (\{[^ ]+\}))?$/i,
    build: (m) => {
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
  },
  {
    name: 'regenerate …',
    examples: [
      { card: 'Albino Troll', text: 'Regenerate ~' },
      { card: 'Ancient Silverback', text: 'Regenerate ~' },
    ],
    re: /^regenerate (.+)$/i,
    build: onRef((what) => ({ kind: 'regenerate', what })),
  },
  {
    name: '… sacrifices …',
    examples: [
      { card: 'Abhorrent Overlord', text: 'sacrifice a creature' },
      { card: 'Abjure', text: 'sacrifice a blue permanent' },
    ],
    re: new RegExp(`^${SUBJ}sacrifices? (~|it|(${AMOUNT}) (.+))$`, 'i'),
    build: (m) => {
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
  },
  // 2017 wording of mill (CR 701.13).
  {
    name: 'mill: put the top N cards into the graveyard (2017 wording)',
    examples: [
      { card: 'Aberrant Researcher', text: 'put the top card of your library into your graveyard' },
      { card: 'Altar of the Brood', text: 'each opponent puts the top card of their library into their graveyard' },
    ],
    re: new RegExp(
      `^${SUBJ}puts? the top (${AMOUNT} )?cards? of (?:their|your) library into (?:their|your) graveyard$`,
      'i',
    ),
    build: onBoth(
      (m) => [player(m[1]), amt(m[2]?.trim())],
      (who, count) => ({ kind: 'mill', who, count }),
    ),
  },
  playerVerbsCards('mill', 'mill: … mills N cards', [
    { card: 'Very Cryptic Command', text: 'Target player mills X cards' },
  ]),
  {
    name: 'gain control of …',
    examples: [
      { card: 'Act of Aggression', text: 'Gain control of target creature an opponent controls until end of turn' },
      { card: 'Act of Treason', text: 'Gain control of target creature until end of turn' },
    ],
    re: /^gain control of (.+?)( until end of turn)?$/i,
    build: onRef((what, m) => ({ kind: 'gainControl', what, duration: m[2] ? 'endOfTurn' : 'permanent' })),
  },
  {
    name: "~ can't be countered",
    examples: [
      { card: 'Abrupt Decay', text: "~ can't be countered by spells or abilities" },
      { card: 'Akroma, Angel of Fury', text: "~ can't be countered" },
    ],
    re: /^~ can't be countered(?: by spells or abilities)?$/i,
    build: () => [{ kind: 'uncounterable' }],
  },
  {
    name: '… at the beginning of the next upkeep or end step (delayed)',
    examples: [
      { card: 'Agyrem', text: "return it to its owner's hand at the beginning of the next end step" },
      { card: 'Aleatory', text: "Draw a card at the beginning of the next turn's upkeep" },
    ],
    re: /^(.+) at the beginning of the next (turn's upkeep|end step)$/i,
    build: (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner
        ? [{ kind: 'delayed', at: /upkeep/i.test(m[2]!) ? 'nextUpkeep' : 'nextEndStep', effects: inner }]
        : undefined;
    },
  },
  {
    name: '… unless … pays {M}',
    examples: [
      { card: 'Conversion', text: 'sacrifice ~ unless you pay {W}{W}' },
      { card: 'Complicate', text: 'you may counter target spell unless its controller pays {1}' },
      { card: 'Aether Barrier', text: 'that player sacrifices a permanent unless they pays {1}' },
    ],
    re: /^(.+?) unless (you|its controller|that player|they) pays? ((?:\{[0-9WUBRGCX]\})+)$/i,
    build: (m) => {
      const inner = parseClause(m[1]!, 1);
      // A payer is a player: "they" is the player named before (or the named object's controller), as "that player".
      const payer = player(m[2]!.toLowerCase() === 'they' ? 'that player' : m[2]);
      if (!inner || !payer) return undefined;
      // "each opponent sacrifices a permanent unless they pay {3}" (Rishadan Cutpurse): each player chooses for
      // themselves, one payer per player, which one unlessPaid cannot say.
      if (/^they$/i.test(m[2]!) && /"who":\{"ref":"each"/.test(JSON.stringify(inner))) return undefined;
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
  },
  // CR 702.32: "If ~ was kicked, …" (an "instead" replacement is not this simple shape).
  {
    name: 'if ~ was kicked, …',
    examples: [
      { card: 'Dismantling Blow', text: 'If ~ was kicked, draw two cards' },
      { card: 'Dwarven Landslide', text: 'If ~ was kicked, destroy another target land' },
    ],
    re: /^if ~ was kicked, (?!.*\binstead$)(.+)$/i,
    build: (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner ? [{ kind: 'conditional', condition: { cond: 'kicked' }, effects: inner }] : undefined;
    },
  },
  {
    name: 'scry N',
    examples: [
      { card: 'Aether Theorist', text: 'Scry 1' },
      { card: 'Anchor to the Aether', text: 'Scry 1' },
    ],
    re: new RegExp(`^scry (${AMOUNT})$`, 'i'),
    build: (m) => {
      const count = parseAmount(m[1]!);
      return count === undefined ? undefined : [{ kind: 'scry', count }];
    },
  },
];
