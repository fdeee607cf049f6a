import express, { Router } from 'express';
import type { DataSource } from 'typeorm';
import { getHealth } from '../services/health.js';
import { apiNotFound } from './errors.js';

/**
 * The REST adapter: the spec's `/api` paths over the same domain services as GraphQL.
 * Handlers only map HTTP shapes; answers are `{ data }`, failures `{ error }`.
 */
export function createRestRouter(deps: { dataSource: DataSource; databaseKind: 'embedded' | 'server' }): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));

  router.get('/health', async (_req, res) => {
    const health = await getHealth(deps.dataSource, deps.databaseKind);
    res.set('Cache-Control', 'no-store');
    res.status(health.status === 'ok' ? 200 : 503).json({ data: health });
  });

  router.use(apiNotFound);
  return router;
}
