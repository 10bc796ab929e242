/**
 * Fuzz (acceptance: "a fuzz run of every importer and every API method's input for at least 60 s
 * each: 0 crashes, 0 partial writes"). Two drivers, each running until every one of its targets
 * (an API method; a file format, i.e. a fixture folder) has had FUZZ_SECONDS_EACH seconds
 * (default 60: about 55 minutes for the API's methods and 13 for the formats; set it lower for a
 * quick run; FUZZ_METHODS=a,b fuzzes only those API methods, FUZZ_DRIVERS=api or files one driver):
 *  - api: every contract method on a real backend, inputs generated from its zod schema
 *    (test/support/fuzz/apiFuzz.ts; Scryfall is a local fake server);
 *  - files: byte-level mutations of the real fixture files through the parsers and through
 *    files.preview / files.commit (test/support/fuzz/fileFuzz.ts).
 * Prints a table per method / fixture folder and every failure with its input; sets a nonzero
 * exit code when there is any crash or partial write. FUZZ_SEED picks the seed (printed).
 */
import { fuzzApi } from '../test/support/fuzz/apiFuzz';
import { tallyLine, type Failure, type FuzzLog } from '../test/support/fuzz/checks';
import { fuzzFiles } from '../test/support/fuzz/fileFuzz';
import type { BenchSuite, Figure } from './types';

function printFailure(f: Failure): void {
  console.log(`  !! ${f.kind.toUpperCase()} in ${f.where}: ${f.message.slice(0, 800)}\n     input: ${f.input}`);
}

/** Seconds given to each target: tallies of one target share the key's last word (`parse csv`, `import csv`). */
function secondsPerTarget(log: FuzzLog): Map<string, number> {
  const out = new Map<string, number>();
  for (const [where, t] of log.tallies) {
    const target = where.split(' ').at(-1) ?? where;
    out.set(target, (out.get(target) ?? 0) + t.ms / 1000);
  }
  return out;
}

function figuresOf(driver: string, log: FuzzLog, secondsEach: number): Figure[] {
  for (const [where, t] of [...log.tallies].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${tallyLine(where, t)}`);
  const t = log.totals();
  const perTarget = secondsPerTarget(log);
  const least = Math.min(...perTarget.values());
  return [
    { name: `${driver}: cases run (${perTarget.size} ${driver === 'api' ? 'methods' : 'formats'})`, value: t.cases, unit: 'cases' }, // prettier-ignore
    { name: `${driver}: least time given to one ${driver === 'api' ? 'method' : 'format'}`, value: least, unit: 's', target: `≥ ${secondsEach}`, ok: least >= secondsEach }, // prettier-ignore
    { name: `${driver}: whole run`, value: t.ms / 1000, unit: 's' },
    { name: `${driver}: ok answers`, value: t.ok, unit: 'answers' },
    { name: `${driver}: plain errors (validation, bad_input, not_found …)`, value: t.errors, unit: 'answers' },
    { name: `${driver}: crashes (throws, internal errors, integrity)`, value: t.crashes, unit: 'crashes', target: '0', ok: t.crashes === 0 }, // prettier-ignore
    { name: `${driver}: partial writes (failing call changed row counts)`, value: t.partialWrites, unit: 'writes', target: '0', ok: t.partialWrites === 0 }, // prettier-ignore
  ];
}

export const fuzzBench: BenchSuite = {
  id: 'fuzz',
  title: 'Fuzz: every API method and every importer (crashes, partial writes)',
  async run(): Promise<Figure[]> {
    const secondsEach = Number(process.env.FUZZ_SECONDS_EACH ?? 60);
    const seed = process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000);
    console.log(`  seed ${seed} (FUZZ_SEED=${seed} to repeat), ${secondsEach} s per method and per format (FUZZ_SECONDS_EACH)`); // prettier-ignore
    // FUZZ_DRIVERS=api or =files runs one driver (two processes can then share the hour).
    const drivers = (process.env.FUZZ_DRIVERS ?? 'api,files').split(',');
    const figures: Figure[] = [];
    const logs: FuzzLog[] = [];
    if (drivers.includes('api')) {
      console.log('  api: every contract method, inputs from its zod schema');
      const only = process.env.FUZZ_METHODS?.split(',').filter(Boolean);
      if (only) console.log(`  only the methods ${only.join(', ')} (FUZZ_METHODS)`);
      const api = await fuzzApi({ secondsEach, seed, only, onFailure: printFailure });
      figures.push(...figuresOf('api', api, secondsEach));
      logs.push(api);
    }
    if (drivers.includes('files')) {
      console.log('  files: mutated fixture files; "parse" = the parsers, "import" = files.preview + files.commit (2 answers a case)'); // prettier-ignore
      const files = await fuzzFiles({ secondsEach, seed, onFailure: printFailure });
      figures.push(...figuresOf('files', files, secondsEach));
      logs.push(files);
    }
    const failures = logs.flatMap((l) => l.failures);
    const crashes = failures.filter((f) => f.kind === 'crash').length;
    const partial = failures.length - crashes;
    if (failures.length) {
      console.log(`\n  FUZZ FAILED: ${crashes} crashes, ${partial} partial writes (listed above with their inputs)`);
      process.exitCode = 1;
    } else console.log('\n  fuzz: 0 crashes, 0 partial writes');
    return figures;
  },
};
