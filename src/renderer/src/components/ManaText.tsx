import { Fragment } from 'react';
import 'mana-font/css/mana.css';
import './ManaText.css';

/**
 * Mana symbols drawn with the MIT-licensed mana-font (bundled with the renderer, never fetched):
 * `{2}{R}` in a cost and `{T}`, `{W/U}`, `{2/W}`, `{G/P}`, `{C}`, `{S}`, `{E}`, `{X}`, `{½}`,
 * `{∞}`, `{CHAOS}`, `{PW}` inside rules text.
 */

const SPECIAL: Record<string, string> = {
  T: 'tap',
  Q: 'untap',
  '∞': 'infinity',
  '½': 'half',
  CHAOS: 'chaos',
  PW: 'planeswalker',
  A: 'acorn',
  TK: 'ticket',
};

const NAMES: Record<string, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
  S: 'snow',
  E: 'energy',
  X: 'X',
  T: 'tap',
  Q: 'untap',
};

/** mana-font's class for one symbol (without braces): `W/U` -> `ms-wu`, `T` -> `ms-tap`. */
export function manaClass(symbol: string): string {
  const s = symbol.toUpperCase();
  const special = SPECIAL[s];
  if (special) return `ms-${special}`;
  if (/^H[WUBRG]$/.test(s)) return `ms-${s.slice(1).toLowerCase()} ms-half`;
  return `ms-${s.replace(/\//g, '').toLowerCase()}`;
}

/** A readable name for screen readers: `{2/W}` -> "2 or white". */
export function symbolLabel(symbol: string): string {
  return symbol
    .split('/')
    .map((p) => (p === 'P' ? 'Phyrexian' : (NAMES[p.toUpperCase()] ?? p)))
    .join(' or ');
}

/** One mana symbol. */
export function ManaSymbol({ symbol, shadow = true }: { symbol: string; shadow?: boolean }) {
  const tapLike = /^(T|Q)$/i.test(symbol);
  return (
    <i
      className={`ms ${manaClass(symbol)}${tapLike ? '' : ' ms-cost'}${shadow ? ' ms-shadow' : ''} mana-symbol`}
      role="img"
      aria-label={symbolLabel(symbol)}
      title={`{${symbol}}`}
    />
  );
}

/**
 * Text with `{…}` symbols drawn as mana symbols. `block` keeps line breaks as paragraphs
 * (rules text); otherwise it renders inline (a mana cost).
 */
export function ManaText({ text, block = false, className }: { text: string; block?: boolean; className?: string }) {
  if (block) {
    return (
      <div className={`mana-text block ${className ?? ''}`}>
        {text.split('\n').map((line, i) => (
          <p key={i}>
            <Inline text={line} />
          </p>
        ))}
      </div>
    );
  }
  return (
    <span className={`mana-text ${className ?? ''}`}>
      <Inline text={text} />
    </span>
  );
}

function Inline({ text }: { text: string }) {
  const parts = text.split(/(\{[^}]+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const m = /^\{([^}]+)\}$/.exec(part);
        return m ? <ManaSymbol key={i} symbol={m[1] ?? ''} /> : <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}
