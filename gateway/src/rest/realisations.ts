import { Router, type Request } from 'express';
import { badRequest } from '../lib/domain-errors.js';
import type { ReferenceReader } from '../services/reference-reader.js';
import type { PublicRealisationCache } from '../services/realisations/public-cache.js';
import { toServerForm } from '../services/realisations/reads.js';
import { route } from './routes.js';

/** Optional `limit` and `offset` query parameters, as integers. */
function paging(req: Request) {
  const read = (name: 'limit' | 'offset') => {
    const raw = req.query[name];
    if (raw === undefined) return null;
    if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) throw badRequest(`${name} doit être un entier positif`);
    return Number(raw);
  };
  return { limit: read('limit'), offset: read('offset') };
}

/**
 * The spec's public calls (section 7): every active realisation, or one page with `limit`/`offset`, in the server
 * form. An unknown centre answers 404 with an empty list, so clients that read `data` still get an array.
 */
export function createRealisationsRouter(deps: {
  realisations: PublicRealisationCache;
  reference: ReferenceReader;
}): Router {
  const router = Router();
  route(router, '/', {
    get: async (req, res) => {
      const page = await deps.realisations.list(paging(req));
      res.set('Cache-Control', 'no-cache').json({ data: page.items.map(toServerForm) });
    },
  });
  route(router, '/center/:center', {
    get: async (req, res) => {
      if (!(await deps.reference.centre(req.params.center))) {
        res.status(404).json({ data: [], error: 'Centre inconnu' });
        return;
      }
      const page = await deps.realisations.list({ centre: req.params.center, ...paging(req) });
      res.set('Cache-Control', 'no-cache').json({ data: page.items.map(toServerForm) });
    },
  });
  return router;
}
