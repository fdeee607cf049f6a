import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, repoRoot, startTestGateway } from '../support/gateway.js';

/** Vite's manifest of the built SPA: the file each route module became. */
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'client/dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; css?: string[] }
>;
const screenFile = (screen: string) => `/${manifest[`src/routes/${screen}/${screen}.tsx`]!.file}`;

/**
 * Resource hints of a page's HTML: its `<link rel="modulepreload|preload">` elements, and for a page rendered on the
 * gateway the scripts its `<meta name="page-modules">` names (fetched after the first paint), as
 * `<link rel="modulepreload" crossorigin href="…">` too.
 */
async function hints(gateway: RunningGateway, pagePath: string) {
  const html = await (await fetch(gateway.url + pagePath)).text();
  const later = /<meta name="page-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  return [
    ...[...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*>/g)].map((m) => m[0]),
    ...later.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ];
}

describe('the HTML of a page preloads its screen and its largest image', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db);
    await gateway.database.dataSource.query(
      `INSERT INTO realisation (centre_id, type, title, slug, description, date, vehicle_brand, vehicle_model,
         vehicle_year, vehicle_engine, modifications, power_before, power_after, torque_before, torque_after, media_url,
         thumbnail_url, featured, status, sort_order)
       VALUES ('montpellier', 'photo', 'Golf', 'golf', 'Description', '2026-01-10', 'Volkswagen', 'Golf', 2019,
         '2.0 TDI', '{Stage 1}', 150, 190, 340, 410, '/uploads/golf-1600.webp', '/uploads/golf-thumb.webp', false,
         'active', 0)`,
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('the landing page names its screen chunk, which the entry does not load', async () => {
    const links = await hints(gateway, '/');
    expect(links).toContainEqual(
      expect.stringContaining(`rel="modulepreload" crossorigin href="${screenFile('Landing')}"`),
    );
    expect(links.some((l) => l.includes('as="image"'))).toBe(false);
  });

  it('a service page preloads its illustration in the widths the page offers', async () => {
    const links = await hints(gateway, '/montpellier/services/reprogrammation-moteur');
    expect(links).toContainEqual(expect.stringContaining(`href="${screenFile('ServiceDetail')}"`));
    const { data } = await graphql<{ service: { images: { hero: string } } }>(
      gateway.url,
      '{ service(slug: "reprogrammation-moteur") { images { hero } } }',
    );
    const hero = data!.service.images.hero;
    expect(links).toContainEqual(
      `<link rel="preload" as="image" href="${hero}" imagesrcset="${hero.replace(/\.webp$/, '-800.webp')} 800w, ${hero} 1600w" imagesizes="100vw" fetchpriority="high" />`,
    );
  });

  it('a centre gallery preloads the first tile, unless a filter changes which tile comes first', async () => {
    const { data } = await graphql<{ realisations: { nodes: { thumbnailUrl: string }[] } }>(
      gateway.url,
      '{ realisations(centre: "montpellier", first: 12) { nodes { thumbnailUrl } } }',
    );
    const links = await hints(gateway, '/montpellier/realisations');
    expect(links).toContainEqual(expect.stringContaining(`href="${screenFile('Realisations')}"`));
    expect(links).toContainEqual(
      `<link rel="preload" as="image" href="${data!.realisations.nodes[0]!.thumbnailUrl}" fetchpriority="high" />`,
    );
    expect(
      (await hints(gateway, '/montpellier/realisations?marque=Peugeot')).some((l) => l.includes('as="image"')),
    ).toBe(false);
    // A centre without realisations has no first tile.
    expect((await hints(gateway, '/nice/realisations')).some((l) => l.includes('as="image"'))).toBe(false);
  });

  it('a configurator page names the part it shows: its levels, or its engine page, never both', async () => {
    const part = (module: string) => `/${manifest[module]!.file}`;
    const levels = part('src/routes/Configurator/ConfiguratorLevels.tsx');
    const enginePage = part('src/features/configurator/EngineDetail.tsx');
    for (const level of ['/reprogrammation', '/montpellier/reprogrammation/voiture/volkswagen', '/reprogrammation/x']) {
      const links = await hints(gateway, level);
      expect(links, level).toContainEqual(expect.stringContaining(`href="${levels}"`));
      expect(links, level).not.toContainEqual(expect.stringContaining(`href="${enginePage}"`));
    }
    const { data } = await graphql<{ engines: { slug: string }[] }>(
      gateway.url,
      '{ engines(type: "car", manufacturer: "volkswagen", model: "golf", year: 2019) { slug } }',
    );
    const links = await hints(gateway, `/reprogrammation/voiture/volkswagen/golf/2019/${data!.engines[0]!.slug}`);
    expect(links).toContainEqual(expect.stringContaining(`href="${enginePage}"`));
    expect(links).not.toContainEqual(expect.stringContaining(`href="${levels}"`));
  });

  it('the build manifest itself is not served', async () => {
    expect((await fetch(`${gateway.url}/.vite/manifest.json`)).status).toBe(404);
  });
});
