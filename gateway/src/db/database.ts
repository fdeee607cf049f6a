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
/**
 * How long a request's database work may wait (decision 046, README « Santé »), on a PostgreSQL server: for a free
 * connection of the pool, for a statement to run (the server cancels it), and for any answer at all (the client gives
 * up on a server that stopped answering, whose own deadline never fires). Past them the request is a French 503
 * with Retry-After (`databaseUnavailable`), never a hang. The embedded database has its session's own limits.
 */
export const REQUEST_DEADLINES = { connectionMs: 5_000, statementMs: 10_000, queryMs: 12_000 } as const;

export async function openDatabase(
  config: Config,
  logger: Logger,
  options: {
    migrations?: typeof migrations;
    session?: Partial<Omit<SessionLimits, 'onIdleTimeout'>>;
    /** The site's requests (not a backup, a restore or an import): bounded waits, `REQUEST_DEADLINES`. */
    requestDeadlines?: boolean;
  } = {},
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
      extra: {
        max: config.databasePoolSize,
        ...(options.requestDeadlines
          ? {
              connectionTimeoutMillis: REQUEST_DEADLINES.connectionMs,
              statement_timeout: REQUEST_DEADLINES.statementMs,
              query_timeout: REQUEST_DEADLINES.queryMs,
            }
          : { connectionTimeoutMillis: 10_000 }),
      },
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

  const unlock = lockDataDir(config.dataDir, logger);
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
