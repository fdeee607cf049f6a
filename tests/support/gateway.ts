import path from 'node:path';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../gateway/src/app.js';
import { loadConfig } from '../../gateway/src/config.js';
import { createLogger, type Logger } from '../../gateway/src/lib/logger.js';
import type { TestDatabase } from './databases.js';
import { repoRoot } from './process.js';

export { repoRoot };

/**
 * Starts a gateway in this process on a free port, against the given test database; `logger` replaces the silent
 * one for a suite that reads the log, `options` gives it a clock.
 */
export function startTestGateway(
  db: TestDatabase,
  env: Record<string, string> = {},
  logger: Logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIST: path.join(repoRoot, 'client', 'dist'),
    // Demo realisations take seconds to generate; suites that need them turn them on.
    DEMO_CONTENT: 'false',
    ...db.env,
    ...env,
  });
  return startGateway(config, logger, options);
}

/** POSTs a GraphQL operation (as the admin of `token`, if given) and returns the parsed body. */
export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Basic ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<{ data?: T; errors?: { message: string }[] }>;
}
