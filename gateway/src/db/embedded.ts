import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { builtModule } from '../lib/paths.js';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './embedded-worker.js';

/**
 * The embedded PostgreSQL: PGlite persisted under `<dataDir>/pg`, served on a private Unix socket so that
 * the gateway reaches it through the same `pg` driver as a real server. PGlite is one session: the pool
 * that talks to it must hold a single connection. It runs on a worker thread (see embedded-worker.ts), so its
 * queries no longer stop the event loop that serves requests.
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
  // A short folder in the temp dir: Unix socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'pgl-'));
  const data: EmbeddedWorkerData = { pgDir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
  const worker = new Worker(builtModule(new URL('./embedded-worker.js', import.meta.url)), { workerData: data });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: EmbeddedWorkerMessage) => (message === 'ready' ? resolve() : undefined));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`base embarquée arrêtée au démarrage (code ${code})`)));
    });
  } catch (error) {
    await exited;
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  return {
    connection: { host: socketDir, port: SOCKET_PORT, username: 'postgres', database: 'postgres' },
    async stop() {
      // The thread closes the socket server and the database (which writes what it holds), then ends.
      worker.postMessage('stop');
      await exited;
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
