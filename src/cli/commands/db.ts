import { flags, type Command } from '../command';

interface CheckResult {
  dbPath: string;
  problems: { table: string; id: string | null; reason: string; fix: 'move' | 'reset' | 'none' }[];
  rowsChecked: number;
  quarantined: number;
}

const FIX_TEXT = {
  move: 'moved to the quarantine table',
  reset: 'copied to the quarantine table, the unreadable value emptied',
  none: 'not changed (needs a backup or a re-import)',
} as const;

/** The plain report: one line per problem (table, id, reason), and what to do next. */
function printCheck(r: CheckResult, quarantine: boolean): string {
  if (r.problems.length === 0) {
    return `Database ${r.dbPath} is healthy: integrity and foreign keys ok, ${r.rowsChecked.toLocaleString('en')} rows read.`;
  }
  const lines = [`Database ${r.dbPath}: ${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}.`];
  for (const p of r.problems) {
    const fix = quarantine ? ` — ${FIX_TEXT[p.fix]}` : '';
    lines.push(`  ${p.table}${p.id === null ? '' : ` ${p.id}`}: ${p.reason}${fix}`);
  }
  lines.push(
    quarantine
      ? `${r.quarantined} row${r.quarantined === 1 ? '' : 's'} set aside; they are kept in the table "quarantine" (table_name, row_id, reason, raw).`
      : 'Run `kitchen-table db check --quarantine` to set the unreadable rows aside (they are kept, not deleted).',
  );
  return lines.join('\n');
}

/** `db check`: finds rows the app cannot read and, with --quarantine, sets them aside (issue 23, finding 6). */
export const dbCommands: Command[] = [
  {
    name: 'db check',
    summary: "Check the database (SQLite's integrity, foreign keys, every JSON row); exit 1 when problems were found",
    usage: '[--quarantine]',
    options: flags([], ['quarantine']),
    run: (ctx) => ctx.call<CheckResult>('db.check', { quarantine: Boolean(ctx.flags['quarantine']) }),
    print: (r, ctx) => printCheck(r as CheckResult, Boolean(ctx.flags['quarantine'])),
    exitCode: (r) => ((r as CheckResult).problems.length > 0 ? 1 : 0),
  },
];
