import { Worker } from 'node:worker_threads';
import { workerModule } from '../lib/worker-module.js';
import { HEIC_MESSAGES } from './heic.js';
import type { HeicAnswer, HeicRequest } from './heic-worker.js';
import { MediaError, type MediaErrorStatus } from './media-error.js';

/*
 * HEIC decoding takes seconds of CPU and up to a gigabyte for a 48-megapixel photo, in synchronous WebAssembly: on
 * the event loop it would stall every other request meanwhile. It runs in one worker thread instead:
 *
 * - one photo at a time (the machine has few cores, and each decode may take a gigabyte), the others wait in a
 *   bounded queue; a full queue refuses at once with 503 and Retry-After rather than piling up;
 * - the worker is stopped after a short idle time, which gives its WebAssembly memory back to the system (it only
 *   ever grows while the module lives);
 * - a worker that dies (an abort on hostile data, memory exhausted) or runs past the time limit fails its photo as
 *   unreadable, and the next photo gets a new one.
 */

export const HEIC_BUSY_MESSAGE = 'Trop de photos HEIC en cours de conversion : réessayez dans quelques secondes';

export interface HeicPoolOptions {
  /** Photos that may wait while one is decoded; one more is refused with 503. */
  maxWaiting: number;
  /** The worker stops after this long without work. */
  idleMs: number;
  /** A decode running longer than this is stopped and its photo refused. */
  jobTimeoutMs: number;
  /** Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

const DEFAULTS: HeicPoolOptions = { maxWaiting: 3, idleMs: 15_000, jobTimeoutMs: 120_000, retryAfterSeconds: 10 };

interface Job {
  id: number;
  filePath: string;
  resolve(png: Buffer): void;
  reject(error: unknown): void;
}

export class HeicPool {
  private readonly options: HeicPoolOptions;
  private worker: Worker | null = null;
  private running: { job: Job; timer: NodeJS.Timeout } | null = null;
  private readonly waiting: Job[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(options: Partial<HeicPoolOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Decodes the HEIC file at `filePath` into a PNG (see decodeHeic); MediaError on a bad file or a full queue. */
  decode(filePath: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('HeicPool fermé'));
    if (this.running && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(
        new MediaError(503, HEIC_BUSY_MESSAGE, { retryAfterSeconds: this.options.retryAfterSeconds }),
      );
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, filePath, resolve, reject });
      this.startNext();
    });
  }

  /** Whether a worker thread exists now: false once the idle stop has given its memory back. */
  get hasWorker(): boolean {
    return this.worker !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('HeicPool fermé'));
    if (this.running) this.finish(new Error('HeicPool fermé'));
    await this.stopWorker();
  }

  private startNext() {
    if (this.running || this.closed) return;
    const job = this.waiting.shift();
    if (!job) {
      this.idleTimer ??= setTimeout(() => void this.stopWorker(), this.options.idleMs).unref();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.ensureWorker();
    const timer = setTimeout(() => {
      this.finish(new MediaError(400, HEIC_MESSAGES.unreadable, { cause: new Error('décodage trop long') }));
      void this.replaceWorker(worker);
    }, this.options.jobTimeoutMs);
    this.running = { job, timer };
    worker.postMessage({ id: job.id, filePath: job.filePath } satisfies HeicRequest);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const entry = workerModule(new URL('./heic-worker.js', import.meta.url));
    const worker = new Worker(entry.url, { execArgv: entry.execArgv });
    worker.on('message', (answer: HeicAnswer) => {
      if (this.running?.job.id !== answer.id) return;
      if ('png' in answer) this.finish(null, Buffer.from(answer.png));
      else
        this.finish(
          answer.failure
            ? new MediaError(answer.failure.status as MediaErrorStatus, answer.failure.message)
            : new MediaError(400, HEIC_MESSAGES.unreadable),
        );
    });
    // A crash of the WebAssembly code or of the thread: its photo is refused, the next one gets a new worker.
    // A worker let go already (idle, past its time limit, or its 'error' before its 'exit') has no photo running:
    // the one running then is the next worker's, which its late exit must not refuse.
    const died = (cause: unknown) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.running) this.finish(new MediaError(400, HEIC_MESSAGES.unreadable, { cause }));
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`worker HEIC arrêté (${code})`)));
    this.worker = worker;
    return worker;
  }

  private finish(error: unknown, png?: Buffer) {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = null;
    if (png) running.job.resolve(png);
    else running.job.reject(error);
    this.startNext();
  }

  private async replaceWorker(worker: Worker) {
    if (this.worker === worker) this.worker = null;
    await worker.terminate();
  }

  private async stopWorker() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
