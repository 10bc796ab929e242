import { runCli } from './run';

// `npm run cli -- <command>` and the `kitchen-table` bin entry.
runCli(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  stderr: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`Kitchen Table CLI crashed: ${String(err)}\n`);
    process.exitCode = 1;
  },
);
