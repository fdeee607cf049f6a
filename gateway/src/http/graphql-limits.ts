import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
  // The CommonJS build: its ES module build imports graphql's .mjs files, a second copy of graphql next to the one
  // the schema was built with (type-graphql and Apollo load graphql's CommonJS build).
} from 'graphql-query-complexity/cjs';
import type { GraphQLContext } from '../graphql-context.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import {
  MAX_NAMES_PER_FIELD,
  ONE_MUTATION_MESSAGE,
  TOO_MANY_NAMES_MESSAGE,
  mostAliasedField,
  mutationFieldCount,
  type MostAliased,
} from './graphql-aliases.js';
import { listBoundOf, listSizesOf, type ListSizes } from '../lib/list-bounds.js';

/**
 * The most an anonymous operation may cost. Every field counts 1; a list counts its selection once per item it may
 * hold: `first`, or its declared bound (lib/list-bounds.ts), a list of scalars 1 per item. The site's costliest
 * operations: a gallery page of 24 (the API's default; the site asks 12) with every card field, 30 photos each,
 * 4,945; a model's trail in the configurator 2,469; an engine's bench curves 2,415. A page of 100 with every photo
 * (20,601) is refused: 100 without the photos, or 24 with them, fit.
 */
export const MAX_OPERATION_COST = 5_000;

/**
 * The most a signed-in administrator's operation may cost. The admin lists whole tables with every field
 * (`adminRealisations`: up to 1,000 realisations with 30 photos each), which no anonymous limit could let through;
 * a stolen session is still refused a request of many such lists at once.
 */
export const MAX_ADMIN_OPERATION_COST = 250_000;

export const COST_MESSAGE = (cost: number, maximum = MAX_OPERATION_COST) =>
  `Requête trop coûteuse : coût estimé ${cost}, maximum ${maximum}. ` +
  'Demandez moins d’éléments (first) ou moins de champs, ou répartissez la requête en plusieurs.';

/**
 * A list field's selection is paid once per item: as many as `first` asks, up to the bound (past it, the services
 * clamp or refuse `first`), else the bound declared on the field. A list of scalars pays 1 per item. Any other field:
 * 1 plus its selection (the library's simple estimator).
 */
const listEstimator: ComplexityEstimator = ({ field, args, childComplexity, context }) => {
  const bound = listBoundOf(field, context as ListSizes);
  const first: unknown = args.first;
  const asked = typeof first === 'number' ? Math.max(1, Math.trunc(first)) : undefined;
  const items = asked !== undefined && bound !== undefined ? Math.min(asked, bound) : (asked ?? bound);
  if (items === undefined) return undefined;
  return 1 + items * Math.max(1, childComplexity);
};

const estimators: ComplexityEstimator[] = [
  // `@Field({ complexity })` of type-graphql, for a resolver that knows its own cost better.
  fieldExtensionsEstimator(),
  listEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];

/** graphql-query-complexity's refusal of a document that expands to more than 10,000 selections. */
const TOO_MANY_NODES = /maximum allowed number of nodes/;

const tooComplex = (cost: number, maximum: number) =>
  new GraphQLError(
    Number.isFinite(cost)
      ? COST_MESSAGE(cost, maximum)
      : `Requête trop coûteuse : maximum ${maximum}. Répartissez-la en plusieurs requêtes.`,
    {
      extensions: {
        code: 'QUERY_TOO_COMPLEX',
        ...(Number.isFinite(cost) && { cost }),
        maximumCost: maximum,
        http: { status: 400 },
      },
    },
  );

export interface CostInput {
  variables?: Record<string, unknown> | undefined;
  operationName?: string | undefined;
  /** The sizes of the configured centres, which some lists' bounds follow. */
  sizes: ListSizes;
}

/** The estimated cost of one operation of `document`, with the variables it will run with. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  { variables, operationName, sizes }: CostInput,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName,
    estimators,
    context: sizes as unknown as Record<string, unknown>,
  });
}

/**
 * Costs already estimated, per document and variables. Apollo keeps each valid document it parsed (its document
 * store), so a query sent again arrives as the same object: refusing it again costs a lookup, not a new estimate.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();
const COSTS_PER_DOCUMENT = 32;
/** Variables longer than this (a contact message, a form) are estimated each time rather than kept as a key. */
const LONGEST_KEY = 512;

function costOf(schema: GraphQLSchema, document: DocumentNode, input: CostInput): number | undefined {
  let known = knownCosts.get(document);
  if (!known) knownCosts.set(document, (known = new Map()));
  // Variables nest no deeper than MAX_VARIABLES_DEPTH here (limitVariablesDepth): stringifying them cannot overflow.
  const { variables, operationName, sizes } = input;
  const key = JSON.stringify([operationName ?? null, sizes.centres, sizes.openingSlots, variables ?? {}]);
  let cost = known.get(key);
  if (cost !== undefined) return cost;
  try {
    cost = operationCost(schema, document, input);
  } catch (error) {
    // Fragments spread into each other until the estimate gives up: too costly by any measure.
    if (!TOO_MANY_NODES.test((error as Error)?.message)) return undefined;
    cost = Infinity;
  }
  if (known.size < COSTS_PER_DOCUMENT && key.length <= LONGEST_KEY) known.set(key, cost);
  return cost;
}

/** The most aliased field of each operation of a document Apollo keeps (its document store), walked once. */
const knownAliases = new WeakMap<DocumentNode, Map<string, MostAliased>>();

function aliasesOf(document: DocumentNode, operationName: string | undefined): MostAliased {
  let known = knownAliases.get(document);
  if (!known) knownAliases.set(document, (known = new Map()));
  let found = known.get(operationName ?? '');
  if (!found) known.set(operationName ?? '', (found = mostAliasedField(document, operationName)));
  return found;
}

const tooManyNames = (aliased: MostAliased) =>
  new GraphQLError(TOO_MANY_NAMES_MESSAGE(aliased), {
    extensions: {
      code: 'QUERY_TOO_COMPLEX',
      field: aliased.field,
      maximumNames: MAX_NAMES_PER_FIELD,
      http: { status: 400 },
    },
  });

/** The list sizes of each reference snapshot's centres (they change only when it is read again), per horizon. */
const knownSizes = new WeakMap<object, Map<number, ListSizes>>();

function sizesOf(centres: Parameters<typeof listSizesOf>[0], bookingDays: number): ListSizes {
  let known = knownSizes.get(centres);
  if (!known) knownSizes.set(centres, (known = new Map()));
  let sizes = known.get(bookingDays);
  if (!sizes) known.set(bookingDays, (sizes = listSizesOf(centres, bookingDays)));
  return sizes;
}

/**
 * Refuses an operation that costs more than its caller's maximum before anything runs, so that aliases
 * (`a: services { … } b: services { … }`, `a: realisations(first: 100) …`) cannot multiply one request's work and
 * answer size. It runs once the operation is known rather than as a validation rule: Apollo validates each document
 * once and caches it, without the variables, and `first` is most often a variable.
 */
export const costLimitPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, request, operationName, contextValue }) {
        // The site's own documents, for a page the gateway renders: bounded by their shape.
        if (contextValue.ownPage) return;
        const sizes = sizesOf((await contextValue.reference.get()).centres, contextValue.booking.horizonDays + 1);
        const maximum = contextValue.admin ? MAX_ADMIN_OPERATION_COST : MAX_OPERATION_COST;
        // undefined: variables that do not fit the operation, which execution refuses with its own message.
        const cost = costOf(schema, document, {
          variables: request.variables,
          operationName: operationName ?? undefined,
          sizes,
        });
        if (cost !== undefined && cost > maximum) throw tooComplex(cost, maximum);
        // Anonymous callers: a field asked under many names multiplies the answer however little it costs; and one
        // change per request, so a link's changes and their e-mails cannot be multiplied by aliases (decision 043).
        if (!contextValue.admin) {
          const aliased = aliasesOf(document, operationName ?? undefined);
          if (aliased.names > MAX_NAMES_PER_FIELD) throw tooManyNames(aliased);
          if (mutationFieldCount(document, operationName) > 1)
            throw new GraphQLError(ONE_MUTATION_MESSAGE, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
        }
      },
    };
  },
};

/**
 * The deepest `variables` taken. The client's deepest (a realisation's gallery items inside its input) nest 3 levels;
 * a body of 1 MB could nest 500,000, which JSON.stringify (the cost's cache key) and any other recursive walk
 * would overflow the stack on.
 */
export const MAX_VARIABLES_DEPTH = 32;

export const VARIABLES_TOO_DEEP_MESSAGE =
  `Variables trop imbriquées : ${MAX_VARIABLES_DEPTH} niveaux d’objets ou de listes au plus. ` +
  'Envoyez des variables plus plates.';

/** Whether objects and arrays in `value` nest more than `limit` levels, found with a stack of its own, not recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [item: unknown, depth: number][] = [[value, 1]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses `variables` nested deeper than MAX_VARIABLES_DEPTH with a 400 before Apollo sees them: in the JSON or
 * multipart body, or in a GET's query string (parsed here too; JSON.parse itself does not recurse).
 */
export const limitVariablesDepth: RequestHandler = (req, _res, next) => {
  let variables: unknown = (req.body as { variables?: unknown } | undefined)?.variables;
  if (req.method === 'GET' && typeof req.query.variables === 'string') {
    try {
      variables = JSON.parse(req.query.variables);
    } catch {
      return next(); // Apollo answers unreadable variables itself
    }
  }
  next(nestsDeeperThan(variables, MAX_VARIABLES_DEPTH) ? new InvalidInputError(VARIABLES_TOO_DEEP_MESSAGE) : undefined);
};

/**
 * The largest answer an anonymous caller gets. The largest legitimate ones, measured with the demo content:
 * GraphiQL's introspection 130 KB, a gallery page of 24 realisations 35 KB, a legal text 13 KB, a year of a model's
 * engines 13 KB. A page of 24 realisations at every limit of the form (5,000-character descriptions, 30 photos with
 * 200-character texts, 30 modifications) would be about 490 KB: 1 MB is twice that.
 */
export const MAX_ANONYMOUS_ANSWER_BYTES = 1024 * 1024;

export const ANSWER_TOO_LARGE_MESSAGE = (bytes: number) =>
  `Réponse trop volumineuse : ${Math.ceil(bytes / 1024)} Ko, maximum ${MAX_ANONYMOUS_ANSWER_BYTES / 1024} Ko sans ` +
  'session. Demandez moins d’éléments (first), moins de champs ou moins d’alias, ou répartissez la requête en plusieurs.';

/** Where the GraphQL context tells the answer's cap whether the caller is signed in. */
export const SIGNED_IN = 'graphqlSignedIn';

/**
 * Replaces an anonymous caller's answer over MAX_ANONYMOUS_ANSWER_BYTES with a 400 that says so. The cost limit
 * counts fields, not their length: this bounds what one request can send back whatever the texts hold. Apollo's
 * Express integration sends a whole answer with one `res.send` of its JSON text, measured here as it leaves.
 */
export const capAnonymousAnswers: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    if (typeof body !== 'string' || res.locals[SIGNED_IN] === true) return send(body);
    const bytes = Buffer.byteLength(body);
    if (bytes <= MAX_ANONYMOUS_ANSWER_BYTES) return send(body);
    res.status(400).type('application/json; charset=utf-8');
    return send(
      JSON.stringify({
        errors: [
          {
            message: ANSWER_TOO_LARGE_MESSAGE(bytes),
            extensions: { code: 'RESPONSE_TOO_LARGE', bytes, maximumBytes: MAX_ANONYMOUS_ANSWER_BYTES },
          },
        ],
      }),
    );
  }) as typeof res.send;
  next();
};
