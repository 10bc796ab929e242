import type { Legality } from './types';

/** The live legality of the deck being edited: every violation, in plain words, and notes (cards the engine cannot play yet). */
export function LegalityPanel({ legality, checking }: { legality: Legality | null; checking: boolean }) {
  return (
    <section className="legality panel" aria-live="polite" data-testid="legality">
      <h3>Legality</h3>
      {!legality ? (
        <p className="muted">{checking ? 'Checking…' : 'Not checked yet'}</p>
      ) : legality.legal ? (
        <p className="legality-ok" data-testid="legality-ok">
          ✓ Legal for this variant
        </p>
      ) : (
        <ul className="legality-list">
          {legality.violations.map((v, i) => (
            <li key={i} data-testid="violation" data-code={v.code}>
              {v.message}
            </li>
          ))}
        </ul>
      )}
      {legality?.notes?.map((n, i) => (
        <p key={i} className="legality-note" data-testid="legality-note" data-code={n.code}>
          {n.message}
        </p>
      ))}
    </section>
  );
}
