import type { CommitResult } from './types';

/** What the last commit wrote, with a link to where it went. */
export function ImportDone({ done }: { done: CommitResult }) {
  return (
    <p className="info-line" role="status" data-testid="files-done">
      {done.into === 'deck' ? (
        <>
          Saved the deck with {done.copies.toLocaleString()} cards ({done.lines} lines)
          {done.legality &&
            (done.legality.legal
              ? ' — legal for its variant.'
              : ` — not legal yet: ${done.legality.violations.join('; ')}.`)}{' '}
          <a href="#/decks">Open Decks</a>
        </>
      ) : (
        <>
          Added {done.copies.toLocaleString()} cards ({done.lines.toLocaleString()} lines) to your collection.{' '}
          <a href="#/collection" data-testid="files-open-collection">
            Open the Collection
          </a>
        </>
      )}
      {done.skipped.length > 0 && ` ${done.skipped.length} lines were left out (not found or not chosen).`}
    </p>
  );
}
