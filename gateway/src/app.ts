import { CLIENT_KEY_SECRET, clientKeys } from './auth/client-key.js';
import { serverSecret } from './auth/server-secret.js';
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import path from 'node:path';
import type { AppServices } from './app-services.js';
import type { Config } from './config.js';
import { loadCentrePreset } from './content/centres/index.js';
import { openDatabase, type Database } from './db/database.js';
import { apiSpelling } from './http/canonical-path.js';
import { answerMalformedRequests } from './http/client-error.js';
import { corsFor } from './http/cors.js';
import { createGraphQLEndpoint } from './http/graphql.js';
import { createContactFormRouter } from './http/contact-form-post.js';
import { keepAliveDrain } from './http/keep-alive-drain.js';
import { GatewayMetrics } from './http/metrics.js';
import { requestLog } from './http/request-log.js';
import { securityHeaderList, securityHeaders } from './http/security-headers.js';
import { createSeoRouter } from './http/seo-routes.js';
import { createMediaStore } from './media/create-media-store.js';
import { UPLOADS_URL } from './media/media-store.js';
import { findFfmpeg } from './media/ffmpeg.js';
import { HeicPool } from './media/heic-pool.js';
import { removeUploadLeftovers } from './media/ingest.js';
import { sweepAbandonedUploads } from './media/media-library.js';
import { createUploadsRouter } from './http/uploads-route.js';
import { hasActiveNetworkAdmin } from './services/admin/accounts.js';
import { signInPort } from './services/admin/sign-in-port.js';
import { PriceGridReader } from './services/prices/price-grid.js';
import { PublicRealisationCache } from './services/realisations/public-cache.js';
import { purgeExpiredRealisations, TRASH_PURGE_INTERVAL_MS } from './services/realisations/trash.js';
import { loadPageRenderer } from './http/render/page-render.js';
import { createSpaRouter, readSpaDocuments } from './http/render/spa.js';
import type { Logger } from './lib/logger.js';
import { PeriodicTask } from './lib/periodic-task.js';
import { queueBookingReminders, REMINDER_INTERVAL_MS } from './services/booking/reminders.js';
import { BOOKING_LINK_SECRET, bookingLinkKey } from './services/booking/booking-links.js';
import { waitlistLinkKey } from './services/booking/waitlist-links.js';
import { apiNotFound, errorHandler, readOnly } from './rest/errors.js';
import { createRestRouter } from './rest/router.js';
import { createSmtpTransport, OutboxSender } from './services/mail/outbox-sender.js';
import { addressOf } from './services/mail/outbox.js';
import { missingLegalWarning, resolveSiteIdentity } from './services/site.js';
import { ReferenceReader } from './services/reference-reader.js';
import { createCatalogueReader } from './services/vehicles/catalogue.js';
import { VehicleSearch } from './services/vehicles/search.js';
import { prepareData } from './startup-data.js';

export interface RunningGateway {
  url: string;
  server: Server;
  database: Database;
  /** The periodic purge of the trash (hourly); `runNow()` runs it at once. */
  trashPurge: PeriodicTask;
  /** The bookings' reminders of the day before (every quarter of an hour); `runNow()` runs it at once. */
  bookingReminders: PeriodicTask;
  /**
   * Stops accepting requests, lets running ones finish, then closes the database. `drainKeepAlive` (SIGTERM): first
   * lets kept-alive connections end by themselves, so no client's next request on one is reset (`keepAliveDrain`).
   */
  close(options?: { drainKeepAlive?: boolean }): Promise<void>;
}

export interface GatewayOptions {
  /** The gateway's clock for the trash (when an item was deleted, when it expires); tests move it. */
  clock?: () => Date;
}

/**
 * Renders one render thread runs at once: a render spends much of its time waiting for its data from this thread,
 * and meanwhile its thread renders another.
 */
const RENDERS_PER_THREAD = 4;
/** A render thread with nothing to do for half a minute ends, giving its memory back (up to ~200 MB each). */
const RENDER_THREAD_IDLE_MS = 30_000;

/** Opens the database, migrates, loads reference data, then serves the site, the REST API and GraphQL. */
export async function startGateway(
  config: Config,
  logger: Logger,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  const clock = options.clock ?? (() => new Date());
  const centres = loadCentrePreset(config.centres);
  const site = resolveSiteIdentity(config, centres);
  const legalWarning = missingLegalWarning(site.missing);
  if (legalWarning) logger.warn({ missing: site.missing.map((m) => m.variable) }, legalWarning);
  const media = await createMediaStore(config.media.store);
  const database = await openDatabase(config, logger, { requestDeadlines: true }).catch(async (error: unknown) => {
    await media.close();
    throw error;
  });
  const uploadTmpDir = path.join(config.dataDir, 'tmp', 'uploads');
  const video = await findFfmpeg(config.ffmpegPath);
  if (!video.ffmpeg) logger.warn(`${video.problem} ; en attendant, les vidéos sont refusées à l’envoi`);
  else logger.info({ ffmpeg: video.ffmpeg.path, version: video.ffmpeg.version }, 'ffmpeg prêt pour les vidéos');
  try {
    await media.check();
    await prepareData(config, database, media, logger);
    if (!(await hasActiveNetworkAdmin(database.dataSource))) {
      logger.warn(
        'aucun administrateur du réseau actif : définissez ADMIN_USERNAME et ADMIN_PASSWORD, ou lancez « npm run admin -- create <nom> »',
      );
    }
    await removeUploadLeftovers(uploadTmpDir);
  } catch (error) {
    await database.close();
    await media.close();
    throw error;
  }

  const metrics = new GatewayMetrics(database);
  const app = express();
  const server = createServer(app);
  const connections = keepAliveDrain(server);
  answerMalformedRequests(server);
  app.disable('x-powered-by');
  // A hop count or the proxies' addresses, never `true`: X-Forwarded-For's leftmost entries are the client's to write.
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  // One spelling per path (decision 045): `/API/…` is not the API, nor `/Uploads/…` the uploads.
  app.set('case sensitive routing', true);

  const documents = readSpaDocuments(config.clientDist);
  if (!documents.index) logger.warn({ clientDist: config.clientDist }, 'client non construit : le site répondra 503');

  const reference = new ReferenceReader(database.dataSource);
  const catalogue = createCatalogueReader(database.dataSource);
  const realisations = new PublicRealisationCache(
    database.dataSource,
    database.kind === 'embedded' ? 'process' : 'database',
  );
  const prices = new PriceGridReader(database.dataSource, database.kind === 'embedded' ? 'process' : 'database');
  const outboxSender = new OutboxSender({
    dataSource: database.dataSource,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : null,
    from: config.mail.from ?? `${site.identity.brandName} <${site.identity.contactEmail}>`,
    logger,
    now: clock,
  });
  if (!outboxSender.enabled) logger.warn('SMTP_URL non défini : les e-mails restent en attente dans la boîte d’envoi');
  // Booking events name the contact address as their organizer, and calendars trust a change from the organizer.
  else if (config.mail.from && addressOf(config.mail.from) !== addressOf(site.identity.contactEmail)) {
    logger.warn(
      `MAIL_FROM (${addressOf(config.mail.from)}) n’est pas l’adresse de contact du site (${site.identity.contactEmail}), organisatrice des rendez-vous envoyés aux agendas : Gmail ou Outlook peuvent ignorer leurs déplacements et annulations`,
    );
  }
  const bookingSecret = await serverSecret(database.dataSource, BOOKING_LINK_SECRET);
  const services: AppServices = {
    dataSource: database.dataSource,
    databaseKind: database.kind,
    reference,
    realisations,
    catalogue,
    vehicleSearch: new VehicleSearch({ dataSource: database.dataSource, reference, clock }),
    prices,
    media,
    auth: { ...config.auth, accounts: signInPort },
    uploads: { limits: config.uploads, tmpDir: uploadTmpDir, ffmpeg: video.ffmpeg, heic: new HeicPool() },
    outbox: {
      publicUrl: config.publicUrl,
      sending: outboxSender.enabled,
      confirmationsPerHour: config.mail.confirmationsPerHour,
      wake: () => outboxSender.wake(),
      withheld: (mail) => logger.warn({ kind: mail.kind, reason: mail.reason }, 'E-mail retenu par une limite'),
    },
    clock,
    trashRetentionDays: config.trashRetentionDays,
    booking: {
      ...config.booking,
      linkKey: bookingLinkKey(bookingSecret),
      waitlistKey: waitlistLinkKey(bookingSecret),
      publicUrl: config.publicUrl,
    },
    clientKeyOf: clientKeys(await serverSecret(database.dataSource, CLIENT_KEY_SECRET)),
  };
  const graphql = await createGraphQLEndpoint({
    services,
    logger,
    httpServer: server,
    playgroundHtml: documents.playground,
  });
  const renderer = await loadPageRenderer({
    serverEntry: config.serverEntry,
    budgetMs: config.renderBudgetMs,
    pool: {
      threads: config.renderThreads,
      rendersPerThread: RENDERS_PER_THREAD,
      queueLimit: config.renderQueue,
      idleMs: RENDER_THREAD_IDLE_MS,
    },
    execute: graphql.execute,
    logger,
    metrics,
  });
  const security = securityHeaderList({
    mediaOrigin: config.media.publicUrl && new URL(config.media.publicUrl).origin,
  });
  const spa = createSpaRouter({
    clientDist: config.clientDist,
    documents,
    reference,
    catalogue,
    realisations,
    prices,
    publicUrl: config.publicUrl,
    renderer,
    pageCacheBytes: config.pageCacheBytes,
    securityHeaders: security,
    metrics,
  });

  app.use(requestLog(app, logger));
  app.use(metrics.requestTimer());
  // A page kept in the page cache is answered at once, with the security headers (decision 045).
  app.use(spa.fromCache);
  app.use(securityHeaders(security));
  app.use(compression());
  // Before the SPA: /metrics is never a page, whoever asks.
  app.use(metrics.route({ token: config.metricsToken, trustProxy: config.trustProxy }));
  if (config.corsOrigins.length) app.use(['/api', '/graphql', UPLOADS_URL], corsFor(config.corsOrigins));
  app.use('/api', apiSpelling, createRestRouter(services));
  app.use('/api', apiNotFound);
  app.use('/graphql', graphql.router);
  // The contact form sent without scripts, at the contact page's own address (decision 053).
  app.use(createContactFormRouter(services, config.publicUrl, spa.renderPosted));
  // Everything below only reads.
  app.use(readOnly);
  app.use(
    UPLOADS_URL,
    createUploadsRouter(media, { publicUrl: config.media.publicUrl, crossOrigin: config.corsOrigins.length > 0 }),
  );
  app.use(createSeoRouter({ reference, catalogue, realisations, publicUrl: config.publicUrl }));
  app.use(spa.router);
  app.use(errorHandler);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost =
    config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  // Files uploaded for a form that was never saved are removed after a day.
  const sweep = () =>
    sweepAbandonedUploads(database.dataSource, media)
      .then((removed) => removed && logger.info({ files: removed }, 'médias abandonnés supprimés'))
      .catch((error: unknown) => logger.warn({ err: error }, 'nettoyage des médias abandonnés impossible'));
  void sweep();
  const sweeper = setInterval(sweep, 3_600_000).unref();
  // Realisations in the trash for longer than the retention are removed, with the media nothing else uses.
  const trashPurge = new PeriodicTask(
    () =>
      purgeExpiredRealisations({
        db: database.dataSource,
        media,
        publicReads: realisations,
        clock,
        retentionDays: config.trashRetentionDays,
      })
        .then((purged) => {
          if (purged) logger.info({ realisations: purged }, 'corbeille : réalisations expirées supprimées');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'purge de la corbeille impossible')),
    TRASH_PURGE_INTERVAL_MS,
  );
  trashPurge.start();
  // Visitors are reminded of their appointment the day before (decision 040).
  const bookingReminders = new PeriodicTask(
    () =>
      queueBookingReminders(services)
        .then((queued) => {
          if (queued) logger.info({ reminders: queued }, 'rendez-vous : rappels de la veille mis en file');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'rappels des rendez-vous impossibles')),
    REMINDER_INTERVAL_MS,
  );
  bookingReminders.start();
  // What earlier runs left pending goes first.
  outboxSender.start();

  let closing: Promise<void> | undefined;
  return {
    url,
    server,
    database,
    trashPurge,
    bookingReminders,
    close: (options = {}) =>
      (closing ??= (async () => {
        // Never more than half the time the shutdown has: the rest is for the requests and the database.
        if (options.drainKeepAlive)
          await connections.drain(Math.min(config.shutdownDrainMs, config.shutdownTimeoutMs / 2));
        clearInterval(sweeper);
        await trashPurge.stop();
        await bookingReminders.stop();
        await graphql.stop(); // drains the HTTP server too
        await renderer?.close();
        logger.debug('arrêt : serveur HTTP fermé');
        await outboxSender.stop(); // a send under way is finished and recorded

        await services.uploads.heic.close();
        await database.close();
        logger.debug('arrêt : base de données fermée');
        await media.close();
      })()),
  };
}
