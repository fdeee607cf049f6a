import type { CodegenConfig } from '@graphql-codegen/cli';
import operationModules from './codegen/operation-modules.cjs';

const allOperations = 'client/src/**/*.graphql';
const adminOperations = 'client/src/features/admin/**/*.graphql';
/** Fragments of client/src/lib that the admin's operations use too. */
const sharedFragments = ['client/src/lib/bench-run.graphql'];

/**
 * schema/schema.graphql + the operations next to each feature (client/src/**\/*.graphql)
 * -> types (client preset) and, per operation, a module with its document and Apollo hooks (ops/, re-exported by
 * hooks.ts: codegen/operation-modules.cjs).
 * The admin operations get their own output (client/src/gql/admin/): their types and documents stay out of the
 * modules the public pages import.
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
    'client/src/gql/ops/': {
      documents: [allOperations, `!${adminOperations}`],
      preset: operationModules,
      plugins: [],
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
    'client/src/gql/admin/ops/': {
      documents: [adminOperations, ...sharedFragments],
      preset: operationModules,
      plugins: [],
    },
  },
};

export default config;
