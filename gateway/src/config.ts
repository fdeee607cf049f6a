import path from 'node:path';
import { z } from 'zod';
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
  TRUST_PROXY: flag.default(false),
  CLIENT_DIST: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  DEMO_CONTENT: flag.default(true),
});

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
  trustProxy: boolean;
  /** Absolute path of the built SPA. */
  clientDist: string;
  shutdownTimeoutMs: number;
  /** Load demo realisations into a database that has none. */
  demoContent: boolean;
  /** Folder of uploaded and generated media (DATA_DIR/uploads). */
  uploadsDir: string;
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
    const shown = cleaned[variable] === undefined ? '' : ` (valeur reçue : « ${cleaned[variable]} »)`;
    throw new ConfigError(variable, `${issue.message}${shown}`);
  }
  const e = parsed.data;
  const resolveFromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(process.cwd(), p));
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
    clientDist: e.CLIENT_DIST ? resolveFromRoot(e.CLIENT_DIST) : path.join(repoRoot, 'client', 'dist'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    demoContent: e.DEMO_CONTENT,
    uploadsDir: path.join(resolveFromRoot(e.DATA_DIR), 'uploads'),
  };
}
