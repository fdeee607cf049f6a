// Shared pieces of the benchmarks: child servers on loopback, autocannon runs, a results table.
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Node's bare http server in its own process. */
export async function startBareServer() {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), { stdio: 'ignore' });
  const port = await new Promise((resolve) => child.once('message', (m) => resolve(m.port)));
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** The built gateway in its own process, on a throw-away embedded database unless env says otherwise. */
/** The node flags of package.json's `start:built` script. */
const START_BUILT_WORDS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[
  'start:built'
].split(' ');
const GATEWAY_NODE_FLAGS = START_BUILT_WORDS.filter((word) => word.startsWith('--'));
/** The script's environment assignments (`NAME=value` before `node`). */
const GATEWAY_ENV = Object.fromEntries(
  START_BUILT_WORDS.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2)),
);

export async function startGateway(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  // Started as `npm run start:built` starts it (package.json), V8's flags and the environment it sets included.
  const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, path.join(root, 'gateway/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...GATEWAY_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One autocannon run; returns requests/s, latency percentiles (ms) and error counts. */
export async function measure(name, options) {
  const result = await autocannon({ connections, duration, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests: result.requests.total,
  };
}

/**
 * Prints rows with their ratios to a baseline row (a row's own `baseline` when it has one) and writes them to
 * tests/bench/results/<file>.json.
 */
export function report(file, rows, baseline) {
  const ratio = (value, base) => (base ? +(value / base).toFixed(3) : undefined);
  const table = rows.map((r) => {
    const base = r.baseline ?? baseline;
    return {
      mesure: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      erreurs: r.errors,
      'ratio req/s': base && ratio(r.requestsPerSecond, base.requestsPerSecond),
      'ratio p50': base && ratio(r.p50, base.p50),
      'ratio p99': base && ratio(r.p99, base.p99),
    };
  });
  console.table(table);
  const dir = path.join(root, 'tests', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${file}.json`),
    JSON.stringify(
      { date: new Date().toISOString(), duration, connections, cpus: os.cpus().length, rows: table },
      null,
      2,
    ),
  );
}

/** autocannon options for a GraphQL POST. */
export function graphqlRequest(baseUrl, query, variables) {
  return {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(variables ? { query, variables } : { query }),
  };
}

/** The value at percentile `p` of ascending `sorted` values (NaN when there are none). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * Asks `/api/health` one request at a time, `everyMs` apart, until the returned `stop()`; `stop()` answers the
 * latencies (ms), ascending.
 */
export function probeHealth(url, everyMs = 20) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    running = false;
    await done;
    return latencies.sort((a, b) => a - b);
  };
}

/** The machine's load average, for the figures' context: a shared two-core machine is rarely idle. */
export const loadAverageLine = () =>
  `charge de la machine (1, 5, 15 min) : ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** Path and query of every URL of the gateway's sitemap.xml (an index's parts included), as a crawler finds them. */
export async function sitemapPaths(url) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  // An index lists further sitemaps: their pages are what a crawler fetches.
  if (!xml.includes('<sitemapindex')) return locations.map((l) => l.pathname + l.search);
  const paths = [];
  for (const part of locations) paths.push(...(await sitemapPaths(url + part.pathname)));
  return paths;
}

const HOLD_QUERY = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingRefused { reason } }
}`;

/**
 * Holds of a service's starts at a centre for `duration` seconds at `connections`, each start taken at random among
 * `starts` and each request from the address `addressOf(n)` gives its n-th request (through a trusted proxy's
 * X-Forwarded-For). Answers autocannon's result and the count of each answer (`BookingHeld`, a refusal's reason, or
 * an HTTP status).
 */
export async function holdLoad(url, { centre, service, starts, addressOf }) {
  const outcomes = new Map();
  let sent = 0;
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/graphql`,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              sent += 1;
              const start = starts[Math.floor(Math.random() * starts.length)];
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(sent) },
                body: JSON.stringify({ query: HOLD_QUERY, variables: { input: { centre, service, ...start } } }),
              };
            },
            onResponse: (status, body) => {
              const answer = status === 200 ? JSON.parse(body).data?.holdBookingSlot : null;
              const key = answer ? (answer.reason ?? answer.__typename) : `HTTP ${status}`;
              outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  return { result, outcomes };
}
