import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/** Inserts realisations directly, to test reads against known data. */
async function insert(
  gateway: RunningGateway,
  rows: {
    title: string;
    centre: string;
    featured?: boolean;
    sort?: number;
    date: string;
    status?: string;
    type?: string;
    gains?: boolean;
  }[],
) {
  const ids: number[] = [];
  for (const r of rows) {
    const [{ id }] = await gateway.database.dataSource.query(
      `INSERT INTO realisation (centre_id, type, title, slug, description, date, vehicle_brand, vehicle_model, vehicle_year,
         vehicle_engine, modifications, power_before, power_after, torque_before, torque_after, media_url, thumbnail_url,
         featured, status, sort_order)
       VALUES ($1, $2, $3, $4, 'Description', $5, 'Peugeot', '308', 2019, '1.2 PureTech 130', '{Stage 1}',
         130, $6, 230, 290, '/uploads/x-1600.webp', '/uploads/x-thumb.webp', $7, $8, $9) RETURNING id`,
      [
        r.centre,
        r.type ?? 'photo',
        r.title,
        r.title.toLowerCase(),
        r.date,
        r.gains === false ? null : 155,
        r.featured ?? false,
        r.status ?? 'active',
        r.sort ?? 0,
      ],
    );
    await gateway.database.dataSource.query(
      `INSERT INTO realisation_gallery_item (realisation_id, url, type, alt, is_primary, sort_order)
       VALUES ($1, '/uploads/b-1600.webp', 'photo', 'Vue 2', false, 1), ($1, '/uploads/a-1600.webp', 'photo', 'Vue 1', true, 0)`,
      [id],
    );
    ids.push(id);
  }
  return ids;
}

describe.each(backends)('public realisations on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db);
    await insert(gateway, [
      { title: 'Ancienne', centre: 'montpellier', date: '2025-01-10' },
      { title: 'Recente', centre: 'montpellier', date: '2026-06-01' },
      { title: 'Ordre1', centre: 'nice', date: '2024-01-01', sort: 1 },
      { title: 'Vedette', centre: 'nice', date: '2024-05-05', featured: true, sort: 5 },
      { title: 'Cachee', centre: 'montpellier', date: '2026-07-01', status: 'inactive', featured: true },
      { title: 'Video', centre: 'beziers', date: '2026-02-02', type: 'video', gains: false },
    ]);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const get = async (p: string) => {
    const response = await fetch(`${gateway.url}/api${p}`);
    return {
      status: response.status,
      body: (await response.json()) as { data: Record<string, unknown>[]; error?: string },
    };
  };

  it('lists active realisations only, featured first, then sort order, then newest, in the server form', async () => {
    const { status, body } = await get('/realizations');
    expect(status).toBe(200);
    expect(body.data.map((r) => r.title)).toEqual(['Vedette', 'Recente', 'Video', 'Ancienne', 'Ordre1']);
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        'centre',
        'created_at',
        'date',
        'description',
        'featured',
        'gallery',
        'id',
        'media_url',
        'modifications',
        'power_after',
        'power_before',
        'slug',
        'sort_order',
        'thumbnail_url',
        'title',
        'torque_after',
        'torque_before',
        'type',
        'vehicle_brand',
        'vehicle_engine',
        'vehicle_model',
        'vehicle_year',
        // The one field beyond the spec's form (issue 15): the power-bench run, null here.
        'bench_run',
      ].sort(),
    );
    expect(body.data[0]).toMatchObject({
      vehicle_brand: 'Peugeot',
      vehicle_year: 2019,
      power_before: 130,
      power_after: 155,
    });
    expect((body.data[0]!.gallery as { alt: string }[]).map((g) => g.alt)).toEqual(['Vue 1', 'Vue 2']);
  });

  it('lists one centre, pages with limit and offset, and answers 404 with an empty list for an unknown centre', async () => {
    expect((await get('/realizations/center/montpellier')).body.data.map((r) => r.title)).toEqual([
      'Recente',
      'Ancienne',
    ]);
    expect((await get('/realizations?limit=2&offset=1')).body.data.map((r) => r.title)).toEqual(['Recente', 'Video']);
    expect(await get('/realizations/center/atlantide')).toEqual({
      status: 404,
      body: { data: [], error: 'Centre inconnu' },
    });
    expect((await get('/realizations?limit=abc')).status).toBe(400);
    expect((await get('/realizations?limit=0')).status).toBe(400);
  });

  it('pages through GraphQL with cursors, without duplicates, and hides incomplete gains', async () => {
    const query = `query ($after: String) { realisations(first: 2, after: $after) { nodes { title gains { powerBefore } } pageInfo { endCursor hasNextPage } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    type Page = {
      realisations: { nodes: { title: string }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
    };
    for (let i = 0; i < 5; i++) {
      const answer: { data?: Page } = await graphql<Page>(gateway.url, query, { after });
      const page: Page = answer.data!;
      seen.push(...page.realisations.nodes.map((n: { title: string }) => n.title));
      if (!page.realisations.pageInfo.hasNextPage) break;
      after = page.realisations.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Vedette', 'Recente', 'Video', 'Ancienne', 'Ordre1']);
    const { data } = await graphql<{ realisations: { nodes: { title: string; gains: unknown }[] } }>(
      gateway.url,
      '{ realisations(first: 10, type: "video") { nodes { title gains { powerBefore } } } }',
    );
    expect(data!.realisations.nodes).toEqual([{ title: 'Video', gains: null }]);
    const bad = await graphql(gateway.url, '{ realisations(first: 10, after: "pas-un-curseur") { nodes { id } } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Curseur de pagination invalide',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('finds one active realisation, never an inactive one', async () => {
    const [{ id: hidden }] = await gateway.database.dataSource.query(
      `SELECT id FROM realisation WHERE title = 'Cachee'`,
    );
    const [{ id: shown }] = await gateway.database.dataSource.query(
      `SELECT id FROM realisation WHERE title = 'Recente'`,
    );
    const { data } = await graphql<{ a: { title: string } | null; b: null; c: null }>(
      gateway.url,
      `{ a: realisation(id: "${shown}") { title } b: realisation(id: "${hidden}") { title } c: realisation(id: "../etc") { title } }`,
    );
    expect(data).toEqual({ a: { title: 'Recente' }, b: null, c: null });
  });

  it('tells the configurator how many active jobs the network has of a vehicle (brand and model)', async () => {
    // Every job above is a Peugeot 308, one of them inactive.
    const { data } = await graphql<Record<string, { realisationCount: number }>>(
      gateway.url,
      `
        {
          engineLevel: vehicleTrail(type: "car", manufacturer: "peugeot", model: "308", year: "2019") {
            realisationCount
          }
          otherModel: vehicleTrail(type: "car", manufacturer: "peugeot", model: "508") {
            realisationCount
          }
          brandOnly: vehicleTrail(type: "car", manufacturer: "peugeot") {
            realisationCount
          }
          unknown: vehicleTrail(type: "car", manufacturer: "peugeot", model: "909") {
            realisationCount
          }
        }
      `,
    );
    expect(data).toEqual({
      engineLevel: { realisationCount: 5 },
      otherModel: { realisationCount: 0 },
      brandOnly: { realisationCount: 0 },
      unknown: { realisationCount: 0 },
    });
  });

  it('sums up what the jobs of each stage on one catalogue engine measured: their number and median gains', async () => {
    const source = gateway.database.dataSource;
    const engineOf308 = async (name: string) =>
      (
        await source.query(
          `SELECT e.id, e.slug FROM vehicle_engine e JOIN vehicle_model mo ON mo.id = e.model_id
           WHERE mo.slug = '308' AND e.name = $1 AND e.year_from <= 2019 AND coalesce(e.year_to, 2019) >= 2019`,
          [name],
        )
      )[0] as { id: number; slug: string };
    const engine = await engineOf308('1.2 PureTech 130');
    const other = await engineOf308('1.6 PureTech 225');
    // Gains (power, torque): Ancienne +25/+60, Recente +45/+70, Ordre1 +15/+60, Vedette +35/+80; Cachee is
    // inactive and Video has no power figures: neither counts. Ordre1 is a stage 2; Ancienne an E85 conversion,
    // which no stage's line counts.
    await source.query(`UPDATE realisation SET engine_id = $1, modifications = '{"Reprogrammation stage 1"}'`, [
      engine.id,
    ]);
    await source.query(`UPDATE realisation SET modifications = '{"Reprogrammation stage 2"}' WHERE title = 'Ordre1'`);
    await source.query(`UPDATE realisation SET modifications = '{"Conversion E85"}' WHERE title = 'Ancienne'`);
    for (const [title, power, torque] of [
      ['Recente', 175, 300],
      ['Ordre1', 145, 290],
      ['Vedette', 165, 310],
    ] as const)
      await source.query(`UPDATE realisation SET power_after = $2, torque_after = $3 WHERE title = $1`, [
        title,
        power,
        torque,
      ]);
    const trail = (engineSlug: string) =>
      `vehicleTrail(type: "car", manufacturer: "peugeot", model: "308", year: "2019", engine: "${engineSlug}") {
         invalid measured { stage jobCount medianPowerGainHp medianTorqueGainNm }
       }`;
    const { data } = await graphql<Record<string, { measured: unknown }>>(
      gateway.url,
      `{ measured: ${trail(engine.slug)} none: ${trail(other.slug)} }`,
    );
    expect(data).toEqual({
      measured: {
        invalid: null,
        measured: [
          { stage: 1, jobCount: 2, medianPowerGainHp: 40, medianTorqueGainNm: 75 },
          { stage: 2, jobCount: 1, medianPowerGainHp: 15, medianTorqueGainNm: 60 },
        ],
      },
      none: { invalid: null, measured: [] },
    });
  });
});

describe('demo realisations', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, { DEMO_CONTENT: 'true' });
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('loads about 24 jobs across the centres, with generated pictures and videos that exist, linked to the catalogue', async () => {
    const { data } = (await (await fetch(`${gateway.url}/api/realizations`)).json()) as {
      data: Record<string, unknown>[];
    };
    expect(data).toHaveLength(24);
    expect(new Set(data.map((r) => r.centre)).size).toBe(4);
    expect(data.filter((r) => r.type === 'video').length).toBeGreaterThan(0);
    for (const r of data) {
      for (const url of [
        r.media_url,
        r.thumbnail_url,
        ...(r.gallery as { url: string }[]).map((g) => g.url),
      ] as string[]) {
        expect(url).toMatch(/^\/uploads\//);
        expect(existsSync(path.join(db.env.DATA_DIR, url)), url).toBe(true);
      }
    }
    const [{ linked }] = await gateway.database.dataSource.query(
      'SELECT count(engine_id)::int AS linked FROM realisation',
    );
    expect(linked).toBe(24);
    // Each job's pictures show its kind of vehicle, and their alt texts say so.
    const altOf = (title: string) =>
      (data.find((r) => String(r.title).startsWith(title))!.gallery as { alt: string }[])[0]!.alt;
    expect(altOf('Yamaha MT-09')).toMatch(/^Illustration : Yamaha MT-09, moto /);
    expect(altOf('Fiat Ducato')).toMatch(/^Illustration : Fiat Ducato, fourgon /);
    const video = data.find((r) => r.type === 'video')!;
    const response = await fetch(`${gateway.url}${video.media_url}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('never loads them again into a database that has realisations', async () => {
    await gateway.close();
    gateway = await startTestGateway(db, { DEMO_CONTENT: 'true' });
    const [{ count }] = await gateway.database.dataSource.query('SELECT count(*)::int AS count FROM realisation');
    expect(count).toBe(24);
  });

  it('serves only media files from /uploads, never a page or a script', async () => {
    for (const p of ['/uploads/../data/pg', '/uploads/evil.svg', '/uploads/page.html', '/uploads/nope.webp']) {
      expect((await fetch(`${gateway.url}${p}`)).status, p).toBe(404);
    }
  });
});
