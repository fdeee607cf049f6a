import path from 'node:path';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, four projects. Gateway code goes through SWC because type-graphql and TypeORM
 * read decorator metadata, which esbuild does not emit (the build itself uses tsc).
 */
const gatewayTransform = swc.vite({
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'es6' },
});

/**
 * The workspace packages from their TypeScript sources, as the client's Vite build reads the contract: tests need no
 * build of them first (Node itself loads their dist/, through their package.json).
 */
const workspaceSources = [
  { find: /^@garage\/contract\/(.+)$/, replacement: path.join(import.meta.dirname, 'contract/src/$1') },
  { find: /^@garage\/migrations$/, replacement: path.join(import.meta.dirname, 'migrations/index.ts') },
];

/**
 * graphql ships CJS (`main`) and ESM (`module`) builds; Node loads the CJS one for type-graphql and Apollo,
 * so our code must get the same copy or `instanceof` checks fail ("Duplicate graphql modules").
 */
const gatewayResolve = {
  alias: [...workspaceSources, { find: /^graphql$/, replacement: 'graphql/index.js' }],
};

export default defineConfig({
  test: {
    // The JSON report feeds `node scripts/test-timings.mjs` (the slowest files and tests). `npm test` runs the unit
    // projects and the API one apart (before and after the build), each into its own file (`--outputFile.json`).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-reports/vitest.json' },
    projects: [
      {
        plugins: [gatewayTransform],
        resolve: gatewayResolve,
        test: { name: 'gateway', include: ['gateway/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: workspaceSources },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        resolve: { alias: workspaceSources },
        test: {
          name: 'client',
          // client/scripts: the build scripts' drawings (run in Node, see each file's environment comment).
          include: ['client/src/**/*.test.{ts,tsx}', 'client/scripts/**/*.test.mjs'],
          // Logic in Node; a file that renders components or reads the browser's storage says
          // `// @vitest-environment jsdom` at its top (a jsdom per file costs about two seconds).
          environment: 'node',
        },
      },
      {
        plugins: [gatewayTransform],
        resolve: gatewayResolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Copies of databases made once per run (tests/support/templates.ts).
          globalSetup: ['tests/support/vitest-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own gateways and databases; two at a time fit two cores. Runs after the unit tests.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
