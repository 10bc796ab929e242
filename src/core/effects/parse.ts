/**
 * Oracle text -> {@link CompiledCard}. A paragraph is a keyword line, an activated ability
 * ("cost: effect"), a triggered ability ("When/Whenever/At …, effect"), or static text / spell text.
 * Every sentence that no template understands is returned in `unknown`, never dropped.
 */
import { parseCosts } from './costs';
import { parseClause } from './oneShot';
import { parseFilter, parseRef } from './refs';
import { parseStatic } from './statics';
import { normalizeOracle, restoreName, splitSentences } from './text';
import { parseTrigger } from './triggers';
import type { Ability, CompiledCard, Effect } from './types';
import { parseKeyword } from './words';

/** `Flying, first strike`, `Enchant creature`, `Protection from red` -> keyword effects. */
function keywordLine(paragraph: string): Effect[] | undefined {
  const out: Effect[] = [];
  for (const part of paragraph.split(/\s*[,;]\s*/)) {
    const enchant = /^enchant (.+)$/i.exec(part);
    if (enchant) {
      // CR 303.4a: an Aura's "Enchant" keyword says what it can be attached to.
      if (!parseFilter(enchant[1]!)) return undefined;
      out.push({ kind: 'keyword', keyword: 'enchant', of: enchant[1]!.toLowerCase() });
      continue;
    }
    const k = parseKeyword(part);
    if (!k) return undefined;
    out.push({ kind: 'keyword', keyword: k.keyword, ...(k.of ? { of: k.of } : {}) });
  }
  return out.length ? out : undefined;
}

interface BodyResult {
  effects: Effect[];
  unknown: string[];
  sorcerySpeed?: boolean;
  oncePerTurn?: boolean;
  timing?: 'yourUpkeep' | 'yourTurn' | 'yourTurnBeforeAttackers';
  /** Index of a "reveals their hand" effect a following "You choose … from it" may complete. */
  pendingReveal?: number;
}

/** Sentences of an ability's effect (or a spell's text), with the follow-up sentences that modify the one before. */
function body(input: string[], asStatic: boolean, spell = false): BodyResult {
  const r: BodyResult = { effects: [], unknown: [] };
  const sentences = joinPairs(input);
  const pendingPay = { done: true };
  for (const s of sentences) {
    const last = r.effects[r.effects.length - 1];
    if (/^(?:it|that creature|they|those creatures) can't be regenerated$/i.test(s) && last?.kind === 'destroy') {
      last.noRegenerate = true;
      continue;
    }
    // CR 205.1b: an animated land keeps its land type; the sentence only says so.
    if (/^it's still a land$/i.test(s) && last?.kind === 'becomeCreature') continue;
    if (/^they're still lands$/i.test(s) && last?.kind === 'becomeCreature' && last.what.ref === 'each') continue;
    if (/^then shuffle your library$/i.test(s) && (last?.kind === 'searchBasicLand' || last?.kind === 'searchLibrary'))
      continue;
    // "You may pay {1}. If you do, …" / "You may sacrifice a creature. If you do, …"
    const ifYouDo = /^if you do, (.+)$/i.exec(s);
    if (ifYouDo && last?.kind === 'optional' && last.effects.length <= 1 && !pendingPay.done) {
      const then = parseClause(ifYouDo[1]!);
      if (then) {
        last.effects.push(...then);
        pendingPay.done = true;
        continue;
      }
    }
    // Duress family: "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
    const reveal = /^(.+?) reveals (?:their|his or her) hand$/i.exec(s);
    if (reveal && r.pendingReveal === undefined) {
      const who = parseRef(reveal[1]!);
      if (who) {
        r.effects.push({ kind: 'lookAtHand', who });
        r.pendingReveal = r.effects.length - 1;
        continue;
      }
    }
    const choose = /^you choose (an?|one|two) (.+?) from it$/i.exec(s);
    if (choose && r.pendingReveal !== undefined) {
      const look = r.effects[r.pendingReveal];
      const filter = parseFilter(choose[2]!.replace(/\bcards?$/i, 'card'));
      if (look?.kind === 'lookAtHand' && filter) {
        r.effects[r.pendingReveal] = {
          kind: 'chooseDiscard',
          who: look.who,
          filter,
          count: /two/i.test(choose[1]!) ? 2 : 1,
        };
        continue;
      }
    }
    if (/^that player discards (?:that card|those cards)$/i.test(s) && last?.kind === 'chooseDiscard') continue;
    const mayPay = /^you may pay ((?:\{[0-9WUBRGCX]\})+)$/i.exec(s);
    if (mayPay) {
      r.effects.push({ kind: 'optional', pay: mayPay[1]!.toUpperCase(), effects: [] });
      pendingPay.done = false;
      continue;
    }
    if (/^activate this ability only any time you could cast a sorcery$/i.test(s)) {
      r.sorcerySpeed = true;
      continue;
    }
    const timing = /^activate this ability only during your (upkeep|turn)(, before attackers are declared)?$/i.exec(s);
    if (timing) {
      r.timing =
        timing[1]!.toLowerCase() === 'upkeep' ? 'yourUpkeep' : timing[2] ? 'yourTurnBeforeAttackers' : 'yourTurn';
      continue;
    }
    if (/^activate this ability only once each turn$/i.test(s)) {
      r.oncePerTurn = true;
      continue;
    }
    const granted = asStatic ? grantedAbility(s) : undefined;
    if (granted) {
      r.effects.push(...granted);
      continue;
    }
    if (/^(?:if you do, |then )shuffle your library$/i.test(s) && searched(last)) continue;
    const e = asStatic ? parseStatic(s) : parseClause(s);
    if (
      e &&
      keepsUnless(s, e) &&
      !(/\bsacrifices? (?:it|them)\b/i.test(s) && sacrificesSelf(e) && (spell || namesAnother(r.effects)))
    )
      r.effects.push(...e);
    else r.unknown.push(s);
  }
  // A "you may pay" with no "If you do" after it did nothing we understood.
  const kept: Effect[] = [];
  for (const e of r.effects) {
    if (e.kind === 'optional' && e.pay && e.effects.length === 0) r.unknown.push(`You may pay ${e.pay}`);
    else kept.push(e);
  }
  r.effects = kept;
  return r;
}

/**
 * An "unless" clause is a choice someone makes (pay, sacrifice, discard): a tree for such a sentence
 * must keep it (unlessPaid, unless, unlessPays, unlessControl …). One that does not ignored the clause:
 * the sentence is not understood (issue 17).
 */
function keepsUnless(sentence: string, effects: Effect[]): boolean {
  if (!/\bunless\b/i.test(sentence.replace(/"[^"]*"/g, ''))) return true;
  return /"(?:kind|cond)":"unless|"unless[A-Z]/.test(JSON.stringify(effects));
}

/**
 * A spell never sacrifices itself: in "Create a 5/5 Wall token. Sacrifice it at the beginning of the next end
 * step" (Tidal Wave) "it" is the token, which `sacrifice.what` cannot name. Not understood (nor after an
 * ability named another object, below).
 */
function sacrificesSelf(effects: Effect[]): boolean {
  return /"kind":"sacrifice","who":\{[^}]*\},"what":"self"/.test(JSON.stringify(effects));
}

/**
 * Has the ability named another object before? Then "sacrifice it" is that object ("Target creature you
 * control gains flying until end of turn. Sacrifice it at the beginning of the next end step").
 */
function namesAnother(before: Effect[]): boolean {
  return /"ref":"(?:target|choose|each)"|"kind":"(?:createToken|gainControl)"/.test(JSON.stringify(before));
}

/**
 * Two-sentence effects whose first sentence means nothing alone: "Look at the top three cards of your library.
 * Put one of them into your hand and the rest into your graveyard." They are joined (". ") so that one
 * template reads both; anything else is left as it is.
 */
const PAIRS: [RegExp, RegExp][] = [
  [
    /^look at the top \w+ cards of your library$/i,
    /^put (?:one|two|three) of them into your hand and the (?:rest (?:into your graveyard|on the bottom of your library in any order)|other (?:on the bottom of your library|into your graveyard))$/i,
  ],
  [/^copy target .+? spell$/i, /^you may choose new targets for the copy$/i],
  [
    /^search your library for an? .+? card and reveal that card$/i,
    /^shuffle your library, then put the card on top of it$/i,
  ],
];

function joinPairs(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const a = sentences[i]!;
    const b = sentences[i + 1];
    if (b !== undefined && PAIRS.some(([x, y]) => x.test(a) && y.test(b))) {
      out.push(`${a}. ${b}`);
      i++;
    } else out.push(a);
  }
  return out;
}

/** "You may search your library for … ." before "If you do, shuffle your library": the search already shuffles. */
function searched(e: Effect | undefined): boolean {
  if (!e) return false;
  if (e.kind === 'searchBasicLand' || e.kind === 'searchLibrary') return true;
  return e.kind === 'optional' && !e.pay && e.effects.length === 1 && searched(e.effects[0]);
}

const GRANT_PT = '([+-](?:\\d+|x))/([+-](?:\\d+|x))';

/**
 * A quoted ability granted (CR 113.1a): `Enchanted creature gets +2/+2 and has "{1}{G}: Regenerate this creature."`.
 * The quoted text is compiled as a paragraph of the object that gets it ("this creature" is that object, `~`).
 */
function grantedAbility(s: string): Effect[] | undefined {
  const m =
    new RegExp(`^(.+?) (?:gets? ${GRANT_PT} and )?(?:has|have) (?:(.+?) and )?"([^"]+)"$`, 'i').exec(s) ?? undefined;
  if (!m) return undefined;
  const inner = m[5]!.replace(/\.$/, '');
  // The outer card's own name inside the quotes would be a different object than the one that gets the ability.
  if (inner.includes('~')) return undefined;
  const what = parseRef(m[1]!);
  if (!what) return undefined;
  const text = inner.replace(/\bthis (?:creature|permanent|land|artifact)\b/gi, '~');
  const r = compileParagraph(text, false);
  if (!r.ability || r.unknown.length) return undefined;
  const out: Effect[] = [];
  if (m[2]) {
    const pt = parseStatic(`${m[1]} gets ${m[2]}/${m[3]}`);
    if (!pt) return undefined;
    out.push(...pt);
  }
  if (m[4]) {
    const kws = parseStatic(`${m[1]} has ${m[4]}`);
    if (!kws) return undefined;
    out.push(...kws);
  }
  out.push({ kind: 'grantAbility', what, ability: r.ability, duration: 'permanent' });
  return out;
}

/** Ability words ("Landfall — ") have no rules meaning (CR 207.2c). */
function stripAbilityWord(p: string): string {
  return p.replace(/^[A-Z][a-z]+(?: [a-z]+){0,2} — (?=[A-Z])/, '');
}

function compileParagraph(paragraph: string, isSpell: boolean): { ability?: Ability; unknown: string[] } {
  const p = stripAbilityWord(paragraph);
  const extra = /^as an additional cost to cast ~, (.+?)\.?$/i.exec(p);
  if (extra) {
    const costs = parseCosts(extra[1]!);
    return costs ? { ability: { type: 'additionalCost', costs }, unknown: [] } : { unknown: [p.replace(/\.$/, '')] };
  }
  const keywords = keywordLine(p);
  if (keywords) return { ability: { type: 'static', effects: keywords }, unknown: [] };

  const colon = /^([^:"]+?): (.+)$/.exec(p);
  if (colon) {
    const costs = parseCosts(colon[1]!);
    if (costs) {
      const sentences = splitSentences(colon[2]!);
      const b = body(sentences, false);
      if (b.effects.length === 0) return { unknown: [p.replace(/\.$/, '')] };
      // "{1}{B}: Return ~ from your graveyard to your hand": an ability that works only while the card is in
      // the graveyard (CR 113.6), which an activated ability of a permanent is not. Not understood as one.
      if (/"kind":"returnFromGraveyard","what":\{"ref":"self"\}/.test(JSON.stringify(b.effects)))
        return { unknown: [p.replace(/\.$/, '')] };
      const unknown = b.unknown.map((s) => (s === sentences[0] ? `${colon[1]}: ${s}` : s));
      return {
        ability: {
          type: 'activated',
          costs,
          effects: b.effects,
          ...(b.sorcerySpeed ? { sorcerySpeed: true } : {}),
          ...(b.oncePerTurn ? { oncePerTurn: true } : {}),
          ...(b.timing ? { timing: b.timing } : {}),
        },
        unknown,
      };
    }
    return { unknown: splitSentences(p) };
  }

  const trig = /^(when|whenever|at) (.+)$/i.exec(p);
  if (trig) {
    const rest = trig[2]!;
    for (let i = rest.indexOf(', '); i >= 0; i = rest.indexOf(', ', i + 1)) {
      const trigger = parseTrigger(rest.slice(0, i));
      if (!trigger) continue;
      const sentences = splitSentences(rest.slice(i + 2));
      const b = body(sentences, false);
      if (b.effects.length === 0) break;
      const head = `${trig[1]} ${rest.slice(0, i)}, `;
      // After "When ~ dies", "return it / ~ to its owner's hand" comes from the graveyard.
      if (trigger.on === 'dies' && trigger.what.ref === 'self')
        b.effects = b.effects.map((e) =>
          e.kind === 'bounce' && (e.what.ref === 'self' || e.what.ref === 'it')
            ? { kind: 'returnFromGraveyard', what: { ref: 'self' }, to: 'hand' }
            : e,
        );
      // CR 603.4: "When …, if <condition>, <effect>" is an intervening-if: the condition belongs to the trigger.
      const only = b.effects.length === 1 ? b.effects[0] : undefined;
      if (only?.kind === 'conditional' && /^if /i.test(sentences[0]!) && only.condition.cond !== 'kicked')
        return {
          ability: { type: 'triggered', trigger, effects: only.effects, condition: only.condition },
          unknown: b.unknown.map((s) => (s === sentences[0] ? head + s : s)),
        };
      return {
        ability: { type: 'triggered', trigger, effects: b.effects },
        unknown: b.unknown.map((s) => (s === sentences[0] ? head + s : s)),
      };
    }
    return { unknown: splitSentences(p) };
  }

  const b = body(splitSentences(p), !isSpell, isSpell);
  if (b.effects.length === 0) return { unknown: b.unknown };
  return { ability: { type: isSpell ? 'spell' : 'static', effects: b.effects }, unknown: b.unknown };
}

function compileModes(modes: string[], isSpell: boolean, choose: number): { ability?: Ability; unknown: string[] } {
  const parsed: Effect[][] = [];
  const unknown: string[] = [];
  for (const mode of modes) {
    const b = body(splitSentences(mode), false, isSpell);
    if (b.unknown.length) unknown.push(...b.unknown);
    else parsed.push(b.effects);
  }
  if (modes.length === 0) return { unknown: [`Choose ${choose} —`] };
  // A modal ability with a mode we cannot run is not run at all: its unknown modes are listed.
  if (unknown.length) return { unknown };
  return {
    ability: { type: isSpell ? 'spell' : 'static', effects: [{ kind: 'modal', choose, modes: parsed }] },
    unknown,
  };
}

/** Compiles one face's oracle text. `typeLine` decides whether plain sentences are a spell's effect or static text. */
export function compileOracle(name: string, oracleText: string, typeLine: string): CompiledCard {
  const isSpell = /\b(instant|sorcery)\b/i.test(typeLine);
  const text = normalizeOracle(name, oracleText);
  const abilities: Ability[] = [];
  const unknown: string[] = [];
  const paragraphs = text ? text.split('\n') : [];
  for (let i = 0; i < paragraphs.length; i++) {
    const paragraph = paragraphs[i]!;
    const modal = /^choose (one|two|three) —$/i.exec(paragraph);
    if (modal) {
      // CR 700.2: the modes are the bullet paragraphs that follow.
      const modes: string[] = [];
      while (i + 1 < paragraphs.length && paragraphs[i + 1]!.startsWith('•'))
        modes.push(paragraphs[++i]!.slice(1).trim());
      const r = compileModes(
        modes,
        isSpell,
        modal[1]!.toLowerCase() === 'one' ? 1 : modal[1]!.toLowerCase() === 'two' ? 2 : 3,
      );
      if (r.ability) abilities.push(r.ability);
      unknown.push(...r.unknown.map((s) => restoreName(name, s)));
      continue;
    }
    const r = compileParagraph(paragraph, isSpell);
    if (r.ability) abilities.push(r.ability);
    unknown.push(...r.unknown.map((s) => restoreName(name, s)));
  }
  return { abilities, unknown };
}
