import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
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
const db = await PGlite.create({ dataDir: pgDir });
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
