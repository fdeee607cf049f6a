import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  getIntrospectionQuery,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultQuery as playgroundQuery } from '@garage/contract/api-examples';
import { frenchCentres } from '../content/centres/fr.js';
import { moroccanCentres } from '../content/centres/ma.js';
import { repoRoot } from '../lib/paths.js';
import { buildGatewaySchema } from '../schema/build-schema.js';
import { listBoundOf, listSizesOf, type ListSizes } from '../lib/list-bounds.js';
import { MAX_NAMES_PER_FIELD, mostAliasedField } from './graphql-aliases.js';
import { MAX_PAGE_SIZE } from '../services/realisations/reads.js';
import {
  MAX_ADMIN_OPERATION_COST,
  MAX_OPERATION_COST,
  MAX_VARIABLES_DEPTH,
  nestsDeeperThan,
  operationCost,
} from './graphql-limits.js';

/** The sizes of the larger centre preset: the bounds that follow the configured centres are at their largest. */
const presetSizes: ListSizes = (() => {
  const [fr, ma] = [listSizesOf(frenchCentres), listSizesOf(moroccanCentres)];
  return {
    centres: Math.max(fr.centres, ma.centres),
    openingSlots: Math.max(fr.openingSlots, ma.openingSlots),
    startsADay: Math.max(fr.startsADay, ma.startsADay),
    // The longest horizon BOOKING_HORIZON_DAYS allows.
    bookingDays: fr.bookingDays,
  };
})();

/**
 * Every operation the client ships: client/src/**\/*.graphql, one document (fragments are shared across files), and
 * the names of the admin's operations (client/src/features/admin).
 */
function clientDocument() {
  const dir = path.join(repoRoot, 'client', 'src');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  expect(files.length).toBeGreaterThan(5);
  const document = parse(files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n'));
  const adminFiles = files.filter((f) => f.startsWith(path.join('features', 'admin')));
  expect(adminFiles.length).toBeGreaterThan(0);
  const admin = new Set(
    parse(adminFiles.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n')).definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : [],
    ),
  );
  return { document, admin };
}

/**
 * The worst variables an operation can be sent with: `first` and any other Int past every page's maximum (a list's
 * bound caps what `first` is charged), required inputs filled, optional ones left out. Only sizes change a cost; other
 * values need only be valid.
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
    return { Int: 10_000, Float: 1, Boolean: true, Upload: new Upload() }[type.name] ?? '1';
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
  const cost = (query: string, variables?: Record<string, unknown>) =>
    operationCost(schema, parse(query), { variables, sizes: presetSizes });
  beforeAll(async () => {
    schema = await buildGatewaySchema();
  });

  it('knows how many items every list field of the schema may hold', () => {
    const lists = Object.values(schema.getTypeMap())
      .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => isListType(getNullableType(field.type)))
          .map((field) => ({ list: `${type.name}.${field.name}`, bound: listBoundOf(field, presetSizes) })),
      );
    expect(lists.length).toBeGreaterThan(30);
    // A list without a bound would count once however long it is: declare one with @ListBound next to its field.
    expect(lists.filter(({ bound }) => !(Number.isInteger(bound) && bound! >= 1))).toEqual([]);
    const bounds = Object.fromEntries(lists.map(({ list, bound }) => [list, bound]));
    expect(bounds).toMatchObject({
      'Query.services': 7,
      'Query.centres': presetSizes.centres,
      'Realisation.gallery': 30,
      'Query.vehicleTypes': 3,
    });
  });

  it('lets every operation of the client through with its largest variables, and the playground’s too', () => {
    const { document, admin } = clientDocument();
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(15);
    // The gallery asks 12 realisations a page: checked at the API's default page, twice that.
    const galleryPage = schema
      .getQueryType()!
      .getFields()
      .realisations!.args.find((a) => a.name === 'first')!;
    const realistic: Record<string, Record<string, unknown>> = { Realisations: { first: galleryPage.defaultValue } };
    const costs = Object.fromEntries(
      operations.map((op) => [
        op.name!.value,
        operationCost(schema, document, {
          variables: { ...worstVariables(schema, op), ...realistic[op.name!.value] },
          operationName: op.name!.value,
          sizes: presetSizes,
        }),
      ]),
    );
    // The gallery's page is sized by its variable: the estimate must follow it, or the limit would not see aliases.
    expect(galleryPage.defaultValue).toBe(24);
    expect(costs.Realisations).toBeGreaterThan(24 * 30 * 5);
    // Lists without `first` are charged their bound: 7 services, each with its lists.
    expect(costs.ServicesOverview).toBeGreaterThan(7 * 20);
    // The site's operations, and the admin's sign-in, run without a session; the rest of the admin's with one.
    const signedIn = [...admin].filter((name) => !/^Admin(Login|LoginTwoFactor|Me)$/.test(name));
    const maximum = (name: string) => (signedIn.includes(name) ? MAX_ADMIN_OPERATION_COST : MAX_OPERATION_COST);
    expect(Object.entries(costs).filter(([name, cost]) => cost > maximum(name))).toEqual([]);
    // What the admin lists with every field is far past the anonymous limit: the higher one is needed.
    expect(costs.AdminRealisations).toBeLessThanOrEqual(MAX_ADMIN_OPERATION_COST);
    expect(costs.AdminRealisations).toBeGreaterThan(MAX_OPERATION_COST);

    expect(cost(playgroundQuery)).toBeLessThan(MAX_OPERATION_COST);
    // GraphiQL asks for the schema this way when it opens.
    expect(cost(getIntrospectionQuery())).toBeLessThan(MAX_OPERATION_COST);

    // No operation asks a field under two names: the anonymous limit on aliases (graphql-aliases.ts) refuses none.
    const aliased = operations.map((op) => [op.name!.value, mostAliasedField(document, op.name!.value).names]);
    expect(aliased.filter(([, names]) => names !== 1)).toEqual([]);
    for (const query of [playgroundQuery, getIntrospectionQuery()])
      expect(mostAliasedField(parse(query)).names).toBeLessThanOrEqual(MAX_NAMES_PER_FIELD);
  });

  it('lets a page of 100 realisations through with the fields of a list, not with every photo of each', () => {
    const page = (fields: string) => `{ realisations(first: ${MAX_PAGE_SIZE}) { nodes { ${fields} } } }`;
    expect(
      cost(page('id title slug thumbnailUrl vehicle { brand model } gains { powerBefore powerAfter }')),
    ).toBeLessThan(MAX_OPERATION_COST);
    // 30 photos and 30 modifications a realisation at most: 100 of them are refused; 24 (the default page) fit.
    const everything = 'id title description modifications gallery { url type alt isPrimary sortOrder }';
    expect(cost(page(everything))).toBeGreaterThan(MAX_OPERATION_COST);
    expect(cost(`{ realisations { nodes { ${everything} } } }`)).toBeLessThanOrEqual(MAX_OPERATION_COST);
  });

  it('refuses aliases that multiply the largest page', () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: realisations(first: 100) { nodes { id title description } }`).join(' ')} }`;
    expect(cost(aliases(1))).toBeLessThanOrEqual(MAX_OPERATION_COST);
    expect(cost(aliases(100))).toBeGreaterThan(MAX_OPERATION_COST * 5);
    const page = 'realisations(first: $n) { nodes { id title description vehicle { brand model } } }';
    const viaVariable = `query ($n: Int!) { ${Array.from({ length: 8 }, (_, i) => `a${i}: ${page}`).join(' ')} }`;
    expect(cost(viaVariable, { n: 100 })).toBeGreaterThan(MAX_OPERATION_COST);
    expect(cost(viaVariable, { n: 10 })).toBeLessThan(MAX_OPERATION_COST);
  });

  it('charges a list without `first` its bound, through aliases and fragments alike', () => {
    const fields = 'slug name longDescription benefits faq { question answer }';
    // 1 for the list, then per service: 3 fields, benefits (1 per item), faq (1 + 2 per entry).
    const one = cost(`{ services { ${fields} } }`);
    const service = (schema.getType('Service') as GraphQLObjectType).getFields();
    const benefits = listBoundOf(service.benefits!, presetSizes)!;
    const faq = listBoundOf(service.faq!, presetSizes)!;
    expect(one).toBe(1 + 7 * (3 + 1 + benefits + 1 + 2 * faq));
    const aliased = Array.from({ length: 250 }, (_, i) => `s${i}: services { ${fields} }`).join(' ');
    expect(cost(`{ ${aliased} }`)).toBe(250 * one);
    expect(cost(`{ ${aliased} }`)).toBeGreaterThan(MAX_OPERATION_COST);
    const throughFragments = `query { ...A ...B } fragment S on Service { ${fields} }
      fragment A on Query { ${Array.from({ length: 125 }, (_, i) => `a${i}: services { ...S }`).join(' ')} }
      fragment B on Query { ${Array.from({ length: 125 }, (_, i) => `b${i}: services { ... on Service { ...S } }`).join(' ')} }`;
    expect(cost(throughFragments)).toBe(250 * one);
    // The list of a scalar pays per item too.
    expect(cost('{ years(type: "car", manufacturer: "bmw", model: "serie-3") }')).toBeGreaterThan(10);
  });

  it('finds variables nested too deep without recursing', () => {
    const nested = (depth: number) => {
      let value: unknown = 1;
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(nestsDeeperThan(nested(MAX_VARIABLES_DEPTH), MAX_VARIABLES_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_VARIABLES_DEPTH + 1), MAX_VARIABLES_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ input: { gallery: [{ url: '/uploads/a.webp' }] } }, MAX_VARIABLES_DEPTH)).toBe(false);
    // Deep enough to overflow the stack of any recursive walk.
    expect(nestsDeeperThan(nested(500_000), MAX_VARIABLES_DEPTH)).toBe(true);
    expect(nestsDeeperThan(undefined, MAX_VARIABLES_DEPTH)).toBe(false);
  });
});
