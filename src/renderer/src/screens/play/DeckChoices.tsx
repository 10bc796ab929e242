import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { COLOR_NAMES, COLORS, type Color } from '../../components/colors';
import { ErrorLine } from '../../components/ErrorLine';

type Offer = Awaited<ReturnType<typeof api.call<'games.decks'>>>;

/** One seat's (or the shared pile's) deck as the form holds it. */
export type DeckPick = { kind: 'auto'; seed: string; colors: Color[] } | { kind: 'saved'; deckId: number };
export const AUTO_PICK: DeckPick = { kind: 'auto', seed: '', colors: [] };

/** The picks as games.start takes them (an empty seed = the game's seed; no colours = the builder's choice). */
export function deckInput(picks: readonly DeckPick[]) {
  return picks.map((p) =>
    p.kind === 'saved'
      ? { kind: 'saved' as const, deckId: p.deckId }
      : {
          kind: 'auto' as const,
          ...(p.seed.trim() ? { seed: p.seed.trim() } : {}),
          ...(p.colors.length ? { colors: p.colors } : {}),
        },
  );
}

/**
 * The table's deck offer (games.decks) for a variant, a number of players and the options chosen so
 * far (an agreed format marks the decks it refuses before Start); null while loading.
 */
export function useDeckOffer(
  variant: string,
  players: number,
  config: Record<string, unknown>,
): { offer: Offer | null; error: unknown } {
  // Kept with the table it answers, so a stale answer is never shown for another variant, size or options.
  const options = JSON.stringify(config);
  const key = `${variant}/${players}/${options}`;
  const [got, setGot] = useState<{ key: string; offer: Offer } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    const asked = `${variant}/${players}/${options}`;
    api.call('games.decks', { variant, players, config: JSON.parse(options) as Record<string, unknown> }).then(
      (offer) => live && setGot({ key: asked, offer }),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [variant, players, options]);
  return { offer: got?.key === key ? got.offer : null, error };
}

/**
 * Which deck each seat plays (Dice Duel, bots too), or the table's shared pile (Pub Magic): a
 * saved deck the backend found legal, or an auto-build with a seed and colours. Decks that cannot
 * be played are listed (not offered) with why; Magic 54 says its decks are fixed.
 */
export function DeckChoices({
  offer,
  error,
  seatNames,
  value,
  onChange,
}: {
  offer: Offer | null;
  error: unknown;
  seatNames: readonly string[];
  value: readonly DeckPick[];
  onChange(next: DeckPick[]): void;
}) {
  if (error) return <ErrorLine error={error} />;
  if (!offer) return null;
  if (offer.mode === 'fixed')
    return (
      <p className="play-field play-note" data-testid="deck-fixed">
        Decks: each side plays its fixed 27-card team of playing cards (see Decks → Magic 54). Nothing to choose.
      </p>
    );
  if (offer.mode === 'none') return null;
  const rows = offer.mode === 'shared' ? ['The shared pile'] : seatNames.map((n) => `${n} — deck`);
  const illegal = offer.decks.filter((d) => !d.legal);
  const set = (i: number, p: DeckPick) => onChange(rows.map((_, j) => (j === i ? p : (value[j] ?? AUTO_PICK))));
  return (
    <fieldset className="play-field deck-choices" data-testid="deck-choices">
      <legend>Decks</legend>
      {rows.map((label, i) => {
        const pick = value[i] ?? AUTO_PICK;
        return (
          <div key={i} className="deck-choice" data-testid={`deck-choice-${i}`}>
            <label className="play-field">
              {label}
              <select
                value={pick.kind === 'saved' ? String(pick.deckId) : 'auto'}
                onChange={(e) =>
                  set(i, e.target.value === 'auto' ? AUTO_PICK : { kind: 'saved', deckId: Number(e.target.value) })
                }
                data-testid={`deck-select-${i}`}
              >
                <option value="auto">Auto-build from the {offer.autoSource}</option>
                {offer.decks.map((d) => (
                  <option key={d.id} value={d.id} disabled={!d.legal}>
                    {d.name} ({d.cards} cards){d.legal ? '' : ' — not legal'}
                  </option>
                ))}
              </select>
            </label>
            {pick.kind === 'auto' && (
              <div className="deck-auto">
                <label>
                  Deck seed{' '}
                  <input
                    value={pick.seed}
                    placeholder="the game's seed"
                    onChange={(e) => set(i, { ...pick, seed: e.target.value })}
                    data-testid={`deck-seed-${i}`}
                  />
                </label>
                {offer.usesColors && (
                  <span
                    className="deck-colors"
                    role="group"
                    aria-label={`${label}: colours (none = the builder chooses)`}
                  >
                    {COLORS.map((c) => (
                      <label key={c} title={COLOR_NAMES[c]}>
                        <input
                          type="checkbox"
                          checked={pick.colors.includes(c)}
                          onChange={(e) =>
                            set(i, {
                              ...pick,
                              colors: e.target.checked ? [...pick.colors, c] : pick.colors.filter((x) => x !== c),
                            })
                          }
                          data-testid={`deck-color-${i}-${c}`}
                        />
                        {COLOR_NAMES[c]}
                      </label>
                    ))}
                  </span>
                )}
              </div>
            )}
          </div>
        );
      })}
      {illegal.length > 0 && (
        <ul className="deck-illegal" data-testid="deck-illegal">
          {illegal.map((d) => (
            <li key={d.id}>
              <strong>{d.name}</strong> cannot be played:{' '}
              {d.problems.slice(0, 3).join('; ') || 'it breaks the deck rules'}
            </li>
          ))}
        </ul>
      )}
      {offer.decks.length === 0 && (
        <small className="option-why">
          No saved decks for this variant yet: build or import one on the Decks screen.
        </small>
      )}
    </fieldset>
  );
}
