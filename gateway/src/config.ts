import os from 'node:os';
import path from 'node:path';
import { passwordProblem } from '@garage/contract/account-form';
import { ConfigError } from './config/config-error.js';
import { envSchema, type LogLevel } from './config/env-schema.js';
import { LEGAL_VARIABLES, type LegalField } from './config/legal.js';
import { mediaStoreConfig, type MediaStoreConfig } from './config/media-store.js';
import type { TrustProxy } from './config/trust-proxy.js';
import { repoRoot } from './lib/paths.js';

/**
 * Every setting the gateway reads from the environment, validated once at boot.
 * A bad value stops start-up with one line naming the variable (see `ConfigError`).
 */

// The rest of the gateway imports its settings from here only; each part lives with its subject in config/.
export { ConfigError, LEGAL_VARIABLES };
export type { LegalField, MediaStoreConfig, TrustProxy };

/** DEMO_CONTENT as set, else on only outside production. */
const demoContentOf = (e: { NODE_ENV: string; DEMO_CONTENT?: boolean | undefined }) =>
  e.DEMO_CONTENT ?? e.NODE_ENV !== 'production';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the runtime data folder (embedded database, uploads). */
  dataDir: string;
  /** External PostgreSQL server, or undefined for the embedded database. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** `fr`, `ma` or an absolute path to a JSON file of centres. */
  centres: string;
  /** Public origin used in canonical URLs; defaults to http://localhost:PORT. */
  publicUrl: string;
  logLevel: LogLevel;
  /** The proxies in front, whose X-Forwarded-* headers Express believes (`TrustProxy`); false: none. */
  trustProxy: TrustProxy;
  /** Lets a scraper read `/metrics` from anywhere (`Authorization: Bearer …`); without it, loopback only (decision 034). */
  metricsToken: string | undefined;
  /** Absolute path of the built SPA. */
  clientDist: string;
  /** The gateway's render of the SPA (client/dist-server, built beside clientDist). */
  serverEntry: string;
  /** Longest time a public page's render on the gateway may take; past it the browser renders the page. */
  renderBudgetMs: number;
  /** Threads that render pages at most (default: the machine's cores). */
  renderThreads: number;
  /** Renders that may wait for a thread; past it a page is served stale, or refused with 503 (decision 028). */
  renderQueue: number;
  /** Bytes of compressed pages the rendered pages cache holds at most; 0 keeps none. */
  pageCacheBytes: number;
  /**
   * Online booking: no slot starts sooner than this after now, nor further than the horizon; the visitor's link moves
   * or cancels it until `changeMinutes` before it starts (decisions 040, 041).
   */
  booking: { leadMinutes: number; horizonDays: number; changeMinutes: number };
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long kept-alive connections may take to end by themselves (http/keep-alive-drain.ts). */
  shutdownDrainMs: number;
  /** Load demo realisations into a database that has none. */
  demoContent: boolean;
  /**
   * The site is the real one: NODE_ENV=production (the default) and DEMO_CONTENT=false. Only then are unset legal
   * facts left unset (and logged) instead of taking the demonstration's fictitious values (decision 027).
   */
  production: boolean;
  /** The legal facts set by the operator (`LEGAL_*`, `HOSTING_*`, `MEDIATOR_*`); absent keys are unset. */
  legal: Partial<Record<LegalField, string>>;
  /** First administrator, created at start-up when no account of that name exists. */
  initialAdmin: { username: string; password: string } | undefined;
  auth: {
    /** A session unused for this long expires… */
    sessionIdleMs: number;
    /** …and any session expires this long after sign-in. */
    sessionMaxMs: number;
    /** Longest lockout after repeated failed sign-ins. */
    lockoutMaxMs: number;
    /** Every administrator must sign in with two factors: one without may only enrol. */
    requireTwoFactor: boolean;
  };
  uploads: { maxImageBytes: number; maxVideoBytes: number };
  /** Days a deleted realisation stays in the trash before the periodic purge removes it and its unused media. */
  trashRetentionDays: number;
  /** The ffmpeg binary for videos: a path, or a name looked up on the PATH. */
  ffmpegPath: string;
  /** Other origins whose pages may call /api and /graphql and load media (CORS); empty: same origin only. */
  corsOrigins: string[];
  /**
   * Outgoing e-mail (decision 031). Without `smtpUrl` messages wait in the outbox; `from` unset: the brand's name and
   * the site's contact address. `confirmationsPerHour`: visitor confirmations queued in an hour, all addresses
   * together; beyond, requests are stored and their centre notified without one.
   */
  mail: { smtpUrl: string | undefined; from: string | undefined; confirmationsPerHour: number };
  media: {
    store: MediaStoreConfig;
    /**
     * Origin (and path) that serves the same files, e.g. a CDN in front of the bucket: `/uploads/<name>` then
     * redirects to `<publicUrl>/<name>`. Undefined: the gateway serves the files itself.
     */
    publicUrl: string | undefined;
  };
}

/** Reads and validates the environment; throws a `ConfigError` naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most dotenv tools.
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value.trim()]];
    }),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environnement');
    // An SMTP URL may hold a password, a metrics token is one: never repeated. Nor a value the message quotes already.
    const shown =
      cleaned[variable] === undefined ||
      variable === 'SMTP_URL' ||
      variable === 'METRICS_TOKEN' ||
      issue.message.includes(`« ${cleaned[variable]} »`)
        ? ''
        : ` (valeur reçue : « ${cleaned[variable]} »)`;
    throw new ConfigError(variable, `${issue.message}${shown}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      e.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME',
      'doit être défini avec ADMIN_USERNAME et ADMIN_PASSWORD ensemble',
    );
  }
  const adminPasswordProblem = e.ADMIN_PASSWORD ? passwordProblem(e.ADMIN_PASSWORD) : null;
  if (adminPasswordProblem) throw new ConfigError('ADMIN_PASSWORD', `refusé : ${adminPasswordProblem}`);
  const megabytes = (n: number) => Math.round(n * 1024 * 1024);
  const resolveFromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(process.cwd(), p));
  const store = mediaStoreConfig(e, path.join(resolveFromRoot(e.DATA_DIR), 'uploads'));
  const clientDist = e.CLIENT_DIST ? resolveFromRoot(e.CLIENT_DIST) : path.join(repoRoot, 'client', 'dist');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolveFromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    centres: e.CENTRES === 'fr' || e.CENTRES === 'ma' ? e.CENTRES : resolveFromRoot(e.CENTRES),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    clientDist,
    serverEntry: path.join(path.dirname(clientDist), 'dist-server', 'entry-server.js'),
    renderBudgetMs: e.RENDER_BUDGET_MS,
    renderThreads: e.RENDER_THREADS ?? os.availableParallelism(),
    renderQueue: e.RENDER_QUEUE,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    booking: {
      leadMinutes: e.BOOKING_LEAD_HOURS * 60,
      horizonDays: e.BOOKING_HORIZON_DAYS,
      changeMinutes: e.BOOKING_CHANGE_HOURS * 60,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    demoContent: demoContentOf(e),
    production: e.NODE_ENV === 'production' && !demoContentOf(e),
    legal: Object.fromEntries(
      LEGAL_VARIABLES.flatMap(({ variable, field }) => (e[variable] ? [[field, e[variable]]] : [])),
    ),
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    auth: {
      sessionIdleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: e.ADMIN_SESSION_MAX_HOURS * 3_600_000,
      lockoutMaxMs: e.LOGIN_LOCKOUT_MAX_SECONDS * 1000,
      requireTwoFactor: e.ADMIN_REQUIRE_2FA,
    },
    uploads: { maxImageBytes: megabytes(e.UPLOAD_MAX_IMAGE_MB), maxVideoBytes: megabytes(e.UPLOAD_MAX_VIDEO_MB) },
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    ffmpegPath: e.FFMPEG_PATH.includes('/') ? resolveFromRoot(e.FFMPEG_PATH) : e.FFMPEG_PATH,
    corsOrigins: e.CORS_ORIGINS ?? [],
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, confirmationsPerHour: e.MAIL_CONFIRMATIONS_PER_HOUR },
    media: { store, publicUrl: e.MEDIA_PUBLIC_URL },
  };
}
