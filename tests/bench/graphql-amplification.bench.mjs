// GraphQL amplification: 30 clients each send, in a loop, one public query of 100 aliased `realisations(first: 100)`
// (the shape that made 1.66 MB answers and pushed /api/health to 11 s), while /api/health is asked every 20 ms on
// another connection. Prints the answers' statuses and sizes and the health checks' p50, p99 and longest latency:
// idle, under the amplified queries (refused by the cost limit), and under the most costly query the limit lets
// through (one page of 100 realisations with every card field), next to the cheapest query as a floor. Goal: health
// p99 under 100 ms. The load runs in a worker thread; on a shared two-core machine, read the load average printed.
import { root, duration, startGateway } from './lib.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const CLIENTS = 30;
const card = `id centre type title slug description date featured mediaUrl thumbnailUrl
  vehicle { brand model year engine } modifications gains { powerBefore powerAfter torqueBefore torqueAfter }
  gallery { url type alt isPrimary sortOrder }`;
// A fragment keeps the document under the 2,000-token parser limit, as an attacker would.
const amplified = `fragment C on Realisation { ${card} } { ${Array.from({ length: 100 }, (_, i) => `a${i}: realisations(first: 100) { nodes { ...C } }`).join(' ')} }`;
const largestAllowed = `{ realisations(first: 100) { nodes { ${card} } pageInfo { endCursor hasNextPage } } }`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** Asks /api/health every 20 ms until `stop()`; returns the latencies (ms). */
function probeHealth(url) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await done;
    return latencies.sort((a, b) => a - b);
  };
}

/**
 * CLIENTS loops posting `query` for `duration` seconds; returns status counts, answers and the largest answer. Runs in
 * a worker thread, so that the health checks' timings are not the load generator's own queue.
 */
function flood(url, query) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, query } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function floodHere(url, query) {
  const statuses = {};
  let answers = 0;
  let largest = 0;
  const until = performance.now() + duration * 1000;
  const body = JSON.stringify({ query });
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        const bytes = Buffer.byteLength(text);
        const code = response.ok ? '' : ` ${JSON.parse(text).errors?.[0]?.extensions?.code}`;
        statuses[response.status + code] = (statuses[response.status + code] ?? 0) + 1;
        largest = Math.max(largest, bytes);
        answers++;
      }
    }),
  );
  return { statuses, answers, largest };
}

if (!isMainThread) {
  parentPort.postMessage(await floodHere(workerData.url, workerData.query));
} else {
  await main();
}

async function main() {
  const gateway = await startGateway({ DEMO_CONTENT: 'true' });
  try {
    const count = (await (await fetch(`${gateway.url}/api/realizations`)).json()).data.length;
    console.log(`${count} réalisations de démonstration ; ${CLIENTS} clients, ${duration} s par mesure`);
    console.log(
      `charge de la machine (1, 5, 15 min) : ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    const rows = [];
    const measure = async (name, query) => {
      const stop = probeHealth(gateway.url);
      const load = query
        ? await flood(gateway.url, query)
        : (await new Promise((r) => setTimeout(r, duration * 1000)), null);
      const health = await stop();
      rows.push({
        mesure: name,
        réponses: load?.answers ?? 0,
        statuts: load ? JSON.stringify(load.statuses) : '',
        'plus grande (Ko)': load ? Math.round(load.largest / 1024) : 0,
        'health p50 ms': +percentile(health, 50).toFixed(1),
        'health p99 ms': +percentile(health, 99).toFixed(1),
        'health max ms': +health.at(-1).toFixed(1),
        sondes: health.length,
      });
    };
    await measure('au repos', null);
    // The floor: the same 30 clients with the cheapest query, i.e. what a saturated gateway costs health checks anyway.
    await measure('plancher : { __typename }', '{ __typename }');
    await measure('100 alias × realisations(first: 100)', amplified);
    await measure('plus coûteuse admise (first: 100)', largestAllowed);
    console.table(rows);
    const dir = path.join(root, 'tests', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'graphql-amplification.json'),
      JSON.stringify(
        { date: new Date().toISOString(), duration, clients: CLIENTS, loadAverage: os.loadavg(), rows },
        null,
        2,
      ),
    );
    const amplifiedRow = rows.find((row) => row.mesure.startsWith('100 alias'));
    if (amplifiedRow['health p99 ms'] >= 100) {
      console.error(`/api/health p99 ${amplifiedRow['health p99 ms']} ms sous requêtes amplifiées : objectif < 100 ms`);
      process.exitCode = 1;
    }
  } finally {
    await gateway.stop();
  }
}
