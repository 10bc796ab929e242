import { createContext, useContext } from 'react';
import type { PubCard, PubMagicView, PubType } from '../../../../../contract/games';
import type { GameSnapshot, SnapshotOf, TableProps } from '../types';
import { actionsBySubject, clickSubject, subjectByKind } from './subjects';

/** The order type groups are shown in; a multi-typed card sits in its first group (and says its other types). */
const GROUPS: { type: PubType; label: string; what: string }[] = [
  { type: 'Land', label: 'Lands', what: 'count towards the total' },
  { type: 'Creature', label: 'Creatures', what: 'attack a neighbour, block' },
  { type: 'Artifact', label: 'Artifacts', what: 'count towards the total; discard to draw' },
  { type: 'Enchantment', label: 'Enchantments', what: 'discard to steal a creature' },
  { type: 'Sorcery', label: 'Sorceries', what: 'discard to kill a creature' },
  { type: 'Instant', label: 'Instants', what: 'discard in a fight' },
  { type: 'Planeswalker', label: 'Planeswalkers', what: 'artifact, sorcery and instant abilities' },
];

/** Which card or seat a Pub Magic action is about, so clicking it on the table narrows the buttons. */
export const pubMagicSubjectOf = subjectByKind('kind', [
  ['card', 'card', ['bury', 'draw', 'giveLand']],
  ['card', 'target', ['kill', 'steal', 'unblockable', 'remove']],
  ['seat', 'target', ['attack']],
]);

export function pubMagicSeatLabel(snapshot: GameSnapshot, seat: number): string {
  const spec = snapshot.seats[seat];
  if (!spec) return `Seat ${seat + 1}`;
  if (spec.kind === 'human') return seat === snapshot.seat ? 'You' : `Seat ${seat + 1} (person)`;
  const bot =
    spec.bot === 'search' ? `Search bot, ${spec.strength}` : spec.bot === 'greedy' ? 'Greedy bot' : 'Random bot';
  return `Seat ${seat + 1} · ${bot}`;
}

/** Where seat `i` of `n` sits, in % of the table: the viewer at the bottom, the others clockwise round the circle. */
function place(i: number, n: number, viewer: number): { x: number; y: number } {
  const k = (i - Math.max(0, viewer) + n) % n;
  const angle = Math.PI + (2 * Math.PI * k) / n;
  // Bigger tables spread the seats wider so the panels do not overlap.
  // Up to four seats the side seats sit out at the rim, clear of the top and bottom panels.
  const rx = n >= 7 ? 41 : n <= 4 ? 42 : 38;
  const ry = n >= 7 ? 39 : 36;
  return { x: 50 - rx * Math.sin(angle), y: 50 - ry * Math.cos(angle) };
}

/** What every part of the table reads: its props and the legal actions by the card or seat they are about. */
interface PubTable {
  props: TableProps<PubMagicView>;
  subjects: Map<string, number[]>;
}
const PubTableContext = createContext<PubTable | null>(null);

/** The table's props and subjects, given once by {@link PubMagicTable} rather than passed down through every seat and card. */
function usePubTable(): PubTable & { view: PubMagicView; snapshot: SnapshotOf<PubMagicView> } {
  const t = useContext(PubTableContext);
  if (!t) throw new Error('A Pub Magic seat or card is drawn outside its table');
  return { ...t, view: t.props.snapshot.view, snapshot: t.props.snapshot };
}

function groupOf(c: PubCard): PubType | null {
  for (const g of GROUPS) if (c.types.includes(g.type)) return g.type;
  return null;
}

/**
 * Identical cards shown once with a count ("Plains ×4"), unless they differ at the table: a card
 * that can be clicked, is in the fight or arrived this turn keeps its own chip.
 */
function collapse(
  cards: PubCard[],
  view: PubMagicView,
  subjects: Map<string, number[]>,
): { card: PubCard; copies: number }[] {
  const out: { card: PubCard; copies: number }[] = [];
  const byName = new Map<string, { card: PubCard; copies: number }>();
  const f = view.fight;
  for (const c of cards) {
    const special =
      subjects.has(`card:${c.id}`) ||
      (c.types.includes('Creature') && view.placed[c.id] === view.turn) ||
      f?.attackers.includes(c.id) ||
      f?.blockers.includes(c.id);
    const prev = special ? undefined : byName.get(c.name);
    if (prev) prev.copies++;
    else {
      const entry = { card: c, copies: 1 };
      out.push(entry);
      if (!special) byName.set(c.name, entry);
    }
  }
  return out;
}

function CardChip({
  card,
  number,
  copies = 1,
}: {
  card: PubCard;
  /** Position in the hand ("hand card 2"), shown so the buttons' words can be matched to the cards. */
  number?: number;
  /** Identical cards this chip stands for. */
  copies?: number;
}) {
  const { view, props, subjects } = usePubTable();
  const f = view.fight;
  const marks: string[] = [];
  const primary = groupOf(card);
  const others = card.types.filter((t) => t !== primary);
  // In a hand the cards are not grouped yet: say what each one is (only the type matters in Pub Magic).
  if (number !== undefined) marks.push(card.types.join(' ') || 'no Pub Magic type');
  else if (others.length) marks.push(`also ${others.join(' ').toLowerCase()}`);
  if (card.types.includes('Creature') && view.placed[card.id] === view.turn) marks.push('new: cannot attack this turn');
  if (f?.attackers.includes(card.id)) marks.push('attacking');
  if (f?.blockers.includes(card.id)) marks.push('blocking');
  if (f?.unblockable.includes(card.id)) marks.push('unblockable');
  if (f?.removed.includes(card.id)) marks.push('out of combat');
  const key = `card:${card.id}`;
  const idx = subjects.get(key);
  const onClick = clickSubject(props, subjects, key);
  const cls = [
    'pm-card',
    f?.attackers.includes(card.id) ? 'attacking' : '',
    f?.blockers.includes(card.id) ? 'blocking' : '',
    f?.removed.includes(card.id) ? 'removed' : '',
    props.selected === key ? 'selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const text = (
    <>
      <span className="pm-card-name">
        {number !== undefined && <span className="pm-card-number">{number}. </span>}
        {card.name}
        {copies > 1 && <span className="pm-copies"> ×{copies}</span>}
      </span>
      {marks.length > 0 && <span className="pm-card-marks">{marks.join(' · ')}</span>}
    </>
  );
  if (!idx || !onClick)
    return (
      <li className={cls} title={card.typeLine} data-testid="pm-card">
        {text}
      </li>
    );
  return (
    <li className={cls} data-testid="pm-card">
      <button
        type="button"
        className="pm-card-button"
        title={`${card.typeLine}: ${idx.length === 1 ? 'click to do it' : `${idx.length} choices`}`}
        onClick={onClick}
        data-testid="pm-card-action"
      >
        {text}
      </button>
    </li>
  );
}

function SeatPanel({ seat }: { seat: number }) {
  const { view, snapshot, props, subjects } = usePubTable();
  const cards = view.tables[seat]!.map((id) => view.cards[id]!);
  const hand = view.hands[seat];
  const total = view.totals[seat]!;
  const target = view.config.target;
  const active = view.active === seat && view.phase !== 'discard' && view.phase !== 'over';
  const deciding = snapshot.deciders.includes(seat);
  const winner = view.result?.winners.includes(seat);
  const f = view.fight;
  const seatKey = `seat:${seat}`;
  const attackIdx = subjects.get(seatKey);
  const attack = clickSubject(props, subjects, seatKey);
  const cls = [
    'pm-seat',
    active ? 'active' : '',
    deciding ? 'deciding' : '',
    winner ? 'winner' : '',
    f?.attacker === seat ? 'fight-attacker' : '',
    f?.defender === seat ? 'fight-defender' : '',
    seat === snapshot.seat ? 'you' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={cls} aria-label={pubMagicSeatLabel(snapshot, seat)} data-testid="pm-seat" data-seat={seat}>
      <header className="pm-seat-head">
        <span className="pm-seat-name">{pubMagicSeatLabel(snapshot, seat)}</span>
        <span className="pm-total" title="Lands plus artifacts on the table" data-testid="pm-total">
          <strong>{total}</strong>/{target}
          <span className="pm-total-word"> lands</span>
        </span>
      </header>
      <div className="pm-meter" aria-hidden="true">
        <span style={{ width: `${Math.min(100, (100 * total) / target)}%` }} />
      </div>
      {(active || deciding || winner) && (
        <p className="pm-seat-state">
          {winner
            ? 'Winner'
            : deciding && seat !== view.active
              ? seat === snapshot.seat
                ? 'Your decision'
                : 'Deciding…'
              : seat === snapshot.seat
                ? 'Your turn'
                : 'Their turn'}
        </p>
      )}
      {attackIdx && attack && (
        <button type="button" className="btn pm-attack-here" onClick={attack} data-testid="pm-attack-seat">
          ⚔ Attack this seat{attackIdx.length > 1 ? '…' : ''}
        </button>
      )}
      {GROUPS.map((g) => {
        const inGroup = cards.filter((c) => groupOf(c) === g.type);
        if (inGroup.length === 0) return null;
        return (
          <div key={g.type} className={`pm-group pm-group-${g.type.toLowerCase()}`}>
            <h4 title={g.what}>
              {g.label} <span className="pm-count">{inGroup.length}</span>
            </h4>
            <ul>
              {collapse(inGroup, view, subjects).map(({ card, copies }) => (
                <CardChip key={card.id} card={card} copies={copies} />
              ))}
            </ul>
          </div>
        );
      })}
      {cards.length === 0 && view.handCounts[seat] === 0 && <p className="pm-empty">Nothing on the table</p>}
      {view.handCounts[seat]! > 0 && (
        <div className="pm-group pm-hand" data-testid="pm-hand">
          <h4>
            {hand ? 'Your hand' : 'Hand'} <span className="pm-count">{view.handCounts[seat]}</span>
          </h4>
          {hand ? (
            <ul>
              {hand.map((id, i) => (
                <CardChip key={id} card={view.cards[id]!} number={i + 1} />
              ))}
            </ul>
          ) : (
            <p className="pm-hidden" data-testid="pm-hidden-hand">
              {view.handCounts[seat]} face-down card{view.handCounts[seat] === 1 ? '' : 's'}
            </p>
          )}
        </div>
      )}
      {view.buriedCounts[seat]! > 0 && <p className="pm-buried">{view.buriedCounts[seat]} discarded face down</p>}
    </section>
  );
}

function phaseLine(view: PubMagicView, snapshot: GameSnapshot): string {
  const name = (s: number) => pubMagicSeatLabel(snapshot, s);
  if (view.result) return view.result.reason;
  switch (view.phase) {
    case 'discard':
      return `Everyone discards ${view.config.deal - view.config.keep} of their ${view.config.deal} cards face down`;
    case 'main':
      return `${name(view.active)}: turn ${view.turn}`;
    case 'respond':
      return `${name(view.fight!.attacker)} attacks ${name(view.fight!.defender)} — ${name(view.fight!.queue[0]!)} may use an instant`;
    case 'giveLand':
      return `${name(view.fight!.defender)} lost the fight and chooses a land to give up`;
    default:
      return '';
  }
}

/** Pub Magic (002): the seats round one table, the shared pile in the middle, the fight as an arrow. */
export function PubMagicTable(props: TableProps<PubMagicView>) {
  const { snapshot } = props;
  const view = snapshot.view;
  const n = view.tables.length;
  // While a bot is still to move (e.g. everyone discarding at once) the table waits for it, like the buttons do.
  const subjects = actionsBySubject(snapshot.botToMove ? [] : snapshot.legal, pubMagicSubjectOf);
  const pos = Array.from({ length: n }, (_, i) => place(i, n, snapshot.seat));
  const f = view.fight;
  const top = view.discard[view.discard.length - 1];
  // The fight going on, else the last one (dimmer) so the table shows who went for whom.
  const last = view.lastFight;
  const arrow = f
    ? { attacker: f.attacker, defender: f.defender, kind: 'now' }
    : last
      ? { attacker: last.attacker, defender: last.defender, kind: last.won ? 'won' : 'blocked' }
      : null;
  return (
    <div className={`pm-table pm-seats-${n}`} data-testid="pm-table" data-phase={view.phase}>
      <svg className="pm-arrows" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <marker
            id="pm-arrowhead"
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="pm-arrowhead" />
          </marker>
        </defs>
        {/* Neighbours: who can attack whom (002: "a player adjacent to you"). */}
        {n > 2 &&
          pos.map((p, i) => {
            const q = pos[(i + 1) % n]!;
            return <line key={i} x1={p.x} y1={p.y} x2={q.x} y2={q.y} className="pm-neighbour" />;
          })}
        {n === 2 && <line x1={pos[0]!.x} y1={pos[0]!.y} x2={pos[1]!.x} y2={pos[1]!.y} className="pm-neighbour" />}
        {arrow && (
          <line
            x1={pos[arrow.attacker]!.x + 0.12 * (pos[arrow.defender]!.x - pos[arrow.attacker]!.x)}
            y1={pos[arrow.attacker]!.y + 0.12 * (pos[arrow.defender]!.y - pos[arrow.attacker]!.y)}
            x2={pos[arrow.attacker]!.x + 0.72 * (pos[arrow.defender]!.x - pos[arrow.attacker]!.x)}
            y2={pos[arrow.attacker]!.y + 0.72 * (pos[arrow.defender]!.y - pos[arrow.attacker]!.y)}
            className={`pm-attack-arrow ${arrow.kind}`}
            markerEnd="url(#pm-arrowhead)"
            data-testid="pm-attack-arrow"
            data-kind={arrow.kind}
          />
        )}
      </svg>
      <div className="pm-centre" data-testid="pm-centre">
        <div className="pm-pile">
          <div className="pm-deck" title="The shared face-down deck">
            <span className="pm-deck-count" data-testid="pm-deck-count">
              {view.deckCount}
            </span>
            <span>in the deck</span>
          </div>
          <div className="pm-discard" title="The face-up discard pile">
            <span className="pm-deck-count">{view.discard.length}</span>
            <span>discarded</span>
            {top !== undefined && <span className="pm-discard-top">top: {view.cards[top]!.name}</span>}
          </div>
        </div>
        <p className="pm-phase" data-testid="pm-phase">
          {phaseLine(view, snapshot)}
        </p>
        {!f && last && !view.result && (
          <p className="pm-last-fight" data-testid="pm-last-fight">
            Last fight (turn {last.turn}): {pubMagicSeatLabel(snapshot, last.attacker)} →{' '}
            {pubMagicSeatLabel(snapshot, last.defender)}, {last.won ? 'won' : 'all blocked'}
          </p>
        )}
        <p className="pm-rule">First to {view.config.target} lands (artifacts count too)</p>
      </div>
      <PubTableContext.Provider value={{ props, subjects }}>
        {pos.map((p, seat) => (
          <div
            key={seat}
            className="pm-seat-slot"
            // Anchored lower in the panel the lower the seat sits: a tall panel at the top grows
            // mostly downwards and one at the bottom upwards, so none spills off the table (fully
            // proportional anchoring would push the top panel onto the pile in the middle). Across,
            // the anchor follows the seat's place, so a side seat never sticks out of a narrow table.
            style={{ left: `${p.x}%`, top: `${p.y}%`, transform: `translate(-${p.x}%, -${20 + 0.6 * p.y}%)` }}
          >
            <SeatPanel seat={seat} />
          </div>
        ))}
      </PubTableContext.Provider>
    </div>
  );
}
