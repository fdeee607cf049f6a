// Vehicle search benchmark (decision 051): the first screen's search as visitors type it, each letter of a few real
// searches in turn (the combobox asks after a pause, so a word is often sent half typed), over GraphQL and REST, at
// BENCH_CONNECTIONS (50) connections, against GET /api/health in the same run. Goal: p99 under 50 ms.
import { graphqlRequest, measure, report, startGateway } from './lib.mjs';

const TYPED = ['golf 7 gti', '308 1.2 130', 'classe a 180 d', 'mt 07', 'transit custom', 'clio 5', 'tmax', 'zzyzx'];
/** Every prefix of two characters or more: what a visitor's pauses send. */
const SEARCHES = TYPED.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)));
const QUERY = `query VehicleSearch($query: String!, $limit: Int) {
  vehicleSearch(query: $query, limit: $limit) {
    query results { kind type typeLabel label manufacturer model generation engine powerHp fuelLabel yearFrom yearTo levels }
  }
}`;

const gateway = await startGateway();
try {
  // The index is built on the first search.
  await fetch(`${gateway.url}/api/vehicles/search?q=golf`);
  const graphqlRequests = SEARCHES.map((query) => {
    const { method, headers, body } = graphqlRequest(gateway.url, QUERY, { query, limit: 8 });
    return { method, headers, body, path: '/graphql' };
  });
  const rows = [];
  rows.push(await measure('GET /api/health (référence)', { url: `${gateway.url}/api/health` }));
  rows.push(
    await measure(`GraphQL vehicleSearch (${SEARCHES.length} saisies)`, {
      url: gateway.url,
      requests: graphqlRequests,
    }),
  );
  rows.push(
    await measure('GET /api/vehicles/search?q=', {
      url: gateway.url,
      requests: SEARCHES.map((q) => ({ method: 'GET', path: `/api/vehicles/search?q=${encodeURIComponent(q)}` })),
    }),
  );
  report('vehicle-search', rows, rows[0]);
} finally {
  await gateway.stop();
}
