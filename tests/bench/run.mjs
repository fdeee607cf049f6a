// `npm run bench`: every benchmark of tests/bench, one after the other (BENCH_DURATION seconds each, default 10).
import { readdirSync } from 'node:fs';
import path from 'node:path';

const only = process.argv[2];
for (const file of readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file}`);
  await import(path.join(import.meta.dirname, file));
}
