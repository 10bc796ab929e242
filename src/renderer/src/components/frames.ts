/**
 * A card's frame colour, drawn: the palette in one place, for the drawn card faces (collection,
 * decks) and the Magic table's cards and zoom. Each applies it as the `--frame` custom property
 * their stylesheets paint with.
 */
import type { CSSProperties } from 'react';

declare module 'react' {
  interface CSSProperties {
    /** The frame colour a drawn card's stylesheet paints with (see {@link frameStyle}). */
    '--frame'?: string;
  }
}

/** A frame as printed cards colour them: one colour, gold for several, else by type (land, artifact) or colourless. */
export type FrameId = FrameColour | 'gold' | 'artifact' | 'land' | 'colorless';
export type FrameColour = 'w' | 'u' | 'b' | 'r' | 'g';

/** The frame of a card with these colours and types, as {@link FrameId} says (one rule for every card drawn). */
export function frameFor(colours: readonly FrameColour[], type: { land: boolean; artifact: boolean }): FrameId {
  if (colours.length > 1) return 'gold';
  if (colours[0]) return colours[0];
  return type.land ? 'land' : type.artifact ? 'artifact' : 'colorless';
}

const FRAME_COLOUR: Record<FrameId, string> = {
  w: '#efe9d2',
  u: '#9cc2e0',
  b: '#a59b95',
  r: '#e2947a',
  g: '#9fbf94',
  gold: '#e1c76e',
  artifact: '#b9c2c8',
  land: '#c8b193',
  colorless: '#d5d0c8',
};

/** A drawn card face keeps its own black, a shade darker than the table cards' (as it was drawn before the palette was one). */
const FACE_BLACK = '#8f8580';

/** The style that gives a card its frame colour (`face`: a drawn card face, not a table card). */
export function frameStyle(frame: FrameId, face = false): CSSProperties {
  return { '--frame': face && frame === 'b' ? FACE_BLACK : FRAME_COLOUR[frame] };
}
