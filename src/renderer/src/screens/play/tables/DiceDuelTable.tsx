import type { DuelCard, DuelView, PlayerViewState } from '../../../../../contract/diceDuel';
import { CardFace, type DrawnCard } from '../../../components/CardFace';
import { ManaText } from '../../../components/ManaText';
import { Die } from '../DiceTray';
import type { TableProps } from '../types';
import { clickSubject, handSubjects, viewerSeat } from './subjects';

/** 000 Play: the phases in order, and which of the variant's phases belongs to each. */
const PHASES: { id: string; label: string; of: string[] }[] = [
  { id: 'untap', label: 'Untap', of: [] },
  { id: 'draw', label: 'Draw', of: [] },
  { id: 'build', label: 'Build', of: ['build'] },
  { id: 'cast', label: 'Cast', of: ['cast'] },
  { id: 'combat', label: 'Combat', of: ['defend', 'spells'] },
  { id: 'cleanup', label: 'Clean Up', of: ['cleanup'] },
];

/** Must match core's ATTACK_COLOR / DEFENCE_COLOR (the renderer may not import core code). */
const ATTACK = 'red';
const DEFENCE = 'white';

/** One side of the tray: whose dice, their total and the dice themselves (attack red, defence white). */
function DiceSide({
  side,
  who,
  total,
  dice,
  rolls,
}: {
  side: 'attack' | 'defence';
  who: string;
  total: number;
  dice: readonly { sides: number; face: number }[];
  /** Changes with each roll, so the dice are drawn (and roll) anew. */
  rolls: number;
}) {
  const attack = side === 'attack';
  return (
    <div className="dd-dice-side">
      <span className="dd-dice-label">
        {attack ? 'Attack' : 'Defence'} · {who} · <strong data-testid={`dd-${side}-total`}>{total}</strong>
      </span>
      <span className={attack ? 'dd-dice' : 'dd-dice defence'} data-testid={`dd-${side}-dice`}>
        {dice.map((d, i) => (
          <Die key={`${rolls}-${side[0]}${i}`} sides={d.sides} face={d.face} color={attack ? ATTACK : DEFENCE} />
        ))}
      </span>
    </div>
  );
}

/** Which card a Dice Duel action is about (so clicking it on the table narrows the buttons). */
export function diceDuelSubjectOf(action: unknown): string | null {
  const a = action as { type: string; card?: number };
  return a.card !== undefined ? `card:${a.card}` : null;
}

/** What CardFace draws of the game's card (the printing id finds a cached image). */
function toDrawn(c: DuelCard): DrawnCard {
  const { name, manaCost, typeLine, colors, printing } = c;
  return {
    name,
    manaCost,
    typeLine,
    oracleText: c.text,
    power: c.powerText,
    toughness: c.toughnessText,
    colors,
    printing,
  };
}

function CardBack({ label }: { label: string }) {
  return <span className="dd-back" role="img" aria-label={label} />;
}

/** Points on a d20, as the rules count them. */
function PointsDie({ points, target, who, testId }: { points: number; target: number; who: string; testId: string }) {
  return (
    <span
      className="dd-d20"
      role="img"
      aria-label={`${who} points: ${points} of ${target}`}
      data-testid={testId}
      title={`${points} of ${target} points`}
    >
      <span className="dd-d20-face">{points}</span>
    </span>
  );
}

interface SideProps {
  v: DuelView;
  seat: number;
  you: boolean;
  props: TableProps<DuelView>;
  subjects: Map<string, number[]>;
}

function Side({ v, seat, you, props, subjects }: SideProps) {
  const p: PlayerViewState = v.players[seat]!;
  const who = you ? 'You' : (v.names[seat] ?? 'Bot');
  const card = (id: number) => v.known[String(id)];
  const click = (id: number) => clickSubject(props, subjects, `card:${id}`);
  const cb = v.combat;
  const inBattle = (id: number) => !!cb && (cb.attackers.includes(id) || cb.defenders.includes(id));
  const top = p.discard[p.discard.length - 1];
  const topCard = top !== undefined ? card(top) : undefined;
  const untapped = p.lands.filter((l) => !l.tapped).length;
  return (
    <section
      className={`dd-side ${you ? 'you' : 'them'}`}
      aria-label={you ? 'Your side' : `${who}'s side`}
      data-testid={you ? 'dd-you' : 'dd-them'}
    >
      <header className="dd-player">
        <PointsDie
          points={p.points}
          target={v.config.target}
          who={you ? 'Your' : `${who}'s`}
          testId={you ? 'dd-points-you' : 'dd-points-them'}
        />
        <span className="dd-name">
          {who}
          {v.active === seat && v.phase !== 'over' && (
            <span className="dd-turn-flag">{you ? 'your turn' : 'their turn'}</span>
          )}
        </span>
        <span className="dd-pile" data-testid={you ? 'dd-deck-you' : 'dd-deck-them'}>
          Deck {p.libraryCount}
        </span>
        <span
          className="dd-pile"
          title={p.discard.map((id) => card(id)?.name ?? '').join(', ')}
          data-testid={you ? 'dd-discard-you' : 'dd-discard-them'}
        >
          Discard {p.discard.length}
          {topCard ? ` · top: ${topCard.name}` : ''}
        </span>
        <span className="dd-pile">Hand {p.hand.length}</span>
        <span className="dd-pile" title="Untapped lands / lands">
          Lands {untapped}/{p.lands.length} untapped
        </span>
      </header>
      <div className="dd-row dd-creatures" aria-label={you ? 'Your creatures' : `${who}'s creatures`}>
        {p.creatures.length === 0 && <span className="dd-empty">No creatures</span>}
        {p.creatures.map((c, i) => {
          const k = c.id >= 0 ? card(c.id) : undefined;
          const playable = subjects.has(`card:${c.id}`);
          return (
            <div
              key={c.id >= 0 ? c.id : `hidden-${i}`}
              className={`dd-slot${c.faceUp ? '' : ' facedown'}${inBattle(c.id) ? ' in-battle' : ''}${playable ? ' playable' : ''}${props.selected === `card:${c.id}` ? ' selected' : ''}`}
              data-testid={c.faceUp ? 'dd-creature' : 'dd-creature-facedown'}
            >
              {k && c.faceUp ? (
                <button
                  type="button"
                  className="dd-card-btn"
                  onClick={click(c.id)}
                  disabled={!click(c.id)}
                  aria-label={`${k.name} ${k.power}/${k.toughness}`}
                >
                  <CardFace card={toDrawn(k)} size="small" />
                </button>
              ) : k ? (
                <button
                  type="button"
                  className="dd-card-btn"
                  disabled
                  aria-label={`${k.name}, face down (conjuring sickness)`}
                >
                  <span className="dd-facedown-own">
                    <CardFace card={toDrawn(k)} size="small" />
                  </span>
                </button>
              ) : (
                <CardBack label="A face-down creature" />
              )}
              <span className="dd-slot-label">{c.faceUp ? (k ? `${k.power}/${k.toughness}` : '') : 'face down'}</span>
            </div>
          );
        })}
      </div>
      <div className="dd-row dd-lands" aria-label={you ? 'Your lands' : `${who}'s lands`}>
        {p.lands.length === 0 && <span className="dd-empty">No lands</span>}
        {p.lands.map((l) => {
          const k = card(l.id);
          const sym = k?.produces.length ? k.produces.map((c) => `{${c}}`).join('') : '{C}';
          return (
            <span
              key={l.id}
              className={`dd-land${l.tapped ? ' tapped' : ''}`}
              title={`${k?.name ?? 'Land'}${l.tapped ? ' (tapped)' : ''}`}
              data-testid="dd-land"
              data-tapped={l.tapped}
            >
              <ManaText text={sym} />
              <span className="dd-land-name">{k?.name}</span>
            </span>
          );
        })}
      </div>
      <div
        className="dd-row dd-hand"
        aria-label={you ? 'Your hand' : `${who}'s hand`}
        data-testid={you ? 'dd-hand' : 'dd-hand-them'}
      >
        {p.hand.map((id, i) => {
          const k = id >= 0 ? card(id) : undefined;
          if (!k) return <CardBack key={`b${i}`} label={`A card in ${who}'s hand`} />;
          const playable = subjects.has(`card:${id}`);
          return (
            <button
              key={id}
              type="button"
              className={`dd-card-btn dd-hand-card${playable ? ' playable' : ''}${props.selected === `card:${id}` ? ' selected' : ''}`}
              onClick={click(id)}
              disabled={!click(id)}
              aria-label={k.name}
              data-testid="dd-hand-card"
            >
              <CardFace card={toDrawn(k)} size="small" />
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The battle under way: attackers against defenders, with their dice counts and attached instants. */
function Battle({ v }: { v: DuelView }) {
  const cb = v.combat;
  if (!cb) return null;
  const name = (id: number) => v.known[String(id)]?.name ?? 'a card';
  const dice = (id: number, attacking: boolean) => {
    const c = v.known[String(id)];
    const base = c ? (attacking ? c.power : c.toughness) : 0;
    return Math.max(0, base + (cb.plus[String(id)] ?? 0) - (cb.minus[String(id)] ?? 0));
  };
  const line = (ids: number[], attacking: boolean) =>
    ids.length === 0 ? (
      <li className="dd-empty">nobody yet</li>
    ) : (
      ids.map((id) => (
        <li key={id}>{`${name(id)}: ${dice(id, attacking)} ${attacking ? 'attack' : 'defence'} dice`}</li>
      ))
    );
  return (
    <section className="dd-battle" aria-label="Combat zone" data-testid="dd-battle">
      <div>
        <h3>Attacking</h3>
        <ul>{line(cb.attackers, true)}</ul>
      </div>
      <div>
        <h3>Defending</h3>
        <ul>{line(cb.defenders, false)}</ul>
      </div>
      {cb.attachments.length > 0 && (
        <p className="dd-spells">
          Instants: {cb.attachments.map((a) => `${name(a.card)} on ${name(a.target)}`).join('; ')}
        </p>
      )}
    </section>
  );
}

/** The dice tray: the last battle's attack dice (red) and defence dice (white), rolling when they change. */
function DiceDuelTray({ v, rolls, current, me }: { v: DuelView; rolls: number; current: boolean; me: number }) {
  const b = current ? v.lastBattle : undefined;
  if (!b)
    return (
      <section className="dd-tray empty" aria-label="Dice tray" data-testid="dd-tray">
        <p>{v.lastBattle ? 'No battle this turn yet.' : 'No battle yet: the dice wait here.'}</p>
      </section>
    );
  // The table calls your seat "You", as its headers do (the log keeps the seats' names).
  const name = (seat: number, fallback: string) => (seat === me ? 'You' : (v.names[seat] ?? fallback));
  const att = name(b.attacker, 'Attacker');
  const def = name(1 - b.attacker, 'Defender');
  const winner = b.outcome === 'attacker' ? b.attacker : 1 - b.attacker;
  const pts = `${b.points} point${b.points === 1 ? '' : 's'}`;
  const result =
    b.outcome === 'undefended'
      ? `No defence: ${att} ${b.attacker === me ? 'score' : 'scores'} ${b.points}`
      : b.outcome === 'draw'
        ? `${b.attackTotal} against ${b.defenceTotal}: a draw, no points`
        : `${b.attackTotal} against ${b.defenceTotal}: ${name(winner, 'Winner')} ${winner === me ? 'win' : 'wins'} ${pts}`;
  if (b.outcome === 'undefended')
    return (
      <section className="dd-tray" aria-label="Dice tray" data-testid="dd-tray" key={rolls}>
        <p className="dd-tray-result" data-testid="dd-tray-result">
          {result} (no dice are rolled when nobody defends)
        </p>
      </section>
    );
  return (
    <section className="dd-tray" aria-label="Dice tray" data-testid="dd-tray" key={rolls}>
      <DiceSide side="attack" who={att} total={b.attackTotal} dice={b.attack} rolls={rolls} />
      <DiceSide side="defence" who={def} total={b.defenceTotal} dice={b.defence} rolls={rolls} />
      <p className="dd-tray-result" data-testid="dd-tray-result">
        {result}
      </p>
    </section>
  );
}

/** The Dice Duel table: both boards, hands, piles, points on d20s, the phases, the battle and the dice tray. */
export function DiceDuelTable(props: TableProps<DuelView>) {
  const { snapshot } = props;
  const v = snapshot.view;
  const me = viewerSeat(snapshot.seat);
  const nameOf = (id: number) => v.known[String(id)]?.name;
  // One choice per group of identical cards: every copy in the hand answers to it.
  const subjects = handSubjects(
    snapshot.legal,
    diceDuelSubjectOf,
    v.players[me]?.hand ?? [],
    (a, b) => nameOf(a) === nameOf(b),
  );
  const rolls = snapshot.log.filter((e) => e.type === 'dice').length;
  // The last battle's banner and dice belong to the turn it was fought in: a new turn clears them.
  const lastTurn = snapshot.log.findLastIndex((e) => e.type === 'turn');
  const lastBattle = snapshot.log.findLastIndex((e) => e.type === 'battle' || e.type === 'points');
  const battleThisTurn = lastBattle > lastTurn;
  return (
    <div className="dd-table" data-testid="dd-table" data-phase={v.phase}>
      <Side v={v} seat={1 - me} you={false} props={props} subjects={subjects} />
      <div className="dd-center">
        <span className="dd-turn" data-testid="dd-turn">
          Turn {v.turn} · {v.active === snapshot.seat ? 'You' : v.names[v.active]}
        </span>
        <ol className="dd-phases" aria-label="Phases">
          {PHASES.map((p) => {
            const current = p.of.includes(v.phase);
            return (
              <li key={p.id} className={current ? 'current' : undefined} aria-current={current ? 'step' : undefined}>
                {p.label}
              </li>
            );
          })}
        </ol>
        <Battle v={v} />
        <DiceDuelTray v={v} rolls={rolls} current={battleThisTurn} me={snapshot.seat} />
      </div>
      <Side v={v} seat={me} you props={props} subjects={subjects} />
    </div>
  );
}
