/** Small shapes several variants' views share (src/core/engine). */
import { z } from 'zod';
import type { GameResult } from '../../core/engine';
import type { Same } from './same';

export const seat = z.number();

export const gameResultSchema = z.object({ winners: z.array(seat), reason: z.string() });
const resultCheck: Same<z.infer<typeof gameResultSchema>, GameResult> = true;
void resultCheck;
