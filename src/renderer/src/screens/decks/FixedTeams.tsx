import type { VariantInfo } from './types';

const RED = new Set(['♥', '♦']);

/** Magic 54 (001): the fixed RED and BLACK teams of playing cards — nothing to build. */
export function FixedTeams({ variant }: { variant: VariantInfo }) {
  return (
    <div className="fixed-teams" data-testid="fixed-teams">
      <p className="muted">{variant.summary.join(' · ')}</p>
      <div className="fixed-teams-grid">
        {(variant.fixedTeams ?? []).map((team) => (
          <section key={team.name} className="panel" aria-label={`${team.name} team`}>
            <h2>
              {team.name} team <span className="muted">({team.cards.length} cards)</span>
            </h2>
            <ul className="playing-cards">
              {team.cards.map((c, i) => (
                <li key={i} className={RED.has(c.suit) ? 'pc red' : 'pc'} title={c.effect}>
                  <span className="pc-rank">{c.rank}</span>
                  <span className="pc-suit">{c.suit === 'Joker' ? '★' : c.suit}</span>
                  <span className="pc-role">{c.role}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
