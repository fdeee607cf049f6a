import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects. Gateway code goes through SWC because type-graphql and TypeORM
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
 * graphql ships CJS (`main`) and ESM (`module`) builds; Node loads the CJS one for type-graphql and Apollo,
 * so our code must get the same copy or `instanceof` checks fail ("Duplicate graphql modules").
 */
const sameGraphqlAsNode = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

export default defineConfig({
  test: {
    // The JSON report feeds `node scripts/test-timings.mjs` (the slowest files and tests).
    reporters: ['default', ['json', { outputFile: 'test-reports/vitest.json' }]],
    projects: [
      {
        plugins: [gatewayTransform],
        resolve: sameGraphqlAsNode,
        test: { name: 'gateway', include: ['gateway/src/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          // client/scripts: the build scripts' drawings (run in Node, see each file's environment comment).
          include: ['client/src/**/*.test.{ts,tsx}', 'client/scripts/**/*.test.mjs'],
          environment: 'jsdom',
        },
      },
      {
        plugins: [gatewayTransform],
        resolve: sameGraphqlAsNode,
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
