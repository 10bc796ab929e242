import { flags, str, textArg, usageError, type Command } from '../command';

interface Report {
  set: string;
  scope: string;
  total: number;
  full: number;
  partial: number;
  none: number;
  executable: number;
  faces: { cards: number; total: number; full: number; partial: number; none: number };
  precisionSample?: { labelled: number; matched: number };
  topUnknown: { shape: string; count: number; example: string }[];
}

interface Explain {
  name: string;
  typeLine: string;
  oracleText: string;
  verdict: 'full' | 'partial' | 'none';
  unknown: string[];
  effects: unknown[];
  faces?: (Omit<Explain, 'faces'> & { manaCost: string })[];
}

const pct = (n: number, total: number) => (total ? ((100 * n) / total).toFixed(1) : '0.0');

const VERDICT_WORDS = {
  full: 'fully understood',
  partial: 'partly understood',
  none: 'not understood',
};

export const effectsCommands: Command[] = [
  {
    name: 'effects report',
    summary:
      'Coverage of card text: % fully / partly / not understood and the commonest sentence shapes not understood',
    usage: '[--set <file|starter>] [--scope all|creature-instant-sorcery] [--top N]',
    options: flags(['set', 'scope', 'top']),
    run: async (ctx) => {
      const scope = ctx.flags.scope === undefined ? 'all' : String(ctx.flags.scope);
      if (scope !== 'all' && scope !== 'creature-instant-sorcery')
        throw usageError(`--scope is "all" or "creature-instant-sorcery", not "${scope}".`);
      const top = ctx.flags.top === undefined ? 30 : Number(ctx.flags.top);
      if (!Number.isInteger(top) || top < 1) throw usageError('--top must be a whole number ≥ 1.');
      const set = typeof ctx.flags.set === 'string' ? ctx.flags.set : 'starter';
      return ctx.call<Report>('effects.report', { set, scope, top });
    },
    print: (r) => {
      const x = r as Report;
      const lines = [
        `Card effects coverage of ${x.set}${x.scope === 'all' ? '' : ` (creature, instant and sorcery cards)`}: ${x.total.toLocaleString('en')} cards`,
        `  fully understood  ${x.full.toLocaleString('en').padStart(7)}  ${pct(x.full, x.total).padStart(5)}%`,
        `  partly understood ${x.partial.toLocaleString('en').padStart(7)}  ${pct(x.partial, x.total).padStart(5)}%`,
        `  not understood    ${x.none.toLocaleString('en').padStart(7)}  ${pct(x.none, x.total).padStart(5)}%`,
        `  executable        ${x.executable.toLocaleString('en').padStart(7)}  ${pct(x.executable, x.total).padStart(5)}%  (the rules core plays them in full)`,
        ...(x.faces.cards
          ? [
              `Faces of the ${x.faces.cards.toLocaleString('en')} multi-faced cards, each judged alone: ${x.faces.total.toLocaleString('en')} faces, ` +
                `${pct(x.faces.full, x.faces.total)}% fully, ${pct(x.faces.partial, x.faces.total)}% partly, ${pct(x.faces.none, x.faces.total)}% not understood`,
            ]
          : []),
        ...(x.precisionSample
          ? [
              `Precision on the labelled set: ${x.precisionSample.matched} of ${x.precisionSample.labelled} trees exactly as labelled (${pct(x.precisionSample.matched, x.precisionSample.labelled)}%)`,
            ]
          : []),
        '',
        `The ${x.topUnknown.length} commonest sentence shapes not understood (the next templates to add):`,
        ...x.topUnknown.map((u) => `  ${String(u.count).padStart(5)}  ${u.shape}\n         e.g. ${u.example}`),
      ];
      return lines.join('\n');
    },
  },
  {
    name: 'effects explain',
    summary: "A card's verdict and effect tree (by name: the card database, else --set, else the starter pool)",
    usage: '<card name> [--set <file|starter>]',
    options: flags(['set']),
    run: async (ctx) => {
      const name = textArg(ctx, 'give a card name: effects explain "Lightning Bolt"');
      const set = str(ctx.flags.set);
      const r = await ctx.call<Explain>('effects.explain', { name, ...(set ? { set } : {}) });
      return {
        name: r.name,
        verdict: r.verdict,
        unknown: r.unknown,
        effects: r.effects,
        typeLine: r.typeLine,
        oracleText: r.oracleText,
        ...(r.faces ? { faces: r.faces } : {}),
      };
    },
    print: (r) => {
      const x = r as Explain;
      const one = (f: Omit<Explain, 'faces'>, cost: string) => [
        `${f.name}${cost ? ` ${cost}` : ''} — ${f.typeLine}`,
        ...(f.oracleText ? f.oracleText.split('\n').map((l) => `  ${l}`) : ['  (no rules text)']),
        '',
        `Verdict: ${VERDICT_WORDS[f.verdict]}.`,
        ...(f.unknown.length ? ['The engine will not run:', ...f.unknown.map((u) => `  - ${u}`)] : []),
        '',
        'Effects:',
        JSON.stringify(f.effects, null, 2),
      ];
      if (!x.faces) return one(x, '').join('\n');
      // A multi-faced card: each face on its own, with its own cost, type line and verdict.
      const lines = [`${x.name}: ${x.faces.length} faces. Verdict for the card: ${VERDICT_WORDS[x.verdict]}.`];
      for (const [i, f] of x.faces.entries()) lines.push('', `Face ${i + 1}: ${one(f, f.manaCost).join('\n')}`);
      return lines.join('\n');
    },
  },
];
