/**
 * One-shot templates — Damage, pump, destroy/exile/bounce, tap/untap, life and cards: effects on objects and players.
 * Order matters across files: `oneShot.ts` tries them in the order of its list (first match wins).
 */
import { parseRef } from '../refs';
import type { Color, Effect } from '../types';
import { AMOUNT, COLOR_WORDS, parseAmount, parseKeywordList } from '../words';
import {
  again,
  all,
  amt,
  keywordsOf,
  onRef,
  player,
  PT,
  signed,
  SUBJ,
  playerVerbsCards,
  type Template,
} from './helpers';
import { parseClause } from '../oneShot';

export const OBJECTS_TEMPLATES: Template[] = [
  // "~ deals 2 damage to any target and 3 damage to you."
  {
    name: 'deals N damage to X and M damage to Y',
    examples: [
      {
        card: 'Assembled Alphas',
        text: "~ deals 3 damage to that creature and 3 damage to that creature's controller",
      },
      { card: 'Bellowing Fiend', text: "~ deals 3 damage to that creature's controller and 3 damage to you" },
    ],
    re: new RegExp(`^(.+?) deals? (${AMOUNT}) damage to (.+?) and (${AMOUNT}) damage to (.+)$`, 'i'),
    build: (m) => {
      const from = parseRef(m[1]!);
      if ([m[3], m[5]].some((x) => /^itself$/i.test(x!)) && from?.ref !== 'self') return undefined;
      const a = parseAmount(m[2]!);
      const to = parseRef(m[3]!);
      const b = parseAmount(m[4]!);
      const to2 = parseRef(m[5]!);
      if (!all(from, a, to, b, to2)) return undefined;
      return [
        { kind: 'damage', amount: a!, to: to!, from: from! },
        { kind: 'damage', amount: b!, to: to2!, from: from! },
      ];
    },
  },
  {
    name: "put … on top or bottom of its owner's library",
    examples: [
      { card: 'Aethertow', text: "Put target attacking or blocking creature on top of its owner's library" },
      { card: 'Anchor to the Aether', text: "Put target creature on top of its owner's library" },
    ],
    re: /^put (.+?) on (top|the bottom) of (?:its|their) owners?'s? librar(?:y|ies)$/i,
    build: onRef((what, m) => ({ kind: 'putOnLibrary', what, position: /top/i.test(m[2]!) ? 'top' : 'bottom' })),
  },
  {
    name: "look at …'s hand",
    examples: [
      { card: 'Abandon Hope', text: "Look at target opponent's hand" },
      { card: 'Agonizing Memories', text: "Look at target player's hand" },
    ],
    re: /^look at (.+?)'s? hand$/i,
    build: onRef((who) => ({ kind: 'lookAtHand', who })),
  },
  {
    name: 'look at the top N cards, put them back in any order',
    examples: [
      { card: 'Aven Fateshaper', text: 'look at the top four cards of your library, then put them back in any order' },
      { card: 'Crystal Seer', text: 'look at the top four cards of your library, then put them back in any order' },
    ],
    re: new RegExp(`^look at the top (${AMOUNT}) cards of your library,? then put them back in any order$`, 'i'),
    build: (m) => {
      const count = parseAmount(m[1]!);
      return count === undefined ? undefined : [{ kind: 'arrangeTop', count }];
    },
  },
  {
    name: 'return ~ from your graveyard to hand or battlefield',
    examples: [
      { card: 'Advanced Stitchwing', text: 'Return ~ from your graveyard to the battlefield tapped' },
      { card: 'Akoum Firebird', text: 'return ~ from your graveyard to the battlefield' },
    ],
    re: /^return ~ from your graveyard to (your hand|the battlefield)( tapped)?$/i,
    build: (m) => [
      {
        kind: 'returnFromGraveyard',
        what: { ref: 'self' },
        to: /hand/i.test(m[1]!) ? 'hand' : 'battlefield',
        ...(m[2] ? { tapped: true } : {}),
      },
    ],
  },
  {
    name: '… at end of combat (delayed)',
    examples: [
      { card: 'Abomination', text: 'destroy that creature at end of combat' },
      { card: 'Aether Membrane', text: "return that creature to its owner's hand at end of combat" },
    ],
    re: /^(.+) at end of combat$/i,
    build: (m) => {
      const inner = parseClause(m[1]!, 1);
      return inner ? [{ kind: 'delayed', at: 'endOfCombat', effects: inner }] : undefined;
    },
  },
  {
    name: 'tap or untap …',
    examples: [{ card: "Urza's Contact Lenses", text: 'Tap or untap ~' }],
    re: /^tap or untap (.+)$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      return what
        ? [{ kind: 'modal', choose: 1, modes: [[{ kind: 'tap', what }], [{ kind: 'untap', what }]] }]
        : undefined;
    },
  },
  {
    name: '… attacks this turn if able',
    examples: [
      { card: 'Alluring Siren', text: 'Target creature an opponent controls attacks you this turn if able' },
      { card: 'Basandra, Battle Seraph', text: 'Target creature attacks this turn if able' },
    ],
    re: /^(.+?) attacks(?: you)? this turn if able$/i,
    build: onRef((what) => ({ kind: 'mustAttack', what, duration: 'endOfTurn' })),
  },
  {
    name: '… unless you/its controller/that player does …',
    examples: [
      { card: 'Avatar of Discord', text: 'sacrifice it unless you discard two cards' },
      { card: 'Balduvian Horde', text: 'sacrifice it unless you discard a card at random' },
    ],
    re: /^(.+?) unless (you|its controller|that player) (.+)$/i,
    build: (m) => {
      if (/^pays? \{/i.test(m[3]!)) return undefined;
      const effects = parseClause(m[1]!, 1);
      const who = player(m[2]!.toLowerCase() === 'you' ? undefined : m[2]);
      // The alternative is an order to the same player: "you discard a card" -> "discard a card".
      const instead = parseClause(m[2]!.toLowerCase() === 'you' ? m[3]! : `${m[2]} ${m[3]}`, 1);
      return effects && who && instead ? [{ kind: 'unless', who, instead, effects }] : undefined;
    },
  },
  {
    name: '… becomes an N/N creature until end of turn',
    examples: [
      {
        card: 'Atarka Monument',
        text: '~ becomes a 4/4 red and green Dragon artifact creature with flying until end of turn',
      },
      {
        card: 'Azorius Keyrune',
        text: '~ becomes a 2/2 white and blue Bird artifact creature with flying until end of turn',
      },
    ],
    re: /^(.+?) becomes an? (\d+)\/(\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))*)((?:[A-Z][\w'-]* )*)(artifact )?creature(?: with (.+?))? until end of turn$/,
    build: (m) => {
      const what = parseRef(m[1]!);
      const colors: Color[] = [];
      for (const c of (m[4] ?? '').split(/\s*(?:,|and)\s*|\s+/).filter(Boolean)) {
        if (c.toLowerCase() === 'colorless') continue;
        const col = COLOR_WORDS[c.toLowerCase()];
        if (!col) return undefined;
        colors.push(col);
      }
      const subtypes = (m[5] ?? '').trim().split(/\s+/).filter(Boolean);
      const kws = m[7] ? parseKeywordList(m[7]) : [];
      if (!what || !kws) return undefined;
      return [
        {
          kind: 'becomeCreature',
          what,
          power: Number(m[2]),
          toughness: Number(m[3]),
          colors,
          subtypes,
          keywords: kws.map((k) => k.keyword),
          ...(m[6] ? { artifact: true } : {}),
          duration: 'endOfTurn',
        },
      ];
    },
  },
  {
    name: 'take an extra turn after this one',
    examples: [
      { card: 'All in Good Time', text: 'take an extra turn after this one' },
      { card: 'Capture of Jingzhou', text: 'Take an extra turn after this one' },
    ],
    re: /^take an extra turn after this one$/i,
    build: () => [{ kind: 'extraTurn' }],
  },
  {
    name: "… doesn't untap during its controller's next untap step",
    examples: [
      { card: 'Adverse Conditions', text: "Those creatures don't untap during their controller's next untap step" },
      { card: 'Ajani Vengeant', text: "Target permanent doesn't untap during its controller's next untap step" },
    ],
    re: /^(.+?) (?:doesn't|don't) untap during (?:its|their) controllers?'s? next untap steps?$|^(~) doesn't untap during your next untap step$/i,
    build: (m) => {
      const what = parseRef(m[1] ?? m[2]!);
      return what ? [{ kind: 'restrict', what, cannot: ['untap'], duration: 'nextUntap' }] : undefined;
    },
  },
  // CR 120: damage. "~ deals 3 damage to any target", "it deals X damage to each creature".
  {
    name: '… deals N damage to …',
    examples: [
      { card: 'Acceptable Losses', text: '~ deals 5 damage to target creature' },
      { card: 'Acolyte of the Inferno', text: 'it deals 2 damage to that creature' },
    ],
    re: new RegExp(`^(.+?) deals? (${AMOUNT}) damage to (.+)$`, 'i'),
    build: (m) => {
      const from = parseRef(m[1]!);
      const amount = parseAmount(m[2]!);
      // "itself" is the source only when the source is the card; "each creature deals damage to itself" is not
      // damage to each creature from each creature, and the tree has no per-object self.
      if (/^itself$/i.test(m[3]!) && from?.ref !== 'self') return undefined;
      const to = parseRef(m[3]!);
      return all(from, amount, to) ? [{ kind: 'damage', amount: amount!, to: to!, from: from! }] : undefined;
    },
  },
  // "Target creature gets +3/+3 until end of turn." and "... and gains trample until end of turn."
  {
    name: '… gets +N/+N (and gains K) until end of turn',
    examples: [
      { card: 'Abbey Matron', text: '~ gets +0/+3 until end of turn' },
      { card: 'Abyssal Nocturnus', text: '~ gets +2/+2 and gains fear until end of turn' },
    ],
    re: new RegExp(`^(.+?) gets? ${PT}(?: and gains? (.+?))? until end of turn$`, 'i'),
    build: (m) => {
      const what = parseRef(m[1]!);
      if (!what) return undefined;
      const out: Effect[] = [
        { kind: 'modifyPT', what, power: signed(m[2]!), toughness: signed(m[3]!), duration: 'endOfTurn' },
      ];
      if (m[4]) {
        const kws = parseKeywordList(m[4]);
        if (!kws) return undefined;
        out.push({ kind: 'grantKeyword', what: again(what), ...keywordsOf(kws), duration: 'endOfTurn' });
      }
      return out;
    },
  },
  {
    name: '… gains K until end of turn',
    examples: [
      { card: 'Accelerate', text: 'Target creature gains haste until end of turn' },
      { card: 'Act of Aggression', text: 'It gains haste until end of turn' },
    ],
    re: /^(.+?) gains? (.+?) until end of turn$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      const kws = parseKeywordList(m[2]!);
      return what && kws ? [{ kind: 'grantKeyword', what, ...keywordsOf(kws), duration: 'endOfTurn' }] : undefined;
    },
  },
  {
    name: "… can't attack or block this turn",
    examples: [
      { card: "Alchemist's Vial", text: "Target creature can't attack or block this turn" },
      { card: 'Arena Athlete', text: "target creature an opponent controls can't block this turn" },
    ],
    re: /^(.+?) can't (attack|block|attack or block) this turn$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      const cannot = m[2]!.toLowerCase() === 'attack or block' ? ['attack', 'block'] : [m[2]!.toLowerCase()];
      return what
        ? [{ kind: 'restrict', what, cannot: cannot as ('attack' | 'block')[], duration: 'endOfTurn' }]
        : undefined;
    },
  },
  {
    name: "… can't be blocked this turn",
    examples: [
      { card: 'Aetherling', text: "~ can't be blocked this turn" },
      { card: 'Agent of Horizons', text: "~ can't be blocked this turn" },
    ],
    re: /^(.+?) can't be blocked this turn$/i,
    build: onRef((what) => ({ kind: 'restrict', what, cannot: ['beBlocked'], duration: 'endOfTurn' })),
  },
  {
    name: 'destroy …',
    examples: [
      { card: 'Abolish', text: 'Destroy target artifact or enchantment' },
      { card: 'Abrupt Decay', text: 'Destroy target nonland permanent with converted mana cost 3 or less' },
    ],
    re: /^destroy (.+?)(?:\. (?:it|they) can't be regenerated)?$/i,
    build: onRef((what) => ({ kind: 'destroy', what })),
  },
  {
    name: 'exile …',
    examples: [
      { card: 'Acrobatic Maneuver', text: 'Exile target creature you control' },
      { card: 'Aethergeode Miner', text: 'Exile ~' },
    ],
    re: /^exile (.+)$/i,
    build: onRef((what) => ({ kind: 'exile', what })),
  },
  {
    name: "return … to its owner's hand",
    examples: [
      { card: 'Aegis Automaton', text: "Return another target creature you control to its owner's hand" },
      { card: 'Aether Adept', text: "return target creature to its owner's hand" },
    ],
    re: /^return (.+?) to (?:its|their) owners?'s? hands?$/i,
    build: onRef((what) => ({ kind: 'bounce', what })),
  },
  {
    name: 'return … from your graveyard to hand or battlefield',
    examples: [
      { card: 'Adun Oakenshield', text: 'Return target creature card from your graveyard to your hand' },
      { card: 'Angel of Flight Alabaster', text: 'return target Spirit card from your graveyard to your hand' },
    ],
    re: /^return (.+?) (?:from your graveyard )?to (your hand|the battlefield(?: under your control)?)$/i,
    build: (m) => {
      const what = parseRef(m[1]!);
      if (!what || what.ref !== 'target' || what.filter.zone !== 'graveyard') {
        if (!/from your graveyard/i.test(m[0]!) || !what || what.ref !== 'target') return undefined;
        what.filter.zone = 'graveyard';
        what.filter.owner = 'you';
      }
      return [{ kind: 'returnFromGraveyard', what, to: m[2]!.toLowerCase() === 'your hand' ? 'hand' : 'battlefield' }];
    },
  },
  {
    name: 'tap or untap … (one of them)',
    examples: [
      { card: 'Abduction', text: 'untap enchanted creature' },
      { card: 'Aboshan, Cephalid Emperor', text: 'Tap target permanent' },
    ],
    re: /^(tap|untap) (.+)$/i,
    build: (m) => {
      const what = parseRef(m[2]!);
      return what ? [{ kind: m[1]!.toLowerCase() === 'tap' ? 'tap' : 'untap', what }] : undefined;
    },
  },
  playerVerbsCards('draw', '… draws N cards', [
    { card: 'Abeyance', text: 'Draw a card' },
    { card: 'Abundant Growth', text: 'draw a card' },
  ]),
  {
    name: '… discards N cards',
    examples: [
      { card: 'Abandon Hope', text: 'discard X cards' },
      { card: 'Abomination of Gudul', text: 'discard a card' },
    ],
    re: new RegExp(`^${SUBJ}discards? (${AMOUNT}) cards?( at random)?$`, 'i'),
    build: (m) => {
      const who = player(m[1]);
      const count = amt(m[2]);
      if (!all(who, count)) return undefined;
      return [{ kind: 'discard', who: who!, count: count!, ...(m[3] ? { random: true } : {}) }];
    },
  },
  {
    name: '… gains or loses N life',
    examples: [
      { card: 'Absorb', text: 'You gain 3 life' },
      { card: 'Absorb Vis', text: 'Target player loses 4 life' },
    ],
    re: new RegExp(`^${SUBJ}(gains?|loses?) (${AMOUNT}) life$`, 'i'),
    build: (m) => {
      const who = player(m[1]);
      const amount = amt(m[3]);
      if (!all(who, amount)) return undefined;
      return [{ kind: /^g/i.test(m[2]!) ? 'gainLife' : 'loseLife', who: who!, amount: amount! }];
    },
  },
];
