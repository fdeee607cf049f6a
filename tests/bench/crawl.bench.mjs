// Issue 24: the site as a search engine sees it. Every URL of sitemap.xml is fetched, CRAWL_CONNECTIONS at a time
// (default 4 and 16, each on a gateway just started, so that every page is rendered once), with `/api/health` timed
// every 50 ms meanwhile and against the same probe while idle, in the same run. Resident memory of the gateway is
// read at rest after a first start (demo content written), at rest after a second start on the same data, and after
// each crawl. A soak (CRAWL_SOAK crawls, default 3, on one gateway at 16 connections) shows whether memory keeps
// growing: read right after each crawl, and once the render threads have ended and their memory is returned (45 s later). Goals (two cores, embedded database): 0 errors and health p99 < 50 ms at 16 connections; resident
// memory ≤ 300 MB at rest and ≤ 450 MB after three crawls. Results in tests/bench/results/crawl.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverageLine, percentile, probeHealth, root, sitemapPaths, startGateway } from './lib.mjs';

const LEVELS = (process.env.CRAWL_CONNECTIONS ?? '4,16').split(',').map(Number);
const SOAK = Number(process.env.CRAWL_SOAK ?? 3);
/** How long the gateway is left alone before its memory is read "at rest". */
const SETTLE_MS = 5000;
/**
 * Render threads end after 30 s with nothing to do (gateway/src/app.ts): memory is read again once they have, and once
 * V8 has given their heap's pages back to the system (it pools a finished thread's pages for a few seconds first).
 */
const THREADS_ENDED_MS = 45_000;

const residentMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const ms = (value) => Math.round(value * 10) / 10;

/** Every path once, `connections` at a time, as a crawler fetches pages: one request after another per connection. */
async function crawl(url, paths, connections) {
  const latencies = [];
  const failures = new Map();
  let next = 0;
  const started = performance.now();
  const stopProbe = probeHealth(url, 50);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < paths.length) {
        const page = paths[next++];
        const begun = performance.now();
        try {
          const response = await fetch(url + page, { headers: { 'accept-encoding': 'br, gzip' } });
          await response.arrayBuffer();
          if (response.status !== 200) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
        } catch (error) {
          failures.set(error.code ?? error.message, (failures.get(error.code ?? error.message) ?? 0) + 1);
        }
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const health = await stopProbe();
  latencies.sort((a, b) => a - b);
  return {
    pagesPerSecond: Math.round(paths.length / seconds),
    pageP50: ms(percentile(latencies, 50)),
    pageP99: ms(percentile(latencies, 99)),
    errors: [...failures.values()].reduce((a, b) => a + b, 0),
    failures: Object.fromEntries(failures),
    healthP50: ms(percentile(health, 50)),
    healthP99: ms(percentile(health, 99)),
  };
}

async function idleHealth(url) {
  const stop = probeHealth(url, 50);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const health = await stop();
  return { p50: ms(percentile(health, 50)), p99: ms(percentile(health, 99)) };
}

const rows = [];
const memory = {};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-crawl-'));
try {
  // Memory at rest: a first start writes the demo content, a second one finds it.
  for (const [index, start] of ['premier démarrage', 'second démarrage'].entries()) {
    const gateway = await startGateway({ DEMO_CONTENT: 'true', DATA_DIR: dataDir });
    await settle();
    memory[start] = residentMb(gateway.pid);
    if (index === 1) {
      const paths = await sitemapPaths(gateway.url);
      memory.urls = paths.length;
    }
    await gateway.stop();
  }
  for (const connections of LEVELS) {
    const gateway = await startGateway({ DEMO_CONTENT: 'true', DATA_DIR: dataDir });
    const paths = await sitemapPaths(gateway.url);
    await settle();
    const before = residentMb(gateway.pid);
    const idle = await idleHealth(gateway.url);
    const result = await crawl(gateway.url, paths, connections);
    rows.push({
      crawl: `${connections} connexions`,
      'pages/s': result.pagesPerSecond,
      'page p50 ms': result.pageP50,
      'page p99 ms': result.pageP99,
      erreurs: result.errors,
      'health p50 ms': result.healthP50,
      'health p99 ms': result.healthP99,
      'health repos p99 ms': idle.p99,
      'RSS avant Mo': before,
      'RSS après Mo': residentMb(gateway.pid),
    });
    if (result.errors) console.log(`${connections} connexions, échecs :`, result.failures);
    await gateway.stop();
  }
  if (SOAK > 0) {
    const gateway = await startGateway({ DEMO_CONTENT: 'true', DATA_DIR: dataDir });
    const paths = await sitemapPaths(gateway.url);
    await settle();
    const soak = [{ crawl: 0, 'RSS Mo': residentMb(gateway.pid) }];
    for (let round = 1; round <= SOAK; round++) {
      const result = await crawl(gateway.url, paths, 16);
      const after = residentMb(gateway.pid);
      await new Promise((resolve) => setTimeout(resolve, THREADS_ENDED_MS));
      soak.push({
        crawl: round,
        'pages/s': result.pagesPerSecond,
        erreurs: result.errors,
        'health p99 ms': result.healthP99,
        'RSS juste après Mo': after,
        'RSS Mo': residentMb(gateway.pid),
      });
    }
    memory.soak = soak;
    await gateway.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${memory.urls} URL dans sitemap.xml ; ${loadAverageLine()}`);
console.table(rows);
console.log('Mémoire résidente au repos (Mo) :', {
  premier: memory['premier démarrage'],
  second: memory['second démarrage'],
});
if (memory.soak) console.table(memory.soak);
const dir = path.join(root, 'tests', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, 'crawl.json'),
  JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, crawls: rows, memory }, null, 2),
);
