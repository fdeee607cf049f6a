import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { checkGraphQLOperation, refuseOtherMethods, refuseUnsafeGraphQLRequests } from './graphql-request-checks.js';
import express, { Router, type RequestHandler } from 'express';
import type { Server } from 'node:http';
import type { FormattedExecutionResult } from 'graphql';
import { Upload, processRequest, type UploadOptions } from 'graphql-upload-minimal';
import { InvalidInputError, PayloadTooLargeError } from '../lib/domain-errors.js';
import { requireBodyType } from './body-type.js';
import { formatGraphQLError, graphqlHttpErrors, unauthenticatedStatusPlugin } from './graphql-errors.js';
import { SIGNED_IN, capAnonymousAnswers, costLimitPlugin, limitVariablesDepth } from './graphql-limits.js';
import type { AppServices } from '../app-services.js';
import type { GraphQLContext } from '../graphql-context.js';
import type { Logger } from '../lib/logger.js';
import { buildGatewaySchema } from '../schema/build-schema.js';
import { SIGN_IN_MESSAGES } from '../auth/sessions.js';
import { withClientKeys } from '../auth/client-key.js';
import { adminOf, requestToken } from './admin-auth.js';
import { deviceTokenOf, rememberDevice } from './device-cookie.js';
import { sendHtml } from './send-html.js';
import type { InProcessOperation, InProcessRequest } from './render/render-types.js';

/**
 * graphql-upload-minimal's Express middleware, with two guards.
 * - Its multipart parser listens `once` for errors, so a second error in one request (a malformed part header right
 *   after an invalid `map` field) was unhandled and ended the process. A lasting listener on the parser keeps the
 *   process up; the first error still fails the request.
 * - A file that fails (missing from the request, cut off, a part the parser cannot read) rejects its Upload with the
 *   library's or the parser's own error, before any resolver runs: it becomes a French domain error here, and so does
 *   a request the parser cannot read at all (no boundary).
 */
function graphqlUploads(options: UploadOptions): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const pipe = req.pipe.bind(req) as (destination: NodeJS.WritableStream, options?: { end?: boolean }) => unknown;
    req.pipe = ((destination: NodeJS.WritableStream, pipeOptions?: { end?: boolean }) => {
      destination.on('error', () => undefined);
      return pipe(destination, pipeOptions);
    }) as typeof req.pipe;
    processRequest(req, res, options).then(
      (body) => {
        for (const upload of uploadsIn(body)) {
          upload.promise = upload.promise.then(
            // A file part past the one the map names stops the parser, which then fails the file already announced.
            (file) => ({
              ...file,
              createReadStream: () => {
                try {
                  return file.createReadStream();
                } catch (error) {
                  throw tooManyFiles(error, options) || error;
                }
              },
            }),
            (error: unknown) => {
              throw (
                tooManyFiles(error, options) ||
                ((error as { status?: unknown })?.status === 413
                  ? new PayloadTooLargeError('Fichier trop volumineux pour cet envoi')
                  : new InvalidInputError('Fichier manquant ou illisible dans la requête multipart'))
              );
            },
          );
          upload.promise.catch(() => undefined); // rejected uploads nobody awaits must not end the process
        }
        req.body = body;
        next();
      },
      (error: unknown) => {
        // The parser's own errors (no boundary, a form cut off) carry no status: the request is at fault all the same.
        next(
          tooManyFiles(error, options) ||
            ((error as { status?: unknown })?.status === 413
              ? new PayloadTooLargeError('Requête multipart trop volumineuse')
              : new InvalidInputError('Requête multipart invalide (voir la spécification GraphQL multipart request)')),
        );
      },
    );
  };
}

/** graphql-upload-minimal's refusal of a file past `maxFiles`, as the French input error it is. */
const tooManyFiles = (error: unknown, options: UploadOptions) =>
  /max file uploads exceeded/.test(String((error as Error)?.message)) &&
  new InvalidInputError(`Un seul fichier par requête (maximum ${options.maxFiles ?? 1})`);

/** The Upload placeholders that processRequest put in the operations' variables. */
function uploadsIn(value: unknown, found: Upload[] = [], depth = 0): Upload[] {
  if (value instanceof Upload) found.push(value);
  else if (value && typeof value === 'object' && depth < 20)
    for (const item of Object.values(value)) uploadsIn(item, found, depth + 1);
  return found;
}

/** One operation of the public site's own pages, run in-process for a render on the gateway (http/render/page-render.ts). */
export interface GraphQLEndpoint {
  router: Router;
  /**
   * Runs an operation of a page being rendered as an anonymous visitor would, through the same server (validation,
   * error formatting), without an HTTP round trip. Its cost is not estimated (`ownPage`).
   */
  execute(operation: InProcessOperation, request: InProcessRequest): Promise<FormattedExecutionResult>;
  stop(): Promise<void>;
}

/**
 * `/graphql`: Apollo Server over the type-graphql schema, and on a browser GET the locally built
 * GraphiQL playground (no CDN, works offline and under the CSP).
 */
export async function createGraphQLEndpoint(deps: {
  services: AppServices;
  logger: Logger;
  httpServer: Server;
  playgroundHtml: string | undefined;
}): Promise<GraphQLEndpoint> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: await buildGatewaySchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // The parser recurses once per nesting level: a document nested a few thousand levels deep overflowed the stack.
    // The largest operation of the SPA is under 100 tokens, the playground's introspection query under 200.
    parseOptions: { maxTokens: 2000 },
    // main.ts owns the shutdown sequence (HTTP, then database).
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => {
      const safe = formatGraphQLError(formatted, error);
      if (safe.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        deps.logger.error({ err: error }, 'erreur GraphQL non gérée');
      }
      return safe;
    },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: deps.httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used (answers are `no-store`, public reads are cached in memory, decision 016): the
      // default cache-control plugin only wrapped every field's resolver to compute them.
      ApolloServerPluginCacheControlDisabled(),
      unauthenticatedStatusPlugin,
      costLimitPlugin,
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
  const { services } = deps;
  router.use(
    refuseOtherMethods,
    // A body of another type would reach Apollo as no body at all (or as a CSRF attempt): told as what it is.
    requireBodyType(
      ['application/json', 'multipart/form-data'],
      'Corps de requête attendu en JSON (application/json), ou en multipart/form-data pour un envoi de fichier',
    ),
    refuseUnsafeGraphQLRequests,
    express.json({ limit: '1mb' }),
    // Multipart requests (file uploads) are for administrators only: refused before the body is read.
    async (req, res, next) => {
      if (!req.is('multipart/form-data')) return next();
      if (await adminOf(req, services)) return next();
      res
        .status(401)
        .json({ errors: [{ message: SIGN_IN_MESSAGES.expired, extensions: { code: 'UNAUTHENTICATED' } }] });
    },
    graphqlUploads({
      maxFileSize: Math.max(services.uploads.limits.maxImageBytes, services.uploads.limits.maxVideoBytes),
      maxFiles: 1,
      maxFieldSize: 100_000,
    }),
    limitVariablesDepth,
    checkGraphQLOperation,
    capAnonymousAnswers,
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphQLContext> => {
        const admin = await adminOf(req, services);
        res.locals[SIGNED_IN] = admin !== null;
        return withClientKeys(
          {
            ...services,
            logger: req.log as unknown as Logger,
            deviceToken: deviceTokenOf(req),
            rememberDevice: (device: Parameters<GraphQLContext['rememberDevice']>[0]) =>
              rememberDevice(req, res, device),
            token: requestToken(req),
            admin,
          },
          services.clientKeyOf,
          req.ip,
        );
      },
    }),
  );
  router.use(graphqlHttpErrors);
  const execute: GraphQLEndpoint['execute'] = async (operation, request) => {
    const response = await apollo.executeOperation(operation, {
      contextValue: withClientKeys(
        {
          ...services,
          realisations: request.dependsOn ? services.realisations.seenBy(request.dependsOn) : services.realisations,
          logger: request.logger,
          deviceToken: null,
          rememberDevice: () => undefined,
          token: null,
          admin: null,
          ownPage: true,
        },
        services.clientKeyOf,
        request.ip,
      ),
    });
    if (response.body.kind !== 'single') throw new Error('Réponse GraphQL incrémentale inattendue');
    return response.body.singleResult;
  };
  return { router, execute, stop: () => apollo.stop() };
}
