import { z } from 'zod';
import { method } from './define';
import { cardChoiceSchema } from './files';

/** An image as bytes: a `data:image/…;base64,` URL (a canvas grab, a chosen file) or bare base64. */
const imageData = z.string().min(16).max(24_000_000).describe('data URL or base64 of a JPEG/PNG/WebP image');

export const scanSuggestionSchema = z.object({ name: z.string(), score: z.number() });

/** What the Scan screen shows of a recognised card: a drawn face (no network for pictures). */
export const scanCardSchema = cardChoiceSchema.extend({ manaCost: z.string(), typeLine: z.string() });

export const scanEntrySchema = z.object({
  id: z.number().int(),
  /** `added` is committed by "Add to collection"; `check` waits for the user ("check these"). */
  status: z.enum(['added', 'check']),
  /** The chosen card name; null for a "check these" read nobody has confirmed yet. */
  name: z.string().nullable(),
  card: scanCardSchema.nullable(),
  confidence: z.number(),
  suggestions: z.array(scanSuggestionSchema),
  quantity: z.number().int().min(1),
  foil: z.boolean(),
  /** `camera`, or the photo's file name. */
  source: z.string(),
  /** The OCR text the read came from. */
  text: z.string(),
});

export const scanSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  entries: z.array(scanEntrySchema),
});

const readSchema = z.object({
  name: z.string().nullable(),
  confidence: z.number(),
  suggestions: z.array(scanSuggestionSchema),
  text: z.string(),
  bbox: z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() }),
});

/** Scan: physical cards to the collection by webcam or photos, read by OCR (issue 10). */
export const scanMethods = {
  'scan.session': method(
    'The open scan session (created when there is none); it survives restarts',
    z.object({}),
    scanSessionSchema,
  ),
  'scan.frame': method(
    'Read one webcam frame: a new card is listed (or put in "check these"), a card held still is not listed again',
    z.object({ sessionId: z.number().int(), image: imageData }),
    z.object({
      action: z.enum(['none', 'same', 'wait', 'new']),
      read: readSchema.nullable(),
      entry: scanEntrySchema.nullable(),
      ms: z.number(),
    }),
  ),
  'scan.photos': method(
    'Read photos (one or many cards each) into the session',
    z.object({
      sessionId: z.number().int(),
      photos: z
        .array(z.object({ name: z.string().min(1).max(500), image: imageData }))
        .min(1)
        .max(200),
    }),
    z.object({ entries: z.array(scanEntrySchema), photos: z.number().int() }),
    { job: true },
  ),
  'scan.recognize': method(
    'Recognise the cards in images without a session (the CLI `scan` command)',
    z.object({
      images: z
        .array(z.object({ name: z.string().min(1).max(2000), image: imageData }))
        .min(1)
        .max(500),
    }),
    z.array(
      z.object({
        file: z.string(),
        name: z.string().nullable(),
        confidence: z.number(),
        suggestions: z.array(scanSuggestionSchema),
        /** Every card read in the image (photos may hold several), confident ones first. */
        cards: z.array(readSchema),
        ms: z.number(),
      }),
    ),
    { job: true },
  ),
  'scan.update': method(
    'Correct an entry: another name (which confirms a "check these" read), quantity, foil',
    z.object({
      entryId: z.number().int(),
      name: z.string().min(1).max(300).optional(),
      quantity: z.number().int().min(1).max(999).optional(),
      foil: z.boolean().optional(),
    }),
    scanEntrySchema,
  ),
  'scan.remove': method(
    'Remove an entry from the session',
    z.object({ entryId: z.number().int() }),
    z.object({ removed: z.boolean() }),
  ),
  'scan.suggest': method(
    'Card names for the correction search box (local database)',
    z.object({ query: z.string().min(1).max(200), limit: z.number().int().min(1).max(30).default(8) }),
    z.array(z.string()),
  ),
  'scan.commit': method(
    "Add the session's confirmed cards to the collection in one transaction; unconfirmed reads move to a new session",
    z.object({ sessionId: z.number().int() }),
    z.object({
      added: z.number().int(),
      entries: z.number().int(),
      nextSessionId: z.number().int(),
      carried: z.number().int(),
    }),
  ),
};

export type ScanEntryDto = z.infer<typeof scanEntrySchema>;
export type ScanSessionDto = z.infer<typeof scanSessionSchema>;
export type ScanSuggestionDto = z.infer<typeof scanSuggestionSchema>;
