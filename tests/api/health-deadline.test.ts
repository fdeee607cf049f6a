import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { HEALTH_DEADLINE_MS } from '../../gateway/src/services/health.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/*
 * Issue « Faults that end well », item 1 (decision 046): a PostgreSQL server that stops answering, as a network that
 * drops packets would make it. A TCP proxy between the gateway and the database stalls every connection: the bytes
 * are read and never passed on. `/api/health` still answers, « degraded », within its deadline; once the proxy
 * passes bytes again, « ok » without a restart.
 */
class StallingProxy {
  private server: Server;
  private stalled = false;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      // While stalled, what either side writes is read and dropped: nothing answers, nothing is closed.
      client.on('data', (chunk) => void (this.stalled || upstream.write(chunk)));
      upstream.on('data', (chunk) => void (this.stalled || client.write(chunk)));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Refuses new connections and cuts the open ones, as a database server that went down; or takes them again. */
  async refuse(on: boolean) {
    if (on) {
      for (const socket of this.sockets) socket.destroy();
      await new Promise((resolve) => this.server.close(resolve));
    } else await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  stall(on: boolean) {
    this.stalled = on;
    // Connections that were mid-conversation would be stuck for good: drop them when the network comes back.
    if (!on) for (const socket of this.sockets) socket.destroy();
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('health when the database stops answering', () => {
  let db: TestDatabase;
  let proxy: StallingProxy;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('server');
    const url = new URL(db.env.DATABASE_URL!);
    proxy = new StallingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    gateway = await startTestGateway({ ...db, env: { ...db.env, DATABASE_URL: url.toString() } });
  });
  afterAll(async () => {
    await gateway?.close().catch(() => undefined);
    await proxy?.close();
    await db?.drop();
  });

  const health = async () => {
    const started = performance.now();
    const response = await fetch(`${gateway.url}/api/health`);
    const body = (await response.json()) as { data: { status: string; database: { up: boolean } } };
    return { status: response.status, body: body.data, ms: performance.now() - started, response };
  };

  it('answers « degraded » within its deadline, then « ok » again once the database answers', async () => {
    const before = await health();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ status: 'ok', database: { up: true }, disk: { low: false } });

    proxy.stall(true);
    const answers = await Promise.all([health(), health(), health()]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 'degraded', database: { kind: 'server', up: false } });
      expect(answer.response.headers.get('retry-after')).toBe('5');
      // The deadline, and some room for a busy machine: never the outage's length.
      expect(answer.ms).toBeLessThan(HEALTH_DEADLINE_MS + 1_500);
    }

    proxy.stall(false);
    await expect.poll(async () => (await health()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it('serves the pages it keeps while the database is down, and a French 503 page for one it cannot make', async () => {
    const page = (path: string) => fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    expect((await page('/mentions-legales')).status).toBe(200); // rendered, and kept
    await proxy.refuse(true);
    try {
      const kept = await page('/mentions-legales');
      expect(kept.status).toBe(200);
      expect(await kept.text()).toContain('Mentions légales');
      const unkept = await page('/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9');
      expect(unkept.status).toBe(503);
      expect(unkept.headers.get('content-type')).toMatch(/^text\/html/);
      expect(unkept.headers.get('retry-after')).toBe('5');
      const html = await unkept.text();
      expect(html).toContain('Service momentanément indisponible');
      expect(html).toMatch(/<html lang="fr"/);
    } finally {
      await proxy.refuse(false);
    }
    const engine = '/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9';
    await expect.poll(async () => (await page(engine)).status, { timeout: 15_000 }).toBe(200);
  });
});
