/** Writers for the text family: plain lists, MTG Arena exports and MTGO .txt. */
import type { ExportEntry } from './carries';
import type { Board } from './types';

const HEADER: Record<Board, string> = {
  commander: 'Commander',
  companion: 'Companion',
  main: 'Deck',
  side: 'Sideboard',
  maybe: 'Maybeboard',
};
const ORDER: Board[] = ['commander', 'companion', 'main', 'side', 'maybe'];

function sections(entries: readonly ExportEntry[], line: (e: ExportEntry) => string, alwaysHeaders: boolean): string {
  const used = ORDER.filter((b) => entries.some((e) => e.board === b));
  const headers = alwaysHeaders || used.some((b) => b !== 'main');
  const blocks = used.map((b) => {
    const lines = entries.filter((e) => e.board === b).map(line);
    return (headers ? [HEADER[b], ...lines] : lines).join('\n');
  });
  return blocks.join('\n\n') + (blocks.length ? '\n' : '');
}

/** `4 Lightning Bolt`, with `Sideboard`/`Commander`/… headers when the deck has more than a main board. */
export function writePlainText(entries: readonly ExportEntry[]): string {
  return sections(entries, (e) => `${e.quantity} ${e.name}`, false);
}

/** MTG Arena: `4 Lightning Bolt (M10) 146` under `Commander`/`Companion`/`Deck`/`Sideboard` headers. */
export function writeArena(entries: readonly ExportEntry[]): string {
  const line = (e: ExportEntry) => {
    const printing = e.set ? ` (${e.set.toUpperCase()})${e.collectorNumber ? ' ' + e.collectorNumber : ''}` : '';
    return `${e.quantity} ${e.name}${printing}`;
  };
  // Arena has no maybeboard; those cards go to the sideboard rather than being lost.
  return sections(
    entries.map((e) => (e.board === 'maybe' ? { ...e, board: 'side' as const } : e)),
    line,
    true,
  );
}

/** MTGO .txt: the main deck, one blank line, the sideboard (commander and companion count as main). */
export function writeMtgoText(entries: readonly ExportEntry[]): string {
  const main = entries.filter((e) => e.board !== 'side' && e.board !== 'maybe');
  const side = entries.filter((e) => e.board === 'side' || e.board === 'maybe');
  const line = (e: ExportEntry) => `${e.quantity} ${e.name}`;
  return [...main.map(line), ...(side.length ? ['', ...side.map(line)] : [])].join('\r\n') + '\r\n';
}
