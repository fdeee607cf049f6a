import { Router, type Request, type Response } from 'express';
import { badRequest } from '../lib/domain-errors.js';
import type { ReferenceReader } from '../services/reference-reader.js';
import type { PublicRealisationCache } from '../services/realisations/public-cache.js';
import { toServerForm, type RealisationPage } from '../services/realisations/reads.js';
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
 * The JSON of a cached page, made once with its ETag: the cache hands out the same page object until a change
 * (decision 016). The bytes, content type and ETag are those `res.json` gives (no replacer, no spaces; the app's
 * ETag function); a large body's conversion to bytes and hashing were most of a cached read's time.
 */
const bodies = new WeakMap<RealisationPage, { bytes: Buffer; etag: string | undefined }>();
function sendPage(res: Response, page: RealisationPage) {
  let body = bodies.get(page);
  if (!body) {
    const bytes = Buffer.from(JSON.stringify({ data: page.items.map(toServerForm) }));
    const etagOf = res.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
    body = { bytes, etag: etagOf?.(bytes) };
    bodies.set(page, body);
  }
  res.set('Cache-Control', 'no-cache').set('Content-Type', 'application/json; charset=utf-8');
  if (body.etag) res.set('ETag', body.etag);
  res.send(body.bytes);
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
      sendPage(res, await deps.realisations.list(paging(req)));
    },
  });
  route(router, '/center/:center', {
    get: async (req, res) => {
      if (!(await deps.reference.centre(req.params.center))) {
        res.status(404).json({ data: [], error: 'Centre inconnu' });
        return;
      }
      sendPage(res, await deps.realisations.list({ centre: req.params.center, ...paging(req) }));
    },
  });
  return router;
}
