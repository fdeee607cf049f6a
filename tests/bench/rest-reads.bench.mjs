// Cached REST reads (issue: request throughput): a small fixed answer, a gallery list of the demo content and the
// catalogue's manufacturers, all served from memory, against Node's bare http server in the same run. The gateway
// logs at `info`, as in production (its stdout goes nowhere), so the per-request log line is part of what is
// measured. Goal: about 0.5 of bare http, what Express 5 itself reaches.
import { measure, report, startBareServer, startGateway } from './lib.mjs';

const bare = await startBareServer();
const gateway = await startGateway({ DEMO_CONTENT: 'true', LOG_LEVEL: 'info' });
try {
  const get = (path, encoding) => ({
    url: `${gateway.url}${path}`,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });
  // Warm the caches, so that every measured request is a cached read.
  for (const path of ['/api/realizations/center/montpellier', '/api/vehicles/car/manufacturers'])
    if (!(await fetch(`${gateway.url}${path}`)).ok) throw new Error(`${path} ne répond pas`);
  const rows = [];
  rows.push(await measure('http nu (référence)', { url: bare.url }));
  rows.push(await measure('GET /api/health', get('/api/health')));
  rows.push(await measure('GET /api/vehicles/types (petite réponse)', get('/api/vehicles/types')));
  rows.push(await measure('GET /api/realizations/center/montpellier', get('/api/realizations/center/montpellier')));
  rows.push(await measure('… même lecture, gzip', get('/api/realizations/center/montpellier', 'gzip')));
  rows.push(await measure('GET /api/vehicles/car/manufacturers, gzip', get('/api/vehicles/car/manufacturers', 'gzip')));
  report('rest-reads', rows, rows[0]);
} finally {
  await Promise.all([bare.stop(), gateway.stop()]);
}
