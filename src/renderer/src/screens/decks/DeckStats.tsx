import { COLOR_NAMES, COLORS } from '../../components/colors';
import { TYPE_ORDER, type EditorEntry } from './types';

/** Counts by type, a mana-curve chart and the colour breakdown of the main deck. */
export function DeckStats({ entries }: { entries: EditorEntry[] }) {
  const main = entries.filter((e) => e.board === 'main');
  const types: Record<string, number> = {};
  const curve = [0, 0, 0, 0, 0, 0, 0, 0];
  const colors: Record<string, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const e of main) {
    const left = e.card.typeLine.split('—')[0] ?? '';
    for (const t of TYPE_ORDER) if (left.includes(t)) types[t] = (types[t] ?? 0) + e.quantity;
    if (left.includes('Land') && !left.includes('Creature')) continue;
    const b = Math.min(7, Math.max(0, Math.floor(e.card.manaValue)));
    curve[b] = (curve[b] ?? 0) + e.quantity;
    for (const m of e.card.manaCost.matchAll(/\{([^}]+)\}/g))
      for (const c of (m[1] ?? '').split('/')) if (c in colors) colors[c] = (colors[c] ?? 0) + e.quantity;
  }
  const maxCurve = Math.max(1, ...curve);
  const symbolTotal = Object.values(colors).reduce((a, b) => a + b, 0);
  const shown = COLORS.map((c) => [c, colors[c] ?? 0] as const).filter(([, n]) => n > 0);
  return (
    <div className="deck-stats" data-testid="deck-stats">
      <section aria-label="Counts by type">
        <h3>Types</h3>
        <ul className="deck-type-counts">
          {TYPE_ORDER.filter((t) => types[t]).map((t) => (
            <li key={t} data-testid={`type-count-${t}`}>
              <span>{t}</span>
              <strong>{types[t]}</strong>
            </li>
          ))}
          {Object.keys(types).length === 0 && <li className="muted">No cards yet</li>}
        </ul>
      </section>
      <section aria-label="Mana curve">
        <h3>Mana curve</h3>
        <div
          className="deck-curve"
          role="img"
          aria-label={`Mana curve: ${curve.map((n, i) => `${i === 7 ? '7+' : i}: ${n}`).join(', ')}`}
        >
          {curve.map((n, i) => (
            <div key={i} className="deck-curve-col">
              <span className="deck-curve-n">{n || ''}</span>
              <div className="deck-curve-bar" style={{ height: `${(n / maxCurve) * 90}px` }} />
              <span className="deck-curve-mv">{i === 7 ? '7+' : i}</span>
            </div>
          ))}
        </div>
      </section>
      <section aria-label="Colours">
        <h3>Colours</h3>
        {symbolTotal === 0 ? (
          <p className="muted">No coloured mana symbols</p>
        ) : (
          <>
            <div className="deck-color-bar">
              {shown.map(([c, n]) => (
                <div
                  key={c}
                  className={`deck-color deck-color-${c}`}
                  style={{ flexGrow: n }}
                  title={`${COLOR_NAMES[c]}: ${n} symbols`}
                />
              ))}
            </div>
            <ul className="deck-color-legend">
              {shown.map(([c, n]) => (
                <li key={c}>
                  <span className={`deck-dot deck-color-${c}`} />{' '}
                  {`${COLOR_NAMES[c]} ${Math.round((n / symbolTotal) * 100)}%`}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
