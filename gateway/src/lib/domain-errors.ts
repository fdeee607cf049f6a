import type { FieldProblem } from '@garage/contract/form-fields';

/**
 * The failures a caller can cause or must wait out, as typed classes. Services, media and auth throw them with a
 * French message the client may show as it is; each transport maps the kind in one place: `rest/errors.ts` to an
 * HTTP status, `http/graphql-errors.ts` to a GraphQL code. Anything else that is thrown is a bug: logged, and
 * answered with a generic message.
 */
export type FailureKind =
  | 'invalid-input'
  | 'not-found'
  | 'conflict'
  | 'unauthenticated'
  | 'forbidden'
  | 'throttled'
  | 'too-large'
  | 'unsupported-type'
  | 'method-not-allowed'
  | 'unavailable'
  | 'storage-full';

export abstract class DomainError extends Error {
  abstract readonly kind: FailureKind;
  /** Seconds before trying again (sent as Retry-After), for `throttled` and `unavailable`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, options?: ErrorOptions & { retryAfterSeconds?: number }) {
    super(message, options);
    this.name = new.target.name;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** Input that breaks a rule; `fields` names the fields at fault (path → message) when there are any. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid-input';
  readonly fields: Readonly<Record<string, string>>;

  constructor(message: string, fields: Record<string, string> = {}, options?: ErrorOptions) {
    super(message, options);
    this.fields = fields;
  }
}

/**
 * Rules of a form broken by one field or several: the message and `field` are the first problem's, in the form's
 * order (what a one-message answer says), and `fields` holds every field's.
 */
export class FormInputError extends InvalidInputError {
  readonly field: string;
  readonly problems: readonly FieldProblem[];
  constructor(problems: readonly [FieldProblem, ...FieldProblem[]]) {
    super(problems[0].message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
    this.field = problems[0].field;
    this.problems = problems;
  }

  static of(message: string, field: string): FormInputError {
    return new FormInputError([{ field, message }]);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor(message = 'Ressource introuvable') {
    super(message);
  }
}

/** The request contradicts what is stored (a name already taken…). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** No valid session: the admin screen answers it by showing the login form. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** Too many attempts: refused until `retryAfterSeconds` have passed. */
export class ThrottledError extends DomainError {
  readonly kind = 'throttled';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds });
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** A body or a file of a type this endpoint does not take. */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported-type';
}

/** A method the path does not answer; `allow` lists those it does. */
export class MethodNotAllowedError extends DomainError {
  readonly kind = 'method-not-allowed';
  constructor(
    readonly allow: readonly string[],
    message = 'Méthode non autorisée',
  ) {
    super(message);
  }
}

/** The server cannot take this now (busy, a tool missing): try again after `retryAfterSeconds` when given. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export const notFound = (message?: string) => new NotFoundError(message);
export const badRequest = (message: string, field?: string) =>
  new InvalidInputError(message, field ? { [field]: message } : {});

/** Also true for an error of another copy of this module (test runners may load two). */
export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true;
  const kind = (error as { kind?: unknown } | null)?.kind;
  return error instanceof Error && typeof kind === 'string' && kind in HTTP_STATUS;
}

/** The HTTP status of each kind: REST answers and the statuses some GraphQL refusals carry. */
export const HTTP_STATUS: Record<FailureKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  throttled: 429,
  unavailable: 503,
  // WebDAV's « Insufficient Storage »: the server's disk is full, not the client's request at fault.
  'storage-full': 507,
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Service momentanément indisponible : la base de données ne répond pas. Réessayez dans quelques secondes.';

/** SQLSTATEs of a database that cannot answer now: a statement past its deadline, a server going down, no room. */
const UNAVAILABLE_STATES = /^(57014|57P0[1-3]|08\d{3}|53300)$/;
/** What node-postgres says when the server is silent or gone, or no connection frees in time. */
const UNAVAILABLE_MESSAGES =
  /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?)$/;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * A database that does not answer in time (the statement deadline, the wait for a connection) or is gone: a French
 * 503 with Retry-After for the client, never a hang or a 500. Undefined for any other failure.
 */
export function databaseUnavailable(error: unknown): UnavailableError | undefined {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  const unavailable = candidates.some((candidate) => {
    const e = candidate as { code?: unknown; message?: unknown } | null | undefined;
    if (!e) return false;
    if (typeof e.code === 'string' && (UNAVAILABLE_STATES.test(e.code) || UNAVAILABLE_CODES.has(e.code))) return true;
    return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message);
  });
  return unavailable ? new UnavailableError(DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: 5 }) : undefined;
}

/** Domain errors as they are; errors thrown by Express's own parsers and router as French domain errors. */
export function toDomainError(error: unknown): DomainError | undefined {
  // TypeORM wraps what the connection refused (the embedded session's « base occupée ») in a QueryFailedError,
  // which copies its fields but not its message: the error itself is the one to answer.
  const driverError = (error as { driverError?: unknown } | null)?.driverError;
  if (isDomainError(driverError)) return driverError;
  if (isDomainError(error)) return error;
  const e = error as { type?: string; status?: number; expose?: boolean };
  if (e?.type === 'entity.parse.failed') return new InvalidInputError('Corps de requête JSON invalide');
  if (e?.type === 'entity.too.large') return new PayloadTooLargeError('Requête trop volumineuse');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new UnsupportedTypeError('Encodage de requête non pris en charge');
  // The router's own refusal of a path parameter it cannot percent-decode (`/api/x/%E0%A4%A`): a URIError with
  // status 400 but no `expose` flag.
  if (error instanceof URIError && e.status === 400)
    return new InvalidInputError('Adresse invalide : encodage des caractères incorrect');
  return databaseUnavailable(error);
}
