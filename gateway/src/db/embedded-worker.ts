import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What `startEmbeddedPostgres` gives the thread. */
export interface EmbeddedWorkerData {
  pgDir: string;
  socketPath: string;
}

/** The thread's answers: ready to accept connections, then stopped (database closed) after a `stop` message. */
export type EmbeddedWorkerMessage = 'ready' | 'stopped';

/*
 * PGlite and its socket server, on a thread of their own: every query runs synchronously in PGlite's WebAssembly,
 * and on the gateway's event loop it held up every request meanwhile, while each round trip waited twice for a turn
 * of that busy loop (the socket server's and the driver's). A failure to open the database rejects this module's
 * evaluation, which the parent receives as the worker's `error`.
 */
const { pgDir, socketPath } = workerData as EmbeddedWorkerData;
const port = parentPort!;
/*
 * Memory: PostgreSQL's default 128 MB of shared buffers are zeroed at start, so they were all resident, for a
 * database of a few megabytes that the system's file cache holds anyway. 16 MB keeps every table of the site and its
 * indexes in the buffers (the catalogue is the largest). (The WebAssembly memory cannot start below its declared
 * 128 MB; the pages nothing writes are not resident.)
 */
const SHARED_BUFFERS = '16MB';
const db = await PGlite.create({
  dataDir: pgDir,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  // The bookings' exclusion constraint compares a unit's id with `=` in a GiST index (migration 1795001900000).
  extensions: { btree_gist },
});
const server = new PGLiteSocketServer({ db, path: socketPath });
try {
  await server.start();
} catch (error) {
  await db.close();
  throw error;
}
port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void (async () => {
    await server.stop();
    await db.close();
    port.postMessage('stopped' satisfies EmbeddedWorkerMessage);
    port.close();
  })();
});
port.postMessage('ready' satisfies EmbeddedWorkerMessage);
