import { suites } from './suites';
import type { Figure } from './types';

/** `npm run bench [-- <suite id>…]`: runs the suites and prints their figures. */
async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const chosen = wanted.length ? suites.filter((s) => wanted.includes(s.id)) : suites;
  if (wanted.length && chosen.length !== wanted.length) {
    console.error(`Unknown suite. Known: ${suites.map((s) => s.id).join(', ')}`);
    process.exit(2);
  }
  const all: { suite: string; figure: Figure }[] = [];
  for (const suite of chosen) {
    console.log(`\n== ${suite.title} (${suite.id})`);
    const figures = await suite.run();
    for (const f of figures) {
      const mark = f.ok === undefined ? '' : f.ok ? '  ok' : '  MISSED';
      console.log(
        `  ${f.name.padEnd(58)} ${format(f.value).padStart(12)} ${f.unit.padEnd(12)}${f.target ? ` target ${f.target}` : ''}${mark}`,
      );
      all.push({ suite: suite.id, figure: f });
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(all, null, 2));
}

function format(v: number): string {
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toPrecision(3);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
