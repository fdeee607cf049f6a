import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded PostgreSQL: PGlite persisted under `<dataDir>/pg`, served on a private Unix socket so that
 * the gateway reaches it through the same `pg` driver as a real server. PGlite is one session: the pool
 * that talks to it must hold a single connection.
 */
export interface EmbeddedPostgres {
  /** Connection settings for `pg` (Unix socket folder as host). */
  connection: { host: string; port: number; username: string; database: string };
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const pgDir = path.join(dataDir, 'pg');
  mkdirSync(pgDir, { recursive: true });
  const db = await PGlite.create({ dataDir: pgDir });
  // A short folder in the temp dir: Unix socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'pgl-'));
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  });
  await server.start();
  return {
    connection: { host: socketDir, port: SOCKET_PORT, username: 'postgres', database: 'postgres' },
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
