// Issue 7, part 6: a mixed load on the built gateway (demo content, embedded database unless BENCH_DATABASE_URL):
// 80 % public pages and GraphQL reads, 15 % REST reads, 5 % admin writes, at 50 and 200 connections for
// MIXED_DURATION seconds each (default 30), against Node's bare http server in the same run.
// Goals: no errors, p99 under 100 ms at 50 connections on 2 cores. Before any timing, one cycle on each of 50
// connections must answer every request with a success and keep every admin write (its audit line); it fails otherwise.
import { checkConcurrentCycles, checkCycle, mixedLoadCycle } from '../support/mixed-load.mjs';
import { measure, report, startBareServer, startGateway } from './lib.mjs';

const seconds = Number(process.env.MIXED_DURATION ?? 30);
const admin = { username: 'charge', password: 'mot-de-passe-de-charge-34' };
const env = { DEMO_CONTENT: 'true', ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

const bare = await startBareServer();
const gateway = await startGateway(env);
try {
  const cycle = await mixedLoadCycle(gateway.url, admin);
  const { requests } = cycle;
  await checkCycle(gateway.url, requests);
  // Correct before fast: one cycle per connection, every answer a success and every write kept (throws otherwise).
  await checkConcurrentCycles(gateway.url, cycle, 50);
  const rows = [];
  for (const connections of [50, 200]) {
    const reference = await measure(`http nu (référence), ${connections} connexions`, {
      url: bare.url,
      connections,
      duration: seconds,
    });
    const mixed = await measure(`mélange, ${connections} connexions`, {
      url: gateway.url,
      requests,
      connections,
      duration: seconds,
    });
    rows.push(reference, { ...mixed, baseline: reference });
  }
  report('mixed-load', rows);
} finally {
  await Promise.all([bare.stop(), gateway.stop()]);
}
