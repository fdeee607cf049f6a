import express, { Router, type Request, type RequestHandler } from 'express';
import { CONTACT_FORM_FIELDS, contactInputOfForm } from '@garage/contract/contact-form-controls';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { paths } from '@garage/contract/paths';
import type { PostedForm } from '@garage/contract/posted-form';
import type { AppServices } from '../app-services.js';
import { submitContactRequest } from '../services/contact-requests/submit.js';
import type { RenderPosted } from './render/spa.js';

/** The form's body: a few kilobytes (a message is 2,000 characters at most), each control once. */
const formBody = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 });

export const CROSS_SITE_MESSAGE = 'Envoi refusé : ce formulaire s’envoie depuis les pages du site.';

/**
 * A form post from a page of this site, and from no other (CSRF): the browser says so in `Sec-Fetch-Site`, or, when
 * it does not send that header, in `Origin`, which must be this site's (its public address, or the host asked). A
 * post that proves neither (no browser sends a form without one of them today) is refused as well.
 */
export function sameSiteForm(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const fromHere = site
      ? site === 'same-origin'
      : origin !== undefined && (origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`);
    if (fromHere) return next();
    res.status(403).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(CROSS_SITE_MESSAGE);
  };
}

/** A control's value as sent: one string, or nothing (a control sent twice is no value). */
const valueOf = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The contact form without scripts (decision 053): `POST /contact` and `POST /{centre}/contact`, the page's own
 * address, as `application/x-www-form-urlencoded`. The request is checked, stored and mailed by the same service as
 * GraphQL's `submitContactRequest` (the same schema, client key, burst limit and honeypot). Stored: `303` to the
 * contact page's receipt (`?demande=`, the reference alone: nothing personal goes into an address); refused: the page
 * rendered again with what was typed and each field's French message (`422`, `429` over the burst limit).
 */
export function createContactFormRouter(services: AppServices, publicUrl: string, renderPosted: RenderPosted): Router {
  // One spelling per address (decision 045): routers do not take the app's case-sensitive routing.
  const router = Router({ caseSensitive: true });
  const handle =
    (centreOf: (req: Request) => string | undefined): RequestHandler =>
    async (req, res, next) => {
      const { centres } = await services.reference.get();
      const centreInPath = centreOf(req);
      if (centreInPath !== undefined && !centres.some((c) => c.id === centreInPath)) return next();
      const input = contactInputOfForm((name) => valueOf(req.body, name));
      const outcome = await submitContactRequest(
        services.dataSource,
        services.reference,
        input,
        services.clientKeyOf(req.ip),
        services.outbox,
      );
      if (outcome.kind === 'accepted') {
        // The receipt is the page of the centre that answers, or the page the form was on.
        const chosen = centres.some((c) => c.id === input.centre) ? input.centre! : centreInPath;
        const receipt = `${paths.contact(chosen)}?${PAGE_QUERY.request}=${encodeURIComponent(outcome.reference)}`;
        res.set('Cache-Control', 'no-store').redirect(303, receipt);
        return;
      }
      const form: PostedForm = {
        values: Object.fromEntries(CONTACT_FORM_FIELDS.map((name) => [name, valueOf(req.body, name)])),
        problems: outcome.kind === 'invalid' ? outcome.fieldErrors : [],
        message: outcome.kind === 'rate-limited' ? outcome.message : null,
      };
      await renderPosted(req, res, outcome.kind === 'invalid' ? 422 : 429, form);
    };
  const checks = [sameSiteForm(publicUrl), formBody];
  router.post(
    '/contact',
    ...checks,
    handle(() => undefined),
  );
  router.post(
    '/:centre/contact',
    ...checks,
    handle((req) => String(req.params.centre)),
  );
  return router;
}
