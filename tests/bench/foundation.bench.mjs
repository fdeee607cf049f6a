// Foundation benchmark: GET /api/health, the SPA HTML of a deep link and a GraphQL `services` query, each
// against Node's bare http server answering a fixed string, in the same run on the same machine.
import { graphqlRequest, measure, report, startBareServer, startGateway } from './lib.mjs';

const bare = await startBareServer();
const gateway = await startGateway();
try {
  const rows = [];
  rows.push(await measure('http nu (référence)', { url: bare.url }));
  rows.push(await measure('GET /api/health', { url: `${gateway.url}/api/health` }));
  rows.push(
    await measure('HTML d’un lien profond', {
      url: `${gateway.url}/montpellier/services/reprogrammation-moteur`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    }),
  );
  rows.push(
    await measure('GraphQL services', {
      ...graphqlRequest(gateway.url, '{ services { slug name shortDescription price { from to unit } duration } }'),
    }),
  );
  report('foundation', rows, rows[0]);
} finally {
  await Promise.all([bare.stop(), gateway.stop()]);
}
