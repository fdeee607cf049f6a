import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from '../../lib/logger.js';
import { builtModule } from '../../lib/paths.js';
import type { PostedForm } from '@garage/contract/posted-form';
import type { InProcessOperation, InProcessRequest } from './render-types.js';
import type { GatewayMetrics } from '../metrics.js';
import type { CompressedPage } from './page-compression.js';
import type { DocumentParts } from './document.js';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-messages.js';

/** The whole page, rendered into its document, in its compressed forms. */
export interface RenderedPage extends CompressedPage {
  /** Ids of the realisations the page shows. */
  realisations: number[];
}

/** Every render thread is busy and the queue is full: the page is not rendered (http/spa.ts answers 503). */
export class RenderQueueFull extends Error {
  constructor() {
    super('Trop de pages à rendre en même temps');
  }
}

export interface PageRenderer {
  /**
   * The page's HTML and data, or undefined when the render failed or ran out of time (logged).
   * @throws RenderQueueFull when as many renders as the queue holds are already waiting.
   */
  render(
    request: {
      url: string;
      centre: string | null;
      document: DocumentParts;
      /** A previous version is served meanwhile: this render may only take the first half of the queue. */
      replacing?: boolean;
      /** A form sent without scripts, shown again with its messages (decision 053). */
      form?: PostedForm;
    } & InProcessRequest,
  ): Promise<RenderedPage | undefined>;
  /** Renders waiting for a thread. */
  waiting(): number;
  /** Ends the render threads (the gateway's shutdown). */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Render threads at most. */
  threads: number;
  /** Renders one thread runs at once: a render mostly waits for its data, and meanwhile its thread renders another. */
  rendersPerThread: number;
  /** Renders that may wait for a thread; one more is refused. */
  queueLimit: number;
  /** A thread with nothing to do for this long ends (its memory is given back); the next render starts one. */
  idleMs: number;
}

interface Job extends InProcessRequest {
  id: number;
  url: string;
  centre: string | null;
  document: DocumentParts;
  form?: PostedForm;
  started: number;
  deadline: number;
  settle(page: RenderedPage | undefined): void;
  /** Stops the render's timer (renderDuration), once it has a thread. */
  stopTimer?: () => void;
  expiry?: NodeJS.Timeout;
}

interface RenderThread {
  worker: Worker;
  ready: boolean;
  jobs: Map<number, Job>;
  idle?: NodeJS.Timeout;
}

/**
 * Heap of one render thread (V8's old and young generations), in megabytes. A render's objects die young, but four
 * renders waiting for their data at once kept a 16 MB young generation busy copying survivors: its collections took
 * a quarter of the thread’s time; at 48 MB, about a tenth (CPU profiles under the cold engine-page load).
 */
const RENDER_THREAD_OLD_MB = 192;
const RENDER_THREAD_YOUNG_MB = 48;

/** The render thread's module (its built copy when this file runs from source, under the tests). */
const WORKER_FILE = builtModule(new URL('./render-worker.js', import.meta.url));

/**
 * Renders public pages with the SPA's server entry in a pool of worker threads, so that renders use every core and
 * the gateway's own thread stays free for requests (the API, the admin and health are never queued behind a
 * render). The gateway's thread keeps the database: a render's GraphQL operations are posted to it and run there
 * in-process. Without the server entry (the client was built before server rendering, or not at all) pages are sent
 * empty and rendered in the browser, as before.
 */
export async function loadPageRenderer(deps: {
  serverEntry: string;
  budgetMs: number;
  pool: RenderPoolOptions;
  execute(operation: InProcessOperation, request: InProcessRequest): Promise<FormattedExecutionResult>;
  logger: Logger;
  metrics?: GatewayMetrics;
}): Promise<PageRenderer | undefined> {
  if (!existsSync(deps.serverEntry)) {
    deps.logger.warn(
      { serverEntry: deps.serverEntry },
      'rendu serveur absent : les pages seront rendues par le navigateur',
    );
    return undefined;
  }
  const threads = new Set<RenderThread>();
  const queue: Job[] = [];
  let lastJob = 0;
  let broken = false;
  let closed = false;

  const fail = (job: Job, reason: 'timeout' | 'error', error: unknown) => {
    if (job.expiry) clearTimeout(job.expiry);
    deps.metrics?.renderFailures.inc({ reason });
    // The visitor still gets the page, rendered by the browser; the failure is for the operator.
    job.logger.error(
      { err: error, url: job.url, ms: Math.round(Date.now() - job.started) },
      'rendu serveur impossible : page envoyée au navigateur sans contenu',
    );
    job.settle(undefined);
  };

  const finished = (thread: RenderThread, job: Job) => {
    thread.jobs.delete(job.id);
    if (thread.jobs.size === 0 && !closed) {
      thread.idle = setTimeout(() => {
        threads.delete(thread);
        void thread.worker.terminate();
      }, deps.pool.idleMs).unref();
    }
    dispatch();
  };

  const post = (thread: RenderThread, message: ToRenderThread) => thread.worker.postMessage(message);

  const startThread = (): RenderThread => {
    const thread: RenderThread = {
      worker: new Worker(WORKER_FILE, {
        workerData: { serverEntry: deps.serverEntry } satisfies RenderThreadData,
        // React and Apollo Client pick their builds by NODE_ENV, unset for the gateway: their development builds
        // (checks, warnings, component stacks) made a render about five times slower. Pages are always rendered by
        // the production builds, as the browser runs them.
        env: { ...process.env, NODE_ENV: 'production' },
        // Bounded heaps: under a crawl, V8 grew each thread's heap as far as it was let. At 96 and 128 MB some
        // renders ran out under 16 connections (a thread that does ends; its renders go to the browser).
        resourceLimits: {
          maxOldGenerationSizeMb: RENDER_THREAD_OLD_MB,
          maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_MB,
        },
      }),
      ready: false,
      jobs: new Map(),
    };
    threads.add(thread);
    thread.worker.on('message', (message: FromRenderThread) => {
      switch (message.kind) {
        case 'ready':
          thread.ready = true;
          sendPending(thread);
          return dispatch();
        case 'broken':
          // A server build that cannot load (a dependency missing from the installation) must not keep the site
          // down: pages go to the browser from now on.
          broken = true;
          deps.logger.error(
            { serverEntry: deps.serverEntry, err: message.message },
            'rendu serveur impossible à charger : les pages seront rendues par le navigateur',
          );
          threads.delete(thread);
          void thread.worker.terminate();
          for (const job of [...queue.splice(0), ...thread.jobs.values()]) {
            clearTimeout(job.expiry);
            job.settle(undefined);
          }
          return;
        case 'execute': {
          const job = thread.jobs.get(message.render);
          if (!job) return;
          deps.execute(message.request, job).then(
            (result) => post(thread, { kind: 'answer', operation: message.operation, result }),
            (error: unknown) => post(thread, { kind: 'refused', operation: message.operation, message: String(error) }),
          );
          return;
        }
        case 'rendered': {
          const job = thread.jobs.get(message.id);
          if (!job) return;
          job.stopTimer?.();
          deps.metrics?.renders.inc({ passes: String(message.passes) });
          finished(thread, job);
          return job.settle({
            brotli: Buffer.from(message.brotli),
            gzip: Buffer.from(message.gzip),
            realisations: message.realisations,
          });
        }
        case 'failed': {
          const job = thread.jobs.get(message.id);
          if (!job) return;
          finished(thread, job);
          return fail(job, message.timedOut ? 'timeout' : 'error', message.message);
        }
      }
    });
    // A thread that dies takes its renders with it (they go to the browser); the next render starts another.
    const lost = (error: unknown) => {
      if (!threads.delete(thread)) return;
      for (const job of thread.jobs.values()) fail(job, 'error', error);
      thread.jobs.clear();
      dispatch();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`fil de rendu arrêté (code ${code})`)));
    return thread;
  };

  /** Gives waiting renders to threads with room, starting threads up to the pool's size. */
  function dispatch() {
    while (queue.length && !broken && !closed) {
      let chosen: RenderThread | undefined;
      for (const thread of threads) {
        if (thread.jobs.size >= deps.pool.rendersPerThread) continue;
        if (!chosen || thread.jobs.size < chosen.jobs.size) chosen = thread;
      }
      if (!chosen && threads.size < deps.pool.threads) chosen = startThread();
      if (!chosen) return;
      const job = queue.shift()!;
      clearTimeout(job.expiry);
      clearTimeout(chosen.idle);
      chosen.jobs.set(job.id, job);
      job.stopTimer = deps.metrics?.renderDuration.startTimer();
      // A thread still loading the server entry takes its renders once ready (they count in its room meanwhile).
      if (chosen.ready) sendPending(chosen);
    }
  }

  const sent = new WeakSet<Job>();
  function sendPending(thread: RenderThread) {
    for (const job of thread.jobs.values()) {
      if (sent.has(job)) continue;
      sent.add(job);
      const { id, url, centre, deadline, document, form } = job;
      post(thread, { kind: 'render', id, url, centre, deadline, document, form });
    }
  }

  deps.metrics?.watchRenderQueue(
    () => queue.length,
    () =>
      Promise.all(
        [...threads].map((thread) =>
          thread.worker.getHeapStatistics().then(
            (heap) => heap.total_heap_size,
            () => 0, // ended meanwhile
          ),
        ),
      ),
  );
  return {
    render({ url, centre, document, replacing, form, ip, logger, dependsOn }) {
      if (broken || closed) return Promise.resolve(undefined);
      let settle!: (page: RenderedPage | undefined) => void;
      const rendered = new Promise<RenderedPage | undefined>((resolve) => (settle = resolve));
      const started = Date.now();
      const job: Job = {
        id: ++lastJob,
        url,
        centre,
        document,
        form,
        ip,
        logger,
        dependsOn,
        started,
        deadline: started + deps.budgetMs,
        settle,
      };
      queue.push(job);
      dispatch();
      // No thread had room, and the queue already holds as many as it may: refused now rather than kept waiting.
      // Renders that replace a page still being served only take half of it: after a crawl's pages age, their
      // renders would otherwise fill the queue, and a page not kept at all (nothing to serve meanwhile) get a 503.
      const limit = replacing ? Math.floor(deps.pool.queueLimit / 2) : deps.pool.queueLimit;
      if (queue.at(-1) === job && queue.length > limit) {
        queue.pop();
        deps.metrics?.renderFailures.inc({ reason: 'refused' });
        throw new RenderQueueFull();
      }
      // A render still waiting when its budget is spent is given up: the page goes to the browser.
      if (queue.includes(job)) {
        job.expiry = setTimeout(() => {
          const at = queue.indexOf(job);
          if (at < 0) return;
          queue.splice(at, 1);
          fail(job, 'timeout', new Error('Rendu non commencé : délai dépassé en attente'));
        }, deps.budgetMs);
      }
      return rendered;
    },
    waiting: () => queue.length,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.settle(undefined);
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
      threads.clear();
    },
  };
}
