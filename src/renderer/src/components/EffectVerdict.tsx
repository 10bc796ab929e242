import { useEffect, useState } from 'react';
import type { MethodOutput } from '../../../contract';
import { api } from '../api/client';

type Verdict = MethodOutput<'effects.verdicts'>['verdicts'][string];

/** What the mark needs of a card (a CardDto has all of it). */
export interface VerdictCard {
  name: string;
  typeLine: string;
  oracleText: string;
  faces?: { name: string; typeLine: string; oracleText: string }[];
}

const keyOf = (c: VerdictCard) =>
  `${c.name}\u0000${c.typeLine}\u0000${c.oracleText}\u0000${(c.faces ?? []).map((f) => f.oracleText).join('\u0001')}`;

// Verdicts never change for a given text: cache them for the session, and ask the backend once per
// frame for all the cards that rendered in it (a collection page asks once, not once per row).
const cache = new Map<string, Verdict>();
const waiting = new Map<string, { card: VerdictCard; resolve: ((v: Verdict | null) => void)[] }>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const batch = [...waiting.entries()];
  waiting.clear();
  for (let i = 0; i < batch.length; i += 1000) {
    const part = batch.slice(i, i + 1000);
    // The batch index is the request key (the cache key holds the whole text: too long to send).
    const cards = part.map(([, w], index) => ({
      key: String(index),
      name: w.card.name,
      typeLine: w.card.typeLine,
      oracleText: w.card.oracleText,
      ...(w.card.faces?.length
        ? { faces: w.card.faces.map((f) => ({ name: f.name, typeLine: f.typeLine, oracleText: f.oracleText })) }
        : {}),
    }));
    api
      .call('effects.verdicts', { cards })
      .then((r) => {
        for (const [index, [key, w]] of part.entries()) {
          const v = r.verdicts[String(index)] ?? null;
          if (v) cache.set(key, v);
          w.resolve.forEach((f) => f(v));
        }
      })
      .catch(() => part.forEach(([, w]) => w.resolve.forEach((f) => f(null))));
  }
}

function loadVerdict(card: VerdictCard): Promise<Verdict | null> {
  const key = keyOf(card);
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  return new Promise((resolve) => {
    const w = waiting.get(key);
    if (w) w.resolve.push(resolve);
    else waiting.set(key, { card, resolve: [resolve] });
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}

/** The engine's verdict on a card's rules text; null while unknown (or if the backend could not say). */
export function useEffectVerdict(card: VerdictCard): Verdict | null {
  const key = keyOf(card);
  const [state, setState] = useState<{ key: string; verdict: Verdict | null }>(() => ({
    key,
    verdict: cache.get(key) ?? null,
  }));
  useEffect(() => {
    let live = true;
    void loadVerdict(card).then((v) => live && setState({ key, verdict: v }));
    return () => {
      live = false;
    };
    // The key is the card's identity for this purpose (name and text).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.verdict : (cache.get(key) ?? null);
}

const LABEL: Record<Verdict['verdict'], string> = {
  full: 'The game engine runs all of this card’s text',
  partial: 'The game engine runs only part of this card’s text',
  none: 'The game engine does not understand this card’s text',
};

const SYMBOL: Record<Verdict['verdict'], string> = { full: '✓', partial: '◐', none: '✕' };

/**
 * The small mark a card carries in lists: ✓ all its text runs, ◐ part of it, ✕ none of it.
 * Hover (or focus) shows the sentences the engine will not run.
 */
export function EffectVerdictMark({ card }: { card: VerdictCard }) {
  const v = useEffectVerdict(card);
  if (!v) return <span className="effect-mark pending" aria-hidden="true" data-testid="effect-verdict" />;
  const title = v.unknown.length ? `${LABEL[v.verdict]}. Not run: ${v.unknown.join(' · ')}` : LABEL[v.verdict];
  return (
    <span
      className={`effect-mark ${v.verdict}`}
      role="img"
      aria-label={title}
      title={title}
      tabIndex={0}
      data-testid="effect-verdict"
      data-verdict={v.verdict}
    >
      {SYMBOL[v.verdict]}
    </span>
  );
}

/** A card's name in a list, followed by its mark. */
export function NameWithVerdict({ card, className }: { card: VerdictCard; className: string }) {
  return (
    <span className={className}>
      {card.name}
      <EffectVerdictMark card={card} />
    </span>
  );
}

/** The verdict spelled out for a card's detail view: the mark and the sentences the engine will not run. */
export function EffectVerdictDetail({ card }: { card: VerdictCard }) {
  const v = useEffectVerdict(card);
  if (!v) return null;
  return (
    <div className={`effect-verdict-detail ${v.verdict}`} data-testid="effect-verdict-detail" data-verdict={v.verdict}>
      <p>
        <span className={`effect-mark ${v.verdict}`} aria-hidden="true">
          {SYMBOL[v.verdict]}
        </span>{' '}
        {LABEL[v.verdict]}.
      </p>
      {v.unknown.length > 0 && (
        <>
          <p className="muted">The engine will not run:</p>
          <ul data-testid="effect-verdict-unknown">
            {v.unknown.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
