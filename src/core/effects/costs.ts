/** Costs of activated abilities (CR 602.1, 118): `{T}`, mana, sacrifice, discard, pay life. */
import { parseFilter } from './refs';
import type { Cost } from './types';
import { parseAmount, parseManaString } from './words';

function one(part: string): Cost[] | undefined {
  const p = part.trim();
  // "{2}{G}, {T}" can come as "{2}{G}{T}"? Oracle text separates them; mana may be glued to {T} in old text.
  const manaTap = /^((?:\{[0-9WUBRGCXS/]+\})*)\{T\}$/i.exec(p);
  if (manaTap)
    return [...(manaTap[1] ? [{ cost: 'mana', mana: manaTap[1].toUpperCase() } as Cost] : []), { cost: 'tap' }];
  if (/^\{Q\}$/i.test(p)) return [{ cost: 'untap' }];
  const loyalty = /^([+-−]?)(\d+|X)$/.exec(p);
  if (loyalty) {
    const n = loyalty[2] === 'X' ? 'X' : Number(loyalty[2]) * (loyalty[1] === '+' || loyalty[1] === '' ? 1 : -1);
    return [{ cost: 'loyalty', amount: n === 'X' ? 'X' : n }];
  }
  const mana = parseManaString(p);
  if (mana) return [{ cost: 'mana', mana }];
  let m = /^sacrifice (~|this creature|this permanent)$/i.exec(p);
  if (m) return [{ cost: 'sacrifice', what: 'self', count: 1 }];
  m = /^sacrifice (an?|one|two|three|another) (.+)$/i.exec(p);
  if (m) {
    const another = m[1]!.toLowerCase() === 'another';
    const count = another ? 1 : parseAmount(m[1]!);
    const filter = parseFilter(another ? `other ${m[2]}` : m[2]!);
    return typeof count === 'number' && filter ? [{ cost: 'sacrifice', what: filter, count }] : undefined;
  }
  m = /^discard (an?|one|two|three) cards?( at random)?$/i.exec(p);
  if (m) {
    const count = parseAmount(m[1]!);
    return typeof count === 'number' ? [{ cost: 'discard', count, ...(m[2] ? { random: true } : {}) }] : undefined;
  }
  m = /^remove (an?|one|two|three|four|five) ([+-]\d+\/[+-]\d+|\w+) counters? from ~$/i.exec(p);
  if (m) {
    const count = parseAmount(m[1]!);
    return typeof count === 'number' ? [{ cost: 'removeCounters', counter: m[2]!.toLowerCase(), count }] : undefined;
  }
  m = /^tap (an?|one|two|three) untapped (.+)$/i.exec(p);
  if (m) {
    const count = parseAmount(m[1]!);
    const filter = parseFilter(m[2]!);
    return typeof count === 'number' && filter ? [{ cost: 'tapUntapped', what: filter, count }] : undefined;
  }
  if (/^exile ~$/i.test(p)) return [{ cost: 'exileSelf' }];
  m = /^exile (an?|one|two|three) cards? from your graveyard$/i.exec(p);
  if (m) {
    const count = parseAmount(m[1]!);
    return typeof count === 'number' ? [{ cost: 'exileFromGraveyard', count }] : undefined;
  }
  m = /^discard an? (land|creature|artifact|enchantment|instant|sorcery) card$/i.exec(p);
  if (m) return [{ cost: 'discard', count: 1, filter: parseFilter(m[1]!.toLowerCase())! }];
  // Soul of Innistrad: the ability is activated from the graveyard (CR 113.6k).
  if (/^exile ~ from your graveyard$/i.test(p)) return [{ cost: 'exileSelfFromGraveyard' }];
  if (/^pay half your life rounded up$/i.test(p)) return [{ cost: 'payHalfLife' }];
  m = /^pay (\d+) life$/i.exec(p);
  if (m) return [{ cost: 'payLife', amount: Number(m[1]) }];
  return undefined;
}

/** `{1}{G}, {T}, Sacrifice ~` -> costs, or undefined if any part is not understood. */
export function parseCosts(text: string): Cost[] | undefined {
  const out: Cost[] = [];
  // "Pay half your life, rounded up" holds a comma of its own.
  for (const part of text.replace(/half your life, rounded up/gi, 'half your life rounded up').split(/,\s*/)) {
    const c = one(part);
    if (!c) return undefined;
    out.push(...c);
  }
  return out.length ? out : undefined;
}
