import type { M54Perm, M54PlayerView, M54View } from '../../../../../contract/games';
import type { TableProps } from '../types';
import { clickSubject, handSubjects, subjectByKind, viewerSeat } from './subjects';
import { CardBack, PlayingCard, cardLabel, parseCard } from './PlayingCard';
import { useMagic54Roles } from './magic54Roles';

const PHASES: { id: string; label: string }[] = [
  { id: 'main1', label: 'Pre-attack' },
  { id: 'attack', label: 'Attackers' },
  { id: 'block', label: 'Blockers' },
  { id: 'combat', label: 'Combat' },
  { id: 'main2', label: 'Post-attack' },
  { id: 'end', label: 'End of turn' },
];
const phaseGroup = (p: string) => (p === 'assign' ? 'combat' : p === 'discard' || p === 'tuck' ? 'end' : p);

/** Which card or creature a Magic 54 action is about (so clicking it on the table narrows the buttons). */
export const magic54SubjectOf = subjectByKind('type', [
  ['card', 'card', ['mana', 'creature', 'cast', 'growth', 'discard', 'tuck']],
  ['uid', 'uid', ['special', 'attack', 'block']],
  ['uid', 'blocker', ['assign']],
]);

function badgesFor(v: M54View, x: M54Perm): string[] {
  const b: string[] = [];
  if (!x.creature) return b;
  b.push(`${x.power}/${x.power}`);
  if (x.growth) b.push(`Growth +${x.growth}`);
  if (x.damage) b.push(`${x.damage} damage`);
  if (x.sick) b.push('summoning sick');
  if (v.combat?.attackers.some((a) => a.uid === x.uid)) b.push('attacking');
  if (v.combat?.attackers.some((a) => a.blockers.includes(x.uid))) b.push('blocking');
  for (const s of v.shields) {
    if (s.target.kind === 'creature' && s.target.uid === x.uid) {
      b.push(s.kind === 'prevent' ? 'no damage this turn' : s.kind === 'protect' ? 'protected' : 'sacrifice shield');
    }
  }
  return b;
}

function Side({
  v,
  seat,
  you,
  props,
  subjects,
}: {
  v: M54View;
  seat: number;
  you: boolean;
  props: TableProps<M54View>;
  subjects: Map<string, number[]>;
}) {
  const p: M54PlayerView = v.players[seat]!;
  const roles = useMagic54Roles();
  const creatures = p.field.filter((x) => x.creature);
  const mana = p.field.filter((x) => !x.creature);
  const top = p.discard[p.discard.length - 1];
  const team = p.team === 'red' ? 'Red' : 'Black';
  const click = (key: string) => clickSubject(props, subjects, key);
  const playerShield = v.shields.some((s) => s.target.kind === 'player' && s.target.seat === seat);
  return (
    <section
      className={`m54-side ${you ? 'you' : 'them'} ${p.team}`}
      aria-label={you ? 'Your side' : "The bot's side"}
      data-testid={you ? 'm54-you' : 'm54-them'}
    >
      <header className="m54-player">
        <span className="m54-name">
          {you ? 'You' : 'Bot'} · {team}
          {v.active === seat && <span className="m54-turn-flag">{you ? 'your turn' : 'its turn'}</span>}
        </span>
        <span
          className="m54-life"
          data-testid={you ? 'm54-life-you' : 'm54-life-them'}
          aria-label={`${you ? 'Your' : "The bot's"} life: ${p.life}`}
        >
          ♥ {p.life}
        </span>
        <span className="m54-mana" title="Untapped mana cards">
          Mana {p.availableMana}/{mana.length}
          {p.manaPlayed ? ' · mana played' : ''}
        </span>
        {playerShield && <span className="m54-shield">no damage this turn</span>}
      </header>
      <div className="m54-zones">
        <div className="m54-pile">
          <CardBack
            count={p.deckCount}
            label={`${you ? 'Your' : "The bot's"} deck`}
            testId={you ? 'm54-deck-you' : 'm54-deck-them'}
          />
          <span className="m54-pile-label">Deck {p.deckCount}</span>
        </div>
        <div className="m54-pile" title={p.discard.map(cardLabel).join(', ')}>
          {top ? (
            <PlayingCard card={top} />
          ) : (
            <span className="pcard empty" aria-label="Empty discard pile" role="img" />
          )}
          <span className="m54-pile-label">Discard {p.discard.length}</span>
        </div>
        <div className="m54-field" aria-label="In play">
          <div className="m54-row creatures">
            {creatures.length === 0 && <span className="m54-empty">No creatures</span>}
            {creatures.map((x) => (
              <PlayingCard
                key={x.uid}
                card={x.card}
                tapped={x.tapped}
                badges={badgesFor(v, x)}
                playable={subjects.has(`uid:${x.uid}`)}
                selected={props.selected === `uid:${x.uid}`}
                onClick={click(`uid:${x.uid}`)}
                testId="m54-creature"
              />
            ))}
          </div>
          <div className="m54-row mana">
            {mana.map((x) => (
              <PlayingCard key={x.uid} card={x.card} tapped={x.tapped} testId="m54-mana" />
            ))}
          </div>
        </div>
      </div>
      <div className="m54-hand" aria-label={you ? 'Your hand' : "The bot's hand"}>
        {p.hand
          ? p.hand.map((c, i) => {
              const role = roles.get(parseCard(c).rank);
              return (
                <span key={`${c}-${i}`} className="m54-hand-slot">
                  <PlayingCard
                    card={c}
                    playable={subjects.has(`card:${c}`)}
                    selected={props.selected === `card:${c}`}
                    onClick={click(`card:${c}`)}
                    testId="m54-hand-card"
                    title={role ? `${cardLabel(c)}: ${role.role}. ${role.effect}` : undefined}
                  />
                  {role && (
                    <span className={`m54-role ${role.role.toLowerCase()}`} data-testid="m54-role">
                      {role.role}
                    </span>
                  )}
                </span>
              );
            })
          : Array.from({ length: p.handCount }, (_, i) => (
              <CardBack key={i} count={0} single label="A card in the bot's hand" />
            ))}
        {!p.hand && <span className="m54-pile-label">{p.handCount} in hand</span>}
      </div>
    </section>
  );
}

/** The Magic 54 table: both sides' cards, piles with counts, life, the phase and the pile of effects. */
export function Magic54Table(props: TableProps<M54View>) {
  const { snapshot } = props;
  const v = snapshot.view;
  const me = viewerSeat(snapshot.seat);
  const them = 1 - me;
  // Map each table object to the legal actions about it; a card of the same rank shares its actions.
  const rank = (card: string) => card.slice(1);
  const subjects = handSubjects(
    snapshot.legal,
    magic54SubjectOf,
    v.players[me]!.hand ?? [],
    (a, b) => rank(a) === rank(b),
  );
  const group = phaseGroup(v.phase);
  return (
    <div className="m54-table" data-testid="m54-table" data-phase={v.phase}>
      <Side v={v} seat={them} you={false} props={props} subjects={subjects} />
      <div className="m54-center">
        <span className="m54-turn" data-testid="m54-turn">
          Turn {v.turn}
        </span>
        <ol className="m54-phases" aria-label="Phases">
          {PHASES.map((p) => (
            <li
              key={p.id}
              className={group === p.id ? 'current' : undefined}
              aria-current={group === p.id ? 'step' : undefined}
            >
              {p.label}
            </li>
          ))}
        </ol>
        {v.stack.length > 0 && (
          <div
            className="m54-stack"
            aria-label="Effects waiting to be solved, last played first"
            data-testid="m54-stack"
          >
            <span>Pile (last played is solved first):</span>
            {v.stack
              .slice()
              .reverse()
              .map((item, i) => (
                <span key={i} className="m54-stack-item">
                  {item.kind === 'special'
                    ? `${cardLabel(item.card)}'s special`
                    : item.kind === 'growth'
                      ? `Growth ${cardLabel(item.card)}`
                      : cardLabel(item.card)}
                </span>
              ))}
          </div>
        )}
        {v.phase === 'tutor' && <span className="m54-note">Joker: choosing a card from the deck</span>}
        {v.phase === 'discard' && <span className="m54-note">More than 5 cards in hand: discard down to 5</span>}
        {v.phase === 'tuck' && (
          <span className="m54-note">
            {v.decider === me ? 'You may put one card under your deck and draw one' : 'The bot is ending its turn'}
          </span>
        )}
        {v.decider === me && v.active !== me && snapshot.legal.length === 1 && (
          // The bot's turn and a lone "Pass": say why there is nothing else.
          <span className="m54-note" data-testid="m54-pass-why">
            The bot's turn: nothing you can play in answer now (no card or ability you can pay for) — pass to let it go
            on
          </span>
        )}
        {v.decider !== null && (
          <span className="m54-decider" data-testid="m54-decider">
            {v.decider === me ? 'Your decision' : 'Bot deciding'}
          </span>
        )}
      </div>
      <Side v={v} seat={me} you={snapshot.seat >= 0} props={props} subjects={subjects} />
    </div>
  );
}
