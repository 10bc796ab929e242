import type { Legality, VariantInfo } from './types';
import { Select } from '../../components/Select';

interface Props {
  legality: Legality | null;
  checking: boolean;
  /** The variant's ban lists (from `decks.variants`); absent: the variant has none to pick. */
  formats?: VariantInfo['formats'];
  format?: string;
  onFormat?: (format: string) => void;
}

/**
 * The live legality of the deck being edited: every violation, in plain words, and notes (cards the
 * engine cannot play yet, cards with no legality data). For a variant with ban lists, the format to
 * check against is picked here; its refusals are violations like the others.
 */
export function LegalityPanel({ legality, checking, formats, format = 'none', onFormat }: Props) {
  const label = formats?.find((f) => f.id === format)?.label;
  return (
    <section className="legality panel" aria-live="polite" data-testid="legality">
      <h3>Legality</h3>
      {formats && onFormat && (
        <label className="legality-format">
          Format (ban list){' '}
          <Select
            value={format}
            choices={formats.map((f) => ({ value: f.id, label: f.label }))}
            onChange={onFormat}
            testId="deck-format"
          />
        </label>
      )}
      {!legality ? (
        <p className="muted">{checking ? 'Checking…' : 'Not checked yet'}</p>
      ) : legality.legal ? (
        <p className="legality-ok" data-testid="legality-ok">
          ✓ Legal for this variant{format !== 'none' && label ? ` in ${label}` : ''}
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
