import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';
import { printGatewaySchema } from './build-schema.js';

describe('schema/schema.graphql', () => {
  it('matches the schema built from the resolvers (run `npm run schema:emit` after changing the API)', async () => {
    const committed = readFileSync(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8');
    expect(await printGatewaySchema()).toBe(committed);
  });
});
