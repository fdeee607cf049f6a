import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Router } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { createGraphQLContext, type GraphQLContext } from '../graphql-context.js';
import type { Logger } from '../lib/logger.js';
import { buildGatewaySchema } from '../schema/build-schema.js';
import type { ReferenceReader } from '../services/reference-reader.js';
import type { CatalogueReader } from '../services/vehicles/catalogue.js';
import { sendHtml } from './spa.js';

/** Errors the client may see as they are; anything else becomes a generic French message. */
const EXPOSED_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

export function formatGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && EXPOSED_CODES.has(code)) {
    const { stacktrace: _dropped, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return { message: 'Erreur interne du serveur', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

export interface GraphQLEndpoint {
  router: Router;
  stop(): Promise<void>;
}

/**
 * `/graphql`: Apollo Server over the type-graphql schema, and on a browser GET the locally built
 * GraphiQL playground (no CDN, works offline and under the CSP).
 */
export async function createGraphQLEndpoint(deps: {
  dataSource: DataSource;
  reference: ReferenceReader;
  catalogue: CatalogueReader;
  logger: Logger;
  httpServer: Server;
  playgroundHtml: string | undefined;
}): Promise<GraphQLEndpoint> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildGatewaySchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns the shutdown sequence (HTTP, then database).
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => {
      const safe = formatGraphQLError(formatted);
      if (safe !== formatted && safe.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        deps.logger.error({ err: error }, 'erreur GraphQL non gérée');
      }
      return safe;
    },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: deps.httpServer }),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const router = Router();
  router.get('/', (req, res, next) => {
    const wantsPage =
      req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
    if (!wantsPage || req.query.query !== undefined) return next();
    if (!deps.playgroundHtml) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Le playground n’est pas construit : lancez « npm run build ».');
      return;
    }
    sendHtml(res, deps.playgroundHtml);
  });
  router.use(
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createGraphQLContext(deps.dataSource, deps.reference, req.log as unknown as Logger, req.ip, deps.catalogue),
    }),
  );
  return { router, stop: () => apollo.stop() };
}
