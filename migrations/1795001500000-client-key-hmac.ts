import { createHmac, randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client keys (the contact form's limit, the sign-in throttle) were an unsalted SHA-256 of the client's network, which
 * anyone holding the database could reverse by hashing every IPv4 address. They become an HMAC of that digest with a
 * secret of the site (server_secret `client-key`, made here if it does not exist yet): the stored keys are rewritten
 * in place, so a client counted before this migration is the same client after it (gateway/src/auth/client-key.ts
 * computes the same HMAC). The formula is written out here, not imported: a migration stays as it ran.
 */
export class ClientKeyHmac1795001500000 implements MigrationInterface {
  name = 'ClientKeyHmac1795001500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`INSERT INTO server_secret (name, value) VALUES ('client-key', $1) ON CONFLICT (name) DO NOTHING`, [
      randomBytes(32).toString('base64url'),
    ]);
    const [secret] = (await db.query(`SELECT value FROM server_secret WHERE name = 'client-key'`)) as {
      value: string;
    }[];
    const keyed = (digest: string) => createHmac('sha256', secret!.value).update(digest).digest('base64url');

    const requests = (await db.query('SELECT DISTINCT client_hash FROM contact_request')) as { client_hash: string }[];
    const digests = requests.map((r) => r.client_hash);
    await db.query(
      `UPDATE contact_request c SET client_hash = m.keyed
         FROM unnest($1::text[], $2::text[]) AS m(digest, keyed) WHERE c.client_hash = m.digest`,
      [digests, digests.map(keyed)],
    );

    // Throttle keys that name a client: `ip:<digest>` and `pair:<account>|<digest>` (account and device keys do not).
    const throttles = (await db.query(`SELECT key FROM login_throttle WHERE key LIKE 'ip:%' OR key LIKE 'pair:%'`)) as {
      key: string;
    }[];
    const rewritten = throttles.map(({ key }) => {
      if (key.startsWith('ip:')) return `ip:${keyed(key.slice('ip:'.length))}`;
      const bar = key.lastIndexOf('|');
      return `${key.slice(0, bar + 1)}${keyed(key.slice(bar + 1))}`;
    });
    await db.query(
      `UPDATE login_throttle t SET key = m.keyed
         FROM unnest($1::text[], $2::text[]) AS m(old, keyed) WHERE t.key = m.old`,
      [throttles.map((t) => t.key), rewritten],
    );
  }

  async down(): Promise<void> {
    // An HMAC cannot be turned back into the digest it was made from: the keys stay keyed. Code from before this
    // migration then counts every client afresh (its limits start again from zero), which loses nothing else.
  }
}
