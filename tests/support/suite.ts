import { afterAll, beforeAll } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { createTestDatabase, type Backend, type TestDatabase } from './databases.js';
import { startTestGateway } from './gateway.js';

/**
 * A gateway on a new test database for the tests of the `describe` that calls it: started before them, stopped and
 * its database dropped after. Tests read `suite.gateway` (set once the suite has started).
 */
export function gatewayForSuite(backend: Backend, env: Record<string, string> = {}) {
  const suite = {} as { gateway: RunningGateway; db: TestDatabase };
  beforeAll(async () => {
    suite.db = await createTestDatabase(backend);
    suite.gateway = await startTestGateway(suite.db, env);
  });
  afterAll(async () => {
    await suite.gateway?.close();
    await suite.db?.drop();
  });
  return suite;
}
