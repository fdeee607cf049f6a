import { z } from 'zod';
import { trustProxySetting } from './trust-proxy.js';

/**
 * The environment variables the gateway reads and what each may hold, with the French message start-up prints for a
 * bad value. The order of the keys is the order in which problems are reported.
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

export const envSchema = z.object({
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

export type Env = z.infer<typeof envSchema>;
export type LogLevel = Env['LOG_LEVEL'];
