// GraphQL amplification: 30 clients each send, in a loop, one public query of 100 aliased `realisations(first: 100)`
// (the shape that made 1.66 MB answers and pushed /api/health to 11 s), while /api/health is asked every 20 ms on
// another connection. Prints the answers' statuses and sizes and the health checks' p50, p99 and longest latency:
// idle, under the amplified queries (refused by the cost limit), and under the most costly query the limit lets
// through (one page of 24 realisations with every card field), next to the cheapest query as a floor. Goal: health
// p99 under 100 ms. Then 8 clients send 250 aliases of `services` with its text fields (a list without `first`: a
// 5 kB request that answered 9 MB while lists without `first` counted once), next to the same 8 clients' floor, and
// long texts under the cost limit, whose answers the anonymous cap refuses. Goal: health p99 under 50 ms. The load
// runs in a worker thread; on a shared two-core machine, read the load average printed.
import { root, duration, loadAverageLine, percentile, probeHealth, startGateway } from './lib.mjs';
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
// The costliest page the limit lets through: 24 (the default page) with every card field, up to 30 photos each.
const largestAllowed = `{ realisations(first: 24) { nodes { ${card} } pageInfo { endCursor hasNextPage } } }`;
const SERVICE_CLIENTS = 8;
// Every text field of a service that the cost limit let through 250 times when a list counted once (20 per alias).
const service = `id slug name shortDescription longDescription duration warranty benefits process faq { question answer }
  seo { description keywords } technicalSpecs { equipmentUsed limitations supportedVehicles }`;
const servicesAliased = `fragment S on Service { ${service} } { ${Array.from({ length: 250 }, (_, i) => `s${i}: services { ...S }`).join(' ')} }`;
// Long texts cost 1 each: 150 aliases of the services' long descriptions pass the cost limit (1,200) and would make a
// 1.3 MB answer; the limit of 10 names per field refuses them before they run.
const longTexts = `{ ${Array.from({ length: 150 }, (_, i) => `s${i}: services { longDescription }`).join(' ')} }`;

/**
 * CLIENTS loops posting `query` for `duration` seconds; returns status counts, answers and the largest answer. Runs in
 * a worker thread, so that the health checks' timings are not the load generator's own queue.
 */
function flood(url, query, clients) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, query, clients } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function floodHere(url, query, clients) {
  const statuses = {};
  let answers = 0;
  let largest = 0;
  const until = performance.now() + duration * 1000;
  const body = JSON.stringify({ query });
  await Promise.all(
    Array.from({ length: clients }, async () => {
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
  parentPort.postMessage(await floodHere(workerData.url, workerData.query, workerData.clients));
} else {
  await main();
}

async function main() {
  const gateway = await startGateway({ DEMO_CONTENT: 'true' });
  try {
    const count = (await (await fetch(`${gateway.url}/api/realizations`)).json()).data.length;
    console.log(`${count} réalisations de démonstration ; ${CLIENTS} clients, ${duration} s par mesure`);
    console.log(loadAverageLine());
    const rows = [];
    const measure = async (name, query, clients = CLIENTS) => {
      const stop = probeHealth(gateway.url);
      const load = query
        ? await flood(gateway.url, query, clients)
        : (await new Promise((r) => setTimeout(r, duration * 1000)), null);
      const health = await stop();
      rows.push({
        mesure: name,
        clients: query ? clients : 0,
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
    await measure('plus coûteuse admise (first: 24)', largestAllowed);
    await measure('plancher : { __typename }', '{ __typename }', SERVICE_CLIENTS);
    await measure('250 alias × services', servicesAliased, SERVICE_CLIENTS);
    await measure('150 alias × services { longDescription }', longTexts, SERVICE_CLIENTS);
    console.table(rows);
    console.log(
      `requête services : ${Buffer.byteLength(JSON.stringify({ query: servicesAliased }))} octets ; charge (1, 5, 15 min) : ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
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
    for (const [prefix, goal] of [
      ['100 alias', 100],
      ['250 alias', 50],
      ['150 alias', 50],
    ]) {
      const row = rows.find((r) => r.mesure.startsWith(prefix));
      if (row['health p99 ms'] >= goal) {
        console.error(`/api/health p99 ${row['health p99 ms']} ms sous « ${row.mesure} » : objectif < ${goal} ms`);
        process.exitCode = 1;
      }
    }
  } finally {
    await gateway.stop();
  }
}
