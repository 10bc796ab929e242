/**
 * The log as the person at the table reads it: their own seat is "you", the bots stay in the
 * third person ("Seat 2 attacks you with Hill Giant", "You cast Lightning Bolt"). A pure rewrite of
 * the core's third-person sentences, so the core keeps one text for every viewer and for replays.
 */

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', does: 'do', was: 'were' };

/** "casts" → "cast", "passes" → "pass", "copies" → "copy", "has" → "have". */
export function baseVerb(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/[^aeiou]ies$/.test(verb)) return verb.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites one log line for the viewer called `me` (their seat's label, e.g. "Seat 1"). */
export function inSecondPerson(text: string, me: string): string {
  const name = escape(me);
  // Not "Seat 1" inside "Seat 12".
  const end = '(?![\\w])';
  return (
    text
      // Sentence start: "Seat 1 casts …" → "You cast …"; "Seat 1's turn" → "Your turn".
      .replace(new RegExp(`(^|[.:!?]\\s+)${name}'s${end}`, 'g'), '$1Your')
      .replace(
        new RegExp(`(^|[.:!?]\\s+)${name}${end}(\\s+)([a-z]+)`, 'g'),
        (_, pre: string, sp: string, verb: string) => {
          return `${pre}You${sp}${baseVerb(verb)}`;
        },
      )
      // A second verb of the same subject after a colon: "You lose: has 0 life" → "have".
      .replace(/^(You [a-z]+: )(has|is|does)\b/, (_, pre: string, verb: string) => pre + baseVerb(verb))
      // Elsewhere: "deals 3 damage to Seat 1" → "to you"; "Seat 1's Forest" → "your Forest".
      .replace(new RegExp(`${name}'s${end}`, 'g'), 'your')
      .replace(new RegExp(`${name}${end}`, 'g'), 'you')
  );
}
