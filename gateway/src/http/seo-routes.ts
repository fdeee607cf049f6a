import { Router } from 'express';
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
          'Disallow: /graphql',
          'Disallow: /api/',
          '',
          `Sitemap: ${deps.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
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
