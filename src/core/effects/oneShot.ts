/**
 * Templates for one-shot effects (spells, and the effect part of triggered and activated abilities).
 * Each template is a whole-clause regex plus a builder; a builder returns undefined when a part it
 * captured (a target, a filter) is not understood, so nothing unknown is silently dropped.
 */
import { parseFilter, parseRef } from './refs';
import type { Effect, Ref } from './types';
import { parseKeyword } from './words';
import { SCALABLE } from './oneShot/helpers';
import { COMPOUND_TEMPLATES } from './oneShot/compound';
import { OBJECTS_TEMPLATES } from './oneShot/objects';
import { RESOURCES_TEMPLATES } from './oneShot/resources';
import { TURNS_TEMPLATES } from './oneShot/turns';
import { MANA_TEMPLATES } from './oneShot/mana';
import { PREVENTION_TEMPLATES } from './oneShot/prevention';
import type { Template } from './oneShot/helpers';

/** Every one-shot template, in the order they are tried (first match wins). */
export const ONE_SHOT_TEMPLATES: readonly Template[] = [
  ...COMPOUND_TEMPLATES,
  ...TURNS_TEMPLATES,
  ...MANA_TEMPLATES,
  ...OBJECTS_TEMPLATES,
  ...PREVENTION_TEMPLATES,
  ...RESOURCES_TEMPLATES,
];

/** Keyword-granting words alone, e.g. for "gains flying" checks elsewhere. */
export { parseKeyword };

/**
 * One clause -> effects. Tries every template on the whole clause, then "you may …",
 * then splits at ", then" / " and " / ", and" into two clauses that must each be understood.
 */
export function parseClause(clause: string, depth = 0): Effect[] | undefined {
  const key = `${depth}|${clause}`;
  if (failed.has(key)) return undefined;
  const r = parseClauseUncached(clause, depth);
  if (!r) {
    if (failed.size > 200_000) failed.clear();
    failed.add(key);
  }
  return r;
}

/** "… equal to the number of Mountains you control" / "… equal to its power": the amount is X, defined after. */
const EQUAL_TO: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(.+?) deals damage to (.+?) equal to (.+)$/i, (m) => `${m[1]} deals X damage to ${m[2]}`],
  [/^(.+?) deals damage equal to (.+?) to (.+)$/i, (m) => `${m[1]} deals X damage to ${m[3]}`],
  [/^(?:(.+?) )?(gains?|loses?) life equal to (.+)$/i, (m) => `${m[1] ? `${m[1]} ` : ''}${m[2]} X life`],
  [/^(?:(.+?) )?(draws?) cards equal to (.+)$/i, (m) => `${m[1] ? `${m[1]} ` : ''}${m[2]} X cards`],
];

function equalTo(c: string, depth: number): Effect[] | undefined {
  if (/\bX\b/.test(c)) return undefined;
  for (const [re, rewrite] of EQUAL_TO) {
    const m = re.exec(c);
    if (!m) continue;
    const quantity = m[m.length - 1]!;
    // The damage template's quantity is the third group of the first form, the second of the second.
    const q = re === EQUAL_TO[1]![0] ? m[2]! : quantity;
    const damage = re === EQUAL_TO[0]![0] || re === EQUAL_TO[1]![0];
    // "Target creature you control deals damage equal to its power to …": "its" is the subject's, which no
    // earlier part has named; X is read from the subject, which then deals the damage as "it".
    const subject = damage && /^its /i.test(q) && m[1] && m[1] !== '~' ? parseRef(m[1]) : undefined;
    if (subject && subject.ref !== 'it') {
      // "Each Dragon you control deals damage equal to its power": one X per dealer, which defineXAs is not.
      if (subject.ref !== 'target') return undefined;
      const to = re === EQUAL_TO[0]![0] ? m[2]! : m[3]!;
      const inner = parseClause(`it deals X damage to ${to}`, depth + 1);
      const pt = /^its (power|toughness)$/i.exec(q);
      if (!inner || !pt) return undefined;
      return [
        { kind: 'defineXAs', quantity: pt[1]!.toLowerCase() as 'power' | 'toughness', of: subject, effects: inner },
      ];
    }
    const inner = parseClause(rewrite(m), depth + 1);
    if (!inner) return undefined;
    const count = /^the number of (.+)$/i.exec(q);
    if (count) {
      const f = parseFilter(count[1]!);
      return f ? [{ kind: 'defineX', count: f, effects: inner }] : undefined;
    }
    // Not "that creature's": after "Target player sacrifices a creature, then gains life equal to that creature's
    // toughness" the tree's one "it" could not tell the sacrificed creature from the player.
    const pt = /^(its|~'s) (power|toughness)$/i.exec(q);
    if (pt) {
      // "~ deals damage equal to its power": "its" is the subject's own.
      const self = /^~/.test(pt[1]!) || (re !== EQUAL_TO[2]![0] && re !== EQUAL_TO[3]![0] && m[1] === '~');
      const of: Ref = self ? { ref: 'self' } : { ref: 'it' };
      return [{ kind: 'defineXAs', quantity: pt[2]!.toLowerCase() as 'power' | 'toughness', of, effects: inner }];
    }
    return undefined;
  }
  return undefined;
}

/** Clauses already known not to parse: splitting tries many sub-clauses, most of them fail again and again. */
const failed = new Set<string>();

/** A third-person verb with no subject is never an order to "you" ("… and loses 2 life"). */
const THIRD_PERSON = /^(?:draws|loses|gains|discards|sacrifices|puts|mills|reveals|shuffles)\b/i;

function parseClauseUncached(clause: string, depth: number): Effect[] | undefined {
  // "… and you create a 2/2 black Zombie creature token": "you" + an order is the order.
  const c = clause
    .trim()
    .replace(/^then /i, '')
    .replace(/^you (create|put|search|exile|destroy|return|tap|untap|scry)\b/i, '$1')
    // "White creatures you control also gain first strike": "also" only adds to what came before.
    .replace(/^(.+?) also (gains?|gets?|deals?|loses?)\b/i, '$1 $2');
  if (!c || THIRD_PERSON.test(c)) return undefined;
  for (const { re, build } of ONE_SHOT_TEMPLATES) {
    const m = re.exec(c);
    if (m) {
      const r = build(m);
      if (r) return r;
    }
  }
  // "… for each creature you control" / "…, where X is the number of Swamps you control"
  // Only a clause whose one amount the "for each" scales: "draw a card for each …", not
  // "… unless its controller pays {1} for each …" (there the payment is what grows).
  const forEach = /^(.+?[^}]) for each (.+)$/i.exec(c) ?? /^(add \{[WUBRGC]\}) for each (.+)$/i.exec(c);
  if (forEach) {
    const per = parseFilter(forEach[2]!);
    const inner = per && parseClause(forEach[1]!, depth + 1);
    if (per && inner && inner.length === 1 && SCALABLE.has(inner[0]!.kind))
      return [{ kind: 'forEach', per, effects: inner }];
  }
  const equal = equalTo(c, depth);
  if (equal) return equal;
  // "…, where X is Wall of Limbs's power" / "where X is its power".
  const wherePT = /^(.+?),? where X is (~'s|its) (power|toughness)$/i.exec(c);
  if (wherePT) {
    const inner = parseClause(wherePT[1]!, depth + 1);
    // "~ gets +X/+X, where X is its power" (Yew Spirit): "its" is the subject's, the card's own.
    const of: Ref = /^~/.test(wherePT[2]!) || /^~ /.test(wherePT[1]!) ? { ref: 'self' } : { ref: 'it' };
    const quantity = wherePT[3]!.toLowerCase() as 'power' | 'toughness';
    if (inner) return [{ kind: 'defineXAs', quantity, of, effects: inner }];
  }
  const whereX = /^(.+?),? where X is the number of (.+)$/i.exec(c);
  if (whereX) {
    const count = parseFilter(whereX[2]!);
    const inner = count && parseClause(whereX[1]!, depth + 1);
    if (count && inner) return [{ kind: 'defineX', count, effects: inner }];
  }
  // "You may have target creature get -2/-2 until end of turn": the controller chooses whether the other does it.
  const mayHave = /^you may have (.+?) (lose|gain|draw|discard|get|deal|become|put|sacrifice|fight)\b(.*)$/i.exec(c);
  if (mayHave) {
    const verb = mayHave[2]!.toLowerCase();
    const inner = parseClause(`${mayHave[1]} ${verb}s${mayHave[3]}`, depth + 1);
    return inner ? [{ kind: 'optional', effects: inner }] : undefined;
  }
  const may = /^you may (.+)$/i.exec(c);
  if (may) {
    const inner = parseClause(may[1]!, depth + 1);
    return inner ? [{ kind: 'optional', effects: inner }] : undefined;
  }
  if (depth > 3) return undefined;
  const splitter = /,? then |, and | and |, /gi;
  for (let m = splitter.exec(c); m; m = splitter.exec(c)) {
    const left = parseClause(c.slice(0, m.index), depth + 1);
    if (!left) continue;
    // "Target player draws two cards and loses 2 life": a third-person verb with no subject
    // continues the left clause's subject ("that player"), it is not an order to "you".
    let rightText = c.slice(m.index + m[0].length);
    if (THIRD_PERSON.test(rightText)) rightText = `that player ${rightText}`;
    const right = parseClause(rightText, depth + 1);
    if (right) return [...left, ...right];
  }
  return undefined;
}
