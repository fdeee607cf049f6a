// The suite under load: runs `npm test` RUNS times in a row (default 3) while tests/load/busy-core.mjs keeps one of
// the machine's cores busy, and prints each run's result and time. Exits non-zero unless every run passed.
//   node tests/load/stability.mjs [runs]
import { fork, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const runs = Number(process.argv[2] ?? 3);
const busy = fork(path.join(import.meta.dirname, 'busy-core.mjs'), ['180'], { stdio: 'ignore' });
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn('npm', ['test'], { cwd: root, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
      child.on('exit', resolve);
    });
    const minutes = (Date.now() - started) / 60_000;
    results.push({ passage: run, résultat: code === 0 ? 'réussi' : `échec (${code})`, minutes: +minutes.toFixed(1) });
    console.log(`\n=== passage ${run} : ${code === 0 ? 'réussi' : 'échec'} en ${minutes.toFixed(1)} min\n`);
  }
} finally {
  busy.kill();
}
console.table(results);
process.exitCode = results.every((r) => r.résultat === 'réussi') ? 0 : 1;
