import type { Logger } from '../../lib/logger.js';
import type { ReadScope } from '../../services/realisations/public-cache.js';

/**
 * The types the render pipeline (this folder) shares with the GraphQL endpoint and the metrics, in a module that
 * imports none of them: the pipeline runs operations in-process, and the endpoint and metrics know the pipeline, so
 * neither side imports the other's code to learn its types.
 */

/** A GraphQL operation of a page being rendered. */
export interface InProcessOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

export interface InProcessRequest {
  ip: string | undefined;
  logger: Logger;
  /** Told the scope of every realisation read the operation makes (a page render's dependencies). */
  dependsOn?: (scope: ReadScope) => Promise<void>;
}

/** What the metrics read of the rendered pages' cache. */
export interface PageCacheHoldings {
  readonly hits: number;
  readonly staleHits: number;
  readonly misses: number;
  held(): { entries: number; bytes: number };
}
