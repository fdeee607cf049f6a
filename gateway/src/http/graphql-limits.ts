import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
  // The CommonJS build: its ES module build imports graphql's .mjs files, a second copy of graphql next to the one
  // the schema was built with (type-graphql and Apollo load graphql's CommonJS build).
} from 'graphql-query-complexity/cjs';

/**
 * The most an operation may cost. Every field counts 1; a field with a `first` argument counts its selection once
 * per item asked. The gallery's largest page (`realisations(first: 100)` with every card field) costs about 3,100, the
 * admin's longest list (`adminContactRequests(first: 500)`) about 4,000: one of either fits, two pages of 100
 * realisations in one request do not.
 */
export const MAX_OPERATION_COST = 5_000;

export const COST_MESSAGE = (cost: number) =>
  `Requête trop coûteuse : coût estimé ${cost}, maximum ${MAX_OPERATION_COST}. ` +
  'Demandez moins d’éléments (first) ou moins de champs, ou répartissez la requête en plusieurs.';

/**
 * A field whose `first` argument sizes the list it returns (directly, or as a connection's `nodes`): its selection is
 * paid once per item. Any other field: 1 plus its selection (the library's simple estimator).
 */
const pagedListEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const first: unknown = args.first;
  if (typeof first !== 'number') return undefined;
  return 1 + Math.max(1, Math.trunc(first)) * childComplexity;
};

const estimators: ComplexityEstimator[] = [
  // `@Field({ complexity })` of type-graphql, for a resolver that knows its own cost better.
  fieldExtensionsEstimator(),
  pagedListEstimator,
  simpleEstimator({ defaultComplexity: 1 }),
];

/** graphql-query-complexity's refusal of a document that expands to more than 10,000 selections. */
const TOO_MANY_NODES = /maximum allowed number of nodes/;

const tooComplex = (cost: number) =>
  new GraphQLError(
    Number.isFinite(cost)
      ? COST_MESSAGE(cost)
      : `Requête trop coûteuse : maximum ${MAX_OPERATION_COST}. Répartissez-la en plusieurs requêtes.`,
    {
      extensions: {
        code: 'QUERY_TOO_COMPLEX',
        ...(Number.isFinite(cost) && { cost }),
        maximumCost: MAX_OPERATION_COST,
        http: { status: 400 },
      },
    },
  );

/** The estimated cost of one operation of `document`, with the variables it will run with. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators });
}

/**
 * Costs already estimated, per document and variables. Apollo keeps each valid document it parsed (its document
 * store), so a query sent again arrives as the same object: refusing it again costs a lookup, not a new estimate.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();
const COSTS_PER_DOCUMENT = 32;
/** Variables longer than this (a contact message, a form) are estimated each time rather than kept as a key. */
const LONGEST_KEY = 512;

function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number | undefined {
  let known = knownCosts.get(document);
  if (!known) knownCosts.set(document, (known = new Map()));
  const key = JSON.stringify([operationName ?? null, variables ?? {}]);
  let cost = known.get(key);
  if (cost !== undefined) return cost;
  try {
    cost = operationCost(schema, document, variables, operationName);
  } catch (error) {
    // Fragments spread into each other until the estimate gives up: too costly by any measure.
    if (!TOO_MANY_NODES.test((error as Error)?.message)) return undefined;
    cost = Infinity;
  }
  if (known.size < COSTS_PER_DOCUMENT && key.length <= LONGEST_KEY) known.set(key, cost);
  return cost;
}

/**
 * Refuses an operation that costs more than MAX_OPERATION_COST before anything runs, so that aliases
 * (`a: realisations(first: 100) … b: realisations(first: 100) …`) cannot multiply one request's work and answer size.
 * It runs once the operation is known rather than as a validation rule: Apollo validates each document once and
 * caches it, without the variables, and `first` is most often a variable.
 */
export const costLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, request, operationName }) {
        // undefined: variables that do not fit the operation, which execution refuses with its own message.
        const cost = costOf(schema, document, request.variables, operationName ?? undefined);
        if (cost !== undefined && cost > MAX_OPERATION_COST) throw tooComplex(cost);
      },
    };
  },
};
