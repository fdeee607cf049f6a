import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { isDomainError, type DomainError, type FailureKind } from '../lib/domain-errors.js';

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

/** The domain error behind a GraphQL error: thrown by a resolver, a service it called or the auth checker. */
export function domainErrorOf(error: unknown): DomainError | undefined {
  if (isDomainError(error)) return error;
  const cause = (error as MaybeCause | undefined)?.originalError;
  return isDomainError(cause) ? cause : undefined;
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
  if (typeof code === 'string' && FRAMEWORK_CODES.has(code)) {
    const { stacktrace: _dropped, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return { message: 'Erreur interne du serveur', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

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
 * plain HTTP clients see it without reading the body. Other failures keep GraphQL's 200 with `errors`.
 */
export const unauthenticatedStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        if (errors?.some((error) => domainErrorOf(error)?.kind === 'unauthenticated')) response.http.status = 401;
      },
    };
  },
};
