// Catalogue benchmark: the engine page's data (GraphQL `engine` query and its REST mirror) and the manufacturers
// list, against GET /api/health in the same run, with the full shipped catalogue. Goal: p99 under 20 ms.
import { graphqlRequest, measure, report, startGateway } from './lib.mjs';

const gateway = await startGateway();
const engineQuery = `query Engine($type: String!, $manufacturer: String!, $model: String!, $year: Int!, $engine: String!) {
  engine(type: $type, manufacturer: $manufacturer, model: $model, year: $year, engine: $engine) {
    name powerHp torqueNm fuelLabel stages { stage powerHp torqueNm powerGainHp torqueGainNm estimated }
  }
}`;
try {
  const engines = await (await fetch(`${gateway.url}/api/vehicles/car/peugeot/308/2019/engines`)).json();
  const engine = engines.data[0].slug;
  const engineRequest = graphqlRequest(gateway.url, engineQuery, {
    type: 'car',
    manufacturer: 'peugeot',
    model: '308',
    year: 2019,
    engine,
  });
  const rows = [];
  rows.push(await measure('GET /api/health (référence)', { url: `${gateway.url}/api/health` }));
  rows.push(
    await measure('GraphQL engine (page moteur)', {
      ...engineRequest,
    }),
  );
  rows.push(
    await measure('GraphQL engine, 10 connexions', {
      connections: 10,
      ...engineRequest,
    }),
  );
  rows.push(
    await measure('GET /api/vehicles/…/{moteur}', {
      url: `${gateway.url}/api/vehicles/car/peugeot/308/2019/${engine}`,
    }),
  );
  rows.push(
    await measure('GraphQL manufacturers', {
      ...graphqlRequest(gateway.url, '{ manufacturers(type: "car") { slug name modelCount } }'),
    }),
  );
  rows.push(
    await measure('GET /api/vehicles/car/manufacturers', { url: `${gateway.url}/api/vehicles/car/manufacturers` }),
  );
  report('catalogue', rows, rows[0]);
} finally {
  await gateway.stop();
}
