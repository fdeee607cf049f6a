// Fast variant of the mixed-load benchmark (issue 7, part 6): the same cycle of pages, GraphQL and REST reads
// and admin writes, one cycle on each of 50 connections. It asserts correctness under load (no error, no lost
// write), never a timing: the figures belong to `npm run bench mixed-load`.
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, TEST_ADMIN } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';
import { checkCycle, mixedLoadCycle, type CycleRequest } from '../support/mixed-load.mjs';

describe('mixed load, one cycle of twenty requests on each of 50 connections', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, { ...adminEnv, DEMO_CONTENT: 'true' });
  });

  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('answers every request without an error and keeps every admin write', async () => {
    const { switchedId, requests } = await mixedLoadCycle(gateway.url, TEST_ADMIN);
    await checkCycle(gateway.url, requests);
    const auditBefore = await featuredAuditLines(switchedId);

    // Counts the writes actually sent: each must be acknowledged and leave its audit line.
    let writesSent = 0;
    const counted = requests.map((request): CycleRequest => {
      const setup = request.setupRequest as ((r: CycleRequest, context: object) => CycleRequest) | undefined;
      if (!setup) return request;
      return {
        ...request,
        setupRequest: (r: CycleRequest, context: object) => {
          writesSent++;
          return setup(r, context);
        },
      };
    });
    // A fixed number of requests rather than a duration, so that autocannon waits for every answer. Each
    // connection walks the cycle from its first request: one whole cycle per connection.
    const connections = 50;
    const result = await autocannon({
      url: gateway.url,
      requests: counted,
      connections,
      amount: requests.length * connections,
    });

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBe(requests.length * connections);
    expect(writesSent).toBe(connections);
    expect((await featuredAuditLines(switchedId)) - auditBefore).toBe(writesSent);
  }, 120_000);

  async function featuredAuditLines(realisationId: number): Promise<number> {
    const [row] = (await gateway.database.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_audit WHERE action = 'featured' AND realisation_id = $1`,
      [realisationId],
    )) as { n: number }[];
    return row!.n;
  }
});
