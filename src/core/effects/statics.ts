/**
 * Templates for static abilities of permanents (CR 604): anthems, auras' and equipment's bonuses,
 * "can't block", cost changes, and the card's own P/T under a condition.
 */
import { keywordsOf } from './oneShot/helpers';
import { parseFilter, parseRef } from './refs';
import type { Amount, Condition, Effect } from './types';
import { AMOUNT, parseAmount, parseKeywordList } from './words';

type Builder = (m: RegExpExecArray) => Effect[] | undefined;

function signed(s: string): Amount {
  const v = s.replace('+', '');
  return /x/i.test(v) ? 'X' : Number(v);
}

function condition(text: string | undefined): Condition | undefined | null {
  if (!text) return null;
  if (/^as long as it's your turn$/i.test(text)) return { cond: 'yourTurn' };
  const life = /^as long as you have (\d+) or more life$/i.exec(text);
  if (life) return { cond: 'lifeAtLeast', amount: Number(life[1]) };
  const many = new RegExp(`^as long as you control (${AMOUNT}) or more (.+)$`, 'i').exec(text);
  if (many) {
    const atLeast = parseAmount(many[1]!);
    const filter = parseFilter(many[2]!);
    if (typeof atLeast === 'number' && filter)
      return { cond: 'control', filter: { ...filter, controller: 'you' }, atLeast };
    return undefined;
  }
  const m = /^as long as you control (an? |another )?(.+)$/i.exec(text);
  if (m) {
    const filter = parseFilter(m[2]!);
    // "another Goblin": the card itself does not count.
    if (filter)
      return {
        cond: 'control',
        filter: { ...filter, controller: 'you', ...(/another/i.test(m[1] ?? '') ? { other: true } : {}) },
      };
  }
  return undefined;
}

const PT = '([+-](?:\\d+|x))/([+-](?:\\d+|x))';

export const STATIC_TEMPLATES: [RegExp, Builder][] = [
  // The checklands (M10): "~ enters the battlefield tapped unless you control a Plains or an Island."
  [
    /^~ enters the battlefield tapped unless you control an? ([A-Z]\w+) or an? ([A-Z]\w+)$/,
    (m) => {
      const unlessControl = parseFilter(`${m[1]} or ${m[2]}`);
      return unlessControl ? [{ kind: 'entersWith', tapped: true, unlessControl }] : undefined;
    },
  ],
  [
    /^(.+?) can't be blocked except by (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const exceptBy = parseFilter(m[2]!);
      return what && exceptBy
        ? [{ kind: 'restrict', what, cannot: ['beBlocked'], exceptBy, duration: 'permanent' }]
        : undefined;
    },
  ],
  [
    /^each player can't cast more than (one|two) spells? each turn$/i,
    (m) => [{ kind: 'spellLimit', perTurn: m[1]!.toLowerCase() === 'one' ? 1 : 2 }],
  ],
  [
    /^prevent all (combat )?damage that would be dealt to (and dealt by )?(.+)$/i,
    (m) => {
      const what = parseRef(m[3]!);
      return what && (what.ref === 'self' || what.ref === 'enchanted' || what.ref === 'equipped')
        ? [{ kind: 'preventAllTo', what, combatOnly: !!m[1], alsoDealtBy: !!m[2] }]
        : undefined;
    },
  ],
  [
    /^(you|your opponents) can't cast (?:(.+?) )?spells$/i,
    (m) => {
      const spells = m[2] ? parseFilter(`${m[2]} spell`) : { types: ['spell' as const] };
      return spells
        ? [{ kind: 'cantCast', who: m[1]!.toLowerCase() === 'you' ? 'you' : 'opponent', spells, duration: 'permanent' }]
        : undefined;
    },
  ],
  [
    /^(you|each player) may play an additional land (?:on each of your turns|on each of their turns|during each of their turns)$/i,
    (m) => [
      { kind: 'extraLand', who: m[1]!.toLowerCase() === 'you' ? 'you' : 'each', count: 1, duration: 'permanent' },
    ],
  ],
  [
    /^~'s (power|toughness) is equal to the number of (.+)$/i,
    (m) => {
      const count = parseFilter(m[2]!);
      const only = m[1]!.toLowerCase() as 'power' | 'toughness';
      return count ? [{ kind: 'ptEqualsCount', what: { ref: 'self' }, count, only }] : undefined;
    },
  ],
  [
    /^(.+?) can't be the targets? of ((?:.+? )?spells(?: your opponents control)?)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const by = parseFilter(m[2]!);
      return what && by && by.types.every((t) => t === 'spell') ? [{ kind: 'untargetable', what, by }] : undefined;
    },
  ],
  [
    /^(.+?) doesn't untap during its controller's untap step and its activated abilities can't be activated$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'restrict', what, cannot: ['untap', 'activate'], duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^activated abilities of (creatures|artifacts) can't be activated$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'restrict', what, cannot: ['activate'], duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^you may have ~ assign its combat damage as though it weren't blocked$/i,
    () => [{ kind: 'assignAsUnblocked', what: { ref: 'self' } }],
  ],
  [
    /^if ~ is in your opening hand, you may begin the game with it on the battlefield$/i,
    () => [{ kind: 'beginInPlay' }],
  ],
  [
    /^(.+?) can't attack or block, and its activated abilities can't be activated$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what
        ? [{ kind: 'restrict', what, cannot: ['attack', 'block', 'activate'], duration: 'permanent' }]
        : undefined;
    },
  ],
  [
    /^(.+?) attacks each (?:turn|combat) if able$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'mustAttack', what }] : undefined;
    },
  ],
  [
    /^(.+?) can block only creatures with flying$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'restrict', what, cannot: ['blockNonFlying'], duration: 'permanent' }] : undefined;
    },
  ],
  [/^~ enters the battlefield tapped$/i, () => [{ kind: 'entersWith', tapped: true }]],
  [
    /^~ enters the battlefield with (an?|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+) ([+-]\d+\/[+-]\d+|\w+) counters? on it$/i,
    (m) => {
      const count = parseAmount(m[1]!);
      return count === undefined ? undefined : [{ kind: 'entersWith', counter: m[2]!.toLowerCase(), count }];
    },
  ],
  [/^~ can't be countered$/i, () => [{ kind: 'uncounterable' }]],
  [
    /^you control (enchanted (?:creature|permanent|land|artifact))$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'gainControl', what, duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^~ can't attack unless defending player controls an? (.+)$/i,
    (m) => {
      const f = parseFilter(m[1]!);
      return f
        ? [
            {
              kind: 'restrict',
              what: { ref: 'self' },
              cannot: ['attack'],
              unlessDefenderControls: f,
              duration: 'permanent',
            },
          ]
        : undefined;
    },
  ],
  [/^you may choose not to untap ~ during your untap step$/i, () => [{ kind: 'mayNotUntap', what: { ref: 'self' } }]],
  [
    /^(.+?) can block (an additional creature|any number of creatures)(?: each combat)?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'extraBlocks', what, count: /any/i.test(m[2]!) ? 'any' : 1 }] : undefined;
    },
  ],
  [/^you have no maximum hand size$/i, () => [{ kind: 'noMaxHandSize' }]],
  [
    /^(.+?) can't be blocked by more than one creature$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'blockedByAtMostOne', what }] : undefined;
    },
  ],
  [
    /^(.+?) can't be blocked by (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const by = parseFilter(m[2]!);
      return what && by ? [{ kind: 'restrict', what, cannot: ['beBlocked'], by, duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^(.+?) can't block (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const by = parseFilter(m[2]!);
      return what && by && !/alone$/i.test(m[2]!)
        ? [{ kind: 'restrict', what, cannot: ['block'], by, duration: 'permanent' }]
        : undefined;
    },
  ],
  [
    /^(.+?) can't (attack|block|attack or block) alone$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const c = m[2]!.toLowerCase();
      const cannot: ('attackAlone' | 'blockAlone')[] =
        c === 'attack' ? ['attackAlone'] : c === 'block' ? ['blockAlone'] : ['attackAlone', 'blockAlone'];
      return what ? [{ kind: 'restrict', what, cannot, duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^all creatures able to block (.+?) do so$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'lure', what }] : undefined;
    },
  ],
  [
    /^~'s power and toughness are each equal to the number of (.+)$/i,
    (m) => {
      const count = parseFilter(m[1]!);
      return count ? [{ kind: 'ptEqualsCount', what: { ref: 'self' }, count }] : undefined;
    },
  ],
  [
    /^~ has (.+?) as long as (.+)$/i,
    (m) => {
      const kws = parseKeywordList(m[1]!);
      const cond = condition(`as long as ${m[2]}`);
      if (!kws || !cond) return undefined;
      return [
        { kind: 'grantKeyword', what: { ref: 'self' }, ...keywordsOf(kws), duration: 'permanent', condition: cond },
      ];
    },
  ],
  // Anthems and aura/equipment bonuses: "Creatures you control get +1/+1.", "Enchanted creature gets +2/+0 and has trample."
  [
    new RegExp(`^(.+?) gets? ${PT}(?: and (?:has|have) (.+?))?(?: (as long as .+))?$`, 'i'),
    (m) => {
      const what = parseRef(m[1]!);
      const cond = condition(m[5]);
      if (!what || cond === undefined) return undefined;
      const out: Effect[] = [
        {
          kind: 'modifyPT',
          what,
          power: signed(m[2]!),
          toughness: signed(m[3]!),
          duration: 'permanent',
          ...(cond ? { condition: cond } : {}),
        },
      ];
      if (m[4]) {
        const kws = parseKeywordList(m[4]);
        if (!kws) return undefined;
        out.push({
          kind: 'grantKeyword',
          what,
          ...keywordsOf(kws),
          duration: 'permanent',
          ...(cond ? { condition: cond } : {}),
        });
      }
      return out;
    },
  ],
  [
    /^(.+?) (?:has|have) (.+)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const kws = parseKeywordList(m[2]!);
      if (!what || !kws || what.ref === 'self') return undefined;
      return [{ kind: 'grantKeyword', what, ...keywordsOf(kws), duration: 'permanent' }];
    },
  ],
  [
    /^(.+?) can't (attack|block|attack or block)$/i,
    (m) => {
      const what = parseRef(m[1]!);
      const c = m[2]!.toLowerCase();
      const cannot = c === 'attack or block' ? (['attack', 'block'] as const) : ([c] as ['attack' | 'block']);
      return what ? [{ kind: 'restrict', what, cannot: [...cannot], duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^(.+?) can't be blocked$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'restrict', what, cannot: ['beBlocked'], duration: 'permanent' }] : undefined;
    },
  ],
  [
    /^(.+?) (?:doesn't|don't) untap during (?:its controller's|your|their controllers') untap steps?$/i,
    (m) => {
      const what = parseRef(m[1]!);
      return what ? [{ kind: 'restrict', what, cannot: ['untap'], duration: 'permanent' }] : undefined;
    },
  ],
  // Cost changes (CR 601.2f): "Creature spells you cast cost {1} less to cast."
  [
    /^(.+?) spells (you cast|your opponents cast|cost)?\s*(?:cost )?\{(\d+)\} (less|more) to cast$/i,
    (m) => {
      const who = m[2]?.toLowerCase();
      const spells = m[1]!.toLowerCase() === 'all' ? { types: ['spell' as const] } : parseFilter(`${m[1]} spells`);
      if (!spells) return undefined;
      const by = Number(m[3]) * (m[4]!.toLowerCase() === 'less' ? -1 : 1);
      const whose = who === 'you cast' ? 'you' : who === 'your opponents cast' ? 'opponent' : 'each';
      return [{ kind: 'costChange', spells, by, whose }];
    },
  ],
];

export function parseStatic(sentence: string): Effect[] | undefined {
  const forEach = /^(.+?) for each (.+)$/i.exec(sentence.trim());
  if (forEach) {
    const per = parseFilter(forEach[2]!);
    const inner = per && parseStatic(forEach[1]!);
    if (per && inner && inner.length === 1 && inner[0]!.kind === 'modifyPT')
      return [{ kind: 'forEach', per, effects: inner }];
  }
  // "Enchanted creature gets +2/+0 and can't be blocked." — a bonus and a second static predicate.
  const two = new RegExp(`^(.+?) gets? ${PT} and (.+)$`, 'i').exec(sentence.trim());
  if (two && !/^(?:has|have) /i.test(two[4]!)) {
    const a = parseStatic(`${two[1]} gets ${two[2]}/${two[3]}`);
    const b = parseStatic(`${two[1]} ${two[4]}`);
    if (a && b) return [...a, ...b];
  }
  // "As long as you control an enchantment, ~ gets +1/+1 and has lifelink." — the condition governs every part.
  const asLong = /^(as long as .+?), (.+)$/i.exec(sentence.trim());
  if (asLong) {
    const cond = condition(asLong[1]);
    const inner = cond ? parseStatic(asLong[2]!) : undefined;
    if (
      cond &&
      inner &&
      inner.every(
        (e) => (e.kind === 'modifyPT' || e.kind === 'grantKeyword') && e.duration === 'permanent' && !e.condition,
      )
    )
      return inner.map((e) => ({ ...e, condition: cond }) as Effect);
  }
  // "~ can't block and can't be blocked", "Equipped creature can't be blocked and has shroud".
  const both = /^(.+?) (can't [^,]+?) and ((?:can't|has) .+)$/i.exec(sentence.trim());
  if (both) {
    const a = parseStatic(`${both[1]} ${both[2]}`);
    const b = parseStatic(`${both[1]} ${both[3]}`);
    if (a && b) return [...a, ...b];
  }
  for (const [re, build] of STATIC_TEMPLATES) {
    const m = re.exec(sentence.trim());
    if (m) {
      const r = build(m);
      if (r) return r;
    }
  }
  return undefined;
}
