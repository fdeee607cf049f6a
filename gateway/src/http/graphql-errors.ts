import type { ApolloServerPlugin } from '@apollo/server';
import type { ErrorRequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import {
  HTTP_STATUS,
  isDomainError,
  type DomainError,
  type FailureKind,
  databaseUnavailable,
  toDomainError,
  type MethodNotAllowedError,
} from '../lib/domain-errors.js';
import { GraphQLRequestRefusal } from './graphql-request-checks.js';

/** The GraphQL code of each kind of domain error: the one place where they are mapped. */
export const GRAPHQL_CODE: Record<FailureKind, string> = {
  'invalid-input': 'BAD_USER_INPUT',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  throttled: 'TOO_MANY_REQUESTS',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'unsupported-type': 'UNSUPPORTED_MEDIA_TYPE',
  'method-not-allowed': 'METHOD_NOT_ALLOWED',
  unavailable: 'SERVICE_UNAVAILABLE',
  'storage-full': 'INSUFFICIENT_STORAGE',
};

/** Codes of Apollo and graphql-js that describe the request, safe to show as they are. */
const FRAMEWORK_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
]);

type MaybeCause = { name?: unknown; message?: unknown; originalError?: unknown; extensions?: Record<string, unknown> };

/**
 * The domain error behind a GraphQL error: thrown by a resolver, a service it called or the auth checker; or a
 * database past its deadline, which is « unavailable » (503) rather than a bug.
 */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (isDomainError(error)) return error;
  const cause = (error as MaybeCause | undefined)?.originalError;
  return isDomainError(cause) ? cause : databaseUnavailable(cause);
}

/**
 * Every error of a GraphQL answer goes through here. A domain error gets its kind's code, its French message, and
 * what helps the client act: the fields at fault, the seconds to wait. A refusal of the request by graphql-js or
 * Apollo keeps its code. Anything else is a bug: a generic French message, and the caller logs it.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const domain = domainErrorOf(error);
  if (domain) {
    const fields = 'fields' in domain && Object.keys(domain.fields as object).length ? { fields: domain.fields } : {};
    const retry = domain.retryAfterSeconds ? { retryAfterSeconds: domain.retryAfterSeconds } : {};
    return {
      message: domain.message,
      ...(formatted.locations && { locations: formatted.locations }),
      ...(formatted.path && { path: formatted.path }),
      extensions: { code: GRAPHQL_CODE[domain.kind], ...fields, ...retry },
    };
  }
  const fault = requestFault(error);
  if (fault) return { ...formatted, extensions: { code: fault } };
  const code = formatted.extensions?.code;
  if (code === 'BAD_REQUEST') return apolloRefusal(error);
  if (typeof code === 'string' && FRAMEWORK_CODES.has(code)) {
    const { stacktrace: _dropped, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return { message: 'Erreur interne du serveur', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * What Apollo Server still refuses after http/graphql-request-checks.ts (which says the HTTP request's own rules in
 * French before Apollo sees it): known by its HTTP status, never by its English text. 405 is a mutation sent by GET.
 */
function apolloRefusal(error: unknown): GraphQLFormattedError {
  const status = ((error as MaybeCause | undefined)?.extensions?.http as { status?: unknown } | undefined)?.status;
  if (status === 405)
    return {
      message: 'En GET, seules les lectures (query) sont acceptées : envoyez les mutations en POST',
      extensions: { code: GRAPHQL_CODE['method-not-allowed'] },
    };
  return { message: 'Requête GraphQL invalide', extensions: { code: 'BAD_REQUEST' } };
}

/**
 * Failures of the HTTP layer in front of Apollo on /graphql (a body that is not JSON or too large, a multipart form
 * that breaks the rules): answered in GraphQL's form, `{ errors: [{ message, extensions: { code } }] }`, with the
 * status of their kind. Anything else is a bug: logged, and a generic message.
 */
export const graphqlHttpErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof GraphQLRequestRefusal) {
    if (error.allow) res.set('Allow', error.allow);
    res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
    return;
  }
  const known = toDomainError(error);
  if (!known) req.log.error({ err: error }, 'erreur non gérée');
  const status = known ? HTTP_STATUS[known.kind] : 500;
  if (known?.kind === 'method-not-allowed') res.set('Allow', (known as MethodNotAllowedError).allow.join(', '));
  res.status(status).json({
    errors: [
      {
        message: known?.message ?? 'Erreur interne du serveur',
        extensions: { code: known ? GRAPHQL_CODE[known.kind] : 'INTERNAL_SERVER_ERROR' },
      },
    ],
  });
};

/**
 * graphql-js's refusals found while executing rather than validating: an explicit null for a non-null argument that
 * has a default (`realisations(first: $first)` with `first: null`), or an operation type the schema lacks.
 */
const GRAPHQL_JS_INPUT_ERRORS =
  /^(?:Argument "[^"]+" (?:of (?:required|non-null) type|has invalid value)|Schema is not configured to execute \w+ operation)/;

/**
 * Refusals of the request that reach the formatter without a code: Apollo's own that only set an HTTP 4xx status
 * (a persisted query whose hash does not match), and graphql-js's own (a GraphQLError with no cause, possibly
 * wrapped once with its field's path).
 */
function requestFault(error: unknown): string | undefined {
  const located = error as MaybeCause | undefined;
  if (located?.extensions?.code !== undefined) return undefined;
  const status = (located?.extensions?.http as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return 'BAD_REQUEST';
  const cause = located?.originalError as MaybeCause | undefined;
  const fromGraphqlJs =
    !cause || (cause.name === 'GraphQLError' && !cause.originalError && cause.extensions?.code === undefined);
  if (fromGraphqlJs && GRAPHQL_JS_INPUT_ERRORS.test(String(located?.message))) return 'BAD_USER_INPUT';
  return undefined;
}

/**
 * An answer refused for want of a session is sent with HTTP 401, as the REST adapter does: the admin screen and
 * plain HTTP clients see it without reading the body. One the database could not serve in time is a 503 with
 * Retry-After, as a proxy or a retrying client expects. Other failures keep GraphQL's 200 with `errors`.
 */
export const unauthenticatedStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        const kinds = errors?.map((error) => domainErrorOf(error)) ?? [];
        if (kinds.some((known) => known?.kind === 'unauthenticated')) response.http.status = 401;
        const unavailable = kinds.find((known) => known?.kind === 'unavailable');
        if (unavailable && unavailable.retryAfterSeconds) {
          response.http.status = 503;
          response.http.headers.set('Retry-After', String(unavailable.retryAfterSeconds));
        }
      },
    };
  },
};
