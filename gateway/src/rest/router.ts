import { Router, type Request, type Response } from 'express';
import type { AppServices } from '../app-services.js';
import { BROCHURE_ID } from '../content/franchise.js';
import { badRequest, notFound } from '../lib/domain-errors.js';
import { getHealth } from '../services/health.js';
import { feedCalendar } from '../services/booking/agenda-feed.js';
import { leaveWaitlist } from '../services/booking/waitlist.js';
import { createAdminRouter } from './admin.js';
import { apiNotFound } from './errors.js';
import { createRealisationsRouter } from './realisations.js';
import { route } from './routes.js';
import { createVehicleRouter } from './vehicles.js';

/**
 * The REST adapter: the spec's `/api` paths over the same domain services as GraphQL.
 * Handlers only map HTTP shapes; answers are `{ data }`, failures `{ error }`. Each path lists its methods
 * (`route`): another method gets 405; JSON bodies are parsed by the routes that take one (`jsonBody`).
 */
export function createRestRouter(deps: AppServices): Router {
  const router = Router();
  let brochure: Promise<Buffer> | undefined; // the same bytes until the process restarts (reference data is fixed)

  route(router, '/health', {
    get: async (_req, res) => {
      const health = await getHealth(deps);
      res.set('Cache-Control', 'no-store');
      if (health.status !== 'ok') res.set('Retry-After', '5');
      res.status(health.status === 'ok' ? 200 : 503).json({ data: health });
    },
  });

  route(router, '/brochure/:id', { get: brochureHandler });
  async function brochureHandler(req: Request, res: Response) {
    if (req.params.id !== BROCHURE_ID) throw notFound('Brochure introuvable');
    // PDFKit and its fonts (several megabytes once loaded) are loaded with the first brochure, not at start.
    brochure ??= Promise.all([deps.reference.get(), import('../services/brochure.js')]).then(
      ([reference, { renderPartnersBrochure }]) => renderPartnersBrochure(reference),
    );
    const pdf = await brochure.catch((error: unknown) => {
      brochure = undefined;
      throw error;
    });
    const { site } = await deps.reference.get();
    const fileName = `${BROCHURE_ID}-${site.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .set('Cache-Control', 'public, max-age=3600')
      .send(pdf);
  }

  // A centre's private agenda feed (issue 27): the secret token is the only credential, as calendar apps subscribe.
  route(router, '/agenda/:feed', {
    get: async (req, res) => {
      const token = /^(.+)\.ics$/.exec(String(req.params.feed))?.[1];
      const calendar = token ? await feedCalendar(deps, token) : null;
      if (!calendar) throw notFound('Cette adresse d’agenda n’existe pas ou a été révoquée.');
      res
        .type('text/calendar; charset=utf-8')
        .set('Cache-Control', 'private, no-store')
        .set('X-Robots-Tag', 'noindex')
        .send(calendar);
    },
  });

  // The waiting list's one-click leave (RFC 8058): the address its e-mails name in `List-Unsubscribe`, which the mail
  // client POSTs to (body `List-Unsubscribe=One-Click`, not read: the signed token is the whole request).
  route(router, '/waitlist/leave', {
    post: async (req, res) => {
      const { token } = req.query;
      if (typeof token !== 'string') throw badRequest('Indiquez le jeton de l’e-mail : ?token=…', 'token');
      const outcome = await leaveWaitlist(deps, token);
      if (outcome.kind === 'refused') throw badRequest(outcome.message, 'token');
      res.set('Cache-Control', 'no-store').json({ data: { message: outcome.message } });
    },
  });

  router.use('/vehicles', createVehicleRouter(deps.catalogue, deps.vehicleSearch));
  router.use('/realizations', createRealisationsRouter(deps));
  router.use('/admin', createAdminRouter(deps));

  router.use(apiNotFound);
  return router;
}
