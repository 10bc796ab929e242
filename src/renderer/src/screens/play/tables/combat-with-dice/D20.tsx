/**
 * A d20 drawn as an icosahedron's outline with the natural number on its front face. It spins
 * once when it mounts (a new roll is a new key); the spin is off under prefers-reduced-motion
 * (combat-with-dice.css).
 */
const HEX = '50,3 91,26.5 91,73.5 50,97 9,73.5 9,26.5';
const FACE = '50,24 74,66 26,66';
const EDGES: [number, number, number, number][] = [
  [50, 3, 50, 24],
  [91, 26.5, 50, 24],
  [91, 26.5, 74, 66],
  [91, 73.5, 74, 66],
  [50, 97, 74, 66],
  [50, 97, 26, 66],
  [9, 73.5, 26, 66],
  [9, 26.5, 26, 66],
  [9, 26.5, 50, 24],
];

export function D20({ natural, size = 76 }: { natural: number; size?: number }) {
  const crit = natural === 20 ? ' crit-hit' : natural === 1 ? ' crit-miss' : '';
  return (
    <svg
      className={`cwd-d20${crit}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={`d20 showing ${natural}`}
      data-testid="cwd-d20"
      data-natural={natural}
    >
      <polygon className="cwd-d20-body" points={HEX} />
      <polygon className="cwd-d20-face" points={FACE} />
      {EDGES.map(([x1, y1, x2, y2], i) => (
        <line key={i} className="cwd-d20-edge" x1={x1} y1={y1} x2={x2} y2={y2} />
      ))}
      <text className="cwd-d20-num" x="50" y="55" textAnchor="middle" dominantBaseline="middle">
        {natural}
      </text>
    </svg>
  );
}
