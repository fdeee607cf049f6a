import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultQuery as playgroundQuery } from '../../../client/src/playground/examples.js';
import { repoRoot } from '../lib/paths.js';
import { buildGatewaySchema } from '../schema/build-schema.js';
import { MAX_PAGE_SIZE } from '../services/realisations/reads.js';
import { MAX_OPERATION_COST, operationCost } from './graphql-limits.js';

/** Every operation the client ships: client/src/**\/*.graphql, one document (fragments are shared across files). */
function clientDocument() {
  const dir = path.join(repoRoot, 'client', 'src');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  expect(files.length).toBeGreaterThan(5);
  return parse(files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n'));
}

/**
 * The worst variables an operation can be sent with: the largest page (`first` and any other Int at the largest
 * page size), required inputs filled, optional ones left out. Only sizes change a cost; other values need only be
 * valid.
 */
function worstVariables(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  const valueOf = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return valueOf(type.ofType);
    if (isListType(type)) return [valueOf(type.ofType)];
    // A variable carries the enum value's name (`NEW`), not its value inside the server.
    if (isEnumType(type)) return type.getValues()[0]!.name;
    if (isInputObjectType(type))
      return Object.fromEntries(
        Object.values(type.getFields())
          .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
          .map((field) => [field.name, valueOf(field.type)]),
      );
    return { Int: MAX_PAGE_SIZE, Float: 1, Boolean: true, Upload: new Upload() }[type.name] ?? '1';
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      valueOf(typeFromAST(schema, v.type) as GraphQLInputType),
    ]),
  );
}

describe('GraphQL cost limit', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  it('lets every operation of the client through with its largest variables, and the playground’s too', () => {
    const document = clientDocument();
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(15);
    const costs = Object.fromEntries(
      operations.map((op) => [
        op.name!.value,
        operationCost(schema, document, worstVariables(schema, op), op.name!.value),
      ]),
    );
    // The gallery's page is sized by its variable: the estimate must follow it, or the limit would not see aliases.
    expect(costs.Realisations).toBeGreaterThan(MAX_PAGE_SIZE * 20);
    expect(Object.entries(costs).filter(([, cost]) => cost > MAX_OPERATION_COST)).toEqual([]);

    expect(operationCost(schema, parse(playgroundQuery), {})).toBeLessThan(MAX_OPERATION_COST);
    // GraphiQL asks for the schema this way when it opens.
    expect(operationCost(schema, parse(getIntrospectionQuery()), {})).toBeLessThan(MAX_OPERATION_COST);
  });

  it('refuses aliases that multiply the largest page', () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: realisations(first: 100) { nodes { id title description } }`).join(' ')} }`;
    expect(operationCost(schema, parse(aliases(1)), {})).toBeLessThanOrEqual(MAX_OPERATION_COST);
    expect(operationCost(schema, parse(aliases(100)), {})).toBeGreaterThan(MAX_OPERATION_COST * 5);
    const page = 'realisations(first: $n) { nodes { id title description vehicle { brand model } } }';
    const viaVariable = parse(
      `query ($n: Int!) { ${Array.from({ length: 8 }, (_, i) => `a${i}: ${page}`).join(' ')} }`,
    );
    expect(operationCost(schema, viaVariable, { n: 100 })).toBeGreaterThan(MAX_OPERATION_COST);
    expect(operationCost(schema, viaVariable, { n: 10 })).toBeLessThan(MAX_OPERATION_COST);
  });
});
