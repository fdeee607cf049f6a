import type { Request, RequestHandler } from 'express';

/*
 * The HTTP request's own rules on /graphql, checked before Apollo Server sees it, each refused with its French
 * sentence and its code. Apollo checks the same things, but answers them with English messages that share one code
 * (BAD_REQUEST); matching those messages by their text broke with each wording change. What Apollo still refuses
 * after these checks is answered by its code and HTTP status (http/graphql-errors.ts).
 */

/** A refusal of the HTTP request itself: its status, GraphQL code and French message (and an Allow header). */
export class GraphQLRequestRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly allow?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestRefusal';
  }
}

const badRequest = (message: string) => new GraphQLRequestRefusal(400, 'BAD_REQUEST', message);

/** Headers that a cross-site form or image cannot send: Apollo's CSRF prevention asks for one on simple requests. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
/** The body types a browser sends cross-site without asking the server first. */
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

export const REQUEST_MESSAGES = {
  method: 'Méthode non autorisée pour /graphql : GET ou POST seulement',
  csrf:
    'Requête refusée par la protection CSRF : envoyez-la en application/json, ou avec l’en-tête ' +
    '« Apollo-Require-Preflight: true » (envoi de fichiers en multipart/form-data)',
  accept: 'En-tête Accept refusé : acceptez application/json ou application/graphql-response+json',
  getType: 'En GET, seul le type application/json est accepté',
  batch: 'Requêtes groupées refusées : envoyez une seule opération par requête',
  body: 'Corps de requête absent ou vide : envoyez { "query": "…" } en application/json',
  query: 'Le champ « query » doit être une chaîne de caractères',
  noQuery: 'Requête sans opération : le champ « query » est vide ou absent',
  variables: 'Le champ « variables » doit être un objet JSON',
  extensions: 'Le champ « extensions » doit être un objet JSON',
  operationName: 'Le champ « operationName » doit être une chaîne de caractères',
  repeated: (name: string) => `Le paramètre « ${name} » ne peut être donné qu’une fois`,
} as const;

const essence = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase();
const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** First of all: GET and POST only. */
export const refuseOtherMethods: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'POST')
    throw new GraphQLRequestRefusal(405, 'METHOD_NOT_ALLOWED', REQUEST_MESSAGES.method, 'GET, POST');
  next();
};

/**
 * Before the body is read (and once its type is known to be one /graphql takes): the CSRF prevention (a simple
 * request must carry a preflight header), what the client accepts, and a GET's content type.
 */
export const refuseUnsafeGraphQLRequests: RequestHandler = (req, _res, next) => {
  const type = essence(req.headers['content-type']);
  const simple = type === undefined || SIMPLE_TYPES.includes(type);
  if (simple && !PREFLIGHT_HEADERS.some((name) => (req.get(name) ?? '') !== ''))
    throw badRequest(REQUEST_MESSAGES.csrf);
  if (req.headers.accept && !req.accepts(ANSWER_TYPES))
    throw new GraphQLRequestRefusal(406, 'NOT_ACCEPTABLE', REQUEST_MESSAGES.accept);
  if (req.method === 'GET' && type !== undefined && type !== 'application/json')
    throw new GraphQLRequestRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', REQUEST_MESSAGES.getType);
  next();
};

/** Once the body is read (JSON, or a multipart upload's `operations`): one operation, in GraphQL over HTTP's shape. */
export const checkGraphQLOperation: RequestHandler = (req, _res, next) => {
  const operation = req.method === 'GET' ? operationOfQueryString(req) : operationOfBody(req.body);
  if (typeof operation.query !== 'string' && operation.query !== undefined && operation.query !== null)
    throw badRequest(REQUEST_MESSAGES.query);
  for (const field of ['variables', 'extensions'] as const) {
    const value = operation[field];
    if (value !== undefined && value !== null && !isObject(value)) throw badRequest(REQUEST_MESSAGES[field]);
  }
  const name = operation.operationName;
  if (name !== undefined && name !== null && typeof name !== 'string') throw badRequest(REQUEST_MESSAGES.operationName);
  const persisted = isObject(operation.extensions) && 'persistedQuery' in (operation.extensions as object);
  if (!operation.query && !persisted) throw badRequest(REQUEST_MESSAGES.noQuery);
  next();
};

interface Operation {
  query?: unknown;
  variables?: unknown;
  extensions?: unknown;
  operationName?: unknown;
}

function operationOfBody(body: unknown): Operation {
  if (Array.isArray(body)) throw badRequest(REQUEST_MESSAGES.batch);
  if (!isObject(body) || Object.keys(body as object).length === 0) throw badRequest(REQUEST_MESSAGES.body);
  return body as Operation;
}

/** A GET's operation: each parameter once, `variables` and `extensions` as JSON objects. */
function operationOfQueryString(req: Request): Operation {
  const params = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  const once = (name: string) => {
    const values = params.getAll(name);
    if (values.length > 1) throw badRequest(REQUEST_MESSAGES.repeated(name));
    return values[0];
  };
  const json = (name: 'variables' | 'extensions') => {
    const text = once(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(REQUEST_MESSAGES[name]);
    }
  };
  return {
    query: once('query'),
    operationName: once('operationName'),
    variables: json('variables'),
    extensions: json('extensions'),
  };
}
