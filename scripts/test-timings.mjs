// Prints the slowest test files and tests of the last `npm test` run, from the JSON reports that Vitest and
// Playwright write under test-reports/. `node scripts/test-timings.mjs [count]` (default 10).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 10);
const files = [];
const tests = [];
const relative = (file) => path.relative(root, file);

// `npm test` runs Vitest twice, each run with its report: the unit projects before the build, the API one after it.
for (const report of ['vitest-unit.json', 'vitest-api.json']) {
  const vitestReport = path.join(root, 'test-reports', report);
  if (!existsSync(vitestReport)) continue;
  for (const file of JSON.parse(readFileSync(vitestReport, 'utf8')).testResults) {
    files.push({ seconds: (file.endTime - file.startTime) / 1000, name: `vitest ${relative(file.name)}` });
    for (const t of file.assertionResults)
      tests.push({ seconds: (t.duration ?? 0) / 1000, name: `vitest ${relative(file.name)} › ${t.fullName}` });
  }
}

const playwrightReport = path.join(root, 'test-reports', 'playwright.json');
if (existsSync(playwrightReport)) {
  const perFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const result of t.results) {
          const key = `playwright [${t.projectName}] ${file}`;
          perFile.set(key, (perFile.get(key) ?? 0) + result.duration / 1000);
          tests.push({
            seconds: result.duration / 1000,
            name: `playwright [${t.projectName}] ${file} › ${spec.title}`,
          });
        }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of JSON.parse(readFileSync(playwrightReport, 'utf8')).suites) walk(suite, suite.file);
  // A browser file's time is the sum of its tests (they run in parallel, so this is work, not wall time).
  for (const [name, seconds] of perFile) files.push({ seconds, name });
}

const table = (title, rows) => {
  console.log(`\n${title}`);
  for (const row of rows.sort((a, b) => b.seconds - a.seconds).slice(0, count))
    console.log(`${row.seconds.toFixed(1).padStart(7)} s  ${row.name}`);
};
if (!files.length) console.log('Aucun rapport sous test-reports/ : lancez « npm test » d’abord.');
else {
  table(`Les ${count} fichiers de test les plus lents`, files);
  table(`Les ${count} tests les plus lents`, tests);
}
