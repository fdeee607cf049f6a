import pg from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '@garage/migrations';
import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { entities } from '../entities/index.js';
import { startEmbeddedPostgres } from './embedded.js';
import { lockDataDir } from './data-dir-lock.js';
import { sharedSessionDriver, useSessionQueryRunners, type SessionLimits } from './shared-session-pool.js';

/** Same key in every process: start-up work (migrations, reference data) runs in one process at a time. */
export const STARTUP_LOCK_KEY = 727_001;

export interface Database {
  dataSource: DataSource;
  /** `embedded` (PGlite under DATA_DIR) or `server` (DATABASE_URL). */
  kind: 'embedded' | 'server';
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so that several gateways sharing one server
   * do not migrate or seed at the same time. The embedded database has one process by construction.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the configured database. `options.migrations` narrows the migrations this connection knows (a restore
 * brings the schema to the backup's version first, then the rest runs as in an upgrade); `options.session` sets the
 * embedded session's limits (tests shorten them).
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { migrations?: typeof migrations; session?: Partial<Omit<SessionLimits, 'onIdleTimeout'>> } = {},
): Promise<Database> {
  const common = {
    type: 'postgres' as const,
    entities,
    migrations: options.migrations ?? migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  };

  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const dataSource = new DataSource({
      ...common,
      url,
      extra: { max: config.databasePoolSize, connectionTimeoutMillis: 10_000 },
    });
    await dataSource.initialize();
    logger.info({ database: 'server', pool: config.databasePoolSize }, 'connexion à PostgreSQL établie');
    return {
      dataSource,
      kind: 'server',
      async withStartupLock(work) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          await client.end();
        }
      },
      close: () => dataSource.destroy(),
    };
  }

  const unlock = lockDataDir(config.dataDir);
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir);
    const dataSource = new DataSource({
      ...common,
      ...embedded.connection,
      // PGlite is a single session: one connection, pipelined and shared, transactions kept whole.
      driver: sharedSessionDriver,
      extra: {
        session: {
          ...options.session,
          onIdleTimeout: (details) =>
            logger.error(details, 'transaction de la base embarquée annulée : aucune requête pendant trop longtemps'),
        } satisfies Partial<SessionLimits>,
      },
    });
    useSessionQueryRunners(dataSource);
    await dataSource.initialize();
    logger.info({ database: 'embedded', dataDir: config.dataDir }, 'base PostgreSQL embarquée démarrée');
    return {
      dataSource,
      kind: 'embedded',
      withStartupLock: (work) => work(),
      async close() {
        await dataSource.destroy();
        await embedded.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Brings the schema up to date; returns the names of the migrations it ran. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const ran = await dataSource.runMigrations({ transaction: 'all' });
  return ran.map((m) => m.name);
}

/** True when the database answers a trivial query. */
export async function pingDatabase(dataSource: DataSource): Promise<boolean> {
  try {
    await dataSource.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
