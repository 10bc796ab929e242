/**
 * Oracle text to the parser's input: the card's own name replaced by `~` (a self-reference),
 * reminder text removed, old wordings brought to one form, split into paragraphs and sentences.
 */

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Names a card uses for itself: the full name, and for "Name, the Title" also "Name". */
function selfNames(name: string): string[] {
  const names = [name];
  const comma = name.indexOf(',');
  if (comma > 0) names.push(name.slice(0, comma));
  return names.sort((a, b) => b.length - a.length);
}

/** The text the parser reads: self-references as `~`, no reminder text, modern wording. */
export function normalizeOracle(name: string, oracleText: string): string {
  let t = oracleText.replace(/\r\n?/g, '\n');
  // Reminder text is not rules text (CR 207.2); italic flavour words in parentheses go with it.
  t = t.replace(/\s*\([^()]*\)/g, '');
  for (const n of selfNames(name)) {
    if (n.length < 3) continue;
    // A name that is also a verb ("Exile target …", "Regenerate target …") is the verb there, not the card.
    t = t.replace(new RegExp(`\\b${escapeRegExp(n)}\\b(?! target\\b)`, 'g'), '~');
  }
  t = t
    .replace(/CARDNAME/g, '~')
    .replace(/[−–]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\bhis or her\b/g, 'their')
    .replace(/\bhim or her\b/g, 'them')
    .replace(/\bhe or she\b/g, 'they')
    .replace(/ to (?:your|their|its controller's) mana pool/g, '')
    // 2017 wording: "target creature or player" is today's "any target" (CR 115.4).
    .replace(/\btarget creature or player\b/g, 'any target')
    .replace(/\bis put into a graveyard from the battlefield\b/g, 'dies')
    .replace(/\bare put into a graveyard from the battlefield\b/g, 'die');
  return t
    .split('\n')
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Sentences of one paragraph, split at full stops outside quotes. The full stop is dropped.
 */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < paragraph.length; i++) {
    const ch = paragraph[i]!;
    if (ch === '"' || ch === '“' || ch === '”') {
      quoted = !quoted;
      // `… have "{T}: Add {G}." Draw a card.`: a quote closing after a full stop ends the sentence.
      if (!quoted && paragraph[i - 1] === '.' && (i + 1 === paragraph.length || paragraph[i + 1] === ' ')) {
        out.push((cur + ch).trim());
        cur = '';
        continue;
      }
    }
    if (ch === '.' && !quoted && (i + 1 === paragraph.length || paragraph[i + 1] === ' ')) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** Puts the card's name back for people to read. */
export function restoreName(name: string, sentence: string): string {
  return sentence.replace(/~/g, name);
}
