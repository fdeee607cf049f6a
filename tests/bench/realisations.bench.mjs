// Gallery benchmark: 5,000 realisations and 20,000 gallery items, then GET /api/realizations/center/{id}?limit=24 and
// the GraphQL gallery query (first page of 24), against GET /api/health in the same run. Goal: p99 under 30 ms.
// Also reports the largest picture a phone downloads for the first screen of the gallery.
import pg from 'pg';
import { chromium } from '@playwright/test';
import { graphqlRequest, measure, report, startGateway } from './lib.mjs';

const REALISATIONS = 5000;
const ITEMS_PER_REALISATION = 4;

async function fill(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO realisation (centre_id, type, title, slug, description, date, vehicle_brand, vehicle_model, vehicle_year,
         vehicle_engine, modifications, power_before, power_after, torque_before, torque_after, media_url, thumbnail_url,
         featured, status, sort_order)
       SELECT (ARRAY['montpellier','beziers','perpignan','nice'])[1 + i % 4], CASE WHEN i % 5 = 0 THEN 'video' ELSE 'photo' END,
         'Réalisation ' || i, 'realisation-' || i, 'Description de la réalisation ' || i, DATE '2020-01-01' + (i % 2000),
         'Peugeot', '308', 2019, '1.2 PureTech 130', ARRAY['Stage 1','Passage au banc'], 130, 155, 230, 290,
         '/uploads/bench-1600.webp', '/uploads/bench-thumb.webp', i % 50 = 0, CASE WHEN i % 10 = 0 THEN 'inactive' ELSE 'active' END, i % 7
       FROM generate_series(1, ${REALISATIONS}) AS i`,
    );
    await client.query(
      `INSERT INTO realisation_gallery_item (realisation_id, url, type, alt, is_primary, sort_order)
       SELECT r.id, '/uploads/bench-' || n || '-1600.webp', 'photo', 'Vue ' || n, n = 0, n
       FROM realisation r, generate_series(0, ${ITEMS_PER_REALISATION - 1}) AS n`,
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

const database = process.env.BENCH_DATABASE_URL;
// The embedded database is reached through its socket only inside the gateway: the bench fills a server database.
const admin = database ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_${process.pid}`;
const setup = new pg.Client({ connectionString: admin });
await setup.connect();
await setup.query(`CREATE DATABASE ${name}`);
await setup.end();
const url = new URL(admin);
url.pathname = `/${name}`;

const gateway = await startGateway({ DATABASE_URL: url.toString(), DEMO_CONTENT: 'false' });
try {
  await fill(url.toString());
  const galleryRequest = graphqlRequest(
    gateway.url,
    'query { realisations(centre: "nice", first: 24) { nodes { id title type featured thumbnailUrl vehicle { brand model year } gains { powerBefore powerAfter } gallery { url alt } } pageInfo { endCursor hasNextPage } } }',
  );
  const rows = [];
  rows.push(await measure('GET /api/health (référence)', { url: `${gateway.url}/api/health` }));
  rows.push(
    await measure('GET /api/realizations/center/nice?limit=24', {
      url: `${gateway.url}/api/realizations/center/nice?limit=24`,
    }),
  );
  rows.push(
    await measure('GraphQL realisations(first: 24)', {
      ...galleryRequest,
    }),
  );
  rows.push(
    await measure('GET …/center/nice?limit=24, 10 connexions', {
      connections: 10,
      url: `${gateway.url}/api/realizations/center/nice?limit=24`,
    }),
  );
  rows.push(
    await measure('GraphQL realisations(first: 24), 10 connexions', {
      connections: 10,
      ...galleryRequest,
    }),
  );
  report('realisations', rows, rows[0]);
} finally {
  await gateway.stop();
  const cleanup = new pg.Client({ connectionString: admin });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}

// The first screen of the gallery on a phone, with the demo content: which pictures, how heavy.
const demo = await startGateway({ DEMO_CONTENT: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  await context.addInitScript(() => globalThis.localStorage.setItem('selected_centre', 'montpellier'));
  const page = await context.newPage();
  const images = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'image')
      images.push({ url: r.url(), bytes: (await r.body().catch(() => Buffer.alloc(0))).length });
  });
  await page.goto(`${demo.url}/montpellier/realisations`, { waitUntil: 'networkidle' });
  const largest = images.sort((a, b) => b.bytes - a.bytes)[0];
  console.log(
    `Premier écran de la galerie sur téléphone (390 px, écran x3) : ${images.length} images, ${(images.reduce((s, i) => s + i.bytes, 0) / 1024).toFixed(1)} ko au total, la plus lourde ${(largest.bytes / 1024).toFixed(1)} ko (${largest.url.replace(demo.url, '')})`,
  );
} finally {
  await browser.close();
  await demo.stop();
}
