import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { freePort, spawnGateway, waitHealthy } from '../support/process.js';

/*
 * Issue « Faults that end well », item 4: SIGTERM while clients keep their connections alive and send request after
 * request on them. Every request the gateway received is answered (the last ones with `Connection: close`); a client
 * then finds the door shut (a refused connection) and never a reset request.
 */
describe('SIGTERM with kept-alive clients', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('answers every request it received and resets none', async () => {
    const gateway = spawnGateway({ ...db.env, SHUTDOWN_DRAIN_MS: '6000' }, await freePort());
    await waitHealthy(gateway);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const url = new URL('/api/health', gateway.url);
    const ask = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end();
      });
    const answers: { status: number; connection: string | undefined }[] = [];
    const failures: string[] = [];
    let stopped = false;
    // Eight clients, each sending its next request as soon as the last one is answered, until the gateway is gone.
    const client = async () => {
      while (!stopped) {
        try {
          answers.push(await ask());
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? String(error);
          failures.push(code);
          if (code === 'ECONNREFUSED') return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = answers.length;
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    stopped = true;
    await Promise.all(clients);
    agent.destroy();

    expect(sent).toBeGreaterThan(8);
    // Only the door shut: no request sent on an open connection was reset or left unanswered.
    expect(failures.filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The answers after SIGTERM told each client to close.
    expect(answers.some((answer) => answer.connection === 'close')).toBe(true);
    expect(gateway.output()).toContain('arrêt terminé');
  });
});
