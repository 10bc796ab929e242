const SUIT: Record<string, { symbol: string; red: boolean; name: string }> = {
  H: { symbol: '♥', red: true, name: 'Hearts' },
  D: { symbol: '♦', red: true, name: 'Diamonds' },
  C: { symbol: '♣', red: false, name: 'Clubs' },
  S: { symbol: '♠', red: false, name: 'Spades' },
};
const RANK_NAME: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** "H7" → rank "7", suit "H"; Jokers are "XR"/"XB". */
export function parseCard(card: string): { rank: string; suit: string; joker: boolean } {
  if (card[0] === 'X') return { rank: 'Joker', suit: card[1] === 'R' ? 'H' : 'S', joker: true };
  return { rank: card.slice(1), suit: card[0]!, joker: false };
}

export function cardLabel(card: string): string {
  const { rank, suit, joker } = parseCard(card);
  if (joker) return card === 'XR' ? 'Red Joker' : 'Black Joker';
  return `${RANK_NAME[rank] ?? rank} of ${SUIT[suit]?.name ?? suit}`;
}

/**
 * A playing card drawn in CSS: rank and suit in the corners, a big pip or face letter in the
 * middle; turned 90° when tapped. A button when it can be clicked.
 */
export function PlayingCard({
  card,
  tapped = false,
  selected = false,
  playable = false,
  onClick,
  badges,
  testId,
  title,
}: {
  card: string;
  tapped?: boolean;
  selected?: boolean;
  playable?: boolean;
  onClick?: () => void;
  badges?: string[];
  testId?: string;
  title?: string;
}) {
  const { rank, suit, joker } = parseCard(card);
  const s = SUIT[suit]!;
  const cls = [
    'pcard',
    s.red ? 'red' : 'black',
    selected ? 'selected' : '',
    playable ? 'playable' : '',
    joker ? 'joker' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // The slot keeps its place in the row; only the card face turns when tapped, the badges stay upright.
  const content = (
    <>
      <span className={cls}>
        <span className="pc-corner">
          {joker ? '★' : rank}
          <br />
          {joker ? '' : s.symbol}
        </span>
        <span className="pc-center">
          {joker ? 'JOKER' : ['J', 'Q', 'K'].includes(rank) ? rank + s.symbol : s.symbol}
        </span>
        <span className="pc-corner pc-bottom">
          {joker ? '★' : rank}
          <br />
          {joker ? '' : s.symbol}
        </span>
      </span>
      {badges && badges.length > 0 && (
        <span className="pc-badges">
          {badges.map((b) => (
            <span key={b} className="pc-badge">
              {b}
            </span>
          ))}
        </span>
      )}
    </>
  );
  const slot = `pcard-slot${tapped ? ' tapped' : ''}`;
  const label = `${cardLabel(card)}${tapped ? ', tapped' : ''}${badges?.length ? ', ' + badges.join(', ') : ''}`;
  if (onClick) {
    return (
      <button
        type="button"
        className={slot}
        onClick={onClick}
        aria-pressed={selected}
        aria-label={label}
        title={title ?? label}
        data-testid={testId}
        data-card={card}
      >
        {content}
      </button>
    );
  }
  return (
    <span className={slot} role="img" aria-label={label} title={title ?? label} data-testid={testId} data-card={card}>
      {content}
    </span>
  );
}

/** A face-down pile (a deck or the other player's hand) with its count. */
export function CardBack({
  count,
  label,
  testId,
  single = false,
}: {
  count: number;
  label: string;
  testId?: string;
  /** One face-down card (a card in a hidden hand), no count. */
  single?: boolean;
}) {
  return (
    <span
      className={single ? 'pcard back single' : count > 0 ? 'pcard back' : 'pcard back empty'}
      role="img"
      aria-label={`${label}: ${count}`}
      title={`${label}: ${count}`}
      data-testid={testId}
    >
      <span className="pc-count">{count}</span>
    </span>
  );
}
