import { Router } from 'express';
import { ADMIN_MANIFEST } from '@garage/contract/pages/page-head';
import { paths } from '@garage/contract/paths';
import type { ReferenceReader } from '../services/reference-reader.js';
import type { CatalogueReader } from '../services/vehicles/catalogue.js';
import type { PublicRealisationCache } from '../services/realisations/public-cache.js';
import { URLS_PER_SITEMAP, publicPaths, sitemapIndex, urlSet } from '../services/seo/sitemap.js';

/**
 * `/robots.txt` and `/sitemap.xml`. Over 50,000 URLs, /sitemap.xml becomes an index of /sitemap-N.xml files.
 */
export function createSeoRouter(deps: {
  reference: ReferenceReader;
  catalogue: CatalogueReader;
  realisations: PublicRealisationCache;
  publicUrl: string;
}): Router {
  const router = Router();
  const chunks = async () => {
    const jobs = (await deps.realisations.list({})).items;
    const paths = [...publicPaths(await deps.reference.get(), jobs), ...(await deps.catalogue.sitemapPaths())];
    const result: string[][] = [];
    for (let i = 0; i < paths.length; i += URLS_PER_SITEMAP) result.push(paths.slice(i, i + URLS_PER_SITEMAP));
    return result;
  };
  const xml = (res: import('express').Response, body: string) =>
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /realisations/admin',
          'Disallow: /admin',
          'Disallow: /graphql',
          'Disallow: /api/',
          '',
          `Sitemap: ${deps.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
  // The admin, installable on a phone's home screen: it opens on « Aujourd’hui » (no service worker: nothing of the
  // admin is offered offline). Icons are drawn from the favicon at build (client/scripts/generate-admin-icons.mjs).
  router.get(ADMIN_MANIFEST, async (_req, res) => {
    const { site } = await deps.reference.get();
    res
      .type('application/manifest+json')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        JSON.stringify({
          name: `${site.brandName} · Administration`,
          short_name: site.brandName,
          lang: 'fr',
          start_url: paths.adminSection('today'),
          scope: '/',
          display: 'standalone',
          background_color: '#0d0f12',
          theme_color: '#161a20',
          icons: [192, 512].flatMap((size) => [
            { src: `/images/admin/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
            {
              src: `/images/admin/icon-${size}-maskable.png`,
              sizes: `${size}x${size}`,
              type: 'image/png',
              purpose: 'maskable',
            },
          ]),
        }),
      );
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const parts = await chunks();
    xml(res, parts.length === 1 ? urlSet(deps.publicUrl, parts[0]!) : sitemapIndex(deps.publicUrl, parts.length));
  });
  router.get(/^\/sitemap-(\d+)\.xml$/, async (req, res, next) => {
    const parts = await chunks();
    const index = Number((req.params as unknown as string[])[0]) - 1;
    if (parts.length < 2 || !parts[index]) return next();
    xml(res, urlSet(deps.publicUrl, parts[index]));
  });
  return router;
}
