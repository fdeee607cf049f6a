import busboy from 'busboy';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppServices } from '../app-services.js';
import { SIGN_IN_MESSAGES, signIn, signOut, type AdminIdentity } from '../auth/sessions.js';
import { adminOf, requestToken } from '../http/admin-auth.js';
import { deviceTokenOf, rememberDevice } from '../http/device-cookie.js';
import { UnsupportedTypeError, badRequest } from '../lib/domain-errors.js';
import { ingestUpload, type UploadField, type UploadedMedia } from '../media/ingest.js';
import { clientKey } from '../services/contact-requests.js';
import {
  deleteRealisation,
  realisationId,
  saveRealisation,
  setRealisationFeatured,
  setRealisationStatus,
  adminWriteContext,
} from '../services/realisations/admin-writes.js';
import { fromRestBody } from '../services/realisations/realisation-input.js';
import { listPublicRealisations, toAdminServerForm } from '../services/realisations/reads.js';

/** The administrator found by `requireAdmin`, for the handlers after it. */
const adminKey = Symbol('admin');
type AuthedRequest = Request & { [adminKey]: AdminIdentity };

/**
 * The spec's admin calls (section 7) under /api/admin, with `Authorization: Basic <token>` (or Bearer).
 * Login failures carry their text in `message`, every other failure in `error`.
 */
export function createAdminRouter(services: AppServices): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as { username?: unknown; password?: unknown };
    const outcome = await signIn(services.dataSource, services.auth, {
      username: body.username,
      password: body.password,
      clientKey: clientKey(req.ip),
      deviceToken: deviceTokenOf(req),
    });
    res.set('Cache-Control', 'no-store');
    switch (outcome.kind) {
      case 'signed-in': {
        rememberDevice(req, res, outcome.device);
        const { token, username, loginTime, expiresAt } = outcome.session;
        res.json({ data: { token, username, loginTime, expiresAt } });
        return;
      }
      case 'invalid':
        res.status(400).json({ message: outcome.message });
        return;
      case 'rejected':
        res.status(401).json({ message: outcome.message });
        return;
      case 'locked':
        res.set('Retry-After', String(outcome.retryAfterSeconds)).status(429).json({ message: outcome.message });
        return;
    }
  });

  const requireAdmin: RequestHandler = async (req, res, next) => {
    const admin = await adminOf(req, services);
    if (!admin) {
      res.set('WWW-Authenticate', 'Bearer realm="admin"').set('Cache-Control', 'no-store');
      // Uploads refused here are never read: the connection closes instead of receiving the whole file.
      if (req.is('multipart/form-data')) res.set('Connection', 'close');
      res.status(401).json({ authenticated: false, error: SIGN_IN_MESSAGES.expired });
      return;
    }
    (req as AuthedRequest)[adminKey] = admin;
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.use(requireAdmin);

  const writeContext = (req: Request) => adminWriteContext(services, (req as AuthedRequest)[adminKey]);

  router.get('/status', (req, res) => {
    const { username, loginTime } = (req as AuthedRequest)[adminKey];
    res.json({ authenticated: true, admin: { username, loginTime } });
  });

  router.post('/logout', async (req, res) => {
    await signOut(services.dataSource, requestToken(req)!, (req as AuthedRequest)[adminKey]);
    res.json({ data: { loggedOut: true } });
  });

  router.get('/realizations', async (req, res) => {
    const centre = typeof req.query.centre === 'string' ? req.query.centre.trim() : '';
    const status = typeof req.query.status === 'string' ? req.query.status.trim() : '';
    if (status && status !== 'active' && status !== 'inactive') throw badRequest('Statut : active ou inactive');
    const page = await listPublicRealisations(services.dataSource, {
      centre: centre || null,
      status: (status as 'active' | 'inactive') || 'any',
    });
    res.json({ data: page.items.map(toAdminServerForm) });
  });

  router.post('/realizations', async (req, res) => {
    const saved = await saveRealisation(await writeContext(req), null, fromRestBody(req.body));
    res.status(201).json({ data: toAdminServerForm(saved) });
  });

  router.put('/realizations/:id', async (req, res) => {
    const id = realisationId(req.params.id);
    const saved = await saveRealisation(await writeContext(req), id, fromRestBody(req.body));
    res.json({ data: toAdminServerForm(saved) });
  });

  router.patch('/realizations/:id/status', async (req, res) => {
    const id = realisationId(req.params.id);
    const saved = await setRealisationStatus(await writeContext(req), id, bodyField(req, 'status'));
    res.json({ data: toAdminServerForm(saved) });
  });

  router.patch('/realizations/:id/featured', async (req, res) => {
    const id = realisationId(req.params.id);
    const saved = await setRealisationFeatured(await writeContext(req), id, bodyField(req, 'featured'));
    res.json({ data: toAdminServerForm(saved) });
  });

  router.delete('/realizations/:id', async (req, res) => {
    const id = realisationId(req.params.id);
    await deleteRealisation(await writeContext(req), id);
    res.json({ data: { id, deleted: true } });
  });

  router.post('/upload/image', (req, res, next) => upload(services, 'image', req, res).catch(next));
  router.post('/upload/media', (req, res, next) => upload(services, 'media', req, res).catch(next));

  return router;
}

function bodyField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * One file in the multipart field `field`: streamed into the media pipeline as it arrives (never buffered whole).
 * Other fields and files are ignored.
 */
async function upload(services: AppServices, field: UploadField, req: Request, res: Response): Promise<void> {
  if (!req.is('multipart/form-data')) throw new UnsupportedTypeError('Envoyez le fichier en multipart/form-data');
  const { limits } = services.uploads;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        files: 1,
        fields: 20,
        fieldSize: 10_000,
        fileSize: Math.max(limits.maxImageBytes, limits.maxVideoBytes) + 1,
      },
    });
  } catch {
    throw badRequest('Requête multipart invalide');
  }
  const result = new Promise<UploadedMedia>((resolve, reject) => {
    let started = false;
    let failed = false;
    parser.on('file', (name, stream) => {
      // Busboy destroys the file stream when the form is cut off ("Unexpected end of form"), possibly before the
      // pipeline starts reading it: without a listener that error would end the process. The pipeline still sees
      // it, as the stream's read fails.
      stream.on('error', () => undefined);
      // After a malformed part header busboy errors, yet still announces the next part, as a stream that never
      // ends: the pipeline would wait for it forever, holding its work folder.
      if (failed) {
        stream.destroy();
        return;
      }
      if (name !== field || started) {
        stream.resume();
        return;
      }
      started = true;
      ingestUpload({ db: services.dataSource, store: services.media, ...services.uploads }, stream, field).then(
        resolve,
        reject,
      );
    });
    parser.on('error', () => {
      failed = true;
      reject(badRequest('Requête multipart invalide'));
    });
    parser.on('close', () => {
      if (!started) reject(badRequest(`Aucun fichier reçu dans le champ « ${field} »`));
    });
  });
  req.pipe(parser);
  res.status(201).json({ data: await result });
}
