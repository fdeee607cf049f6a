import busboy from 'busboy';
import { PassThrough, type Readable } from 'node:stream';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppServices } from '../app-services.js';
import {
  SIGN_IN_MESSAGES,
  completeTwoFactorSignIn,
  signIn,
  signOut,
  type AdminIdentity,
  type SignInOutcome,
} from '../auth/sessions.js';
import { adminOf, requestToken } from '../http/admin-auth.js';
import { deviceTokenOf, rememberDevice } from '../http/device-cookie.js';
import { InvalidInputError, UnsupportedTypeError, badRequest } from '../lib/domain-errors.js';
import { ingestUpload, type UploadField, type UploadedMedia } from '../media/ingest.js';
import { TWO_FACTOR_MESSAGES } from '../services/admin/two-factor.js';
import { exportPriceGridFor, PriceGridImportError } from '../services/prices/price-grid.js';
import {
  deleteRealisation,
  realisationId,
  saveRealisation,
  setRealisationFeatured,
  setRealisationStatus,
  adminWriteContext,
  listAdminRealisations,
} from '../services/realisations/admin-writes.js';
import { fromRestBody } from '../services/realisations/realisation-input.js';
import { toAdminServerForm } from '../services/realisations/reads.js';
import { answerIn } from './errors.js';
import { jsonBody, route } from './routes.js';
import { requireBodyType } from '../http/body-type.js';

/** The administrator found by `requireAdmin`, for the handlers after it. */
const adminKey = Symbol('admin');
type AuthedRequest = Request & { [adminKey]: AdminIdentity };

/**
 * The spec's admin calls (section 7) under /api/admin, with `Authorization: Basic <token>` (or Bearer).
 * Login failures carry their text in `message`, every other failure in `error`.
 */
export function createAdminRouter(services: AppServices): Router {
  const router = Router();

  route(
    router,
    '/login',
    {
      post: [
        jsonBody,
        async (req, res) => {
          const body = (req.body ?? {}) as { username?: unknown; password?: unknown };
          const outcome = await signIn(services.dataSource, services.auth, {
            username: body.username,
            password: body.password,
            clientKey: services.clientKeyOf(req.ip),
            deviceToken: deviceTokenOf(req),
          });
          answerSignIn(req, res, outcome);
        },
      ],
    },
    // The sign-in's clients read `message` (spec, section 7), for a body that cannot be read too.
    answerIn('message'),
  );

  // The second step of a sign-in with two-factor: the challenge of the first step and a code (decision 032).
  route(
    router,
    '/login/totp',
    {
      post: [
        jsonBody,
        async (req, res) => {
          const body = (req.body ?? {}) as { challenge?: unknown; code?: unknown };
          const outcome = await completeTwoFactorSignIn(services.dataSource, services.auth, {
            challenge: body.challenge,
            code: body.code,
            clientKey: services.clientKeyOf(req.ip),
          });
          answerSignIn(req, res, outcome);
        },
      ],
    },
    answerIn('message'),
  );

  /**
   * A valid session. `beforeTwoFactor`: the path is open to an account that ADMIN_REQUIRE_2FA holds to enrolment
   * (its status, signing out); every other one answers 403 until it has enrolled (in the admin screen).
   */
  const signedIn =
    (beforeTwoFactor: boolean): RequestHandler =>
    async (req, res, next) => {
      const admin = await adminOf(req, services);
      if (!admin) {
        res.set('WWW-Authenticate', 'Bearer realm="admin"').set('Cache-Control', 'no-store');
        // Uploads refused here are never read: the connection closes instead of receiving the whole file.
        if (req.is('multipart/form-data')) res.set('Connection', 'close');
        res.status(401).json({ authenticated: false, error: SIGN_IN_MESSAGES.expired });
        return;
      }
      res.set('Cache-Control', 'no-store');
      if (admin.mustEnrolTwoFactor && !beforeTwoFactor) {
        if (req.is('multipart/form-data')) res.set('Connection', 'close');
        res.status(403).json({ error: TWO_FACTOR_MESSAGES.required });
        return;
      }
      (req as AuthedRequest)[adminKey] = admin;
      next();
    };
  const requireAdmin = signedIn(false);

  const writeContext = (req: Request) => adminWriteContext(services, (req as AuthedRequest)[adminKey]);

  route(router, '/status', {
    get: [
      signedIn(true),
      (req, res) => {
        const { username, loginTime, role, centres } = (req as AuthedRequest)[adminKey];
        res.json({ authenticated: true, admin: { username, loginTime, role, centres } });
      },
    ],
  });

  route(router, '/logout', {
    post: [
      jsonBody,
      signedIn(true),
      async (req, res) => {
        await signOut(services.dataSource, services.auth, requestToken(req)!, (req as AuthedRequest)[adminKey]);
        res.json({ data: { loggedOut: true } });
      },
    ],
  });

  route(router, '/realizations', {
    get: [
      requireAdmin,
      async (req, res) => {
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        const items = await listAdminRealisations(services.dataSource, (req as AuthedRequest)[adminKey], {
          centre: text(req.query.centre),
          status: text(req.query.status),
        });
        res.json({ data: items.map(toAdminServerForm) });
      },
    ],
    post: [
      jsonBody,
      requireAdmin,
      async (req, res) => {
        const saved = await saveRealisation(await writeContext(req), null, fromRestBody(req.body));
        res.status(201).json({ data: toAdminServerForm(saved) });
      },
    ],
  });

  route(router, '/realizations/:id', {
    put: [
      jsonBody,
      requireAdmin,
      async (req, res) => {
        const id = realisationId(req.params.id);
        const saved = await saveRealisation(await writeContext(req), id, fromRestBody(req.body));
        res.json({ data: toAdminServerForm(saved) });
      },
    ],
    delete: [
      requireAdmin,
      async (req, res) => {
        const id = realisationId(req.params.id);
        await deleteRealisation(await writeContext(req), id);
        res.json({ data: { id, deleted: true } });
      },
    ],
  });

  // The two flags of the admin table: PATCH { status } and PATCH { featured }, one statement each.
  const toggles = { status: setRealisationStatus, featured: setRealisationFeatured } as const;
  for (const [field, setFlag] of Object.entries(toggles)) {
    route(router, `/realizations/:id/${field}`, {
      patch: [
        jsonBody,
        requireAdmin,
        async (req, res) => {
          const id = realisationId(req.params.id);
          const saved = await setFlag(await writeContext(req), id, bodyField(req, field));
          res.json({ data: toAdminServerForm(saved) });
        },
      ],
    });
  }

  for (const field of ['image', 'media'] as const) {
    route(router, `/upload/${field}`, {
      post: [requireAdmin, (req, res, next) => upload(services, field, req, res).catch(next)],
    });
  }

  // The remap's price grid as the garage edits it in a spreadsheet (decision 052): the whole grid each way.
  route(router, '/prices', {
    get: [
      requireAdmin,
      async (req, res) => {
        const csv = await exportPriceGridFor((req as AuthedRequest)[adminKey], services.dataSource);
        res.type('text/csv; charset=utf-8').attachment('grille-de-prix.csv').send(csv);
      },
    ],
    put: [
      csvBody,
      requireAdmin,
      async (req, res) => {
        const csv = typeof req.body === 'string' ? req.body : '';
        try {
          const { bands } = await services.prices.import((req as AuthedRequest)[adminKey], csv);
          res.json({ data: { bands } });
        } catch (error) {
          // Every line's problem, so the garage can fix the whole file at once; nothing of it was saved.
          if (!(error instanceof PriceGridImportError)) throw error;
          res.status(400).json({ error: error.message, lines: error.errors });
        }
      },
    ],
  });

  // Other admin paths: 401 without a session, as every admin path; 404 with one.
  router.use(requireAdmin);
  return router;
}

/** Sign-in answers, first or second step: the spec's shapes, and the challenge of a second step. */
function answerSignIn(req: Request, res: Response, outcome: SignInOutcome) {
  res.set('Cache-Control', 'no-store');
  switch (outcome.kind) {
    case 'signed-in': {
      rememberDevice(req, res, outcome.device);
      const { token, username, loginTime, expiresAt } = outcome.session;
      res.json({ data: { token, username, loginTime, expiresAt } });
      return;
    }
    case 'two-factor-required':
      res.json({ data: { twoFactorRequired: true, challenge: outcome.challenge, expiresAt: outcome.expiresAt } });
      return;
    case 'invalid':
      res.status(400).json({ message: outcome.message });
      return;
    case 'rejected':
    case 'expired':
      res.status(401).json({ message: outcome.message });
      return;
    case 'disabled':
      res.status(403).json({ message: outcome.message });
      return;
    case 'locked':
      res.set('Retry-After', String(outcome.retryAfterSeconds)).status(429).json({ message: outcome.message });
      return;
    default: {
      // Every outcome is answered: a new one fails to compile here rather than leave the request hanging.
      const unanswered: never = outcome;
      throw new Error(`Issue de connexion sans réponse : ${JSON.stringify(unanswered)}`);
    }
  }
}

const parseCsv = express.text({ type: 'text/csv', limit: '1mb' });
const csvType = requireBodyType(['text/csv'], 'Corps de requête attendu en CSV (Content-Type: text/csv)');

/** A CSV body, as text (1 MB at most); a body of another type gets 415. */
const csvBody: RequestHandler = (req, res, next) => csvType(req, res, () => parseCsv(req, res, next));

function bodyField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * One file in the multipart field `field`: streamed into the media pipeline as it arrives (never buffered whole).
 * Other fields are ignored. Any other file (a second one, or one in another field) refuses the whole upload, and
 * nothing is kept: the pipeline sees the end of its file only once the whole form has been read.
 */
async function upload(services: AppServices, field: UploadField, req: Request, res: Response): Promise<void> {
  if (!req.is('multipart/form-data')) throw new UnsupportedTypeError('Envoyez le fichier en multipart/form-data');
  const { limits } = services.uploads;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        // One more than taken, to tell a file in the wrong field from an extra one.
        files: 2,
        fields: 20,
        fieldSize: 10_000,
        fileSize: Math.max(limits.maxImageBytes, limits.maxVideoBytes) + 1,
      },
    });
  } catch {
    throw badRequest('Requête multipart invalide');
  }
  const result = new Promise<UploadedMedia>((resolve, reject) => {
    /** The file as the pipeline reads it: ended when the form is, so that an extra file can still cancel it. */
    let received: (PassThrough & { truncated?: boolean }) | undefined;
    let source: Readable | undefined;
    let otherFile = false;
    let failed = false;
    const fail = (error: Error) => {
      failed = true;
      // The rest of the form is still read (and dropped), so the answer reaches the client.
      source?.unpipe();
      source?.resume();
      received?.destroy(error);
      reject(error);
    };
    const extraFile = () =>
      fail(
        new InvalidInputError(`Un seul fichier par envoi, dans le champ « ${field} »`, { [field]: 'un seul fichier' }),
      );
    parser.on('file', (name, stream) => {
      // Busboy destroys the file stream when the form is cut off ("Unexpected end of form"), possibly before the
      // pipeline starts reading it: without a listener that error would end the process. The pipeline still sees
      // it, as the stream's read fails.
      stream.on('error', (error) => received?.destroy(error));
      // After a malformed part header busboy errors, yet still announces the next part, as a stream that never
      // ends: the pipeline would wait for it forever, holding its work folder.
      if (failed) {
        stream.destroy();
        return;
      }
      // A file in another field: alone, the form lacks its file (said at the end); next to it, one file too many.
      if (name !== field || received || otherFile) {
        stream.resume();
        if (name !== field) otherFile = true;
        if (received || name === field) extraFile();
        return;
      }
      received = new PassThrough();
      // Cancelled before the pipeline reads it: the pipeline still finds the error when it does.
      received.on('error', () => undefined);
      source = stream;
      stream.on('limit', () => (received!.truncated = true));
      stream.pipe(received, { end: false });
      ingestUpload(
        { db: services.dataSource, store: services.media, ...services.uploads },
        received,
        field,
        (req as AuthedRequest)[adminKey].id,
      ).then(resolve, reject);
    });
    // A third file: busboy drops it and says so.
    parser.on('filesLimit', extraFile);
    parser.on('error', () => fail(badRequest('Requête multipart invalide')));
    parser.on('close', () => {
      if (failed) return;
      if (!received) reject(badRequest(`Aucun fichier reçu dans le champ « ${field} »`));
      else received.end();
    });
  });
  req.pipe(parser);
  res.status(201).json({ data: await result });
}
