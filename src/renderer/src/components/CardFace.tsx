import { useEffect, useState } from 'react';
import type { CardDto } from '../../../contract/cards';
import { api } from '../api/client';
import { frameFor, frameStyle, type FrameColour, type FrameId } from './frames';
import { ManaText } from './ManaText';
import './CardFace.css';

/** The frame colours of a card's colour letters (C, colourless, has none). */
const FRAME_COLOUR: Partial<Record<CardDto['colors'][number], FrameColour>> = {
  W: 'w',
  U: 'u',
  B: 'b',
  R: 'r',
  G: 'g',
};

/** The frame colour of a card, as printed cards show it. */
export function frameOf(card: Pick<CardDto, 'colors' | 'typeLine'>): FrameId {
  const colours = card.colors.flatMap((c) => FRAME_COLOUR[c] ?? []);
  return frameFor(colours, { land: /\bLand\b/.test(card.typeLine), artifact: /\bArtifact\b/.test(card.typeLine) });
}

/**
 * The card's Scryfall image if it is in the local image cache (never downloads: that is the
 * caller's explicit action, see `cards.image` with `download: true`). Null while unknown or absent.
 */
export function useCachedImage(printingId: string | undefined): string | null {
  // Keyed by printing so a stale answer for another card is never shown.
  const [found, setFound] = useState<{ id: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!printingId) return;
    let live = true;
    api
      .call('cards.image', { printingId, download: false })
      .then((r) => live && setFound({ id: printingId, url: r.dataUrl }))
      .catch(() => live && setFound({ id: printingId, url: null }));
    return () => {
      live = false;
    };
  }, [printingId]);
  return found && found.id === printingId ? found.url : null;
}

interface FaceProps {
  name: string;
  manaCost: string;
  typeLine: string;
  oracleText: string;
  power?: string | undefined;
  toughness?: string | undefined;
  loyalty?: string | undefined;
}

function DrawnFace({ face, setLine }: { face: FaceProps; setLine?: string | undefined }) {
  const stats =
    face.power !== undefined
      ? `${face.power}/${face.toughness ?? ''}`
      : face.loyalty !== undefined
        ? face.loyalty
        : null;
  return (
    <div className="card-face-inner">
      <div className="card-face-title">
        <span className="card-face-name">{face.name}</span>
        <ManaText text={face.manaCost} className="card-face-cost" />
      </div>
      <div className="card-face-art" aria-hidden="true" />
      <div className="card-face-type">
        <span>{face.typeLine}</span>
        {setLine && <span className="card-face-set">{setLine}</span>}
      </div>
      <div className="card-face-text">{face.oracleText && <ManaText text={face.oracleText} block />}</div>
      {stats && <div className="card-face-stats">{stats}</div>}
    </div>
  );
}

/**
 * What a drawn card needs: its face's text and colours, the printing (for the cached image and the
 * set line), and for a card of more than one face its layout and faces. A `CardDto` is one.
 */
export type DrawnCard = FaceProps &
  Pick<CardDto, 'colors'> &
  Partial<Pick<CardDto, 'layout' | 'faces'>> & {
    printing?: Pick<NonNullable<CardDto['printing']>, 'id' | 'set' | 'collectorNumber'> | undefined;
  };

export interface CardFaceProps {
  card: DrawnCard;
  /** A data URL of the card's image; `undefined` looks in the local image cache. */
  imageUrl?: string | null;
  size?: 'normal' | 'small';
  /** Which face of a double-faced card (0 front, 1 back). */
  face?: number;
}

/**
 * A card as a picture: the Scryfall image when it is cached on disk, otherwise a drawn face
 * (name, cost, type, text, P/T in a frame of the card's colour). Split cards show both halves.
 */
export function CardFace({ card, imageUrl, size = 'normal', face = 0 }: CardFaceProps) {
  const cached = useCachedImage(imageUrl === undefined ? card.printing?.id : undefined);
  const image = imageUrl === undefined ? cached : imageUrl;
  const setLine = card.printing ? `${card.printing.set.toUpperCase()} ${card.printing.collectorNumber}` : undefined;
  const label = `${card.name}${card.manaCost ? `, ${card.manaCost}` : ''}, ${card.typeLine}`;
  if (image) {
    return (
      <figure className={`card-face image ${size}`} data-testid="card-face" data-kind="image">
        <img src={image} alt={label} />
      </figure>
    );
  }
  const faces = card.faces ?? [];
  const split = card.layout === 'split' && faces.length > 1;
  const shown = faces.length > 1 && !split ? faces[Math.min(face, faces.length - 1)] : undefined;
  return (
    <figure
      className={`card-face drawn ${size}${split ? ' split' : ''}`}
      style={frameStyle(frameOf(card), true)}
      data-testid="card-face"
      data-kind="drawn"
      aria-label={label}
    >
      {split ? (
        faces.map((f, i) => <DrawnFace key={i} face={f} setLine={i === 0 ? setLine : undefined} />)
      ) : (
        <DrawnFace face={shown ?? card} setLine={setLine} />
      )}
    </figure>
  );
}
