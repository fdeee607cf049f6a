// Issue 7, part 4: bad input on every REST and GraphQL endpoint, FUZZ_BENCH_RUNS cases each (default 2,000), on the
// built gateway. The generators and properties are those of tests/api/fuzz.test.ts (tests/support/fuzz-cases.mjs).
// Prints, per endpoint, the cases run and how many answered 2xx, 4xx and 5xx (5xx must be 0) and the cases that broke
// a property; then stops the gateway and checks that its database and media folder agree with what was acknowledged.
// FUZZ_SEED replays a run; FUZZ_ONLY=<text> runs the endpoints whose name contains it.
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  consistencyProblems,
  count,
  createFuzzContext,
  DEFAULT_SEED,
  describeCase,
  fuzzEndpoints,
  newStats,
  runCase,
  send,
} from '../support/fuzz-cases.mjs';
import { root, startGateway } from './lib.mjs';

const runs = Number(process.env.FUZZ_BENCH_RUNS ?? 2000);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const only = process.env.FUZZ_ONLY;
/** Cases in flight at once for endpoints that only read; writes run one at a time (their state is followed). */
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 4);
/** Cases generated at a time (huge strings stay out of memory until their turn). */
const BATCH = 100;

const admin = { username: 'fuzz-bench', password: 'mot-de-passe-du-banc-fuzz-34' };
const gateway = await startGateway({
  DEMO_CONTENT: 'false',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  // The fuzzer speaks from many addresses (X-Forwarded-For) and fails sign-ins on purpose: lockouts kept short.
  TRUST_PROXY: '1',
  LOGIN_LOCKOUT_MAX_SECONDS: '1',
});

const rows = [];
const failures = [];
let consistency = [];
const started = Date.now();
let stopped = false;
try {
  const ctx = await createFuzzContext({ baseUrl: gateway.url, admin });
  const endpoints = fuzzEndpoints(ctx).filter((e) => !only || e.name.includes(only));
  console.log(`${endpoints.length} endpoints, ${runs} cases each, seed ${seed}`);
  for (const [index, endpoint] of endpoints.entries()) {
    const stats = newStats();
    const shown = new Set();
    const t0 = Date.now();
    const run = async (fuzzCase) => {
      let result;
      try {
        result = await runCase(ctx, endpoint, fuzzCase);
      } catch (error) {
        result = { status: -1, problems: [`exception : ${error.message}`], path: '', reset: false };
      }
      count(stats, result);
      for (const problem of result.problems) {
        const key = problem.slice(0, 50);
        if (shown.has(key) || shown.size >= 10) continue;
        shown.add(key);
        failures.push({ endpoint: endpoint.name, status: result.status, problem, case: describeCase(fuzzCase) });
      }
      return result;
    };
    for (const example of endpoint.examples ?? []) await run(example);
    const lanes = endpoint.writes ? 1 : concurrency;
    for (let done = 0; done < runs; done += BATCH) {
      const cases = fc.sample(endpoint.arbitrary, {
        numRuns: Math.min(BATCH, runs - done),
        seed: seed + index * 100_003 + done,
      });
      let next = 0;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (next < cases.length) await run(cases[next++]);
        }),
      );
      if (stats.problems && !(await alive(gateway.url)))
        throw new Error(`la passerelle ne répond plus (${endpoint.name})`);
    }
    const seconds = (Date.now() - t0) / 1000;
    rows.push({
      endpoint: endpoint.name,
      cases: stats.cases,
      '2xx': stats['2xx'],
      '4xx': stats['4xx'],
      '5xx': stats['5xx'],
      autres: stats['3xx'] + stats.reset,
      'propriétés violées': stats.problems,
      s: +seconds.toFixed(1),
    });
    console.log(
      `${endpoint.name}: ${stats.cases} cas, 2xx ${stats['2xx']}, 4xx ${stats['4xx']}, 5xx ${stats['5xx']}, violations ${stats.problems}, ${seconds.toFixed(1)} s`,
    );
  }

  // Graceful stop, then the database and the media folder as the gateway left them.
  process.kill(gateway.pid, 'SIGTERM');
  await exited(gateway.pid);
  stopped = true;
  consistency = await checkData(gateway.dataDir, ctx.state);
} finally {
  await gateway.stop();
}

const totals = rows.reduce(
  (t, r) => ({
    cases: t.cases + r.cases,
    '2xx': t['2xx'] + r['2xx'],
    '4xx': t['4xx'] + r['4xx'],
    '5xx': t['5xx'] + r['5xx'],
  }),
  { cases: 0, '2xx': 0, '4xx': 0, '5xx': 0 },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.table(rows);
console.log(
  `Total : ${totals.cases} cas (2xx ${totals['2xx']}, 4xx ${totals['4xx']}, 5xx ${totals['5xx']}) en ${minutes} min, graine ${seed}`,
);
for (const f of failures) console.log(`\n✗ ${f.endpoint} → ${f.status}\n  ${f.problem}\n  cas : ${f.case}`);
console.log(
  consistency.length ? `\n✗ Cohérence :\n  ${consistency.join('\n  ')}` : '\nCohérence de la base et des médias : OK',
);

const dir = path.join(root, 'tests', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, 'fuzz.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      seed,
      runsPerEndpoint: runs,
      cpus: os.cpus().length,
      minutes: +minutes,
      totals,
      rows,
      failures,
      consistency,
    },
    null,
    2,
  ),
);
if (totals['5xx'] || failures.length || consistency.length || !stopped) process.exitCode = 1;

async function alive(url) {
  try {
    return (await send(url, { path: '/api/health' })).status === 200;
  } catch {
    return false;
  }
}

async function exited(pid) {
  for (let i = 0; i < 600; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la passerelle ne s’arrête pas');
}

/** Opens the stopped gateway's database with the built gateway's own code and runs the consistency check. */
async function checkData(dataDir, state) {
  const dist = (file) => import(pathToFileURL(path.join(root, 'gateway', 'dist', file)).href);
  const [{ loadConfig }, { openDatabase }, { createLogger }] = await Promise.all([
    dist('config.js'),
    dist('db/database.js'),
    dist('lib/logger.js'),
  ]);
  const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), createLogger('silent'));
  try {
    return await consistencyProblems({ query: (sql) => database.dataSource.query(sql), dataDir, state });
  } finally {
    await database.close();
  }
}
