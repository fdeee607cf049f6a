import type { CodegenConfig } from '@graphql-codegen/cli';

const allOperations = 'client/src/**/*.graphql';
const adminOperations = 'client/src/features/admin/**/*.graphql';
/** Fragments of client/src/lib that the admin's operations use too. */
const sharedFragments = ['client/src/lib/bench-run.graphql'];

/**
 * schema/schema.graphql + the operations next to each feature (client/src/**\/*.graphql)
 * -> typed documents (client preset) and one Apollo hook per operation (codegen/apollo-hooks.cjs).
 * The admin operations get their own output (client/src/gql/admin/): the public pages share one chunk of
 * documents and hooks, and the admin area's must not ride along in it.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      documents: [allOperations, `!${adminOperations}`],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    'client/src/gql/hooks.ts': {
      documents: [allOperations, `!${adminOperations}`],
      plugins: ['./codegen/apollo-hooks.cjs'],
      config: { typesModule: './graphql' },
    },
    'client/src/gql/admin/': {
      documents: [adminOperations, ...sharedFragments],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    'client/src/gql/admin/possible-types.ts': {
      documents: [adminOperations, ...sharedFragments],
      plugins: ['./codegen/possible-types.cjs'],
    },
    'client/src/gql/admin/hooks.ts': {
      documents: [adminOperations, ...sharedFragments],
      plugins: ['./codegen/apollo-hooks.cjs'],
      config: { typesModule: './graphql' },
    },
  },
};

export default config;
