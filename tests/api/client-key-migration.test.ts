import { createHash } from 'node:crypto';
import { migrations } from '@garage/migrations';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKeys } from '../../gateway/src/auth/client-key.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

/** The key the site stored before: an unsalted SHA-256 of the client's network (here a plain IPv4 address). */
const oldDigest = (ip: string) => createHash('sha256').update(`contact:${ip}`).digest('base64url');

/**
 * Client keys become an HMAC with the site's secret (issue 25): the stored ones are rewritten in place, and a client
 * counted before the migration is counted as the same one after it.
 */
describe('migration ClientKeyHmac', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase('server', { empty: true });
    const before = migrations.filter((m) => new m().name !== 'ClientKeyHmac1795001500000');
    expect(before).toHaveLength(migrations.length - 1);
    dataSource = new DataSource({ type: 'postgres', url: database.env.DATABASE_URL, migrations: before });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('rewrites the contact requests’ and the sign-in throttle’s keys into the keys the gateway now computes', async () => {
    const [visitor, attacker] = ['198.51.100.7', '203.0.113.9'];
    await dataSource.query(
      `INSERT INTO contact_request (name, email, message, consent_at, client_hash)
       VALUES ('Léa', 'lea@example.fr', 'Bonjour', now(), $1), ('Léa', 'lea@example.fr', 'Encore', now(), $1)`,
      [oldDigest(visitor)],
    );
    await dataSource.query(
      `INSERT INTO login_throttle (key, failures, last_failure_at) VALUES
         ($1, 3, now()), ($2, 2, now()), ('account:admin', 5, now())`,
      [`ip:${oldDigest(attacker)}`, `pair:admin|${oldDigest(attacker)}`],
    );

    dataSource.setOptions({ migrations });
    await dataSource.destroy();
    await dataSource.initialize();
    expect((await dataSource.runMigrations()).map((m) => m.name)).toEqual(['ClientKeyHmac1795001500000']);

    const [secret] = (await dataSource.query(`SELECT value FROM server_secret WHERE name = 'client-key'`)) as {
      value: string;
    }[];
    expect(secret!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const keyOf = clientKeys(secret!.value);
    const requests = (await dataSource.query('SELECT DISTINCT client_hash FROM contact_request')) as {
      client_hash: string;
    }[];
    expect(requests).toEqual([{ client_hash: keyOf(visitor) }]);
    const throttles = (await dataSource.query('SELECT key, failures FROM login_throttle ORDER BY failures')) as {
      key: string;
      failures: number;
    }[];
    expect(throttles).toEqual([
      { key: `pair:admin|${keyOf(attacker)}`, failures: 2 },
      { key: `ip:${keyOf(attacker)}`, failures: 3 },
      { key: 'account:admin', failures: 5 },
    ]);
    // Nothing of the old digest is left: without the secret, the stored keys name no address.
    expect(JSON.stringify([requests, throttles])).not.toContain(oldDigest(visitor));
    expect(JSON.stringify(throttles)).not.toContain(oldDigest(attacker));
  });
});
