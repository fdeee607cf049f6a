import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { passwordProblem } from '@garage/contract/account-form';
import { repoRoot } from './lib/paths.js';

/**
 * Every setting the gateway reads from the environment, validated once at boot.
 * A bad value stops start-up with one line naming the variable (see `ConfigError`).
 */

const port = z.coerce
  .number({ message: 'doit être un nombre' })
  .int('doit être un entier')
  .min(0, 'doit être entre 0 et 65535')
  .max(65535, 'doit être entre 0 et 65535');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    message: 'doit valoir true ou false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/**
 * Who stands between visitors and the gateway, in a form Express's `trust proxy` takes: nobody (`false`), a number of
 * proxies in a row (each appends the address it got the request from to X-Forwarded-For, so the client is that many
 * entries from the right), or the proxies' addresses and subnets. Never everyone: the leftmost entries are whatever
 * the client wrote (decision 044).
 */
export type TrustProxy = false | number | string[];

/** More proxies in a row than any real deployment has: a number this high only says "everyone". */
export const MAX_PROXY_HOPS = 10;
/** Subnets Express itself knows by name (proxy-addr). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * Widest subnets of proxies, those of Express's own widest names (10.0.0.0/8, fc00::/7): wider ones hold visitors
 * too, and two /1 halves would be everyone.
 */
const WIDEST_PROXY_PREFIX = { ipv4: 8, ipv6: 7 } as const;
const NO_PROXY = new Set(['false', '0', 'no', 'off']);
/** What Express would read as `true` (or a wish for it): every address believed, the client's own included. */
const EVERYONE = new Set(['true', 'yes', 'on', 'oui', 'vrai', '*', 'all', 'any', 'tous']);

/** `what`: « valoir « true » », « contenir « ::/0 » ». */
const believesEveryone = (what: string) =>
  `ne doit pas ${what} : la passerelle croirait n’importe quel client, qui écrit lui-même X-Forwarded-For. ` +
  'Indiquez le nombre de proxys devant elle (TRUST_PROXY=1 derrière un nginx) ou leurs adresses (TRUST_PROXY=10.0.0.0/8)';

const notAProxy = (item: string) =>
  `doit être un nombre de proxys (1 derrière un nginx) ou leurs adresses et sous-réseaux séparés par des virgules ` +
  `(10.0.0.0/8, fd00::/8, loopback, linklocal, uniquelocal) : « ${item} » n’est ni l’un ni l’autre`;

/**
 * One proxy address or subnet, written back in a form Express's proxy-addr reads as Node does: dotted IPv4,
 * hexadecimal IPv6, IPv4-mapped IPv6 as IPv4 (parsers disagree on `::1.2.3.4`, which proxy-addr refuses at start-up).
 * A problem in French otherwise.
 */
function proxyEntry(item: string): { entry: string } | { problem: string } {
  if (PROXY_RANGE_NAMES.has(item.toLowerCase())) return { entry: item.toLowerCase() };
  const match = /^([^/%]+)(?:\/(\d{1,3}))?$/.exec(item);
  const family = match ? isIP(match[1]!) : 0;
  if (!match || family === 0) return { problem: notAProxy(item) };
  // Dotted IPv4 inside IPv6 only in the usual mapped form: parsers read other spellings each their own way.
  if (family === 6 && match[1]!.includes('.') && !/^::ffff:[\d.]+$/i.test(match[1]!)) {
    return {
      problem: `contient « ${item} » : écrivez une adresse IPv6 en hexadécimal (la forme pointée se lit ::ffff:a.b.c.d)`,
    };
  }
  let address = ipaddr.parse(match[1]!);
  let prefix = match[2] === undefined ? undefined : Number(match[2]);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && (prefix ?? 128) >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    if (prefix !== undefined) prefix -= 96;
  }
  const kind = address.kind();
  const widest = WIDEST_PROXY_PREFIX[kind];
  const longest = kind === 'ipv4' ? 32 : 128;
  const name = kind === 'ipv4' ? 'IPv4' : 'IPv6';
  if (prefix === 0) return { problem: believesEveryone(`contenir « ${item} »`) };
  if (prefix !== undefined && prefix > longest) {
    return { problem: `contient « ${item} », dont le préfixe dépasse /${longest}, la longueur d’une adresse ${name}` };
  }
  if (prefix !== undefined && prefix < widest) {
    return {
      problem:
        `contient « ${item} », un sous-réseau trop large pour des proxys (au plus /${widest} en ${name}) : ` +
        'il contiendrait des visiteurs',
    };
  }
  return { entry: prefix === undefined ? address.toString() : `${address.toString()}/${prefix}` };
}

/** TRUST_PROXY as Express takes it (see `TrustProxy`), or why not. */
export function parseTrustProxy(value: string): { trust: TrustProxy } | { problem: string } {
  const lower = value.trim().toLowerCase();
  if (NO_PROXY.has(lower)) return { trust: false };
  if (EVERYONE.has(lower)) return { problem: believesEveryone(`valoir « ${value.trim()} »`) };
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops > MAX_PROXY_HOPS) {
      return {
        problem:
          `ne peut pas dépasser ${MAX_PROXY_HOPS} proxys : un nombre plus grand que le vrai croirait ce que le client ` +
          'écrit dans X-Forwarded-For. Indiquez le nombre exact de proxys devant la passerelle',
      };
    }
    return { trust: hops === 0 ? false : hops };
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return { problem: notAProxy(value.trim()) };
  const entries: string[] = [];
  for (const item of items) {
    const parsed = proxyEntry(item);
    if ('problem' in parsed) return parsed;
    entries.push(parsed.entry);
  }
  return { trust: entries };
}

const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if ('trust' in parsed) return parsed.trust;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

/** DEMO_CONTENT as set, else on only outside production. */
const demoContentOf = (e: { NODE_ENV: string; DEMO_CONTENT?: boolean | undefined }) =>
  e.DEMO_CONTENT ?? e.NODE_ENV !== 'production';

const databaseUrl = z
  .string()
  .url('doit être une URL postgres://…')
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'doit commencer par postgres:// ou postgresql://');

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
  message: 'doit valoir fatal, error, warn, info, debug, trace ou silent',
});

const centresSetting = z
  .string()
  .min(1)
  .refine((v) => v === 'fr' || v === 'ma' || v.endsWith('.json'), 'doit valoir fr, ma ou le chemin d’un fichier .json');

const publicUrl = z
  .string()
  .url('doit être une URL absolue, par exemple https://www.exemple.fr')
  .transform((v) => v.replace(/\/+$/, ''));

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'doit être un nom de compartiment S3 (3 à 63 minuscules, chiffres, . ou -)',
  );

const httpUrl = (example: string) =>
  z
    .string()
    .url(`doit être une URL absolue, par exemple ${example}`)
    .refine((v) => /^https?:\/\//.test(v), 'doit commencer par http:// ou https://')
    .transform((v) => v.replace(/\/+$/, ''));

/** Comma-separated origins (`https://admin.exemple.fr`), each a scheme, a host and maybe a port: no path, no `*`. */
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.every((o) => {
        try {
          const url = new URL(o);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === o;
        } catch {
          return false;
        }
      }),
    'doit être une liste d’origines séparées par des virgules, par exemple https://admin.exemple.fr,https://www.exemple.fr',
  );

/**
 * The legal facts of the publishing company (LCEN art. 6 III; the consumer mediator of the Code de la consommation),
 * one variable each. In production (see `Config.production`) an unset one is left off the pages and logged at
 * start-up; elsewhere the demonstration's fictitious value stands in (decision 027).
 */
export const LEGAL_VARIABLES = [
  { variable: 'LEGAL_FORM', field: 'legalForm', label: 'forme juridique', required: true },
  { variable: 'LEGAL_SHARE_CAPITAL', field: 'shareCapital', label: 'capital social', required: true },
  { variable: 'LEGAL_RCS_NUMBER', field: 'rcsNumber', label: 'numéro RCS', required: true },
  { variable: 'LEGAL_RCS_CITY', field: 'rcsCity', label: 'ville du greffe (RCS)', required: true },
  { variable: 'LEGAL_REGISTERED_OFFICE', field: 'registeredOffice', label: 'adresse du siège social', required: true },
  { variable: 'LEGAL_VAT_NUMBER', field: 'vatNumber', label: 'numéro de TVA intracommunautaire', required: true },
  {
    variable: 'LEGAL_PUBLICATION_DIRECTOR',
    field: 'publicationDirector',
    label: 'directeur de la publication',
    required: true,
  },
  { variable: 'HOSTING_NAME', field: 'hostName', label: 'nom de l’hébergeur', required: true },
  { variable: 'HOSTING_ADDRESS', field: 'hostAddress', label: 'adresse de l’hébergeur', required: true },
  { variable: 'HOSTING_PHONE', field: 'hostPhone', label: 'téléphone de l’hébergeur', required: true },
  { variable: 'MEDIATOR_NAME', field: 'mediatorName', label: 'médiateur de la consommation', required: true },
  { variable: 'MEDIATOR_WEBSITE', field: 'mediatorWebsite', label: 'site internet du médiateur', required: true },
  { variable: 'MEDIATOR_ADDRESS', field: 'mediatorAddress', label: 'adresse postale du médiateur', required: false },
] as const;

export type LegalField = (typeof LEGAL_VARIABLES)[number]['field'];

const smtpUrl = z
  .string()
  .url('doit être une URL smtp://… ou smtps://…, par exemple smtp://utilisateur:motdepasse@smtp.exemple.fr:587')
  .refine((v) => /^smtps?:\/\//.test(v), 'doit commencer par smtp:// ou smtps://');

/** `adresse@exemple.fr` or `Nom <adresse@exemple.fr>`. */
const mailFrom = z
  .string()
  .regex(
    /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
    'doit être une adresse e-mail, ou un nom suivi de l’adresse entre < >, par exemple Ecuvia <contact@exemple.fr>',
  );

const legalText = z.string().max(300, 'doit compter au plus 300 caractères');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1, 'doit être au moins 1')
    .max(200, 'doit être au plus 200')
    .default(10),
  CENTRES: centresSetting.default('fr'),
  PUBLIC_URL: publicUrl.optional(),
  LOG_LEVEL: logLevel.default('info'),
  TRUST_PROXY: trustProxySetting.default(false),
  METRICS_TOKEN: z
    .string()
    .min(32, 'doit compter au moins 32 caractères (par exemple : openssl rand -hex 32)')
    .regex(/^\S+$/, 'ne doit contenir aucun espace')
    .optional(),
  CLIENT_DIST: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(6_000),
  RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(96),
  BOOKING_LEAD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(12),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(90).default(28),
  BOOKING_CHANGE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  // Unset: on outside production only (a real site never shows invented jobs by accident); npm start sets it on.
  DEMO_CONTENT: flag.optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[\p{L}\p{N}._@-]{3,64}$/u, 'doit compter 3 à 64 lettres, chiffres ou . _ @ -')
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  ADMIN_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  ADMIN_REQUIRE_2FA: flag.default(false),
  LOGIN_LOCKOUT_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(900),
  TRASH_RETENTION_DAYS: z.coerce
    .number({ message: 'doit être un nombre de jours' })
    .int('doit être un nombre entier de jours')
    .min(1, 'doit être au moins 1')
    .max(3650, 'doit être au plus 3650')
    .default(30),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().min(1).max(200).default(25),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().min(1).max(4096).default(500),
  MEDIA_STORE: z.enum(['local', 's3'], { message: 'doit valoir local ou s3' }).optional(),
  S3_BUCKET: bucketName.optional(),
  S3_ENDPOINT: httpUrl('http://127.0.0.1:9000').optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'doit être un nom de région, par exemple eu-west-3')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'doit être un préfixe de clés terminé par /, par exemple uploads/')
    .default('uploads/'),
  MEDIA_PUBLIC_URL: httpUrl('https://cdn.exemple.fr/uploads').optional(),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  CORS_ORIGINS: originList.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  MAIL_CONFIRMATIONS_PER_HOUR: z.coerce
    .number({ message: 'doit être un nombre de confirmations par heure' })
    .int('doit être un nombre entier')
    .min(0, 'doit être au moins 0 (0 : aucune confirmation aux visiteurs)')
    .max(10_000, 'doit être au plus 10000')
    .default(60),
  LEGAL_FORM: legalText.optional(),
  LEGAL_SHARE_CAPITAL: legalText.optional(),
  LEGAL_RCS_NUMBER: z
    .string()
    .regex(/^\d{3} ?\d{3} ?\d{3}$/, 'doit être un numéro SIREN de 9 chiffres, par exemple 912 345 678')
    .optional(),
  LEGAL_RCS_CITY: legalText.optional(),
  LEGAL_REGISTERED_OFFICE: legalText.optional(),
  LEGAL_VAT_NUMBER: z
    .string()
    .regex(/^[A-Z]{2} ?[0-9A-Z ]{2,14}$/, 'doit être un numéro de TVA, par exemple FR12 912345678')
    .optional(),
  LEGAL_PUBLICATION_DIRECTOR: legalText.optional(),
  HOSTING_NAME: legalText.optional(),
  HOSTING_ADDRESS: legalText.optional(),
  HOSTING_PHONE: z
    .string()
    .regex(/^\+?[\d .()-]{6,24}$/, 'doit être un numéro de téléphone, par exemple 01 23 45 67 89')
    .optional(),
  MEDIATOR_NAME: legalText.optional(),
  MEDIATOR_WEBSITE: httpUrl('https://www.mediateur.exemple.fr').optional(),
  MEDIATOR_ADDRESS: legalText.optional(),
});

/** Where media files live: DATA_DIR/uploads, or an S3-compatible bucket. */
export type MediaStoreConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** Any S3-compatible service (MinIO, s3rver, another provider); AWS when unset. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's usual credential chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Prepended to every file name to make the object key (`uploads/` by default, like the URL path). */
      prefix: string;
    };

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
  logLevel: z.infer<typeof logLevel>;
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

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration invalide : ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
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

/**
 * MEDIA_STORE chooses the store; unset, S3_BUCKET alone selects S3. S3 settings without a bucket are refused rather
 * than ignored: a typo there would otherwise keep media on one machine's disk without anyone noticing.
 */
function mediaStoreConfig(e: z.infer<typeof envSchema>, localDirectory: string): MediaStoreConfig {
  const kind = e.MEDIA_STORE ?? (e.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') {
    if (!e.MEDIA_STORE) {
      const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((v) => e[v]);
      if (stray) throw new ConfigError('S3_BUCKET', `est obligatoire quand ${stray} est défini`);
    }
    return { kind: 'local', directory: localDirectory };
  }
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'est obligatoire avec MEDIA_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'doit être défini avec S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY ensemble',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX,
  };
}
