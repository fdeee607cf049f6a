import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { adminAuthChecker } from '../resolvers/auth-checker.js';
import { resolvers } from '../resolvers/index.js';

/** The executable schema, built from the resolvers. */
export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false, authChecker: adminAuthChecker });
}

/** The SDL committed as schema/schema.graphql: sorted, so that it only changes when the API does. */
export async function printGatewaySchema(): Promise<string> {
  const header = '# Generated from the gateway resolvers by `npm run schema:emit`. Do not edit by hand.\n\n';
  return header + printSchema(lexicographicSortSchema(await buildGatewaySchema())) + '\n';
}
