import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/schema.graphql + the operations next to each feature (client/src/**\/*.graphql)
 * -> typed documents (client preset) and one Apollo hook per operation (codegen/apollo-hooks.cjs).
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    'client/src/gql/hooks.ts': {
      plugins: ['./codegen/apollo-hooks.cjs'],
      config: { typesModule: './graphql' },
    },
  },
};

export default config;
