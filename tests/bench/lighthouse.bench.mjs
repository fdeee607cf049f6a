// Lighthouse audits of five public pages with Lighthouse's default mobile settings (simulated throttling): the landing,
// a centre home, a service page, a configurator engine page and a centre's gallery, in the system Chromium against
// the built gateway with its demo realisations. Prints each page's four scores and the audits that cost points;
// the JSON reports go to tests/bench/results/lighthouse/ (git-ignored). The goal is 100 everywhere.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit, failingAudits, launchChromium, scores } from '../support/lighthouse.mjs';
import { graphqlRequest, root, startGateway } from './lib.mjs';

const CENTRE = 'montpellier';
const SERVICE = 'reprogrammation-moteur';
// The configurator's own example (tests/e2e/configurator.spec.ts): a Peugeot 308 of 2019.
const VEHICLE = { type: 'car', manufacturer: 'peugeot', model: '308', year: 2019 };

/** The first engine of the example vehicle, from the catalogue's GraphQL `engines` query. */
async function engineSlug(baseUrl) {
  const { url, ...init } = graphqlRequest(
    baseUrl,
    'query ($type: String!, $manufacturer: String!, $model: String!, $year: Int!) { engines(type: $type, manufacturer: $manufacturer, model: $model, year: $year) { slug } }',
    VEHICLE,
  );
  const { data } = await (await fetch(url, init)).json();
  const slug = data?.engines?.[0]?.slug;
  if (!slug) throw new Error('Aucune motorisation trouvée pour la Peugeot 308 de 2019');
  return slug;
}

/** Audits per page; the median one (by performance score) is reported. LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const gateway = await startGateway({ DEMO_CONTENT: 'true' });
const chromium = await launchChromium();
const outDir = path.join(root, 'tests', 'bench', 'results', 'lighthouse');
mkdirSync(outDir, { recursive: true });
const loadBefore = os.loadavg()[0];
const summary = [];
try {
  const { manufacturer, model, year } = VEHICLE;
  const pages = [
    { name: 'accueil', path: '/' },
    { name: 'centre', path: `/${CENTRE}` },
    { name: 'service', path: `/${CENTRE}/services/${SERVICE}` },
    {
      name: 'moteur',
      // The address writes the type `car` in its French word (contract/src/paths.ts).
      path: `/${CENTRE}/reprogrammation/voiture/${manufacturer}/${model}/${year}/${await engineSlug(gateway.url)}`,
    },
    { name: 'realisations', path: `/${CENTRE}/realisations` },
  ];
  // A first visit of each page warms the gateway's caches, so the audit measures the site and not a cold start.
  for (const page of pages) await fetch(gateway.url + page.path);
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(gateway.url + page.path, chromium.port));
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const { lhr, json } = runs[Math.floor(runs.length / 2)];
    writeFileSync(path.join(outDir, `${page.name}.json`), json);
    summary.push({
      ...page,
      scores: scores(lhr),
      performanceRuns: runs.map((r) => scores(r.lhr).performance),
      metrics: Object.fromEntries(Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id].displayValue])),
      failing: failingAudits(lhr),
    });
  }
} finally {
  chromium.kill();
  await gateway.stop();
}

console.log(
  `Lighthouse ${RUNS > 1 ? `(médiane de ${RUNS} passages par page) ` : ''}— réglages mobiles par défaut, ` +
    `charge de la machine ${loadBefore.toFixed(1)} puis ${os.loadavg()[0].toFixed(1)} sur ${os.cpus().length} cœurs`,
);
console.table(
  Object.fromEntries(
    summary.map((p) => [
      p.path,
      {
        performance: p.scores.performance,
        'perf. min–max': `${Math.min(...p.performanceRuns)}–${Math.max(...p.performanceRuns)}`,
        accessibilité: p.scores.accessibility,
        'bonnes pratiques': p.scores['best-practices'],
        SEO: p.scores.seo,
        ...p.metrics,
      },
    ]),
  ),
);
for (const page of summary) {
  if (!page.failing.length) continue;
  // Weight 0: a performance diagnostic, which explains the metrics but does not itself count in the score.
  console.log(`\n${page.path} — audits sous 1 (poids 0 : diagnostic, hors score) :`);
  console.table(
    page.failing.map((a) => ({
      catégorie: a.category,
      id: a.id,
      titre: a.title,
      score: a.score,
      valeur: a.displayValue,
      poids: a.weight,
    })),
  );
}
writeFileSync(
  path.join(outDir, 'summary.json'),
  JSON.stringify(
    { date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg(), runs: RUNS, pages: summary },
    null,
    2,
  ),
);
console.log(`\nRapports JSON (passage médian de chaque page) : ${path.relative(root, outDir)}/`);

// Accessibility, best practices and SEO do not depend on the machine's speed: anything below 100 is a defect, and
// fails the run (the performance score is reported against its goal, not enforced).
const defects = summary.flatMap((page) =>
  ['accessibility', 'best-practices', 'seo']
    .filter((category) => page.scores[category] !== 100)
    .map((category) => `${page.path} : ${category} ${page.scores[category]}`),
);
if (defects.length) {
  console.error(`\nScores sous 100 hors performance :\n${defects.join('\n')}`);
  process.exitCode = 1;
}
