import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { TrustProxy } from '../config.js';
import { outboxStatusCounts } from '../services/mail/outbox.js';
import type { PageCacheHoldings } from './render/render-types.js';

/** Where operators read the gateway's metrics (decision 034). */
export const METRICS_PATH = '/metrics';

export type RouteKind = 'page' | 'asset' | 'graphql' | 'api' | 'admin_api' | 'uploads' | 'health' | 'other';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * What a request is for, from its method and path: few values, so the HTTP histogram keeps a bounded number of
 * series whatever URLs visitors make up. A file (a name with an extension: built assets, robots.txt, sitemaps) is
 * an asset; any other GET is a page; what else reaches the site's paths is `other`.
 */
export function routeKind(method: string, path: string): RouteKind {
  if (under(path, '/graphql')) return 'graphql';
  if (path === '/api/health') return 'health';
  if (under(path, '/api/admin')) return 'admin_api';
  if (under(path, '/api')) return 'api';
  if (under(path, '/uploads')) return 'uploads';
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  if (under(path, '/assets') || /\/[^/]+\.[a-z0-9]{1,8}$/i.test(path)) return 'asset';
  return 'page';
}

/** `2xx`, `4xx`…: the status class the histogram is labelled with. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The read side of a database pool: pg's `Pool` and the embedded database's shared session both count it. */
interface WaitingPool {
  waitingCount?: unknown;
}

/**
 * The gateway's metrics, in a registry of their own (several gateways may run in one process, in the tests): HTTP
 * durations, page renders, the rendered pages' cache, the database's queue and the outbox, with Node's own
 * (heap, resident memory, event-loop delay). Sources that come later (the renderer, the page cache) register
 * with `watch…`; gauges are read when Prometheus scrapes.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'kind' | 'status_class'>;
  readonly renderDuration: Histogram;
  readonly renderFailures: Counter<'reason'>;
  readonly renders: Counter<'passes'>;
  private renderQueue: () => number = () => 0;
  private renderThreadHeaps: () => Promise<number[]> = async () => [];
  private pageCache: PageCacheHoldings | undefined;

  constructor(database: { dataSource: DataSource; kind: 'embedded' | 'server' }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'garage_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route kind and status class.',
      labelNames: ['kind', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.renderDuration = new Histogram({
      name: 'garage_page_render_duration_seconds',
      help: 'Time a page render on the gateway takes once started (its wait for a turn excluded), renders that produced a page.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
      registers,
    });
    this.renderFailures = new Counter({
      name: 'garage_page_render_failures_total',
      help: 'Page renders given up, by reason: timeout (budget spent, waiting included) or error (the page went to the browser unrendered), refused (the render queue was full: a previous page was served, or 503).',
      labelNames: ['reason'],
      registers,
    });
    for (const reason of ['timeout', 'error', 'refused']) this.renderFailures.inc({ reason }, 0);
    this.renders = new Counter({
      name: 'garage_page_renders_total',
      help: 'Pages rendered, by render passes: 1 when the page’s data was all loaded before its render (client/src/routes/<Screen>/data.ts), more when a screen asked for something its loader did not.',
      labelNames: ['passes'],
      registers,
    });
    // Read through arrows: inside `collect`, `this` is the metric.
    const renderQueue = () => this.renderQueue();
    const pageCache = () => this.pageCache;
    new Gauge({
      name: 'garage_page_renders_waiting',
      help: 'Page renders waiting for a render thread (threads and renders per thread are bounded; so is this queue, RENDER_QUEUE).',
      registers,
      collect() {
        this.set(renderQueue());
      },
    });
    const renderThreadHeaps = () => this.renderThreadHeaps();
    new Gauge({
      name: 'garage_render_threads',
      help: 'Render threads running (they start with the first render and end after half a minute with nothing to do).',
      registers,
      async collect() {
        this.set((await renderThreadHeaps()).length);
      },
    });
    new Gauge({
      name: 'garage_render_threads_heap_bytes',
      help: 'JavaScript heap of the render threads, all together (the gateway thread’s own is nodejs_heap_size_total_bytes).',
      registers,
      async collect() {
        this.set((await renderThreadHeaps()).reduce((a, b) => a + b, 0));
      },
    });
    new Counter({
      name: 'garage_page_cache_hits_total',
      help: 'Page requests answered from the rendered pages cache.',
      registers,
      collect() {
        this.reset();
        this.inc(pageCache()?.hits ?? 0);
      },
    });
    new Counter({
      name: 'garage_page_cache_stale_hits_total',
      help: 'Page requests answered with the previous version of a page while one render replaces it (or while no render could be queued).',
      registers,
      collect() {
        this.reset();
        this.inc(pageCache()?.staleHits ?? 0);
      },
    });
    new Counter({
      name: 'garage_page_cache_misses_total',
      help: 'Page requests that found no current page in the cache (rendered, or waiting for the render under way).',
      registers,
      collect() {
        this.reset();
        this.inc(pageCache()?.misses ?? 0);
      },
    });
    new Gauge({
      name: 'garage_page_cache_entries',
      help: 'Rendered pages held in the cache.',
      registers,
      collect() {
        this.set(pageCache()?.held().entries ?? 0);
      },
    });
    new Gauge({
      name: 'garage_page_cache_bytes',
      help: 'Bytes held by the rendered pages cache (each page in its Brotli and gzip forms), bounded by PAGE_CACHE_MB.',
      registers,
      collect() {
        this.set(pageCache()?.held().bytes ?? 0);
      },
    });
    const pool = () => (database.dataSource.driver as unknown as { master?: WaitingPool }).master;
    new Gauge({
      name: 'garage_db_pool_waiting',
      help: 'Queries waiting for the database: for a server, requests waiting for a free pool connection; for the embedded database, statements waiting for another transaction to end on its one session.',
      labelNames: ['database'],
      registers,
      collect() {
        const waiting = pool()?.waitingCount;
        this.set({ database: database.kind }, typeof waiting === 'number' ? waiting : 0);
      },
    });
    new Gauge({
      name: 'garage_outbox_messages',
      help:
        'E-mails in the outbox by status: pending (to send or retry), failed (given up after the last attempt), ' +
        'withheld (kept back by a cap), review (restored, waiting for an administrator).',
      labelNames: ['status'],
      registers,
      async collect() {
        try {
          const counts = await outboxStatusCounts(database.dataSource);
          this.set({ status: 'pending' }, counts.pending);
          this.set({ status: 'failed' }, counts.failed);
          this.set({ status: 'withheld' }, counts.withheld);
          this.set({ status: 'review' }, counts.review);
        } catch {
          // The database is unreachable: no value rather than a stale one (the health check says why).
          this.reset();
        }
      },
    });
  }

  watchRenderQueue(waiting: () => number, threadHeaps: () => Promise<number[]>): void {
    this.renderQueue = waiting;
    this.renderThreadHeaps = threadHeaps;
  }

  watchPageCache(cache: PageCacheHoldings): void {
    this.pageCache = cache;
  }

  /** Times every request but the scrapes themselves, labelled by `routeKind`. */
  requestTimer(): RequestHandler {
    return (req, res, next) => {
      if (req.path === METRICS_PATH) return next();
      const kind = routeKind(req.method, req.path);
      const stop = this.httpDuration.startTimer({ kind });
      res.once('close', () => stop({ status_class: statusClass(res.statusCode) }));
      next();
    };
  }

  /**
   * `/metrics` for operators: from the machine itself (loopback) or with `Authorization: Bearer <METRICS_TOKEN>`.
   * Behind a proxy (TRUST_PROXY: any hop count or address) every request comes from the proxy, often on loopback:
   * the token is then the only way in. Anyone else gets a 404, as for a path that does not exist; never a page, never
   * cached.
   */
  route(options: { token: string | undefined; trustProxy: TrustProxy }): RequestHandler {
    return (req, res, next) => {
      if (req.path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      res.set('Cache-Control', 'no-store');
      if (!metricsAllowed(req, options)) {
        res.status(404).type('text/plain; charset=utf-8').send('Page introuvable');
        return;
      }
      this.registry
        .metrics()
        .then((text) => res.type(this.registry.contentType).send(text))
        .catch(next);
    };
  }
}

/** 127.0.0.0/8 and ::1, IPv4-mapped forms included. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether TRUST_PROXY names any proxy: a hop count of at least one, or an address. */
export const behindProxy = (trustProxy: TrustProxy): boolean =>
  Array.isArray(trustProxy) ? trustProxy.length > 0 : trustProxy !== false && trustProxy > 0;

/**
 * Who may read the metrics. A token sent must be the right one (compared in constant time, on digests of equal
 * length); without one, only a loopback socket, and only when no proxy stands in front. The socket's own address
 * is read, never X-Forwarded-For, which any client can write.
 */
export function metricsAllowed(
  req: Pick<Request, 'headers'> & { socket: { remoteAddress?: string | undefined } },
  options: { token: string | undefined; trustProxy: TrustProxy },
): boolean {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const sent = /^Bearer +(\S+)\s*$/i.exec(authorization)?.[1];
    return options.token !== undefined && sent !== undefined && timingSafeEqual(digest(sent), digest(options.token));
  }
  return !behindProxy(options.trustProxy) && isLoopback(req.socket.remoteAddress);
}
